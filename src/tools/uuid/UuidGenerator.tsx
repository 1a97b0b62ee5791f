'use client';

import { SegmentedControl, Switch, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { GenerateActions } from '@/components/kit/GenerateActions';
import classes from '@/components/kit/kit.module.css';
import { ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import type { ToolError } from '@/lib/result';
import { takePrerun } from '@/lib/prerun';
import { batchStatus, decodeUuid, formatUuid, generateUuids, MAX_COUNT, UUID_DEFAULTS, type UuidInfo, type UuidVersion } from './uuid.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'uuid/generator';
const defaults = UUID_DEFAULTS;
/** The count field's text as a number; NaN for an empty or unreadable field, which the core reports. */
const toCount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const versions = [
  { value: 'v4', label: 'v4 (random)' },
  { value: 'v7', label: 'v7 (time-ordered)' },
];

export default function UuidGenerator() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const [batch, setBatch] = useState<{ uuids: string[]; error: ToolError | null }>({ uuids: [], error: null });
  const [nonce, setNonce] = useState(0);

  // Random values are made only in the browser, so the prerendered page stays identical. The first batch is the one
  // the page's prerun (uuid.prerun.ts) showed as it opened, if it did.
  useEffect(() => {
    const shown = takePrerun<string[]>(SLUG);
    const r = shown ? { ok: true as const, value: shown } : generateUuids(state.version as UuidVersion, toCount(state.count));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a fresh batch is the effect's whole purpose
    setBatch(r.ok ? { uuids: r.value, error: null } : { uuids: [], error: r.error });
  }, [state.version, state.count, nonce]);

  const format = { uppercase: state.uppercase, hyphens: state.hyphens, braces: state.braces };
  const output = batch.uuids.map((u) => formatUuid(u, format)).join('\n');
  const decoded = useMemo(() => (state.decode.trim() === '' ? null : decodeUuid(state.decode)), [state.decode]);

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined}>
      <div className={classes.options}>
        <SegmentedControl aria-label="UUID version" value={state.version} data={versions} onChange={(version) => update({ version })} />
        <TextInput
          type="number"
          label="How many"
          value={state.count}
          min={1}
          max={MAX_COUNT}
          step={1}
          onChange={(e) => update({ count: e.currentTarget.value })}
          w={120}
        />
        <Switch label="Uppercase" checked={state.uppercase} onChange={(e) => update({ uppercase: e.currentTarget.checked })} />
        <Switch label="Hyphens" checked={state.hyphens} onChange={(e) => update({ hyphens: e.currentTarget.checked })} />
        <Switch label="Braces { }" checked={state.braces} onChange={(e) => update({ braces: e.currentTarget.checked })} />
      </div>
      <div className={classes.panes}>
        <section aria-label="Generated UUIDs">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Generated</h2>
            <GenerateActions onGenerate={() => setNonce((n) => n + 1)} output={output} filename="uuids.txt" />
          </div>
          <CodeEditor label="Output" value={output} readOnly height={300} />
          <ErrorPanel error={batch.error} />
          <p className={classes.status} aria-live="polite" suppressHydrationWarning>
            {batch.uuids.length > 0 ? batchStatus(batch.uuids.length, state.version) : ''}
          </p>
        </section>
        <section aria-label="Validate and decode">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Validate and decode</h2>
            <ShareButton slug={SLUG} state={state} />
          </div>
          <TextInput
            label="UUID to decode"
            placeholder="e.g. 017f22e2-79b0-7cc3-98c4-dc0c0c07398f"
            value={state.decode}
            onChange={(e) => update({ decode: e.currentTarget.value })}
            spellCheck={false}
            autoComplete="off"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          {decoded && !decoded.ok && <ErrorPanel error={decoded.error} />}
          {decoded?.ok ? (
            <DecodedView info={decoded.value} />
          ) : (
            !decoded && (
              <p style={{ fontSize: 14, color: 'var(--mantine-color-dimmed)' }}>
                Paste a UUID in any common spelling (upper or lower case, with or without hyphens, braces or urn:uuid:) to check it and read its
                version, variant and, for v1, v6 and v7, the time it was made.
              </p>
            )
          )}
        </section>
      </div>
    </div>
  );
}

function DecodedView({ info }: { info: UuidInfo }) {
  const rows: [string, string][] = [
    ['Verdict', info.valid ? 'Valid' : 'Not a standard UUID'],
    ['Canonical form', info.canonical],
    ['Version', info.special ? `${info.special} UUID` : String(info.version)],
    ['Variant', info.special ? '—' : info.variant],
  ];
  if (info.timestampMs != null) {
    rows.push(['Timestamp (ms since epoch)', String(info.timestampMs)]);
    rows.push(['Date (UTC)', info.timestampIso ?? 'outside the range of a JavaScript date']);
  }
  return (
    <div style={{ marginTop: 12 }}>
      <p style={{ margin: '0 0 8px', fontSize: 14 }} role="status">
        {info.summary}
      </p>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0, fontSize: 14 }}>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt style={{ color: 'var(--mantine-color-dimmed)' }}>{k}</dt>
            <dd style={{ margin: 0, fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' }} aria-label={k}>
              {v}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
