/**
 * The Python worker: a module worker served beside Pyodide (src/lib/python/worker.mjs),
 * started inside the sandbox frame by python-sandbox.ts.
 */
export const PYTHON_WORKER_URL = '/vendor/pyodide/worker.mjs';

/** Messages between the Python page and its worker. */
export type PythonRequest = { type: 'load' } | { type: 'run'; id: number; code: string; stdin: string };

export type PythonMessage =
  | { type: 'status'; text: string }
  | { type: 'ready'; version: string }
  | { type: 'stream'; id: number; stream: 'stdout' | 'stderr'; text: string }
  | { type: 'done'; id: number; ok: boolean; error?: string; ms: number }
  | { type: 'fatal'; text: string };

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const isStr = (x: unknown): x is string => typeof x === 'string';
const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** Whether a message from the sandbox has the shape of a PythonMessage (anything else is dropped). */
export function isPythonMessage(x: unknown): x is PythonMessage {
  if (!isObj(x)) return false;
  switch (x.type) {
    case 'status':
    case 'fatal':
      return isStr(x.text);
    case 'ready':
      return isStr(x.version);
    case 'stream':
      return isNum(x.id) && (x.stream === 'stdout' || x.stream === 'stderr') && isStr(x.text);
    case 'done':
      return isNum(x.id) && typeof x.ok === 'boolean' && isNum(x.ms) && (x.error === undefined || isStr(x.error));
    default:
      return false;
  }
}

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
