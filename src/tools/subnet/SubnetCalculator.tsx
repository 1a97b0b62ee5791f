'use client';

import { Group } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { SelectField } from '@/components/kit/Fields';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, DownloadButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import type { ToolError } from '@/lib/result';
import type * as SubnetCore from './subnet.core';
import type { SplitResult, SubnetInfo } from './subnet.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'network/subnet-calculator';
const SAMPLE = '192.168.1.130/26';
/** split: the prefix to split into, '' for no split. */
const defaults = { input: SAMPLE, split: '' };

type Core = typeof SubnetCore;

interface Outcome {
  info: SubnetInfo | null;
  split: SplitResult | null;
  error: ToolError | null;
  splitError: ToolError | null;
}

const cell = { padding: '6px 12px 6px 0', verticalAlign: 'top' } as const;

export default function SubnetCalculator() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const [core, setCore] = useState<Core | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  // ip-address loads with the calculator's logic after hydration, off the page's first load.
  useEffect(() => {
    import('./subnet.core').then(setCore, (e: unknown) =>
      setLoadError(`The calculator could not load: ${e instanceof Error ? e.message : String(e)}`),
    );
  }, []);

  const outcome = useMemo<Outcome | null>(() => {
    if (!core) return null;
    const parsed = core.parseCidr(state.input);
    if (!parsed.ok) return { info: null, split: null, error: parsed.error, splitError: null };
    if (!parsed.value) return { info: null, split: null, error: null, splitError: null };
    const { version, value, prefix } = parsed.value;
    const info = core.describeSubnet(version, value, prefix);
    if (state.split === '') return { info, split: null, error: null, splitError: null };
    const r = core.splitSubnet(version, value, prefix, Number(state.split));
    return r.ok ? { info, split: r.value, error: null, splitError: null } : { info, split: null, error: null, splitError: r.error };
  }, [core, state.input, state.split]);

  const group = core?.groupDigits ?? ((d: string) => d);
  const info = outcome?.info ?? null;
  const rows = info && core ? core.subnetRows(info, group) : [];
  const text = rows.map(([k, v]) => `${k}: ${v}`).join('\n');
  const splitText = outcome?.split?.subnets.map((s) => s.cidr).join('\n') ?? '';
  const bits = info?.version === 6 ? 128 : 32;
  const splitChoices = info
    ? [
        { value: '', label: 'No split' },
        ...Array.from({ length: bits - info.prefix }, (_, k) => info.prefix + k + 1).map((p) => ({ value: String(p), label: `/${p}` })),
      ]
    : [{ value: '', label: 'No split' }];
  // A split chosen for another block is still listed, so the select never shows a value it lacks.
  if (state.split !== '' && !splitChoices.some((c) => c.value === state.split)) splitChoices.push({ value: state.split, label: `/${state.split}` });

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined}>
      <div className={classes.options}>
        <label className={classes.field} style={{ flex: '1 1 320px' }}>
          <span className={classes.fieldLabel}>Input</span>
          <input
            className={classes.fieldInput}
            aria-label="Input"
            value={state.input}
            placeholder="192.168.1.0/24 · 10.0.0.1 255.255.0.0 · 2001:db8::/48"
            spellCheck={false}
            autoComplete="off"
            style={{ width: '100%', fontFamily: 'var(--mantine-font-family-monospace)' }}
            onChange={(e) => update({ input: e.currentTarget.value })}
          />
        </label>
        <SelectField label="Split into subnets of" value={state.split} data={splitChoices} onChange={(split) => update({ split })} />
        <Group gap={6}>
          <SampleButton onClick={() => update({ input: SAMPLE, split: '' })} />
          <ClearButton onClick={() => update({ input: '', split: '' })} />
          <ShareButton slug={SLUG} state={state} />
        </Group>
      </div>
      <ErrorPanel error={loadError ? { message: loadError } : (outcome?.error ?? null)} />
      <div className={classes.paneHeader}>
        <h2 className={classes.paneTitle}>{info ? `IPv${info.version} block ${info.cidr}` : 'Block'}</h2>
        <Group gap={6}>
          <CopyButton text={text} disabled={!text} />
          <DownloadButton
            data={() => `${text}\n${splitText ? `\nSubnets:\n${splitText}\n` : ''}`}
            filename="subnet.txt"
            mime="text/plain"
            disabled={!text}
          />
        </Group>
      </div>
      <table aria-label="Output" style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
              <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 500, whiteSpace: 'nowrap', width: '1%' }}>
                {k}
              </th>
              <td style={{ ...cell, fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' }} aria-label={k}>
                {v}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {info && info.notes.length > 0 && (
        <ul className={classes.status} style={{ paddingLeft: 18 }}>
          {info.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <ErrorPanel error={outcome?.splitError ?? null} />
      {outcome?.split && (
        <section aria-label="Subnets">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>
              {group(outcome.split.count)} subnets of /{outcome.split.newPrefix}
            </h2>
            <CopyButton text={splitText} label="Copy list" />
          </div>
          {outcome.split.capped && (
            <p className={classes.status} role="note">
              Showing the first {outcome.split.subnets.length.toLocaleString('en-US')} of {group(outcome.split.count)} subnets.
            </p>
          )}
          <div style={{ maxHeight: 420, overflow: 'auto' }}>
            <table
              aria-label="Subnet list"
              style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14, fontFamily: 'var(--mantine-font-family-monospace)' }}
            >
              <thead>
                <tr>
                  <th style={{ ...cell, textAlign: 'left' }}>#</th>
                  <th style={{ ...cell, textAlign: 'left' }}>Subnet</th>
                  <th style={{ ...cell, textAlign: 'left' }}>First address</th>
                  <th style={{ ...cell, textAlign: 'left' }}>Last address</th>
                </tr>
              </thead>
              <tbody>
                {outcome.split.subnets.map((s, i) => (
                  <tr key={s.cidr}>
                    <td style={cell}>{i + 1}</td>
                    <td style={cell}>{s.cidr}</td>
                    <td style={cell}>{s.first}</td>
                    <td style={cell}>{s.last}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      <div className={classes.status} aria-live="polite">
        {!core && !loadError
          ? 'loading…'
          : info
            ? `${info.kinds[0]}`
            : state.input.trim() === ''
              ? 'Type an IPv4 or IPv6 address or CIDR block.'
              : ''}
      </div>
    </div>
  );
}
