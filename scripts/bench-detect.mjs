// Times detect() (src/lib/detect.ts, the palette's "Detected" group) on 100 KB texts of several kinds and on
// 1 MB ones (of which it reads 100 KB). Target: under 5 ms each. Prints the median and the slowest of 50 runs.
// Usage: node scripts/bench-detect.mjs
import { performance } from 'node:perf_hooks';
import { importTs } from './ts-module.mjs';

const { detect, DETECT_LIMIT } = await importTs('src/lib/detect.ts');

/** Joins `unit(0)`, `unit(1)` … with `sep` while the text stays within `size` characters. */
const fill = (unit, size = DETECT_LIMIT, sep = '') => {
  let out = '';
  for (let i = 0; ; i++) {
    const next = out + (i ? sep : '') + unit(i);
    if (next.length > size) return out;
    out = next;
  }
};
/** The longest array of users whose JSON (as `stringify` writes it) fits in `size` characters. */
const usersUpTo = (stringify, size = DETECT_LIMIT) => {
  let n = 1;
  while (stringify(users(n * 2)).length <= size) n *= 2;
  for (let step = n >> 1; step > 0; step >>= 1) if (stringify(users(n + step)).length <= size) n += step;
  return stringify(users(n));
};

let seed = 1;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const user = (i) => ({ id: i, name: `user ${i}`, email: `user${i}@example.com`, tags: ['a', 'b'], active: i % 2 === 0 });
const users = (n) => Array.from({ length: n }, (_, i) => user(i));

const inputs = {
  'JSON, minified': usersUpTo((u) => JSON.stringify(u)),
  'JSON, formatted': usersUpTo((u) => JSON.stringify(u, null, 2)),
  'JSON Lines': fill((i) => JSON.stringify(user(i)), DETECT_LIMIT, '\n'),
  CSV: 'id,name,email\n' + fill((i) => `${i},user ${i},user${i}@example.com`, DETECT_LIMIT, '\n'),
  YAML: fill((i) => `item${i}:\n  name: user ${i}\n  tags:\n    - a\n    - b`, DETECT_LIMIT, '\n'),
  Base64: Buffer.from(fill((i) => `line ${i} of some text`, 75000)).toString('base64'),
  'Java stack trace':
    'java.lang.IllegalStateException: boom\n' + fill((i) => `\tat com.example.Service.method${i}(Service.java:${i})`, DETECT_LIMIT, '\n'),
  'log lines': fill((i) => `2024-05-01 10:00:${String(i % 60).padStart(2, '0')} INFO request ${i} served in ${i % 97} ms`, DETECT_LIMIT, '\n'),
  'English prose': fill(() => 'The quick brown fox jumps over the lazy dog, again and again. ', DETECT_LIMIT),
  'random characters': fill(() => String.fromCharCode(32 + Math.floor(random() * 95))),
  'one long word': 'a'.repeat(DETECT_LIMIT),
  'random code units (surrogates, NUL)': fill(() => String.fromCharCode(Math.floor(random() * 0x10000))),
  '1 MB JSON (reads 100 KB)': JSON.stringify(users(13000)),
  '1 MB random characters (reads 100 KB)': fill(() => String.fromCharCode(32 + Math.floor(random() * 95)), 1 << 20),
};

const RUNS = 50;
const rows = [];
for (const [name, text] of Object.entries(inputs)) {
  for (let i = 0; i < 10; i++) detect(text);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    detect(text);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const first = detect(text)[0];
  rows.push({
    input: name,
    KB: Math.round(text.length / 1024),
    'median ms': +times[RUNS >> 1].toFixed(2),
    'max ms': +times[RUNS - 1].toFixed(2),
    detected: first ? `${first.kind} ${first.score}` : '-',
  });
}
console.table(rows);
