import { createTwoFilesPatch, diffChars, diffLines, diffWords, diffWordsWithSpace, type ChangeObject } from 'diff';
import { binaryTextError } from '@/lib/binary-text';
import { fail, ok, type Result } from '@/lib/result';

export type DiffMode = 'lines' | 'words' | 'chars';

export interface DiffOptions {
  mode: string;
  ignoreWhitespace: boolean;
  ignoreCase: boolean;
}

/** One run of text: common to both, only in Changed (added) or only in Original (removed). */
export interface Part {
  value: string;
  added: boolean;
  removed: boolean;
}

export interface TextDiff {
  mode: DiffMode;
  /** The changes at the chosen granularity, in order. */
  parts: Part[];
  /** Lines only in Changed / only in Original (always counted by lines, whatever the mode). */
  addedLines: number;
  removedLines: number;
  /** A unified patch of Original → Changed. */
  patch: string;
  identical: boolean;
}

/** How long one comparison may take before it gives up (jsdiff's own time limit, checked as it works). */
export const DIFF_TIME_LIMIT_MS = 10_000;

const countLines = (value: string) => {
  if (value === '') return 0;
  const breaks = value.match(/\r\n|\n|\r/g)?.length ?? 0;
  return /(\r\n|\n|\r)$/.test(value) ? breaks : breaks + 1;
};

const toParts = (changes: ChangeObject<string>[]): Part[] => changes.map((c) => ({ value: c.value, added: !!c.added, removed: !!c.removed }));

const tooSlow = (limitMs: number, mode: DiffMode) =>
  `The texts differ too much to compare within ${limitMs / 1000} s. ${mode === 'lines' ? 'Compare' : 'Try comparing by lines, or compare'} smaller pieces.`;

/** Compares Original with Changed by lines, words or characters, and writes the unified patch. */
export function diffTexts(original: string, changed: string, options: DiffOptions, timeoutMs = DIFF_TIME_LIMIT_MS): Result<TextDiff> {
  const binary = binaryTextError(original, 'Original') ?? binaryTextError(changed, 'Changed');
  if (binary) return { ok: false, error: binary };
  const mode: DiffMode = options.mode === 'words' || options.mode === 'chars' ? options.mode : 'lines';
  const { ignoreWhitespace, ignoreCase } = options;
  const lineOptions = { ignoreWhitespace, ignoreCase, timeout: timeoutMs };
  const lines = diffLines(original, changed, lineOptions);
  if (!lines) return fail(tooSlow(timeoutMs, 'lines'));
  let parts: Part[];
  if (mode === 'lines') parts = toParts(lines);
  else {
    const found =
      mode === 'words'
        ? (ignoreWhitespace ? diffWords : diffWordsWithSpace)(original, changed, { ignoreCase, timeout: timeoutMs })
        : diffChars(original, changed, { ignoreCase, timeout: timeoutMs });
    if (!found) return fail(tooSlow(timeoutMs, mode));
    parts = toParts(found);
  }
  let addedLines = 0;
  let removedLines = 0;
  for (const c of lines) {
    if (c.added) addedLines += countLines(c.value);
    else if (c.removed) removedLines += countLines(c.value);
  }
  const patch = createTwoFilesPatch('original', 'changed', original, changed, undefined, undefined, { ...lineOptions, context: 3 });
  if (patch === undefined) return fail(tooSlow(timeoutMs, 'lines'));
  return ok({
    mode,
    parts,
    addedLines,
    removedLines,
    patch,
    identical: addedLines === 0 && removedLines === 0 && parts.every((p) => !p.added && !p.removed),
  });
}
