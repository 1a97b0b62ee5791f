'use client';

import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import kit from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, ShareButton } from '@/components/kit/ToolActions';
import { useNow } from '@/components/kit/use-now';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import { browserTimeZone, timeZoneNames } from '@/lib/time-zone';
import { formatInstant, LIVE_STATUS, parseTimeInput, PLACEHOLDER_ROWS, pickerValueOf, rowsOf, type TimeInputKind } from './timestamp.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'timestamp';
/** timeZone '' means the visitor's own zone, which is only known in the browser. */
const defaults = { input: '', timeZone: '' };

const DETECTED: Record<TimeInputKind, string> = {
  seconds: 'Unix time in seconds',
  milliseconds: 'Unix time in milliseconds',
  microseconds: 'Unix time in microseconds',
  nanoseconds: 'Unix time in nanoseconds',
  iso: 'an ISO 8601 date',
  'date-string': 'a date string',
};

/** Every IANA zone the browser knows, UTC first; the list differs between engines, so it is built only in the browser. */
const zoneList = (extra: string[]) => [...new Set(['UTC', ...extra, ...timeZoneNames()])];

const isLive = (input: string) => input.trim() === '' || /^now$/i.test(input.trim());

export default function Timestamp() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  // The clock starts in the browser and ticks each second, so "now" and relative times stay current. Until the page's
  // scripts load, its prerun (timestamp.prerun.ts) shows and ticks the current time in the same markup.
  const now = useNow();
  const live = isLive(state.input);

  const zone = state.timeZone || (mounted ? browserTimeZone() : 'UTC');
  const zones = useMemo(() => (mounted ? zoneList([browserTimeZone(), zone]) : [zone]), [mounted, zone]);
  const locale = mounted ? navigator.language || 'en-US' : 'en-US';

  const outcome = useMemo(() => {
    if (now === null) return null;
    const parsed = parseTimeInput(live ? 'now' : state.input, now, { timeZone: zone });
    if (!parsed.ok) return parsed;
    const formatted = formatInstant(parsed.value.epochMs, zone, locale, now);
    if (!formatted.ok) return formatted;
    return { ok: true as const, value: { ...formatted.value, detected: parsed.value.detected } };
    // The clock only matters for live input and the relative time, both recomputed each tick.
  }, [now, live, state.input, zone, locale]);

  const result = outcome?.ok ? outcome.value : null;
  const rows = result ? rowsOf(result, zone) : null;
  const pickerValue = result ? pickerValueOf(result) : '';

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined}>
      <div className={kit.options}>
        <TextInput
          label="Input"
          description="Seconds, milliseconds, µs or ns since 1970, an ISO 8601 date, or now"
          placeholder="1700000000 · 1700000000123 · 2024-01-15T10:30:00Z · now"
          value={state.input}
          onChange={(e) => update({ input: e.currentTarget.value })}
          w={{ base: '100%', sm: 380 }}
          spellCheck={false}
          autoComplete="off"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <NativeSelect label="Time zone" value={zone} onChange={(e) => update({ timeZone: e.currentTarget.value })} w={{ base: '100%', sm: 240 }}>
          {/* Before hydration the one option is the page's prerun's to set (the visitor's zone): keyed apart, so
              that React replaces it rather than trusting its text. */}
          {zones.map((z) => (
            <option key={mounted ? z : ''} value={z} suppressHydrationWarning>
              {z}
            </option>
          ))}
        </NativeSelect>
        <TextInput
          type="datetime-local"
          step={1}
          label={<span suppressHydrationWarning>{`Pick a date and time (${zone})`}</span>}
          value={pickerValue}
          onChange={(e) => {
            const v = e.currentTarget.value;
            if (v) update({ input: v.length === 16 ? `${v}:00` : v });
          }}
          w={{ base: '100%', sm: 240 }}
        />
        <Group gap={6}>
          <Button size="compact-sm" variant="default" leftSection={<IconClock size={14} />} onClick={() => update({ input: 'now' })}>
            Now
          </Button>
          <ClearButton onClick={() => update({ input: '' })} />
          <ShareButton slug={SLUG} state={{ input: state.input, timeZone: zone }} />
        </Group>
      </div>
      <ErrorPanel error={outcome && !outcome.ok ? outcome.error : null} />
      <table aria-label="Output" style={{ borderCollapse: 'collapse', width: '100%', marginTop: 12, fontSize: 14 }}>
        <tbody>
          {(rows ?? PLACEHOLDER_ROWS.map((label) => ({ label, value: '' }))).map((r) => (
            <tr key={r.label} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
              <th
                scope="row"
                style={{ textAlign: 'left', fontWeight: 500, padding: '6px 12px 6px 0', whiteSpace: 'nowrap', width: '1%' }}
                suppressHydrationWarning
              >
                {r.label}
              </th>
              <td
                style={{ padding: '6px 12px 6px 0', fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-word' }}
                suppressHydrationWarning
              >
                {r.value || '—'}
              </td>
              <td style={{ padding: '6px 0', width: '1%' }}>
                <CopyButton text={r.value} disabled={!r.value} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={kit.status} aria-live="polite" suppressHydrationWarning>
        {result
          ? live
            ? LIVE_STATUS
            : `Read as ${DETECTED[result.detected]}${result.detected === 'iso' && !/[Tt ]\d{2}:\d{2}.*(?:[zZ]|[+-]\d{2}(?::?\d{2})?)$/.test(state.input.trim()) ? ` in ${zone}` : ''}.`
          : ''}
      </div>
    </div>
  );
}
