'use client';

import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import kit from '@/components/kit/kit.module.css';
import { ValueTable } from '@/components/kit/ValueTable';
import { ClearButton, CopyButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import { jsonPrecisionLoss } from '@/lib/json-precision';
import { convertBase, evaluateBigInt } from './big-number.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'big-number';

const sampleExpression = '2 ** 64 - 1';
const sampleJson = `{
  "orderId": 1234567890123456789,
  "tweetId": 1790000000000000123,
  "userId": 42,
  "maxSafe": 9007199254740991,
  "justPast": 9007199254740993,
  "amount": 19.99,
  "idAsString": "1234567890123456789"
}`;

const defaults = { input: sampleExpression, value: 'ffffffffffffffff', fromBase: 16, toBase: 10, json: sampleJson };

const BASE_NAMES: Record<number, string> = { 2: 'binary', 8: 'octal', 10: 'decimal', 16: 'hexadecimal' };
const bases = Array.from({ length: 35 }, (_, i) => i + 2).map((b) => ({
  value: String(b),
  label: BASE_NAMES[b] ? `${b} (${BASE_NAMES[b]})` : String(b),
}));

const abs = (n: bigint) => (n < 0n ? -n : n);
const sign = (n: bigint) => (n < 0n ? '-' : '');

/** The value in the four bases developers use, with the prefixes JavaScript, Python and Go accept. */
function representations(n: bigint) {
  const a = abs(n);
  return [
    { label: 'Decimal', value: n.toString() },
    { label: 'Hexadecimal', value: `${sign(n)}0x${a.toString(16)}` },
    { label: 'Binary', value: `${sign(n)}0b${a.toString(2)}` },
    { label: 'Octal', value: `${sign(n)}0o${a.toString(8)}` },
  ];
}

/**
 * The double JSON.parse stores, written out in full (JavaScript prints it shortened: 12345678901234567000 is really
 * 12345678901234567168), and how far that lands from the written integer ('0' when the double happens to be exact).
 */
function storedValue(literal: string): { exact: string; change: string } {
  const parsed = Number(literal);
  if (!Number.isFinite(parsed)) return { exact: 'Infinity', change: 'too large for a double' };
  const stored = BigInt(parsed);
  const diff = stored - BigInt(literal);
  return { exact: stored.toString(), change: diff < 0n ? `−${-diff}` : diff > 0n ? `+${diff}` : '0' };
}

function bitLength(n: bigint): number {
  return n === 0n ? 0 : abs(n).toString(2).length;
}

function Section({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  return (
    <section aria-label={label} style={{ marginBottom: 28 }}>
      <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>{title}</h2>
      {children}
    </section>
  );
}

export default function BigNumber() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();

  // Deferred so typing stays smooth while a 150,000-digit result is printed in four bases.
  const expression = useDeferredValue(state.input);
  const evaluated = useMemo(() => evaluateBigInt(expression), [expression]);
  const rows = useMemo(() => (evaluated.ok ? representations(evaluated.value) : null), [evaluated]);

  const converted = useMemo(() => convertBase(state.value, state.fromBase, state.toBase), [state.value, state.fromBase, state.toBase]);
  const json = useDeferredValue(state.json);
  const losses = useMemo(() => jsonPrecisionLoss(json), [json]);

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined}>
      <Section label="Expression" title="Exact integer arithmetic">
        <div className={kit.paneHeader}>
          <span style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>
            Whole numbers of any size: + − * / % ** and parentheses; 0x, 0b, 0o and 1_000 literals. / rounds toward zero, as BigInt does.
          </span>
          <Group gap={6}>
            <SampleButton onClick={() => update({ input: sampleExpression })} />
            <ClearButton onClick={() => update({ input: '' })} />
            <ShareButton slug={SLUG} state={state} />
          </Group>
        </div>
        <CodeEditor label="Input" value={state.input} onChange={(input) => update({ input })} height={90} wrap placeholder="2 ** 64 - 1" />
        <ErrorPanel error={evaluated.ok ? null : evaluated.error} />
        <ValueTable label="Output" rows={rows ?? representations(0n).map((r) => ({ ...r, value: '' }))} style={{ marginTop: 8 }} />
        <div className={kit.status} aria-live="polite">
          {evaluated.ok
            ? `${abs(evaluated.value).toString().length.toLocaleString('en-US')} decimal digits · ${bitLength(evaluated.value).toLocaleString('en-US')} bits${
                abs(evaluated.value) > BigInt(Number.MAX_SAFE_INTEGER) ? ' · beyond Number.MAX_SAFE_INTEGER: a JavaScript number would round it' : ''
              }`
            : ''}
        </div>
      </Section>

      <Section label="Base converter" title="Base converter">
        <div className={kit.options}>
          <TextInput
            label="Value"
            value={state.value}
            onChange={(e) => update({ value: e.currentTarget.value })}
            w={{ base: '100%', sm: 320 }}
            spellCheck={false}
            autoComplete="off"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <NativeSelect
            label="From base"
            value={String(state.fromBase)}
            data={bases}
            onChange={(e) => update({ fromBase: Number(e.currentTarget.value) })}
          />
          <Button
            size="sm"
            variant="default"
            aria-label="Swap bases"
            onClick={() => update({ fromBase: state.toBase, toBase: state.fromBase, value: converted.ok ? converted.value : state.value })}
          >
            <IconArrowsLeftRight size={16} />
          </Button>
          <NativeSelect
            label="To base"
            value={String(state.toBase)}
            data={bases}
            onChange={(e) => update({ toBase: Number(e.currentTarget.value) })}
          />
        </div>
        <Group gap={8} align="end" wrap="nowrap">
          <TextInput
            label="Converted value"
            readOnly
            value={converted.ok ? converted.value : ''}
            style={{ flex: 1 }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <CopyButton text={converted.ok ? converted.value : ''} disabled={!converted.ok} />
        </Group>
        <ErrorPanel error={converted.ok ? null : converted.error} />
        <p className={kit.status}>
          Bases 2 to 36; digits above 9 are the letters a–z. A sign, the matching 0x/0b/0o prefix, spaces and _ are accepted.
        </p>
      </Section>

      <Section label="JSON precision" title="JSON.parse precision check">
        <div className={kit.paneHeader}>
          <span style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>Paste JSON to list the integers JSON.parse cannot keep exactly.</span>
          <Group gap={6}>
            <SampleButton onClick={() => update({ json: sampleJson })} />
            <ClearButton onClick={() => update({ json: '' })} />
          </Group>
        </div>
        <CodeEditor label="JSON" value={state.json} onChange={(v) => update({ json: v })} language="json" height={200} />
        <ErrorPanel error={losses.ok ? null : losses.error} />
        {losses.ok &&
          (losses.value.length === 0 ? (
            <p role="status" style={{ color: 'var(--mantine-color-green-text)', fontSize: 14 }}>
              Every integer here is within ±(2<sup>53</sup> − 1): JSON.parse reads them all exactly.
            </p>
          ) : (
            <table aria-label="Precision loss" style={{ borderCollapse: 'collapse', width: '100%', marginTop: 8, fontSize: 13 }}>
              <thead>
                <tr>
                  {['Where', 'In the JSON', 'JSON.parse prints', 'Exact value stored', 'Change'].map((h) => (
                    <th
                      key={h}
                      scope="col"
                      style={{ textAlign: 'left', padding: '4px 12px 4px 0', borderBottom: '1px solid var(--mantine-color-default-border)' }}
                    >
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>
                {losses.value.slice(0, 1000).map((l, i) => {
                  const { exact, change } = storedValue(l.number);
                  return (
                    <tr key={i} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                      <td style={{ padding: '4px 12px 4px 0', whiteSpace: 'nowrap' }}>
                        line {l.line}, col {l.column}
                      </td>
                      <td style={{ padding: '4px 12px 4px 0', wordBreak: 'break-all' }}>{l.number}</td>
                      <td style={{ padding: '4px 12px 4px 0', wordBreak: 'break-all' }}>{l.parsed}</td>
                      <td style={{ padding: '4px 12px 4px 0', wordBreak: 'break-all' }}>{exact}</td>
                      <td style={{ padding: '4px 0', wordBreak: 'break-all', color: change === '0' ? undefined : 'var(--mantine-color-red-text)' }}>
                        {change === '0' ? '0 (exact, but past the safe range)' : change}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ))}
        {losses.ok && losses.value.length > 1000 && (
          <p className={kit.status}>Showing the first 1,000 of {losses.value.length.toLocaleString('en-US')}.</p>
        )}
        <div style={{ fontSize: 14, lineHeight: 1.6, marginTop: 12 }}>
          <p style={{ margin: '0 0 8px' }}>
            <strong>Why digits go missing.</strong> JSON itself puts no limit on numbers, but <code>JSON.parse</code> turns every number into a
            JavaScript <code>Number</code>: an IEEE-754 double with a 53-bit significand. Every integer from −(2<sup>53</sup> − 1) to 2<sup>53</sup> −
            1 (<code>Number.MAX_SAFE_INTEGER</code>, 9,007,199,254,740,991) is stored exactly. Above that, neighbouring doubles are 2, then 4, 8, 16…
            apart, so a larger integer is rounded to the nearest one that exists: 9007199254740993 becomes 9007199254740992, and a 19-digit database
            ID loses its last few digits without any error.
          </p>
          <p style={{ margin: 0 }}>
            <strong>What to do.</strong> Send 64-bit IDs and other large integers as strings (<code>&quot;1234567890123456789&quot;</code>), as many
            APIs do, and convert them with <code>BigInt()</code> where you need arithmetic. If you cannot change the producer, parse with a
            BigInt-aware JSON library, or in engines that support JSON.parse source text access, use a reviver&apos;s third argument (
            <code>context.source</code>) to read the original digits.
          </p>
        </div>
      </Section>
    </div>
  );
}
