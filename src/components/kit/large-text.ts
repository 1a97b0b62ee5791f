import { splitsPair } from '@/lib/text-stats';

/**
 * Above this many characters an editor shows the start of a text, read-only, instead of all of it:
 * CodeMirror splits and indexes the whole document at once, about 100 ms per 10 MB on a laptop core,
 * and more on a phone. The tool itself still works on the whole text.
 */
export const LARGE_TEXT_CHARS = 8_000_000;

/**
 * A paste longer than this does not go into the editor: the text goes to the tool at once, and the editor shows
 * its start (previewOfPaste). CodeMirror would otherwise split, measure and scroll through megabytes on the main
 * thread (a 5 MB one-line JSON blocked the page for a third of a second), before the tool even starts. A result
 * longer than this is shown by its start too (previewOf).
 */
export const LARGE_PASTE_CHARS = 1_000_000;

/** Lines longer than this on average make a text "long-lined" (a minified document): editors lay such lines out slowly. */
export const LONG_LINE_CHARS = 2_000;

/**
 * Lines longer than this are cut in an editor's prerendered frame (a textarea, until CodeMirror takes over), which then
 * asks for CodeMirror at once. A browser lays a textarea's line out whole, glyph by glyph: a 1 MB line of control
 * characters took 1.4 s (each is drawn as a box from a fallback font), one of tabs and letters 5 s, a 1 MB minified
 * JSON 0.4 s. CodeMirror draws only the part of a long line in view.
 */
export const FRAME_LINE_CHARS = 10_000;

/** How much of a large text, or of a long-lined one, an editor shows. */
export const PREVIEW_CHARS = 200_000;

export interface TextPreview {
  shown: string;
  truncated: boolean;
}

/** The first PREVIEW_CHARS of a text, ending at a line break when one is near, never inside a surrogate pair. */
function startOf(text: string): string {
  const lastBreak = text.lastIndexOf('\n', PREVIEW_CHARS);
  if (lastBreak > PREVIEW_CHARS / 2) return text.slice(0, lastBreak);
  return text.slice(0, splitsPair(text, PREVIEW_CHARS) ? PREVIEW_CHARS - 1 : PREVIEW_CHARS);
}

/**
 * What an editor should show of a text: all of it, or its start when the text is very large, or (with
 * `readOnly`, for an output) when it is longer than LARGE_PASTE_CHARS: a tool's result of megabytes would
 * otherwise be split, indexed and highlighted on the main thread the moment it arrives (a 7 MB formatted JSON
 * blocked the page for a quarter of a second), and Copy and Download give the whole of it.
 */
export function previewOf(text: string, readOnly = true): TextPreview {
  if (text.length <= LARGE_PASTE_CHARS || (!readOnly && text.length <= LARGE_TEXT_CHARS)) return { shown: text, truncated: false };
  return { shown: startOf(text), truncated: true };
}

/** The text of a paste when it is a large one (see LARGE_PASTE_CHARS), else null: the editor takes a smaller one itself. */
export function largePasteText(data: DataTransfer | null): string | null {
  const text = data?.getData('text/plain') ?? '';
  return text.length > LARGE_PASTE_CHARS ? text : null;
}

/** What an editor shows of a text the user has just pasted: its start when the paste was large (see LARGE_PASTE_CHARS). */
export function previewOfPaste(text: string): TextPreview {
  return text.length > LARGE_PASTE_CHARS ? { shown: startOf(text), truncated: true } : { shown: text, truncated: false };
}

/** The text after pasting `pasted` over the range from..to of `text` (what the editor would have made of it). */
export function applyPaste(text: string, from: number, to: number, pasted: string): string {
  return text.slice(0, from) + pasted + text.slice(to);
}

/** Whether a line of `text` is longer than `max` characters. */
function hasLineLongerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  let start = 0;
  for (;;) {
    const end = text.indexOf('\n', start);
    if ((end === -1 ? text.length : end) - start > max) return true;
    if (end === -1) return false;
    start = end + 1;
  }
}

/**
 * The text with each line longer than `max` cut there and ended with an ellipsis (never inside a surrogate pair), or
 * null when no line is that long: what an editor's textarea frame shows of it (see FRAME_LINE_CHARS).
 */
export function cutLongLines(text: string, max = FRAME_LINE_CHARS): string | null {
  if (!hasLineLongerThan(text, max)) return null;
  return text
    .split('\n')
    .map((line) => (line.length > max ? `${line.slice(0, splitsPair(line, max) ? max - 1 : max)}…` : line))
    .join('\n');
}
