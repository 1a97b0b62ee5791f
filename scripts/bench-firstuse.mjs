// What a visitor from a search feels on a mid phone: a cold page (fresh profile, no service worker) at 4x CPU
// throttling, a second of reading, then the first use: a tap into the tool's input and a paste (or Ctrl+K on the
// home page). Reports per page the medians of interleaved rounds:
// - load: the page's load event (ms after navigation start);
// - longest task while reading: the longest main-thread task between the load and the tap (the page's own work);
// - first use: from the tap (pointerdown) to the frame after the tool's answer appeared (or the palette's box);
// - INP: the longest event-to-next-paint of that use (PerformanceEventTiming, as web-vitals counts it);
// - JS: gzip bytes of the scripts loaded by the answer, then of every script the visit loaded (load, reading, the use
//   and the editors' upgrade to CodeMirror after it), and how many files.
// `--against=DIR` measures a second export (e.g. a copy of out/ built before a change) in the same rounds,
// alternating which goes first, and prints both side by side. Timings belong here, not in tests.
// Usage: npm run build && npm run bench:firstuse [-- --rounds=5 --against=/tmp/out-before --cpu=4 --read=1000 /json_formatter/]
import { editorsUpgraded, recordLongTasks, scriptSize, setup } from './bench-lib.mjs';
import { startServer } from './serve.mjs';
import path from 'node:path';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const a = args.find((x) => x.startsWith(`--${name}=`));
  return a ? a.slice(name.length + 3) : fallback;
};
const ROUNDS = Number(opt('rounds', 5));
const CPU = Number(opt('cpu', 4));
const READ_MS = Number(opt('read', 1000));
const against = opt('against', null);

