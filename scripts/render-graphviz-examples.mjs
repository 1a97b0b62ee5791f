// Renders every Graphviz gallery example (content/examples/graphviz/*.json) to the static picture its
// `image` field names (public/examples/graphviz/<slug>.svg). Runs before `next build` (see copy-vendor).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Graphviz } from '@hpcc-js/wasm-graphviz';

const dir = 'content/examples/graphviz';
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
const gv = await Graphviz.load();
for (const f of files) {
  const example = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
  const out = path.join('public', example.image);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, gv.layout(example.markup, 'svg', 'dot'));
}
console.log(`render-graphviz-examples: ${files.length} picture(s)`);
