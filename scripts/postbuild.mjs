// Runs after `next build`: serves the legal pages at exactly /privacy.html and /terms.html (SPEC §2),
// which the App Router cannot name directly, puts the tools' preruns into their pages (scripts/prerun.mjs),
// has content pages request Next's chunks on the first interaction (scripts/defer-scripts.mjs), and completes
// each page's Content-Security-Policy with the hashes of its inline scripts (scripts/csp-hashes.mjs), once
// the page's scripts are final; and last, builds the service worker, whose precache list carries a hash of
// each final file (scripts/service-worker.mjs).
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { applyScriptHashes } from './csp-hashes.mjs';
import { deferScripts } from './defer-scripts.mjs';
import { bundlePreruns, fillPreruns } from './prerun.mjs';
import { loadTools } from './registry.mjs';
import { buildServiceWorker } from './service-worker.mjs';

const out = path.resolve('out');
for (const name of ['privacy', 'terms']) {
  const from = path.join(out, name, 'index.html');
  if (!existsSync(from)) throw new Error(`postbuild: ${from} is missing; did next build run?`);
  renameSync(from, path.join(out, `${name}.html`));
  rmSync(path.join(out, name), { recursive: true, force: true });
}
console.log('postbuild: /privacy.html and /terms.html in place');

const preruns = await bundlePreruns(await loadTools());
let pages = 0;
let policies = 0;
let prerunPages = 0;
for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = path.join(entry.parentPath, entry.name);
  const html = readFileSync(file, 'utf8');
  // Files from public/ (the code sandbox's document) are not Next pages and have their own headers.
  if (!html.includes('self.__next_f')) continue;
  let deferred;
  try {
    const filled = fillPreruns(html, preruns);
    if (filled !== html) prerunPages += 1;
    deferred = deferScripts(filled);
  } catch (e) {
    throw new Error(`postbuild: ${path.relative(out, file)}: ${e instanceof Error ? e.message : e}`);
  }
  if (deferred !== html) pages += 1;
  writeFileSync(file, applyScriptHashes(deferred));
  policies += 1;
}
if (!pages) throw new Error('postbuild: no page had Next chunk scripts to defer; has the export format changed?');
console.log(`postbuild: ${pages} pages request their scripts on the first interaction`);
if (prerunPages !== preruns.size) throw new Error(`postbuild: ${preruns.size} tools have a prerun, but ${prerunPages} pages took one`);
console.log(`postbuild: ${prerunPages} tool pages make their first result with a prerun`);
console.log(`postbuild: ${policies} pages carry their Content-Security-Policy with their inline-script hashes`);

await buildServiceWorker(out);
