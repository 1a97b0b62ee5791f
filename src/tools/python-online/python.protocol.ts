/** The Python worker: a module worker served beside Pyodide (src/tools/python-online/python-worker.mjs). */
export const PYTHON_WORKER_URL = '/vendor/pyodide/worker.mjs';

/** Messages between the Python page and its worker. */
export type PythonRequest = { type: 'load' } | { type: 'run'; id: number; code: string; stdin: string };

export type PythonMessage =
  | { type: 'status'; text: string }
  | { type: 'ready'; version: string }
  | { type: 'stream'; id: number; stream: 'stdout' | 'stderr'; text: string }
  | { type: 'done'; id: number; ok: boolean; error?: string; ms: number }
  | { type: 'fatal'; text: string };

/** The program input box, one line per input() call; a trailing newline does not add an empty line. */
export function stdinLines(stdin: string): string[] {
  if (stdin === '') return [];
  const lines = stdin.replace(/\r\n?/g, '\n').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The last line of a traceback, e.g. "ZeroDivisionError: division by zero". */
export function errorSummary(traceback: string): string {
  const lines = traceback.trimEnd().split('\n');
  return lines[lines.length - 1] || traceback;
}
