// Writes the static files of the fake JSON API into public/fake-api/ (not committed) from
// src/tools/fake-api/fake-api.core.ts. Its data comes from a fixed seed, so every build serves the same
// files. Run by dev and build; `node scripts/gen-fake-api.mjs <folder>` writes them elsewhere.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './ts-module.mjs';

const out = process.argv[2] ? path.resolve(process.argv[2]) : fileURLToPath(new URL('../public/fake-api', import.meta.url));
const { fakeApiFiles, serialize } = await importTs('src/tools/fake-api/fake-api.core.ts');

// A file the API no longer has must not stay behind.
rmSync(out, { recursive: true, force: true });
for (const [file, value] of fakeApiFiles()) {
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  writeFileSync(path.join(out, file), serialize(value));
}
