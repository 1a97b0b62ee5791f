// Copies engine assets that load at run time (WASM) from node_modules into public/vendor/, so the site
// serves them itself and needs no CDN. Runs before `next build` and `next dev`.
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file under a directory, as [from, to] pairs (for engines that ship a folder of assets). */
const dirFiles = (fromDir, toDir) =>
  existsSync(fromDir)
    ? readdirSync(fromDir, { recursive: true })
        .map(String)
        .filter((rel) => statSync(path.join(fromDir, rel)).isFile())
        .map((rel) => [path.join(fromDir, rel), path.join(toDir, rel)])
    : [[fromDir, toDir]];

const files = [
  ['node_modules/sql.js/dist/sql-wasm-browser.wasm', 'public/vendor/sql.js/sql-wasm-browser.wasm'],
  ...['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'].map((f) => [
    `node_modules/pyodide/${f}`,
    `public/vendor/pyodide/${f}`,
  ]),
  ['src/lib/python/worker.mjs', 'public/vendor/pyodide/worker.mjs'],
  // jq 1.8.2 (jq-wasm); the jq playground's worker fetches it (JQ_WASM_URL in src/tools/jq-playground/jq-engine.ts).
  ['node_modules/jq-wasm/dist/build/jq.wasm', 'public/vendor/jq/jq.wasm'],
  // curl to code: curlconverter's parser (web-tree-sitter) and its bash grammar; the worker fetches them
  // (src/tools/curl-to-code/curl-to-code.wasm-paths.ts).
  ['node_modules/web-tree-sitter/tree-sitter.wasm', 'public/vendor/curlconverter/tree-sitter.wasm'],
  ['node_modules/curlconverter/dist/tree-sitter-bash.wasm', 'public/vendor/curlconverter/tree-sitter-bash.wasm'],
  ...dirFiles('node_modules/@excalidraw/excalidraw/dist/prod/fonts', 'public/vendor/excalidraw/fonts'),
  // PDF tools: pdf.js's worker (it parses PDFs off the page's thread) and the metrics of the 14 standard fonts
  // (src/tools/pdf/pdf.text.ts PDFJS_WORKER_URL, PDFJS_FONTS_URL).
  ['node_modules/pdfjs-dist/legacy/build/pdf.worker.min.mjs', 'public/vendor/pdfjs/pdf.worker.min.mjs'],
  ...dirFiles('node_modules/pdfjs-dist/standard_fonts', 'public/vendor/pdfjs/standard_fonts'),
  // The barcode reader (zxing-wasm); its worker loads it from here (src/tools/barcode/barcode-read.worker.ts).
  ['node_modules/zxing-wasm/dist/reader/zxing_reader.wasm', 'public/vendor/zxing/zxing_reader.wasm'],
  // Brotli on the Gzip page (brotli-wasm): its ES module glue and Wasm, imported by the page's worker
  // (BROTLI_VENDOR_DIR in src/lib/brotli.ts).
  ...['brotli_wasm.js', 'brotli_wasm_bg.wasm'].map((f) => [`node_modules/brotli-wasm/pkg.web/${f}`, `public/vendor/brotli/${f}`]),
  // Image converter and favicon generator: the Squoosh codecs' WebAssembly (@jsquash), fetched by their worker
  // (WASM_FILES in src/tools/image/image.codecs.ts).
  ...[
    'png/codec/pkg/squoosh_png_bg.wasm',
    'jpeg/codec/dec/mozjpeg_dec.wasm',
    'jpeg/codec/enc/mozjpeg_enc.wasm',
    'webp/codec/dec/webp_dec.wasm',
    'webp/codec/enc/webp_enc_simd.wasm',
    'avif/codec/dec/avif_dec.wasm',
    'avif/codec/enc/avif_enc.wasm',
    'resize/lib/resize/pkg/squoosh_resize_bg.wasm',
  ].map((f) => [`node_modules/@jsquash/${f}`, `public/vendor/jsquash/${f}`]),
];

for (const [from, to] of files) {
  if (!existsSync(from)) throw new Error(`copy-vendor: ${from} is missing; run npm install`);
  mkdirSync(path.dirname(to), { recursive: true });
  copyFileSync(from, to);
}
console.log(`copy-vendor: ${files.length} file(s) in public/vendor`);
