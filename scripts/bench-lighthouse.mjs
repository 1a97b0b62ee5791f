// Lighthouse (mobile preset, simulated throttling) for chosen pages of the built export, in this
// machine's Chromium. Prints performance, accessibility, best-practices and SEO scores and the main metrics.
// Usage: npm run build && npm run bench:lighthouse [-- /path/ ...]   (or -- --content: every content page)
// With --runs N (N > 1) it makes N interleaved rounds over the pages (page 1, page 2 … then again) and prints, per
// page, the median performance score, FCP, LCP, LCP - FCP and TBT, and the LCP element of each run (Lighthouse's
// largest-contentful-paint-element audit), so a late largest paint shows what it was. With --against <dir> (another
// export, e.g. a build of the commit before a change) each round measures every page on that build and on out/.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { loadsOnInteraction } from './defer-scripts.mjs';
import { startServer } from './serve.mjs';

const port = 4183;
const server = await startServer({ port, dir: `${process.cwd()}/out` });
const args = process.argv.slice(2);
const valueOf = (flag) => (args.indexOf(flag) >= 0 ? args[args.indexOf(flag) + 1] : undefined);
const paths = args.filter((a, i) => a.startsWith('/') && !['--runs', '--against'].includes(args[i - 1]));
// --against <dir>: another export (the build before a change), served beside this one; every round measures each
// page on both, the other build first, so the two are compared under the same load.
const against = valueOf('--against') ? path.resolve(valueOf('--against')) : null;
const otherServer = against ? await startServer({ port: port + 1, dir: against }) : null;
const builds = against
  ? [
      { label: 'before', port: port + 1 },
      { label: 'after', port },
    ]
  : [{ label: '', port }];
const runs = Math.max(against ? 2 : 1, Number(valueOf('--runs')) || 1);

/** Content pages of the export (marked to load on interaction, src/lib/hydrate-on-interaction.ts, and no tool), as site paths. */
function contentPaths() {
  const out = path.resolve('out');
  return readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => {
      const html = readFileSync(file, 'utf8');
      return loadsOnInteraction(html) && !html.includes('data-tool="');
    })
    .map((file) => `/${path.relative(out, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/'))
    .sort();
}

const targets = process.argv.includes('--content') ? contentPaths() : paths.length ? paths : ['/', '/json/minify/', '/json_formatter/', '/faq/'];
const scores = [];

const chrome = await launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
/** The LCP element of a report: its selector and the start of its text, from the largest-contentful-paint-element audit. */
function lcpElement(lhr) {
  const node = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (!node) return '(none)';
  const text = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40);
  return `${node.selector ?? node.snippet ?? '?'} "${text}"`;
}

const median = (values) => {
  const v = [...values].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : Math.round((v[v.length / 2 - 1] + v[v.length / 2]) / 2);
};

if (runs > 1) {
  console.log(`Lighthouse 12, mobile preset, ${runs} interleaved rounds (medians; score 0-100; ms):`);
  if (against) console.log(`before: ${against}; after: ${path.resolve('out')}`);
  const byPath = new Map(targets.flatMap((p) => builds.map((b) => [`${p} ${b.label}`.trim(), []])));
  for (let round = 1; round <= runs; round++) {
    for (const [key] of byPath) {
      const [page, label = ''] = key.split(' ');
      const build = builds.find((b) => b.label === label);
      const { lhr } = await lighthouse(`http://127.0.0.1:${build.port}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' }, undefined);
      const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
      const run = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        // The paints as they happened in this (unthrottled) load, before Lighthouse simulates a phone's.
        observed: (() => {
          const o = lhr.audits.metrics?.details?.items?.[0] ?? {};
          return o.observedLargestContentfulPaint != null ? Math.round(o.observedLargestContentfulPaint - o.observedFirstContentfulPaint) : NaN;
        })(),
        failed: Boolean(lhr.runtimeError),
        element: lhr.runtimeError ? `(no result: ${lhr.runtimeError.code})` : lcpElement(lhr),
      };
      byPath.get(key).push(run);
      console.log(
        `  round ${round} ${key.padEnd(36)} perf ${run.performance}  FCP ${run.fcp}  LCP ${run.lcp}  LCP-FCP ${run.lcp - run.fcp} (observed ${run.observed})  TBT ${run.tbt}  LCP element ${run.element}`,
      );
    }
  }
  console.log(`\n${'page'.padEnd(38)} perf   FCP   LCP  LCP-FCP   TBT  LCP element (per run)`);
  for (const [key, all] of byPath) {
    // A run that gave no result (Lighthouse's runtimeError) counts for its element only, not in the medians.
    const list = all.filter((r) => !r.failed).length ? all.filter((r) => !r.failed) : all;
    const m = (k) => median(list.map((r) => r[k]));
    const elements = [...new Set(all.map((r) => r.element))].map((e) => `${e} x${all.filter((r) => r.element === e).length}`);
    console.log(
      `${key.padEnd(38)} ${String(m('performance')).padStart(4)} ${String(m('fcp')).padStart(5)} ${String(m('lcp')).padStart(5)} ` +
        `${String(median(list.map((r) => r.lcp - r.fcp))).padStart(8)} ${String(m('tbt')).padStart(5)}  ${elements.join('; ')}`,
    );
  }
  await chrome.kill();
  server.close();
  otherServer?.close();
  process.exit(0);
}

console.log('Lighthouse 12, mobile preset (score 0-100; FCP/LCP/TBT in ms, CLS):');
for (const path of targets) {
  const result = await lighthouse(`http://127.0.0.1:${port}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' }, undefined);
  const lhr = result.lhr;
  const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  console.log(
    `${path.padEnd(32)} perf ${score('performance')}  a11y ${score('accessibility')}  bp ${score('best-practices')}  seo ${score('seo')}  ` +
      `FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`,
  );
  scores.push({ path, performance: score('performance'), accessibility: score('accessibility') });
  const failed = Object.values(lhr.audits).filter(
    (a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
  );
  if (failed.length) console.log(`    accessibility issues: ${failed.map((a) => a.id).join(', ')}`);
}
if (scores.length > 1) {
  const summary = (k) => {
    const v = scores.map((s) => s[k]).sort((a, b) => a - b);
    return `min ${v[0]}, median ${v[Math.floor(v.length / 2)]}; ${v.filter((x) => x === 100).length} of ${v.length} at 100`;
  };
  console.log(`\n${scores.length} pages. performance: ${summary('performance')}. accessibility: ${summary('accessibility')}.`);
  const below = scores.filter((s) => s.performance < 100 || s.accessibility < 100);
  if (below.length) console.log(`below 100: ${below.map((s) => `${s.path} (${s.performance}/${s.accessibility})`).join(', ')}`);
}
await chrome.kill();
server.close();
