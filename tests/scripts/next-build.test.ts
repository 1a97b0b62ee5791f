// scripts/next-build.mjs: `next build` under a watchdog that starts it again when its processes stop using the CPU
// (Turbopack's stall). Tried here on stand-in commands with a 2-second window: one that sleeps, one that works.
import { spawnSync } from 'node:child_process';

const watch = (...command: string[]) =>
  spawnSync(process.execPath, ['scripts/next-build.mjs', '--stall-seconds=2', '--', ...command], { encoding: 'utf8', timeout: 60_000 });

describe('the build watchdog (scripts/next-build.mjs)', () => {
  it('stops a command that uses no CPU, starts it again twice, then fails', () => {
    const r = watch(process.execPath, '-e', 'setTimeout(() => {}, 60_000)');
    expect(r.status).toBe(1);
    expect(r.stdout.match(/stalled \(vercel\/next\.js#93908\)/g)).toHaveLength(3);
    expect(r.stdout).toContain('Starting it again (attempt 2 of 3).');
    expect(r.stdout).toContain('Giving up.');
  });

  it('leaves a command that keeps working alone, and passes on its exit status', () => {
    const r = watch(process.execPath, '-e', 'const t = Date.now(); while (Date.now() - t < 4000); process.exit(3)');
    expect(r.stdout).not.toContain('stalled');
    expect(r.status).toBe(3);
  });
});
