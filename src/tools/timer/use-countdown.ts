'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ToolError } from '@/lib/result';
import { toolStorageKey } from '@/components/kit/tool-storage-key';
import { safeStorage } from '@/lib/storage';
import type { ToolSlug } from '@/registry/tools';
import { notificationPermission, scheduleBeeps, type Permission } from './alarm';
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
  startTimer,
  titleFor,
  type TimerState,
} from './timer.core';

// The running countdown: kept in localStorage as an end time, ticked, announced at zero and shown in the tab title.

const SLUG: ToolSlug = 'date_and_time/timer';
const RUN_KEY = `${toolStorageKey(SLUG)}:run`;

/** The countdown and its controls; `sound` is the "Beep at zero" option, `mounted` whether the page has hydrated. */
export function useCountdown({ sound, mounted }: { sound: boolean; mounted: boolean }) {
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
    if (!sound || next.endsAt === null) return;
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
    if (sound && scheduled.current?.endsAt !== timer.endsAt && audio.current && navigator.userActivation?.hasBeenActive !== false) {
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
  }, [ph, timer.endsAt, timer.duration, sound]);

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

  /** Starts from the hours, minutes and seconds fields, or shows why they are not a duration. */
  const startFromFields = (f: { hours: string; minutes: string; seconds: string }) => {
    const r = parseDuration(f.hours, f.minutes, f.seconds);
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

  return { phase: ph, left, error, permission, begin, startFromFields, pause, resume, reset, askPermission, testSound };
}
