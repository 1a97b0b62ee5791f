// Builds out/sw.js (run by scripts/postbuild.mjs, last, once every page is final): bundles src/sw.ts with
// Rolldown, then lets Serwist's injectManifest write the precache list (scripts/sw-precache.mjs) into it, each
// file with its revision (a content hash; files under /_next/static/ are named by their hash already).
// Usage on its own: node scripts/service-worker.mjs [--dir out]
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { injectManifest } from '@serwist/build';
import { rolldown } from 'rolldown';
import { loadTools } from './registry.mjs';
import { precachedPages, precacheList } from './sw-precache.mjs';

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
  const pages = precachedPages(tools.map((t) => t.slug)).filter((page) => statSync(path.join(out, page), { throwIfNoEntry: false }));
  if (pages.length < 2) throw new Error('service-worker: no tool page in the export; did next build run?');
  const staticFiles = files(path.join(out, '_next', 'static')).map((f) => path.relative(out, f));
  const wanted = new Set(
    precacheList({
      pages,
      read: (file) => readFileSync(path.join(out, file), 'utf8'),
      sizeOf: (file) => statSync(path.join(out, file)).size,
      staticFiles,
    }),
  );

  const tmp = mkdtempSync(path.join(tmpdir(), 'devbench-sw-'));
  try {
    const swSrc = path.join(tmp, 'sw.js');
    await bundleWorker(swSrc, enginesRevision(out));
    const kept = [];
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: path.join(out, 'sw.js'),
      globDirectory: out,
      globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest}'],
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
    console.log(`service-worker: out/sw.js precaches ${count} files (${pages.length} pages' HTML): ${kb(size)} raw, ${kb(gzip)} gzip`);
    return { count, size, gzip, pages: pages.length };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--dir');
  await buildServiceWorker(path.resolve(i >= 0 ? process.argv[i + 1] : 'out'));
}
