// The tool registry (src/registry/tools.ts) for Node scripts.
import { importTs } from './ts-module.mjs';

/** Every tool of the registry, as `tools.ts` lists them. */
export async function loadTools() {
  const { tools } = await importTs('src/registry/tools.ts');
  return tools;
}
