import { useEffect, useState } from 'react';

/**
 * The current time in ms, ticking each second while `running`; null until the page runs in a browser (the
 * prerendered page has no clock, so nothing that depends on "now" is drawn there).
 */
export function useNow(running = true): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [running]);
  return now;
}
