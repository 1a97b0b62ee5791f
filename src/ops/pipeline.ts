import { z } from 'zod';
import { utf8Text } from '@/lib/bytes-text';
import { fail, ok, type Result, type ToolError } from '@/lib/result';
import type { AnyOperation, InputKind } from './operation';

/** What flows between steps: text or bytes. */
export type Data = string | Uint8Array;

const utf8 = new TextEncoder();

/** Bytes as text, or null when they are not valid UTF-8. */
export const bytesAsText = utf8Text;

/** Converts data to what an operation reads: text is read as UTF-8 bytes, bytes as UTF-8 text. */
export function asInput(data: Data | null, kind: InputKind): Result<string | Uint8Array | null> {
  if (kind === 'none') return ok(null);
  const value = data ?? '';
  if (kind === 'bytes') return ok(typeof value === 'string' ? utf8.encode(value) : value);
  if (typeof value === 'string') return ok(value);
  const text = bytesAsText(value);
  return text === null
    ? fail(`The input is ${value.length} bytes of binary data, not UTF-8 text; decode it first (for example with Base64 encode or Hex encode)`)
    : ok(text);
}

/** Checks options against the operation's schema and fills in the defaults. Unknown names are an error. */
export function parseOptions(op: AnyOperation, options: unknown): Result<Record<string, unknown>> {
  const given = options ?? {};
  if (typeof given !== 'object' || Array.isArray(given)) return fail(`The options of ${op.id} must be an object`);
  const known = Object.keys(op.options.shape);
  for (const name of Object.keys(given)) {
    if (!known.includes(name)) {
      return fail(`${op.id} has no option "${name}"${known.length ? `; its options are ${known.join(', ')}` : ''}`);
    }
  }
  const parsed = op.options.safeParse(given);
  if (parsed.success) return ok(parsed.data as Record<string, unknown>);
  const issue = parsed.error.issues[0];
  const name = issue.path.join('.');
  return fail(`Option "${name}" of ${op.id}: ${issue.message}`);
}

/** Runs one operation on data, converting between text and bytes as the operation needs. */
export async function runOperation(
  op: AnyOperation,
  data: Data | null,
  options: unknown,
  signal: AbortSignal = new AbortController().signal,
): Promise<Result<Data>> {
  const opts = parseOptions(op, options);
  if (!opts.ok) return opts;
  const input = asInput(data, op.input);
  if (!input.ok) return input;
  try {
    return (await op.run(input.value, opts.value, signal)) as Result<Data>;
  } catch (e) {
    if (signal.aborted) return fail('Cancelled');
    // An operation should return its errors; one that throws is a bug, but the user still gets a message.
    return fail(e instanceof Error ? e.message : String(e));
  }
}

export const recipeStepSchema = z.object({
  op: z.string().min(1),
  options: z.record(z.string(), z.unknown()).optional(),
  disabled: z.boolean().optional(),
  breakpoint: z.boolean().optional(),
});

/** A recipe, as the page shares it and `devbench run` reads it. `input` is optional (a link may carry it). */
export const recipeSchema = z.object({
  steps: z.array(recipeStepSchema),
  input: z.string().optional(),
});

export type RecipeStep = z.infer<typeof recipeStepSchema>;
export type Recipe = z.infer<typeof recipeSchema>;

/** Reads a recipe from JSON text, with a message that says what is wrong. */
export function parseRecipe(text: string): Result<Recipe> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return fail(`The recipe is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const parsed = recipeSchema.safeParse(json);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  return fail(`The recipe's ${issue.path.length ? issue.path.join('.') : 'top level'}: ${issue.message}`);
}

export type StepOutcome =
  | { state: 'done'; output: Data; ms: number }
  | { state: 'error'; error: ToolError }
  | { state: 'skipped' }
  /** Not run: an earlier step failed or stopped at a breakpoint. */
  | { state: 'not-run' };

export interface RecipeRun {
  steps: StepOutcome[];
  /** The last output produced (the input when no step ran). */
  output: Data;
  /** The index of the step that failed, if one did. */
  failedAt: number | null;
  /** The index of the breakpoint step the run stopped after, if it did. */
  stoppedAt: number | null;
}

/**
 * Runs a recipe's steps in order, each on the previous step's output. A disabled step passes its input
 * through; a failing step stops the run and is named in its error (steps before it keep their output);
 * a breakpoint step runs and then stops the run.
 */
export async function runRecipe(
  recipe: Pick<Recipe, 'steps'>,
  input: Data,
  lookup: (id: string) => AnyOperation | undefined,
  signal: AbortSignal = new AbortController().signal,
  onStep?: (index: number, outcome: StepOutcome) => void,
): Promise<RecipeRun> {
  const steps: StepOutcome[] = recipe.steps.map(() => ({ state: 'not-run' }));
  let data: Data = input;
  for (let i = 0; i < recipe.steps.length; i++) {
    if (signal.aborted) break;
    const step = recipe.steps[i];
    if (step.disabled) {
      steps[i] = { state: 'skipped' };
      onStep?.(i, steps[i]);
      continue;
    }
    const op = lookup(step.op);
    const started = performance.now();
    const result: Result<Data> = op ? await runOperation(op, data, step.options, signal) : fail(`There is no operation "${step.op}"`);
    if (!result.ok) {
      const error = { ...result.error, message: `Step ${i + 1} (${op?.title ?? step.op}): ${result.error.message}` };
      steps[i] = { state: 'error', error };
      onStep?.(i, steps[i]);
      return { steps, output: data, failedAt: i, stoppedAt: null };
    }
    data = result.value;
    steps[i] = { state: 'done', output: data, ms: performance.now() - started };
    onStep?.(i, steps[i]);
    if (step.breakpoint) return { steps, output: data, failedAt: null, stoppedAt: i };
  }
  return { steps, output: data, failedAt: null, stoppedAt: null };
}
