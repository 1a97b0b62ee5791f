// Lighthouse (mobile preset, simulated throttling) for chosen pages of the built export, in this
// machine's Chromium. Prints performance, accessibility, best-practices and SEO scores and the main metrics.
// Usage: npm run build && npm run bench:lighthouse [-- /path/ ...]   (or -- --content: every content page)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { isContentPage } from './defer-scripts.mjs';
import { startServer } from './serve.mjs';

const port = 4183;
const server = await startServer({ port, dir: `${process.cwd()}/out` });
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));

/** Pages of the export marked as content (src/lib/hydrate-on-interaction.ts), as site paths. */
function contentPaths() {
  const out = path.resolve('out');
  return readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => isContentPage(readFileSync(file, 'utf8')))
    .map((file) => `/${path.relative(out, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/'))
    .sort();
}

const targets = process.argv.includes('--content') ? contentPaths() : paths.length ? paths : ['/', '/json/minify/', '/json_formatter/', '/faq/'];
const scores = [];

const chrome = await launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
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
