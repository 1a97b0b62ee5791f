import { ok, type Result } from '@/lib/result';
import { formatStackTrace, parseStackTrace, type ParsedTrace } from './stacktrace.core';

/** Options of the Stack Trace Formatter page (they go into share links, so plain values only). */
export type StackTraceToolOptions = { ownPackages: string; collapse: boolean };

/** What the page shows: the parsed tree for the structured view and the formatted text for Output. */
export interface StackTraceView {
  parsed: ParsedTrace;
  text: string;
  /** Whether runs of library frames are folded (the option, unless no frame is your own). */
  collapse: boolean;
}

/** Parses and formats a trace; shared by the page (small input) and its worker (large input). */
export function runStackTrace(input: string, o: StackTraceToolOptions): Result<StackTraceView> {
  const ownPackages = String(o.ownPackages ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const parsed = parseStackTrace(input, { ownPackages });
  if (!parsed.ok) return parsed;
  const collapse = o.collapse !== false;
  const p = parsed.value;
  return ok({ parsed: p, text: formatStackTrace(p, { collapseLibraryFrames: collapse }), collapse: collapse && p.frameCount > p.libraryFrameCount });
}
