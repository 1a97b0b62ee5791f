'use client';

import { ActionIcon, Button, Group, NativeSelect, TextInput, VisuallyHidden } from '@mantine/core';
import { IconClock, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ToolError } from '@/lib/result';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ShareButton } from '@/components/kit/ToolActions';
import { useNow } from '@/components/kit/use-now';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import { browserTimeZone, isTimeZone, timeZoneNames } from '@/lib/time-zone';
import { dayDifference, splitZones, toLocalInput, zonedToInstant, zoneTime, type ZoneTime } from './timezones.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'timezones';
const DEFAULT_ZONES = [
  'UTC',
  'America/Los_Angeles',
  'America/New_York',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
];
/** dateTime '' means "now, live"; source '' means the browser's own zone. */
const defaults = { dateTime: '', source: '', zones: DEFAULT_ZONES.join(',') };

const border = '1px solid var(--mantine-color-default-border)';
const cell = { textAlign: 'left', padding: '7px 10px', borderBottom: border } as const;
const mono = { fontFamily: 'var(--mantine-font-family-monospace)' } as const;

const dayLabel = (diff: number) => (diff === 0 ? '' : `${diff > 0 ? '+' : '−'}${Math.abs(diff)} day${Math.abs(diff) === 1 ? '' : 's'}`);

export default function TimezoneConverter() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const [adding, setAdding] = useState('');
  const [addError, setAddError] = useState<ToolError | null>(null);

  const live = state.dateTime === '';
  // The clock only runs in the browser, and only while the converter shows the current time.
  const now = useNow(live);

  const zoneOptions = useMemo(() => (mounted ? timeZoneNames() : []), [mounted]);
  const source = state.source || (mounted ? browserTimeZone() : 'UTC');
  const zones = splitZones(state.zones);

  const resolved = live ? null : zonedToInstant(state.dateTime, source);
  const instant = live ? now : resolved?.ok ? resolved.value.epochMs : null;
  const sourceTime = instant != null ? zoneTime(source, instant) : null;
  const inputValue = live ? (now != null && isTimeZone(source) ? toLocalInput(now, source) : '') : state.dateTime;

  const rows: { zone: string; time: ZoneTime | null; error: string | null }[] = zones.map((zone) => {
    if (instant == null) return { zone, time: null, error: null };
    const r = zoneTime(zone, instant);
    return r.ok ? { zone, time: r.value, error: null } : { zone, time: null, error: r.error.message };
  });

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined}>
      <Group align="end" gap="md" wrap="wrap" mb="sm">
        <TextInput
          type="datetime-local"
          label="Date and time"
          value={inputValue}
          onChange={(e) => update({ dateTime: e.currentTarget.value })}
          w={230}
        />
        <NativeSelect
          label="Source time zone"
          value={source}
          onChange={(e) => update({ source: e.currentTarget.value })}
          data={zoneOptions.length && zoneOptions.includes(source) ? zoneOptions : [source, ...zoneOptions]}
          w={260}
        />
        <Button variant="default" leftSection={<IconClock size={16} />} onClick={() => update({ dateTime: '' })}>
          Now
        </Button>
        <ShareButton slug={SLUG} state={state} />
      </Group>
      <div className={classes.status} aria-live="polite">
        {live
          ? now != null
            ? 'Showing the current time, updated every second. Pick a date and time to convert a fixed moment.'
            : ''
          : resolved?.ok
            ? `Showing ${state.dateTime.replace('T', ' ')} in ${source} (${sourceTime?.ok ? sourceTime.value.offset : ''}) · ${new Date(resolved.value.epochMs).toISOString()}`
            : ''}
      </div>
      {resolved?.ok && resolved.value.note && (
        <p role="note" style={{ fontSize: 14, margin: '6px 0', color: 'var(--mantine-color-orange-text)' }}>
          {resolved.value.note}
        </p>
      )}
      <ErrorPanel
        error={
          resolved && !resolved.ok
            ? resolved.error
            : mounted && !isTimeZone(source)
              ? { message: `Unknown source time zone "${source}": choose one from the list` }
              : null
        }
      />

      <div style={{ overflowX: 'auto', marginTop: 16 }}>
        <table
          aria-label="Time zones"
          style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14, border, fontVariantNumeric: 'tabular-nums' }}
        >
          <thead>
            <tr>
              <th scope="col" style={cell}>
                Time zone
              </th>
              <th scope="col" style={cell}>
                Local time
              </th>
              <th scope="col" style={cell}>
                Date
              </th>
              <th scope="col" style={cell}>
                UTC offset
              </th>
              <th scope="col" style={cell}>
                DST
              </th>
              <th scope="col" style={cell}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ zone, time, error }) => {
              const diff = time && sourceTime?.ok ? dayDifference(sourceTime.value.date, time.date) : 0;
              return (
                <tr key={zone} aria-label={zone}>
                  <th scope="row" style={{ ...cell, fontWeight: zone === source ? 700 : 500 }}>
                    {zone.replace(/_/g, ' ')}
                    {zone === source ? ' (source)' : ''}
                  </th>
                  {error ? (
                    <td colSpan={4} style={{ ...cell, color: 'var(--mantine-color-red-text)' }}>
                      {error}
                    </td>
                  ) : (
                    <>
                      <td style={{ ...cell, ...mono, fontSize: 15 }}>
                        {time ? `${time.weekday} ${time.time}` : '—'}
                        {diff !== 0 && <span style={{ fontSize: 12, marginLeft: 6, color: 'var(--mantine-color-dimmed)' }}>{dayLabel(diff)}</span>}
                      </td>
                      <td style={cell}>{time?.date ?? '—'}</td>
                      <td style={{ ...cell, ...mono }}>{time ? `${time.offset}${time.abbreviation ? ` ${time.abbreviation}` : ''}` : '—'}</td>
                      <td style={cell}>{time ? (time.dst ? 'Summer time' : 'Standard') : '—'}</td>
                    </>
                  )}
                  <td style={{ ...cell, textAlign: 'right', width: 48 }}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Remove ${zone}`}
                      onClick={() => update({ zones: zones.filter((z) => z !== zone).join(',') })}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {zones.length === 0 && <p style={{ fontSize: 14, color: 'var(--mantine-color-dimmed)' }}>No zones in the list: add one below.</p>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const zone = zoneOptions.find((z) => z.toLowerCase() === adding.trim().toLowerCase()) ?? adding.trim();
          if (!isTimeZone(zone)) {
            setAddError({
              message: zone ? `Unknown time zone "${zone}": pick one from the suggestions, such as Europe/Paris` : 'Type a time zone to add',
            });
            return;
          }
          setAddError(null);
          if (!zones.includes(zone)) update({ zones: [...zones, zone].join(',') });
          setAdding('');
        }}
      >
        <Group align="end" gap="sm" mt="sm">
          <TextInput
            label="Add a time zone"
            placeholder="Type a region or city, e.g. Europe/Paris"
            value={adding}
            onChange={(e) => setAdding(e.currentTarget.value)}
            list="timezone-names"
            autoComplete="off"
            w={320}
          />
          <datalist id="timezone-names">
            {zoneOptions
              .filter((z) => !zones.includes(z))
              .map((z) => (
                <option key={z} value={z} />
              ))}
          </datalist>
          <Button type="submit" variant="default" leftSection={<IconPlus size={16} />}>
            Add
          </Button>
          <Button variant="subtle" onClick={() => update({ zones: defaults.zones })}>
            Reset list
          </Button>
        </Group>
      </form>
      <ErrorPanel error={addError} />
    </div>
  );
}
