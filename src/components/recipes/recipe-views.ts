import { describeText } from '@/lib/text-stats';
import { bytesAsText, type RecipeRun, type StepOutcome } from '@/ops/pipeline';
import { STEP_PREVIEW_BYTES, STEP_PREVIEW_CHARS, type DataPreview, type OutputView, type RunView, type StepView } from './recipe.protocol';
import { startOfText, type Data } from './recipe-state';

/* What the recipes worker sends the page of a run (recipe.protocol.ts), made from runRecipe's result. */

/** The start of some data: text, bytes that are UTF-8 read as text, or the first bytes of binary data. */
export function dataPreview(data: Data): DataPreview {
  const text = typeof data === 'string' ? data : bytesAsText(data);
  if (text === null) return { kind: 'bytes', head: (data as Uint8Array).slice(0, STEP_PREVIEW_BYTES), size: data.length };
  return {
    kind: 'text',
    text: startOfText(text, STEP_PREVIEW_CHARS),
    chars: text.length,
    size: describeText(text),
    fromBytes: typeof data !== 'string',
  };
}

export function stepView(outcome: StepOutcome): StepView {
  return outcome.state === 'done' ? { state: 'done', ms: Math.round(outcome.ms), preview: dataPreview(outcome.output) } : outcome;
}

/** The final output: text, bytes that are valid UTF-8 as text, or the bytes themselves. */
export function outputView(data: Data): OutputView {
  if (typeof data === 'string') return { kind: 'text', text: data, fromBytes: false };
  const text = bytesAsText(data);
  return text === null ? { kind: 'bytes', bytes: data } : { kind: 'text', text, fromBytes: true };
}

/** A run as the page shows it: a preview per step, and the whole output unless a step failed. */
export function runView(run: RecipeRun, ms: number): RunView {
  return {
    steps: run.steps.map(stepView),
    output: run.failedAt === null ? outputView(run.output) : null,
    failedAt: run.failedAt,
    stoppedAt: run.stoppedAt,
    ms: Math.round(ms),
  };
}
