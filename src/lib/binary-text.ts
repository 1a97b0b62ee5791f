import { lineColumnAt, type ToolError } from './result';

/**
 * An error for text that is really a binary file (it holds a NUL character, which no text format uses), naming
 * where the first one is; null for text.
 */
export function binaryTextError(text: string, what = 'The input'): ToolError | null {
  const at = text.indexOf('\0');
  if (at < 0) return null;
  return { message: `${what} looks like a binary file (a NUL character): open a text file instead.`, ...lineColumnAt(text, at) };
}
