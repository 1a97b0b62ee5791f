import { RECIPE_LINK_INPUT_LIMIT, recipeHash, tidyStep } from '@/lib/recipe-link';
import { fail, ok, type Result } from '@/lib/result';
import { splitsPair } from '@/lib/text-stats';
import type { InputKind, OutputKind } from '@/ops/operation';
import type { Recipe, RecipeStep } from '@/ops/pipeline';

/*
 * The recipes page's state and the pure logic around it: the share link, the operation search, moving steps and
 * previews of data. Nothing here imports zod or the operations themselves: the page gets a description of each
 * operation (recipe-catalog.ts, made at build time) and the recipes worker runs them.
 */

/** One option of an operation as a form field (from its zod schema, recipe-catalog.ts). */
export type FieldSpec =
  | { name: string; label: string; kind: 'boolean'; default: boolean }
  | { name: string; label: string; kind: 'enum'; default: string | number | boolean | null; choices: (string | number | boolean | null)[] }
  | { name: string; label: string; kind: 'number'; default: number | null; min?: number; max?: number; integer: boolean }
  | { name: string; label: string; kind: 'string'; default: string; multiline: boolean }
  /** An option of another shape (a list, an object): edited as JSON. */
  | { name: string; label: string; kind: 'json'; default: unknown };

/** What the page knows of an operation: enough to list it, search it and build its options form. */
export interface OpSpec {
  id: string;
  title: string;
  description: string;
  input: InputKind;
  output: OutputKind;
  fields: FieldSpec[];
}

/** A step as the page holds it: the recipe's step plus a key that stays with it when steps move. */
export type EditorStep = RecipeStep & { key: string };

/** What flows between steps and into the recipe: text, or the bytes of a binary file. */
export type Data = string | Uint8Array;

/**
 * Inputs up to this many characters go into a link (the address bar and Share). A link of megabytes is slow to
 * copy, to paste and to open, and Chromium refuses addresses over 2 MB: a larger input stays on this page only.
 */
export const LINK_INPUT_CHARS = RECIPE_LINK_INPUT_LIMIT;

/**
 * The longest fragment a link may have with its input in it. Percent-encoding makes a character up to nine (an
 * accented letter is two bytes of UTF-8, each written %XX), so an input under LINK_INPUT_CHARS can still make a
 * link longer than Chromium accepts (2 MB); then the input is left out too.
 */
export const LINK_FRAGMENT_CHARS = 1_900_000;

/** The recipe's steps without the page's keys: exactly the `recipeSchema` shape `devbench run` reads. */
export const plainSteps = (steps: readonly EditorStep[]): RecipeStep[] => steps.map(tidyStep);

/** Why the input was left out of a link, if it was. */
export type LeftOut = null | { reason: 'binary'; size: number } | { reason: 'large'; size: number };

/**
 * The link fragment of a recipe and its input, `#` + encodeURIComponent(JSON.stringify({steps, input?})), with the
 * input left out when it is binary or longer than LINK_INPUT_CHARS. Empty when there is nothing to keep.
 */
