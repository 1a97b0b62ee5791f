// Builds out/sw.js (run by scripts/postbuild.mjs, last, once every page is final): writes the offline index
// (out/offline-index.json), bundles src/sw.ts with Rolldown, then lets Serwist's injectManifest write the precache list
// (scripts/sw-precache.mjs says what goes where) into it, each file with its revision (a content hash; files under
// /_next/static/ are named by their hash already). The index is precached too, so every deploy that changes any page
// changes sw.js.
// Usage on its own: node scripts/service-worker.mjs [--dir out]
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { injectManifest } from '@serwist/build';
import { rolldown } from 'rolldown';
import { loadTools } from './registry.mjs';
import { OFFLINE_INDEX, offlinePlan } from './sw-precache.mjs';

const files = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

/** A digest of the engine files (names and sizes): the engines' cache is renamed, so refilled, when it changes. */
function enginesRevision(out) {
  const vendor = path.join(out, 'vendor');
  const list = files(vendor)
    .map((f) => `${path.relative(vendor, f)}:${statSync(f).size}`)
    .sort()
    .join('\n');
  return createHash('sha256').update(list).digest('hex').slice(0, 12);
}

/** Bundles src/sw.ts into one classic script (a service worker may not be a module everywhere). */
async function bundleWorker(file, enginesRev) {
  const bundle = await rolldown({
    input: fileURLToPath(new URL('../src/sw.ts', import.meta.url)),
    platform: 'browser',
    transform: { define: { 'process.env.NODE_ENV': '"production"', __ENGINES_REVISION__: JSON.stringify(enginesRev) } },
  });
  await bundle.write({ file, format: 'iife', minify: true });
  await bundle.close();
}

export async function buildServiceWorker(out = path.resolve('out')) {
  const tools = await loadTools();
  const staticFiles = files(path.join(out, '_next', 'static')).map((f) => path.relative(out, f));
  const exported = (page) => statSync(path.join(out, page), { throwIfNoEntry: false });
  const toolPages = new Map(tools.map((t) => [`${t.slug}/index.html`, t.slug]).filter(([page]) => exported(page)));
  if (toolPages.size < 2) throw new Error('service-worker: no tool page in the export; did next build run?');
  // Every page a visitor opens: the home page first, then the rest (not the engines' and sandboxes' own files).
  const pages = [
    'index.html',
    ...files(out)
      .map((f) => path.relative(out, f))
      .filter((f) => f.endsWith('/index.html') && !/^(vendor|sandbox|fake-api|examples)\//.test(f))
      .sort(),
  ];
  const plan = offlinePlan({
    pages,
    tools: toolPages,
    read: (file) => readFileSync(path.join(out, file), 'utf8'),
    sizeOf: (file) => statSync(path.join(out, file)).size,
    staticFiles,
  });
  if (plan.missingIslands.length)
    throw new Error(`service-worker: the island chunks of ${plan.missingIslands.join(', ')} were not found (scripts/sw-precache.mjs islandChunks)`);
  writeFileSync(path.join(out, OFFLINE_INDEX), JSON.stringify(plan.index));
  const wanted = new Set(plan.precache);

  const tmp = mkdtempSync(path.join(tmpdir(), 'devbench-sw-'));
  try {
    const swSrc = path.join(tmp, 'sw.js');
    await bundleWorker(swSrc, enginesRevision(out));
    const kept = [];
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: path.join(out, 'sw.js'),
      globDirectory: out,
      globPatterns: ['**/*.{html,js,json,css,woff2,svg,png,webmanifest}'],
      globIgnores: ['vendor/**', 'fake-api/**', 'sandbox/**', 'examples/**', 'sw.js'],
      manifestTransforms: [
        async (entries) => {
          const manifest = entries.filter((e) => wanted.has(e.url));
          kept.push(...manifest.map((e) => e.url));
          return { manifest, warnings: [] };
        },
      ],
      // Files under /_next/static/ carry their content hash in their name: their URL is their revision.
      dontCacheBustURLsMatching: /^_next\/static\//,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    });
    if (warnings.length) throw new Error(`service-worker: ${warnings.join('; ')}`);
    const missing = [...wanted].filter((url) => !kept.includes(url));
    if (missing.length) throw new Error(`service-worker: not in the export: ${missing.join(', ')}`);
    const gzip = kept.reduce((sum, url) => sum + gzipSync(readFileSync(path.join(out, url))).length, 0);
    const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
    const all = new Set(plan.index.tools.flatMap((page) => plan.index.pages[page].map((n) => plan.index.files[n])));
    const allGzip = [...all].reduce((sum, url) => sum + gzipSync(readFileSync(path.join(out, url))).length, 0);
    console.log(
      `service-worker: out/sw.js precaches ${count} files: ${kb(size)} raw, ${kb(gzip)} gzip; ` +
        `${OFFLINE_INDEX} lists ${pages.length} pages; every tool offline adds ${all.size} files, ${kb(allGzip)} gzip`,
    );
    return { count, size, gzip, pages: pages.length, everyTool: { files: all.size, gzip: allGzip } };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--dir');
  await buildServiceWorker(path.resolve(i >= 0 ? process.argv[i + 1] : 'out'));
}
