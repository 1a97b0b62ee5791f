'use client';

import { Group } from '@mantine/core';
import { useMemo } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { SelectField } from '@/components/kit/Fields';
import kit from '@/components/kit/kit.module.css';
import { ValueTable } from '@/components/kit/ValueTable';
import { ClearButton, CopyButton, DownloadButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { useWorkerRunner } from '@/components/kit/use-worker-runner';
import { convertAll, groupDigits, WIDTHS, type Conversion, type Width } from './base-converter.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'number/base-converter';
const SAMPLE = '-123456789';
const defaults = { input: SAMPLE, fromBase: 10, chosen: 7, width: 32 };
/** Longer inputs are converted in a worker: a 100,000-digit number takes a moment in some bases. */
const WORKER_THRESHOLD = 5_000;

const baseWorker = () => new Worker(new URL('./base-converter.worker.ts', import.meta.url));

const NAMES: Record<number, string> = { 2: 'binary', 8: 'octal', 10: 'decimal', 16: 'hexadecimal', 36: 'base 36' };
const baseOptions = Array.from({ length: 35 }, (_, i) => i + 2).map((b) => ({
  value: String(b),
  label: NAMES[b] ? `${b} (${NAMES[b]})` : String(b),
}));
const fromOptions = [{ value: '0', label: 'Auto (0x, 0o, 0b prefix; else 10)' }, ...baseOptions];

export default function BaseConverter() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const width = (WIDTHS as readonly number[]).includes(state.width) ? (state.width as Width) : 32;
  const small = state.input.length <= WORKER_THRESHOLD;
  const direct = useMemo(
    () => (small ? convertAll(state.input, state.fromBase, state.chosen, width) : null),
    [small, state.input, state.fromBase, state.chosen, width],
  );
  const runner = useWorkerRunner<{ input: string; fromBase: number; chosen: number; width: Width }, Conversion>(baseWorker);
  const { input, fromBase, chosen } = state;
  const big = useToolRun<Conversion>({
    deps: [input, fromBase, chosen, width],
    enabled: !small,
    worker: runner,
    delay: 0,
    run: () => runner.run({ input, fromBase, chosen, width }),
  });
  const result = direct ?? (small || big.pending ? null : big.result);
  const value = result?.ok ? result.value : null;
  const twos = value?.twos;
  const allText = value ? value.rows.map((r) => `${r.label}: ${r.digits}`).join('\n') : '';

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined} data-pending={big.pending || undefined}>
      <div className={kit.options}>
        <SelectField label="From base" value={String(state.fromBase)} data={fromOptions} onChange={(v) => update({ fromBase: Number(v) })} />
        <SelectField label="Also show base" value={String(state.chosen)} data={baseOptions} onChange={(v) => update({ chosen: Number(v) })} />
        <SelectField
          label="Two's complement width"
          value={String(width)}
          data={WIDTHS.map((w) => ({ value: String(w), label: `${w} bits` }))}
          onChange={(v) => update({ width: Number(v) })}
        />
      </div>
      <div className={kit.paneHeader}>
        <span style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>
          An integer of any length; a sign, the 0x / 0o / 0b prefix of its base, and _ or spaces between digits are accepted.
        </span>
        <Group gap={6}>
          <SampleButton onClick={() => update({ input: SAMPLE })} />
          <ClearButton onClick={() => update({ input: '' })} />
          <ShareButton slug={SLUG} state={state} />
        </Group>
      </div>
      <CodeEditor
        label="Input"
        value={state.input}
        onChange={(input) => update({ input })}
        height={90}
        wrap
        placeholder="255, 0xff, 0b1111_1111, -42"
      />
      <ErrorPanel error={result && !result.ok ? result.error : null} />
      <div className={kit.paneHeader} style={{ marginTop: 12 }}>
        <h2 className={kit.paneTitle}>Output</h2>
        <Group gap={6}>
          <CopyButton text={allText} label="Copy all" disabled={!allText} />
          <DownloadButton data={() => allText} filename="bases.txt" mime="text/plain" disabled={!allText} />
        </Group>
      </div>
      <ValueTable
        label="Output"
        rows={(
          value?.rows ?? [2, 8, 10, 16, 36, state.chosen].map((b) => ({ base: b, label: b === state.chosen ? `Base ${b}` : NAMES[b], digits: '' }))
        ).map((r) => ({ label: r.label[0].toUpperCase() + r.label.slice(1), value: r.digits }))}
      />
      <div className={kit.status} aria-live="polite">
        {value
          ? `Read in base ${value.base} · ${value.decimalDigits.toLocaleString('en-US')} decimal digits · ${value.bitLength.toLocaleString('en-US')} bits`
          : result
            ? ''
            : 'working…'}
      </div>

      <section aria-label="Two's complement" style={{ marginTop: 20 }}>
        <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>Two&apos;s complement at {width} bits</h2>
        <ErrorPanel error={twos && !twos.ok ? twos.error : null} />
        {twos?.ok && (
          <ValueTable
            label={`${width}-bit pattern`}
            rows={[
              { label: 'Bits', value: groupDigits(twos.value.bits, 4) },
              { label: 'Hex', value: groupDigits(twos.value.hex, 4) },
              { label: 'As signed', value: twos.value.signed },
              { label: 'As unsigned', value: twos.value.unsigned },
            ].map((r) => ({ ...r, copy: r.value.replace(/ /g, '') }))}
          />
        )}
        <p className={kit.status}>
          A negative number is stored as 2<sup>{width}</sup> minus its magnitude, so −1 is all ones. Values from −2<sup>{width - 1}</sup> to 2
          <sup>{width}</sup> − 1 fit; a pattern with the top bit set reads as negative when signed.
        </p>
      </section>
    </div>
  );
}
