import type { HandedRecipe } from '@/lib/recipe-link';
import { opIndex } from '@/ops/op-index.generated';

/**
 * The recipe a tool page continues as: its operation as step 1, with the page's options that the operation
 * has (same name, a value of the right kind), and its input. Null for a page that is not an operation.
 */
export function recipeFromTool(slug: string, state: Record<string, unknown>): HandedRecipe | null {
  const entry = opIndex[slug];
  if (!entry) return null;
  const options: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(entry.options)) {
    const value = state[name];
    if (value === undefined) continue;
    const fits = Array.isArray(kind) ? kind.includes(value as string | number) : kind === 'integer' ? Number.isInteger(value) : typeof value === kind;
    if (fits) options[name] = value;
  }
  const step = Object.keys(options).length ? { op: entry.op, options } : { op: entry.op };
  return { steps: [step], ...(typeof state.input === 'string' ? { input: state.input } : {}) };
}
