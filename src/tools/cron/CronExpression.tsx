'use client';

import { Group, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { SelectField } from '@/components/kit/Fields';
import kit from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useNow } from '@/components/kit/use-now';
import { useToolState } from '@/components/kit/use-tool-state';
import { browserTimeZone, timeZoneNames } from '@/lib/time-zone';
import type { ToolSlug } from '@/registry/tools';
import type * as CronCore from './cron.core';
import { cronSample } from './cron.sample';

type Core = typeof CronCore;

const SLUG: ToolSlug = 'cron/expression';
/** timeZone '' means the visitor's own zone, which is only known in the browser. */
const defaults = { input: cronSample, timeZone: '' };

const zoneList = (extra: string[]) => [...new Set(['UTC', ...extra, ...timeZoneNames()])];

/** The field names, shown under the input as a reminder. */
const HINT = 'minute · hour · day-of-month · month · day-of-week (6 fields: second first) · or @daily, @hourly, @reboot…';

export default function CronExpression() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const now = useNow();
  // croner and cronstrue load after the page has shown, so they stay out of its first load.
  const [core, setCore] = useState<Core | null>(null);
  useEffect(() => {
    let live = true;
    void import('./cron.core').then((m) => live && setCore(m));
    return () => {
      live = false;
    };
  }, []);

  const zone = state.timeZone || (mounted ? browserTimeZone() : 'UTC');
  const zones = useMemo(() => (mounted ? zoneList([browserTimeZone(), zone]) : [zone]), [mounted, zone]);
  // Runs are listed from the current minute, so the list moves on once a minute rather than every tick.
  const minute = now === null ? null : Math.floor(now / 60_000) * 60_000;
  const outcome = useMemo(
    () => (core && minute !== null ? core.explainCron(state.input, zone, new Date(minute)) : null),
    [core, minute, state.input, zone],
  );
  const value = outcome?.ok ? outcome.value : null;
  const description = value ? value.reading.description : '';

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined}>
      <div className={kit.options}>
        <TextInput
          label="Input"
          description={HINT}
          placeholder="*/15 9-17 * * MON-FRI"
          value={state.input}
          onChange={(e) => update({ input: e.currentTarget.value })}
          w={{ base: '100%', sm: 380 }}
          spellCheck={false}
          autoComplete="off"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <SelectField label="Time zone" value={zone} data={zones.map((z) => ({ value: z, label: z }))} onChange={(timeZone) => update({ timeZone })} />
        <Group gap={6}>
          <SampleButton onClick={() => update({ input: cronSample })} />
          <ClearButton onClick={() => update({ input: '' })} />
          <ShareButton slug={SLUG} state={{ input: state.input, timeZone: zone }} />
        </Group>
      </div>
      <ErrorPanel error={outcome && !outcome.ok ? outcome.error : null} />
      <section aria-label="Output" style={{ marginTop: 12 }}>
        <div className={kit.paneHeader}>
          <h2 className={kit.paneTitle}>Meaning</h2>
          <CopyButton text={description} disabled={!description} />
        </div>
        <p data-testid="cron-description" style={{ fontSize: 18, margin: '4px 0 16px' }}>
          {outcome === null ? 'Loading…' : description || '—'}
        </p>
        {value?.reading.kind === 'schedule' && (
          <>
            <div className={kit.paneHeader}>
              <h2 className={kit.paneTitle}>
                Next {value.runs.length || ''} runs ({zone})
              </h2>
              <CopyButton label="Copy runs" text={value.isoRuns.join('\n')} disabled={value.runs.length === 0} />
            </div>
            {value.runs.length === 0 ? (
              <p role="note">This schedule never runs: no date matches it (for example 30 February).</p>
            ) : (
              <ol aria-label="Next runs" style={{ fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 14, paddingLeft: 28, margin: 0 }}>
                {value.runs.map((r, i) => (
                  <li key={value.isoRuns[i]}>{r}</li>
                ))}
              </ol>
            )}
          </>
        )}
      </section>
    </div>
  );
}
