#!/usr/bin/env node
// The devbench command line. The code is bundled from src/cli and src/ops by scripts/build-cli.mjs
// (npm install runs it); this file only checks that the bundle is there.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/devbench.mjs', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write('devbench: the CLI is not built; run `npm run build:cli` in the repository\n');
  process.exit(2);
}
await import(bundle.href);
