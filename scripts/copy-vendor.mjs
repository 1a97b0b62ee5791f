// Copies engine assets that load at run time (WASM) from node_modules into public/vendor/, so the site
// serves them itself and needs no CDN. Runs before `next build` and `next dev`.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const files = [['node_modules/sql.js/dist/sql-wasm-browser.wasm', 'public/vendor/sql.js/sql-wasm-browser.wasm']];

for (const [from, to] of files) {
  if (!existsSync(from)) throw new Error(`copy-vendor: ${from} is missing; run npm install`);
  mkdirSync(path.dirname(to), { recursive: true });
  copyFileSync(from, to);
}
console.log(`copy-vendor: ${files.length} file(s) in public/vendor`);