const token = (payload) => {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.${Buffer.from('signature-bytes').toString('base64url')}`;
};

/** The sample: what is pasted where, and where the answer shows (a text no input contains). */
const PAGES = [
  {
    path: '/json_formatter/',
    label: 'Input',
    paste: '{"id":1,"name":"first use","tags":["a","b"]}',
    answerIn: '[aria-label="Output"]',
    answer: '"id": 1,',
  },
  {
    path: '/jq_playground/',
    label: 'Input',
    paste: '{"members":[{"name":"Firstuse","active":true,"skills":["x","y"]}]}',
    answerIn: '[aria-label="Output"]',
    answer: '"name": "Firstuse"',
  },
  {
    path: '/regex_tester/',
    label: 'Test string',
    paste: 'The launch is due on 2031-07-15, not before.',
    answerIn: '[aria-label="Match list"]',
    answer: '2031-07-15',
  },
  {
    path: '/base64_encoder/',
    label: 'Input',
    paste: 'Devbench, first use',
    answerIn: '[aria-label="Output"]',
    answer: Buffer.from('Devbench, first use').toString('base64'),
  },
  {
    path: '/jwt/decoder/',
    label: 'Input',
    paste: token({ sub: 'first-use-42', iat: 1700000000 }),
    answerIn: '[aria-label="Decoded pane"]',
    answer: 'first-use-42',
  },
  { path: '/', palette: true },
];
const only = args.filter((a) => a.startsWith('/'));
const pages = only.length ? PAGES.filter((p) => only.includes(p.path)) : PAGES;

const { base, browser, close } = await setup(4181);
const builds = [{ name: 'this build', base }];
let otherServer = null;
if (against) {
  otherServer = await startServer({ port: 4182, dir: path.resolve(against) });
  builds.push({ name: path.basename(against), base: 'http://127.0.0.1:4182' });
}

/** Runs in the page before its own scripts: notes the first pointerdown/keydown and the longest interaction. */
function instrument() {
  window.__use = { start: null, inp: 0 };
  const note = (e) => {
    if (window.__use.start === null) window.__use.start = e.timeStamp;
  };
  addEventListener('pointerdown', note, { capture: true });
  addEventListener('keydown', note, { capture: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__use.inp = Math.max(window.__use.inp, e.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** In the page: resolves with performance.now() at the frame after `found()` first holds. */
function whenAnswered({ answerIn, answer, palette }) {
  const found = () => {
    if (palette) return document.querySelector('[role="dialog"] input[aria-label="Search..."]') !== null;
    for (const el of document.querySelectorAll(answerIn)) {
      const text = el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement ? el.value : el.textContent;
      if (text?.includes(answer)) return true;
    }
    return false;
  };
  return new Promise((resolve) => {
    const check = () => {
      if (!found()) return false;
      requestAnimationFrame(() => resolve(performance.now()));
      return true;
    };
    if (check()) return;
    const mo = new MutationObserver(() => check() && mo.disconnect());
    mo.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    // A textarea's value changes without a mutation: look each frame too.
    const poll = () => (check() ? mo.disconnect() : requestAnimationFrame(poll));
    requestAnimationFrame(poll);
  });
}

async function measure(build, spec) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 915 }, deviceScaleFactor: 1 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const scripts = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (res.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    const at = Date.now();
    scripts.push(
      res.body().then(
        (b) => ({ at, gz: scriptSize(res.url(), b).gz }),
        () => ({ at, gz: 0 }),
      ),
    );
  });
  await recordLongTasks(page);
  await page.addInitScript(instrument);
  await page.goto(build.base + spec.path, { waitUntil: 'load' });
  const load = await page.evaluate(() => Math.round(performance.getEntriesByType('navigation')[0].loadEventStart));
  if (!spec.palette) await page.evaluate((t) => navigator.clipboard.writeText(t), spec.paste);
  // The visitor reads for a while before the first use.
  await page.waitForTimeout(READ_MS);
  const answered = page.evaluate(whenAnswered, { answerIn: spec.answerIn, answer: spec.answer, palette: !!spec.palette });
  if (spec.palette) {
    await page.keyboard.press('Control+k');
  } else {
    const field = page.locator(`textarea[aria-label="${spec.label}"], .cm-content[aria-label="${spec.label}"]`).first();
    await field.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Control+v');
  }
  const end = await answered;
  const use = await page.evaluate(() => ({ ...window.__use, tasks: window.__longTasks }));
  const answeredAt = await page.evaluate((t) => performance.timeOrigin + t, end);
  // What the use went on to load counts too: the editors become CodeMirror once the visitor pauses.
  await editorsUpgraded(page);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  const bytes = loaded.reduce((a, b) => a + b.gz, 0);
  const byAnswer = loaded.filter((x) => x.at <= answeredAt).reduce((a, b) => a + b.gz, 0);
  await context.close();
  // The longest task from the load to the tap: what the page did on its own while the visitor read.
  const reading = use.tasks.filter((t) => t.start >= load && t.start < use.start);
  const longest = Math.round(reading.reduce((m, t) => Math.max(m, t.duration), 0));
  return { longest, load, firstUse: Math.round(end - use.start), inp: Math.round(use.inp), jsAnswer: byAnswer, js: bytes, files: scripts.length };
}

const results = new Map();
for (let r = 0; r < ROUNDS; r++) {
  const order = r % 2 ? [...builds].reverse() : builds;
  for (const spec of pages)
    for (const build of order) {
      const key = `${build.name}\n${spec.path}`;
      if (!results.has(key)) results.set(key, []);
      results.get(key).push(await measure(build, spec));
    }
  process.stderr.write(`round ${r + 1}/${ROUNDS} done\n`);
}
await close();
otherServer?.close();

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
console.log(`First use on a cold page at ${CPU}x CPU, ${READ_MS} ms of reading first; medians of ${ROUNDS} interleaved rounds.`);
console.log(`First use: tap (or Ctrl+K) to the frame after the answer. JS: gzip -9 bytes of every script loaded.`);
console.log(
  [
    'page'.padEnd(18),
    'build'.padEnd(16),
    'load'.padStart(7),
    'longest task while reading'.padStart(27),
    'first use'.padStart(10),
    'INP'.padStart(7),
    'JS by answer'.padStart(12),
    'JS in all'.padStart(10),
    'files'.padStart(6),
  ].join(' '),
);
for (const spec of pages)
  for (const build of builds) {
    const rows = results.get(`${build.name}\n${spec.path}`);
    const m = (k) => median(rows.map((x) => x[k]));
    console.log(
      [
        (spec.palette ? `${spec.path} (Ctrl+K)` : spec.path).padEnd(18),
        build.name.padEnd(16),
        `${m('load')} ms`.padStart(7),
        `${m('longest')} ms`.padStart(27),
        `${m('firstUse')} ms`.padStart(10),
        `${m('inp')} ms`.padStart(7),
        `${(m('jsAnswer') / 1024).toFixed(1)} KB`.padStart(12),
        `${(m('js') / 1024).toFixed(1)} KB`.padStart(10),
        String(m('files')).padStart(6),
      ].join(' '),
    );
  }
