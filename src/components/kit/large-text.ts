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
