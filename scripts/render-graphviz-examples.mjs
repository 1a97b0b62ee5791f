// Renders every Graphviz gallery example (content/examples/graphviz/*.json) to the static picture its
// `image` field names (public/examples/graphviz/<slug>.svg), and each step of the Graphviz tutorial to
// public/tutorials/graphviz/step-<n>.svg (its first result, shown until the learner runs the step).
// Runs before `next build` and `next dev` (package.json).
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
const tutorial = 'content/tutorials/graphviz.json';
let steps = 0;
if (existsSync(tutorial)) {
  const outDir = path.join('public', 'tutorials', 'graphviz');
  mkdirSync(outDir, { recursive: true });
  for (const [i, step] of JSON.parse(readFileSync(tutorial, 'utf8')).steps.entries()) {
    writeFileSync(path.join(outDir, `step-${i + 1}.svg`), gv.layout(step.example.dot, 'svg', 'dot'));
    steps += 1;
  }
}
console.log(`render-graphviz-examples: ${files.length} gallery picture(s), ${steps} tutorial step picture(s)`);
