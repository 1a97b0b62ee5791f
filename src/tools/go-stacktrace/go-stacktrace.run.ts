import { ok, type Result } from '@/lib/result';
import { formatGoTrace, parseGoTrace, type GoTrace } from './go-stacktrace.core';

/** The parsed dump for the grouped view and the formatted text for Output. */
export interface GoTraceView {
  trace: GoTrace;
  text: string;
}

/** Parses and formats a Go panic or goroutine dump; shared by the page and its worker. */
export function runGoTrace(input: string): Result<GoTraceView> {
  const r = parseGoTrace(input);
  if (!r.ok) return r;
  return ok({ trace: r.value, text: formatGoTrace(r.value) });
}
