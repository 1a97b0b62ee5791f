'use client';

import { Button, Group, Switch, TextInput } from '@mantine/core';
import { IconBell, IconPlayerPause, IconPlayerPlay, IconRotate, IconVolume } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import type { ToolError } from '@/lib/result';
import { safeStorage } from '@/lib/storage';
import {
  formatCountdown,
  idleTimer,
  parseDuration,
  parseTimer,
  pauseTimer,
  phase,
  remaining,
  resetTimer,
  resumeTimer,
  splitDuration,
  startTimer,
  titleFor,
  type TimerState,
} from './timer.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'date_and_time/timer';
const RUN_KEY = `devbench:tool:${SLUG}:run`;
const defaults = { hours: '0', minutes: '5', seconds: '0', sound: true };
const presets = [
  { label: '1 min', ms: 60_000 },
  { label: '3 min', ms: 180_000 },
  { label: '5 min', ms: 300_000 },
  { label: '10 min', ms: 600_000 },
  { label: '15 min', ms: 900_000 },
  { label: '25 min', ms: 1_500_000 },
  { label: '30 min', ms: 1_800_000 },
  { label: '1 hour', ms: 3_600_000 },
];
const mono = { fontFamily: 'var(--mantine-font-family-monospace)', fontVariantNumeric: 'tabular-nums' } as const;

type Permission = 'unsupported' | NotificationPermission;
const notificationPermission = (): Permission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

/** Three short 880 Hz beeps starting `delay` seconds from now on the audio clock, which keeps time in background tabs. */
function scheduleBeeps(ctx: AudioContext, delay: number): OscillatorNode[] {
  const out: OscillatorNode[] = [];
  for (let i = 0; i < 3; i++) {
    const t = ctx.currentTime + Math.max(0, delay) + i * 0.4;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.3, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.25);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.3);
    out.push(osc);
  }
  return out;
}

