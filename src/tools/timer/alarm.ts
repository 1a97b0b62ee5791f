// How the timer gets attention at zero: beeps on the Web Audio clock and the browser's notification permission.

export type Permission = 'unsupported' | NotificationPermission;
export const notificationPermission = (): Permission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

/** Three short 880 Hz beeps starting `delay` seconds from now on the audio clock, which keeps time in background tabs. */
export function scheduleBeeps(ctx: AudioContext, delay: number): OscillatorNode[] {
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
