'use client';

import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import type { ToolSlug } from '@/registry/tools';
import { AlertOptions } from './AlertOptions';
import { CountdownDisplay } from './CountdownDisplay';
import { DurationControls } from './DurationControls';
import { Presets } from './Presets';
import { parseDuration, splitDuration } from './timer.core';
import { useCountdown } from './use-countdown';

const SLUG: ToolSlug = 'date_and_time/timer';
const defaults = { hours: '0', minutes: '5', seconds: '0', sound: true };

/** The Countdown Timer island: the time left, the duration fields and controls, presets and how zero is announced. */
export default function CountdownTimer() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const countdown = useCountdown({ sound: state.sound, mounted });
  const ph = countdown.phase;

  // While idle the display previews the fields; once started it follows the countdown.
  const fields = parseDuration(state.hours, state.minutes, state.seconds);
  const displayMs = ph === 'idle' ? (fields.ok ? fields.value : 0) : countdown.left;

  const startPreset = (ms: number) => {
    const d = splitDuration(ms);
    update({ hours: String(d.hours), minutes: String(d.minutes), seconds: String(d.seconds) });
    countdown.begin(ms);
  };

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined}>
      <CountdownDisplay ms={displayMs} phase={ph} />

      <DurationControls
        fields={state}
        onFields={update}
        phase={ph}
        onStart={() => countdown.startFromFields(state)}
        onPause={countdown.pause}
        onResume={countdown.resume}
        onReset={countdown.reset}
      />
      <ErrorPanel error={countdown.error} />

      <Presets onPick={startPreset} />

      <AlertOptions
        sound={state.sound}
        onSound={(sound) => update({ sound })}
        onTestSound={countdown.testSound}
        permission={countdown.permission}
        onAskPermission={countdown.askPermission}
      >
        <ShareButton slug={SLUG} state={state} />
      </AlertOptions>
      <p style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)', marginTop: 12 }}>
        The end time is saved in this browser, so the countdown stays right in a background tab and survives a reload. The tab title shows the time
        left.
      </p>
    </div>
  );
}