export default function CountdownTimer() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const [timer, setTimer] = useState<TimerState>(idleTimer);
  const [now, setNow] = useState(0);
  const [error, setError] = useState<ToolError | null>(null);
  const [permission, setPermission] = useState<Permission>('unsupported');
  const audio = useRef<AudioContext | null>(null);
  const scheduled = useRef<{ endsAt: number; nodes: OscillatorNode[] } | null>(null);
  /** The end time this page saw running and has already announced, so a reload after the end stays quiet. */
  const watching = useRef<number | null>(null);
  const announced = useRef<number | null>(null);
  const baseTitle = useRef('');

  // Restore after mount (the prerendered page shows an idle timer), and follow other tabs of this page.
  useEffect(() => {
    baseTitle.current = document.title;
    const title = baseTitle.current;
    const read = () => {
      const r = parseTimer(safeStorage.get(RUN_KEY));
      setTimer(r.ok ? r.value : { ...idleTimer });
      setError(r.ok ? null : r.error);
      setNow(Date.now());
      setPermission(notificationPermission());
    };
    read();
    const onStorage = (e: StorageEvent) => e.key === RUN_KEY && read();
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      document.title = title;
    };
  }, []);

  const save = useCallback((next: TimerState) => {
    safeStorage.set(RUN_KEY, JSON.stringify(next));
    setTimer(next);
    setNow(Date.now());
  }, []);

  const cancelBeeps = () => {
    for (const n of scheduled.current?.nodes ?? []) {
      try {
        n.stop();
        n.disconnect();
      } catch {
        // Already stopped.
      }
    }
    scheduled.current = null;
  };

  /** Called from a click, so the browser lets the audio start; the beeps are queued for the end time. */
  const armSound = (next: TimerState) => {
    cancelBeeps();
    if (!state.sound || next.endsAt === null) return;
    try {
      audio.current ??= new AudioContext();
      void audio.current.resume();
      scheduled.current = { endsAt: next.endsAt, nodes: scheduleBeeps(audio.current, (next.endsAt - Date.now()) / 1000) };
    } catch {
      // No Web Audio here: the page still shows and announces the end.
    }
  };

  const ph = phase(timer, now);
  const left = remaining(timer, now);

  // Ticks four times a second while counting; the time shown always comes from endsAt, so a throttled
  // background tab shows the right time as soon as it wakes.
  useEffect(() => {
    if (ph !== 'running' || timer.endsAt === null) return;
    watching.current = timer.endsAt;
    const tick = () => setNow(Date.now());
    const interval = window.setInterval(tick, 250);
    // One timer aimed at the end, so the notification is not left to the throttled interval.
    const end = window.setTimeout(tick, Math.max(0, timer.endsAt - Date.now()) + 20);
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(end);
    };
  }, [ph, timer.endsAt]);

  // At zero: beep (unless already queued on the audio clock), notify, once per countdown seen running.
  useEffect(() => {
    if (ph !== 'done' || timer.endsAt === null || watching.current !== timer.endsAt || announced.current === timer.endsAt) return;
    announced.current = timer.endsAt;
    if (state.sound && scheduled.current?.endsAt !== timer.endsAt && audio.current && navigator.userActivation?.hasBeenActive !== false) {
      try {
        scheduleBeeps(audio.current, 0);
      } catch {
        // As above.
      }
    }
    if (notificationPermission() === 'granted') {
      try {
        new Notification('Time is up', { body: `Your ${formatCountdown(timer.duration)} countdown has finished.`, tag: 'devbench-timer' });
      } catch {
        // Some browsers allow notifications only from a service worker; the page itself still shows it.
      }
    }
  }, [ph, timer.endsAt, timer.duration, state.sound]);

  useEffect(() => {
    if (!mounted || !baseTitle.current) return;
    document.title = titleFor(timer, now, baseTitle.current);
  }, [mounted, timer, now]);

  const begin = (ms: number) => {
    setError(null);
    const next = startTimer(ms, Date.now());
    armSound(next);
    save(next);
  };

  const startFromFields = () => {
    const r = parseDuration(state.hours, state.minutes, state.seconds);
    if (!r.ok) {
      setError(r.error);
      return;
    }
    begin(r.value);
  };

  const pause = () => {
    cancelBeeps();
    save(pauseTimer(timer, Date.now()));
  };

  const resume = () => {
    const next = resumeTimer(timer, Date.now());
    armSound(next);
    save(next);
  };

  const reset = () => {
    cancelBeeps();
    save(resetTimer(timer));
  };

  const askPermission = async () => {
    if (typeof Notification === 'undefined') return;
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(notificationPermission());
    }
  };

  const testSound = () => {
    try {
      audio.current ??= new AudioContext();
      void audio.current.resume();
      scheduleBeeps(audio.current, 0);
    } catch {
      setError({ message: 'This browser cannot play sound through the Web Audio API' });
    }
  };

  const counting = ph === 'running' || ph === 'paused';
  // While idle the display previews the fields; once started it follows the countdown.
  const fields = parseDuration(state.hours, state.minutes, state.seconds);
  const displayMs = ph === 'idle' ? (fields.ok ? fields.value : 0) : left;

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined}>
      <div
        role="timer"
        aria-label="Time remaining"
        style={{ ...mono, fontSize: 'clamp(44px, 10vw, 96px)', fontWeight: 600, lineHeight: 1.1, margin: '8px 0' }}
      >
        {formatCountdown(displayMs)}
      </div>
      <div role="status" style={{ minHeight: 28, fontSize: 18, fontWeight: 600, color: ph === 'done' ? 'var(--mantine-color-red-text)' : undefined }}>
        {ph === 'done' ? 'Time is up' : ph === 'paused' ? 'Paused' : ''}
      </div>

      <Group align="end" gap="sm" my="sm">
        {(['hours', 'minutes', 'seconds'] as const).map((field) => (
          <TextInput
            key={field}
            type="number"
            label={field[0].toUpperCase() + field.slice(1)}
            value={state[field]}
            min={0}
            max={field === 'hours' ? 99 : 59}
            step={1}
            disabled={counting}
            onChange={(e) => update({ [field]: e.currentTarget.value })}
            w={100}
          />
        ))}
        {ph === 'running' ? (
          <Button size="md" color="orange" leftSection={<IconPlayerPause size={18} />} onClick={pause}>
            Pause
          </Button>
        ) : ph === 'paused' ? (
          <Button size="md" leftSection={<IconPlayerPlay size={18} />} onClick={resume}>
            Resume
          </Button>
        ) : (
          <Button size="md" leftSection={<IconPlayerPlay size={18} />} onClick={startFromFields}>
            Start
          </Button>
        )}
        <Button size="md" variant="default" leftSection={<IconRotate size={18} />} onClick={reset} disabled={ph === 'idle'}>
          Reset
        </Button>
      </Group>
      <ErrorPanel error={error} />

      <Group gap={6} my="sm">
        <span style={{ fontSize: 14, color: 'var(--mantine-color-dimmed)' }}>Start a preset:</span>
        {presets.map((p) => (
          <Button
            key={p.label}
            size="compact-sm"
            variant="light"
            onClick={() => {
              const d = splitDuration(p.ms);
              update({ hours: String(d.hours), minutes: String(d.minutes), seconds: String(d.seconds) });
              begin(p.ms);
            }}
          >
            {p.label}
          </Button>
        ))}
      </Group>

      <Group gap="md" mt="md" align="center">
        <Switch label="Beep at zero" checked={state.sound} onChange={(e) => update({ sound: e.currentTarget.checked })} />
        <Button size="compact-sm" variant="default" leftSection={<IconVolume size={14} />} onClick={testSound}>
          Test sound
        </Button>
        {permission === 'default' && (
          <Button size="compact-sm" variant="default" leftSection={<IconBell size={14} />} onClick={askPermission}>
            Notify me at zero
          </Button>
        )}
        <span style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>
          {permission === 'granted'
            ? 'A notification will show at zero, even if this tab is in the background.'
            : permission === 'denied'
              ? 'Notifications are blocked for this site in your browser settings.'
              : permission === 'unsupported'
                ? ''
                : 'Allow notifications to be told when time is up while you are in another tab.'}
        </span>
        <ShareButton slug={SLUG} state={state} />
      </Group>
      <p style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)', marginTop: 12 }}>
        The end time is saved in this browser, so the countdown stays right in a background tab and survives a reload. The tab title shows the time
        left.
      </p>
    </div>
  );
}