export function recipeFragment(steps: readonly EditorStep[], input: Data): { hash: string; leftOut: LeftOut } {
  const leftOut: LeftOut =
    typeof input !== 'string'
      ? { reason: 'binary', size: input.length }
      : input.length > LINK_INPUT_CHARS
        ? { reason: 'large', size: input.length }
        : null;
  const recipe: Recipe = { steps: plainSteps(steps) };
  if (!leftOut && input !== '') {
    const hash = recipeHash({ ...recipe, input });
    if (hash.length <= LINK_FRAGMENT_CHARS) return { hash, leftOut };
    return { hash: recipeHash(recipe), leftOut: { reason: 'large', size: input.length } };
  }
  if (recipe.steps.length === 0) return { hash: '', leftOut };
  return { hash: recipeHash(recipe), leftOut };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks a parsed link against the shape of `recipeSchema` (src/ops/pipeline.ts), by hand: zod stays out of the
 * page's bundle. Unknown keys are dropped, as zod's object does.
 */
export function checkRecipe(json: unknown): Result<Recipe> {
  if (!isRecord(json)) return fail('The recipe must be a JSON object with a list of steps');
  if (!Array.isArray(json.steps)) return fail("The recipe's steps must be a list");
  const steps: RecipeStep[] = [];
  for (const [i, raw] of json.steps.entries()) {
    const where = `The recipe's step ${i + 1}`;
    if (!isRecord(raw)) return fail(`${where} must be an object`);
    if (typeof raw.op !== 'string' || raw.op === '') return fail(`${where} needs an operation id ("op")`);
    if (raw.options !== undefined && !isRecord(raw.options)) return fail(`${where}: its options must be an object`);
    for (const flag of ['disabled', 'breakpoint'] as const) {
      if (raw[flag] !== undefined && typeof raw[flag] !== 'boolean') return fail(`${where}: "${flag}" must be true or false`);
    }
    steps.push({
      op: raw.op,
      ...(raw.options !== undefined ? { options: raw.options as Record<string, unknown> } : {}),
      ...(raw.disabled !== undefined ? { disabled: raw.disabled as boolean } : {}),
      ...(raw.breakpoint !== undefined ? { breakpoint: raw.breakpoint as boolean } : {}),
    });
  }
  if (json.input !== undefined && typeof json.input !== 'string') return fail("The recipe's input must be text");
  return ok({ steps, ...(json.input !== undefined ? { input: json.input as string } : {}) });
}

/** Reads a recipe from a link's fragment: null when there is none, an error when it is not a recipe. */
export function readRecipeFragment(hash: string): Result<Recipe> | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(decodeURIComponent(raw));
  } catch {
    return fail('The link does not hold a recipe (its part after # is not JSON)');
  }
  return checkRecipe(json);
}

let lastKey = 0;
/** A key for a new step, unique on this page. */
export const newStepKey = () => `s${++lastKey}`;

/** Steps of a recipe as the page holds them. */
export const withKeys = (steps: readonly RecipeStep[]): EditorStep[] => steps.map((s) => ({ ...s, key: newStepKey() }));

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

/**
 * A step with one option set. A value equal to the option's default (or `undefined`) removes it, so a link carries
 * only what the user changed.
 */
export function withOption(step: EditorStep, field: FieldSpec, value: unknown): EditorStep {
  const options = { ...step.options };
  if (value === undefined || Object.is(value, field.default)) delete options[field.name];
  else options[field.name] = value;
  const { options: _old, ...rest } = step;
  return Object.keys(options).length > 0 ? { ...rest, options } : rest;
}

/** The value an options form shows for a field: the step's, else the default. */
export const optionValue = (step: RecipeStep, field: FieldSpec): unknown =>
  step.options && field.name in step.options ? step.options[field.name] : field.default;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s/_\-.,:]+/)
    .filter(Boolean);

/**
 * Operations matching a search: each word of the query must start a word of the title or id, or appear in the id or
 * description. Matches on the title or id come first; an empty query lists every operation.
 */
export function searchOperations(catalog: readonly OpSpec[], query: string): OpSpec[] {
  const q = words(query);
  if (q.length === 0) return [...catalog];
  const scored: { op: OpSpec; score: number; order: number }[] = [];
  catalog.forEach((op, order) => {
    const title = op.title.toLowerCase();
    const id = op.id.toLowerCase();
    const head = [...words(op.title), ...words(op.id)];
    const description = op.description.toLowerCase();
    let score = 0;
    for (const w of q) {
      if (head.some((h) => h.startsWith(w))) score += 3;
      else if (title.includes(w) || id.includes(w)) score += 2;
      else if (description.includes(w)) score += 1;
      else return;
    }
    if (title.startsWith(q.join(' ')) || id.startsWith(q.join(''))) score += 2;
    scored.push({ op, score, order });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((s) => s.op);
}

/** The start of a text, at most `max` characters, never ending inside a surrogate pair. */
export function startOfText(text: string, max: number): string {
  if (text.length <= max) return text;
  return text.slice(0, splitsPair(text, max) ? max - 1 : max);
}

/** A hex dump of the first `max` bytes: offset, 16 bytes in hex, and the printable ASCII of them. */
export function hexPreview(bytes: Uint8Array, max = 512): string {
  const lines: string[] = [];
  const end = Math.min(bytes.length, max);
  for (let at = 0; at < end; at += 16) {
    const row = bytes.subarray(at, Math.min(at + 16, end));
    const hex = Array.from(row, (b) => b.toString(16).padStart(2, '0')).join(' ');
    const ascii = Array.from(row, (b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.')).join('');
    lines.push(`${at.toString(16).padStart(8, '0')}  ${hex.padEnd(47)}  |${ascii}|`);
  }
  return lines.join('\n');
}
