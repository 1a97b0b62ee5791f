// The tool registry (src/registry/tools.ts) for Node scripts: the file has only type imports, so it
// transpiles on its own and is imported as a data: module.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** Every tool of the registry, as `tools.ts` lists them. */
export async function loadTools() {
  const source = readFileSync('src/registry/tools.ts', 'utf8');
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  const { tools } = await import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`);
  return tools;
}
