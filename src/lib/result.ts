/** The outcome of running a tool on user input: never thrown, always returned. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ToolError };

/** A message a user can act on, with the place in the input when the parser knows it. */
export interface ToolError {
  /** What is wrong, in a sentence. */
  message: string;
  /** 1-based line of the problem, when known. */
  line?: number;
  /** 1-based column of the problem, when known. */
  column?: number;
}

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (message: string, where?: { line?: number; column?: number }): Result<never> => ({
  ok: false,
  error: { message, ...where },
});

/** Converts a 0-based character offset into 1-based line and column. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/** Formats an error as one line: "Line 3, column 7: message". */
export function describeError(error: ToolError): string {
  if (error.line == null) return error.message;
  return error.column == null ? `Line ${error.line}: ${error.message}` : `Line ${error.line}, column ${error.column}: ${error.message}`;
}
