// Imports a TypeScript module of the site from a Node script, without a build step: each file is transpiled
// on its own (types dropped, nothing type-checked) and its `@/…` and relative imports are loaded the same
// way, as data: modules. Packages are imported from node_modules as usual.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const urls = new Map();

const isFile = (file) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

function resolve(spec, from) {
  const base = spec.startsWith('@/') ? path.join(root, 'src', spec.slice(2)) : path.resolve(path.dirname(from), spec);
  const file = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(isFile);
  if (!file) throw new Error(`ts-module: cannot find "${spec}" (imported by ${path.relative(root, from)})`);
  return file;
}

function moduleUrl(file) {
  const known = urls.get(file);
  if (known === null) throw new Error(`ts-module: ${path.relative(root, file)} imports itself in a cycle`);
  if (known) return known;
  urls.set(file, null);
  let js = ts.transpileModule(readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX },
  }).outputText;
  // Rewrite the specifiers from the last to the first, so earlier positions stay valid. `pos` is where the
  // quoted string starts.
  const { importedFiles } = ts.preProcessFile(js, true, true);
  for (const { fileName: spec, pos } of importedFiles.reverse()) {
    let target;
    if (spec.startsWith('@/') || spec.startsWith('.')) target = moduleUrl(resolve(spec, file));
    else if (!spec.startsWith('node:')) target = import.meta.resolve(spec);
    const end = pos + spec.length + 2;
    if (js.slice(pos + 1, end - 1) !== spec) throw new Error(`ts-module: could not find "${spec}" in ${path.relative(root, file)}`);
    if (target) js = js.slice(0, pos) + JSON.stringify(target) + js.slice(end);
  }
  const url = `data:text/javascript;base64,${Buffer.from(js).toString('base64')}`;
  urls.set(file, url);
  return url;
}

/** The module at `file` (a path from the project root, or absolute), as `import()` gives it. */
export const importTs = (file) => import(moduleUrl(path.resolve(root, file)));
