import type { ToolError } from '@/lib/result';
import type { RecipeStep } from '@/ops/pipeline';
import type { Data } from './recipe-state';

/*
 * Messages between the recipes page and its worker (recipe.worker.ts), carried by the kit's worker runner
 * (src/lib/worker-runner.ts: one job at a time, a new job terminates the one in flight). The worker sends back
 * what the page shows: a short preview of each step's output and the whole final output, never every step's
 * whole output (a 5 MB input through four steps would otherwise cross to the page four times).
 */

/** Run a recipe's steps on an input. */
export interface RunJob {
  kind: 'run';
  steps: RecipeStep[];
  input: Data;
}

/** Search for decoding chains that make the input readable (src/ops/magic.ts). */
export interface MagicJob {
  kind: 'magic';
  input: Data;
}

export type RecipeJob = RunJob | MagicJob;

/** Characters of a step's text output the page shows under the step. */
export const STEP_PREVIEW_CHARS = 4_000;
/** Bytes of a step's binary output shown as a hex dump under the step. */
export const STEP_PREVIEW_BYTES = 256;

/** The start of some data, for the page to show. */
export type DataPreview =
  { kind: 'text'; text: string; chars: number; size: string; fromBytes: boolean } | { kind: 'bytes'; head: Uint8Array; size: number };

/** A step's outcome as the page shows it. */
export type StepView =
  { state: 'done'; ms: number; preview: DataPreview } | { state: 'error'; error: ToolError } | { state: 'skipped' } | { state: 'not-run' };

/** The recipe's result: text (bytes that are UTF-8 come as text), or bytes that are not. */
export type OutputView = { kind: 'text'; text: string; fromBytes: boolean } | { kind: 'bytes'; bytes: Uint8Array };

export interface RunView {
  steps: StepView[];
  /** Null when a step failed. */
  output: OutputView | null;
  failedAt: number | null;
  stoppedAt: number | null;
  ms: number;
}

/** One chain Magic found, best first. */
export interface MagicSuggestion {
  steps: RecipeStep[];
  label: string;
  score: number;
  preview: DataPreview;
}

export type JobResult = { kind: 'run'; run: RunView } | { kind: 'magic'; suggestions: MagicSuggestion[] };
