import type { HandedRecipe } from '@/lib/recipe-link';
import { opIndex } from '@/ops/op-index.generated';

/** A page's option as the operation's kind wants it: pages keep numbers typed into fields as text ("5"). */
function asKind(value: unknown, kind: unknown): unknown {
  const numeric = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : null;
  if (Array.isArray(kind)) return kind.includes(value as string | number) ? value : numeric !== null && kind.includes(numeric) ? numeric : undefined;
  if (kind === 'integer') return Number.isInteger(value) ? value : numeric !== null && Number.isInteger(numeric) ? numeric : undefined;
  if (kind === 'number') return typeof value === 'number' ? value : (numeric ?? undefined);
  return typeof value === kind ? value : undefined;
}

/**
 * The recipe a tool page continues as: its operation as step 1, with the page's options that the operation
 * has (same name, a value of the right kind, or a number typed as text for a number), and its input. Null for a page
 * that is not an operation.
 */
export function recipeFromTool(slug: string, state: Record<string, unknown>): HandedRecipe | null {
  const entry = opIndex[slug];
  if (!entry) return null;
  const options: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(entry.options)) {
    const value = asKind(state[name], kind);
    if (value !== undefined) options[name] = value;
  }
  const step = Object.keys(options).length ? { op: entry.op, options } : { op: entry.op };
  return { steps: [step], ...(typeof state.input === 'string' ? { input: state.input } : {}) };
}
