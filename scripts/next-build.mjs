// `next build`, watched for Turbopack's stall: now and then the build stops at "Creating an optimized production
// build ..." with every process of it asleep, and never ends (vercel/next.js#93908, #96510: "~1 in 4 cold-cache builds"
// there). Here it struck five of six builds that ran side by side on one 2-core machine, and it would leave a CI run
// waiting until its time runs out. So the build's processes are watched: when all of them together have used less
// than 1% of one core over the last --stall-seconds (180 by default; a working build uses far more, even beside a CPU
// hog), the build is stopped and started again, at most ATTEMPTS times in all.
// Usage: node scripts/next-build.mjs [--stall-seconds=N] [-- command args…]  (the command defaults to `next build`;
// another one is for the watchdog's own test). Without /proc (not Linux), the command just runs.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const ATTEMPTS = 3;
/** The share of one core under which the build counts as stalled. */
const MIN_CORE_SHARE = 0.01;
/** Linux's clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = 100;

const args = process.argv.slice(2);
const dash = args.indexOf('--');
const command = dash >= 0 ? args.slice(dash + 1) : ['npx', 'next', 'build'];
const stallArg = args.find((a) => a.startsWith('--stall-seconds='));
const stallSeconds = Number(stallArg?.slice('--stall-seconds='.length) ?? 180);
const sampleMs = Math.min(5_000, (stallSeconds * 1000) / 4);
const minTicks = stallSeconds * TICKS_PER_SECOND * MIN_CORE_SHARE;

/** CPU ticks used so far by `root` and every process below it (finished children included, through cutime/cstime). */
function treeTicks(root) {
  const parent = new Map();
  const ticks = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // The process ended while the list was read.
    }
    // The fields after the command name, which sits in parentheses and may hold spaces: state, ppid, … utime (11),
    // stime (12), cutime (13), cstime (14).
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parent.set(Number(name), Number(f[1]));
    ticks.set(Number(name), Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]));
  }
  let total = 0;
  for (const [pid, t] of ticks) {
    for (let p = pid; p > 1; p = parent.get(p) ?? 0) {
      if (p === root) {
        total += t;
        break;
      }
    }
  }
  return total;
}

/** The command under way: stopped with this script (it runs in a process group of its own, out of the terminal's reach). */
let running = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    try {
      if (running) process.kill(-running.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    process.exit(1);
  });
}

/** Runs the command once; answers its exit status, or 'stalled' when the watchdog stopped it. */
function attempt() {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', detached: true });
    const history = [];
    let stalled = false;
    const timer = existsSync('/proc/self/stat')
      ? setInterval(() => {
          history.push({ at: Date.now(), ticks: treeTicks(child.pid) });
          const window = history.filter((h) => h.at >= Date.now() - stallSeconds * 1000);
          history.splice(0, history.length - window.length);
          const span = window.at(-1).at - window[0].at;
          if (span >= stallSeconds * 1000 - sampleMs && window.at(-1).ticks - window[0].ticks < minTicks) {
            stalled = true;
            clearInterval(timer);
            try {
              process.kill(-child.pid, 'SIGKILL');
            } catch {
              // Already gone.
            }
          }
        }, sampleMs)
      : null;
    running = child;
    child.on('exit', (code, signal) => {
      if (timer) clearInterval(timer);
      resolve(stalled ? 'stalled' : (code ?? (signal ? 1 : 0)));
    });
  });
}

for (let n = 1; n <= ATTEMPTS; n++) {
  const result = await attempt();
  if (result !== 'stalled') process.exit(result);
  console.log(
    `\nnext-build: ${command.join(' ')} used under 1% of a core for ${stallSeconds} s: stalled (vercel/next.js#93908). ` +
      (n < ATTEMPTS ? `Starting it again (attempt ${n + 1} of ${ATTEMPTS}).` : 'Giving up.'),
  );
}
process.exit(1);
