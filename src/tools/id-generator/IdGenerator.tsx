'use client';

import { Group, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { NumberField, SelectField, TextField } from '@/components/kit/Fields';
import { GenerateActions } from '@/components/kit/GenerateActions';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { useWorkerRunner } from '@/components/kit/use-worker-runner';
import { ValueTable } from '@/components/kit/ValueTable';
import type { ToolSlug } from '@/registry/tools';
import {
  decodeId,
  EPOCHS,
  GENERATE_DEFAULTS,
  generateIds,
  ID_KINDS,
  KIND_NAMES,
  MAX_COUNT,
  type DecodeKind,
  type EpochName,
  type GenerateOptions,
  type IdKind,
} from './id-generator.core';

const SLUG: ToolSlug = 'id/generator';
const g = GENERATE_DEFAULTS;
/** Everything the page keeps and shares: the generator's settings as typed, and the id to decode. */
const defaults = {
  kind: g.kind as string,
  count: String(g.count),
  alphabet: g.alphabet,
  size: String(g.size),
  cuidLength: String(g.cuidLength),
  epoch: g.epoch as string,
  customEpoch: String(g.customEpoch),
  datacenter: String(g.datacenter),
  worker: String(g.worker),
  decode: '',
  decodeKind: 'auto',
};
/** A ULID, for the Sample button. */
const SAMPLE_ID = '01ARYZ6S41TSV4RRFFQ69G5FAV';

const KINDS = ID_KINDS.map((k) => ({ value: k, label: KIND_NAMES[k] }));
const DECODE_KINDS = [{ value: 'auto', label: 'Detect' }, ...KINDS.filter((k) => k.value !== 'nanoid' && k.value !== 'cuid2')];
const EPOCH_CHOICES = [
  { value: 'twitter', label: `Twitter (${new Date(EPOCHS.twitter).toISOString()})` },
  { value: 'discord', label: `Discord (${new Date(EPOCHS.discord).toISOString()})` },
  { value: 'custom', label: 'Custom (Unix ms)' },
];

/** A number field's text as a number; NaN for an empty or unreadable field, which the core reports. */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const idWorker = () => new Worker(new URL('./id-generator.worker.ts', import.meta.url));

/** Over this much work a batch is made in the worker: a CUID2 costs a SHA-3 hash (about 0.25 ms), the others microseconds. */
const inWorker = (o: GenerateOptions) => (o.kind === 'cuid2' ? o.count > 200 : o.count > 5_000);

export default function IdGenerator() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const runner = useWorkerRunner<GenerateOptions, string[]>(idWorker);
  const [nonce, setNonce] = useState(0);

  const kind = state.kind as IdKind;
  const options: GenerateOptions = {
    kind,
    count: num(state.count),
    alphabet: state.alphabet,
    size: num(state.size),
    cuidLength: num(state.cuidLength),
    epoch: state.epoch as EpochName,
    customEpoch: num(state.customEpoch),
    datacenter: num(state.datacenter),
    worker: num(state.worker),
  };
  // Random ids are made only in the browser (the run starts after hydration), so the prerendered page stays the same.
  const batch = useToolRun<string[]>({
    deps: [JSON.stringify(options), nonce],
    enabled: mounted,
    worker: runner,
    delay: 150,
    run: () => (inWorker(options) ? runner.run(options) : generateIds(options)),
  });
  const made = batch.value;
  const output = useMemo(() => made?.join('\n') ?? '', [made]);
  const ids = made ?? [];

  const decodeOptions = { kind: state.decodeKind as DecodeKind, epoch: state.epoch as EpochName, customEpoch: num(state.customEpoch) };
  const decodeKey = JSON.stringify(decodeOptions);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- decodeKey stands for decodeOptions
  const decoded = useMemo(() => (state.decode.trim() === '' ? null : decodeId(state.decode, decodeOptions)), [state.decode, decodeKey]);

  const status = batch.busy
    ? `Making ${state.count} × ${KIND_NAMES[kind]}… working…`
    : ids.length > 0 && !batch.error
      ? `${ids.length.toLocaleString('en-US')} × ${KIND_NAMES[kind]}, made in your browser with crypto.getRandomValues${batch.ms != null ? ` · ${batch.ms} ms` : ''}`
      : '';

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined} data-pending={batch.pending || undefined}>
      <div className={classes.options}>
        <SelectField label="Kind" value={state.kind} data={KINDS} onChange={(v) => update({ kind: v })} />
        <NumberField label="How many" value={state.count} min={1} max={MAX_COUNT} onChange={(count) => update({ count })} />
        {kind === 'nanoid' && (
          <>
            <TextField label="Alphabet" value={state.alphabet} onChange={(alphabet) => update({ alphabet })} width={320} />
            <NumberField label="Size" value={state.size} min={1} max={1024} width={90} onChange={(size) => update({ size })} />
          </>
        )}
        {kind === 'cuid2' && (
          <NumberField label="Length" value={state.cuidLength} min={2} max={32} width={90} onChange={(cuidLength) => update({ cuidLength })} />
        )}
        {kind === 'snowflake' && (
          <>
            <NumberField label="Datacenter" value={state.datacenter} min={0} max={31} width={90} onChange={(datacenter) => update({ datacenter })} />
            <NumberField label="Worker" value={state.worker} min={0} max={31} width={90} onChange={(worker) => update({ worker })} />
          </>
        )}
        {(kind === 'snowflake' || state.decodeKind === 'snowflake' || (decoded?.ok === true && decoded.value.kind === 'snowflake')) && (
          <SelectField label="Snowflake epoch" value={state.epoch} data={EPOCH_CHOICES} onChange={(epoch) => update({ epoch })} />
        )}
        {state.epoch === 'custom' && (
          <NumberField
            label="Custom epoch (ms)"
            value={state.customEpoch}
            min={0}
            max={Number.MAX_SAFE_INTEGER}
            width={160}
            onChange={(customEpoch) => update({ customEpoch })}
          />
        )}
      </div>
      <div className={classes.panes}>
        <section aria-label="Generated ids">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Generated</h2>
            <GenerateActions onGenerate={() => setNonce((n) => n + 1)} output={output} filename={`${kind}s.txt`} />
          </div>
          <CodeEditor label="Output" value={output} readOnly height={300} wholeTextHint="Copy and Download give the whole batch." />
          <ErrorPanel error={batch.error} />
          <p className={classes.status} aria-live="polite">
            {status}
          </p>
        </section>
        <section aria-label="Decode an id">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Decode</h2>
            <Group gap={6}>
              <SampleButton onClick={() => update({ decode: SAMPLE_ID })} />
              <ClearButton onClick={() => update({ decode: '' })} />
              <ShareButton slug={SLUG} state={state} />
            </Group>
          </div>
          <Group gap={8} align="flex-end" wrap="nowrap">
            <TextInput
              label="Id to decode"
              placeholder={`e.g. ${SAMPLE_ID}`}
              value={state.decode}
              onChange={(e) => update({ decode: e.currentTarget.value })}
              spellCheck={false}
              autoComplete="off"
              style={{ flex: 1 }}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <SelectField label="Read as" value={state.decodeKind} data={DECODE_KINDS} onChange={(decodeKind) => update({ decodeKind })} />
          </Group>
          {decoded && !decoded.ok && <ErrorPanel error={decoded.error} />}
          {decoded?.ok ? (
            <>
              <p style={{ margin: '12px 0 8px', fontSize: 14 }} role="status">
                {decoded.value.summary}
              </p>
              <ValueTable
                label="Decoded"
                rows={[
                  { label: 'Kind', value: KIND_NAMES[decoded.value.kind] },
                  ...decoded.value.fields.map((f) => ({ label: f.name, value: f.value })),
                ]}
              />
            </>
          ) : (
            !decoded && (
              <p style={{ fontSize: 14, color: 'var(--mantine-color-dimmed)' }}>
                Paste a ULID, KSUID, ObjectId or Snowflake to read the time it was made and the rest of its fields; its kind is told from its length
                and characters. NanoIDs and CUID2s are recognised, though they carry nothing to read.
              </p>
            )
          )}
        </section>
      </div>
    </div>
  );
}
