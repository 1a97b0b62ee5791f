// Lighthouse (mobile preset, simulated throttling) for chosen pages of the built export, in this
// machine's Chromium. Prints performance, accessibility, best-practices and SEO scores and the main metrics.
// Usage: npm run build && npm run bench:lighthouse [-- /path/ ...]
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { findChromium } from './find-chromium.mjs';
import { startServer } from './serve.mjs';

const port = 4183;
const server = await startServer({ port, dir: `${process.cwd()}/out` });
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const targets = paths.length ? paths : ['/', '/json/minify/', '/json_formatter/', '/faq/'];

const chrome = await launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
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
  const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id));
  if (failed.length) console.log(`    accessibility issues: ${failed.map((a) => a.id).join(', ')}`);
}
await chrome.kill();
server.close();
