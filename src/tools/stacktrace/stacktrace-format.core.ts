// Renders a parsed trace as text: Python's layout for Python, Java's for Java and JavaScript.
import type { ParsedTrace, TraceException } from './stacktrace-shared.core';

/** Options for `formatStackTrace`. */
export interface FormatTraceOptions {
  /** Replace runs of two or more library frames with "… N library frames" (default true). */
  collapseLibraryFrames?: boolean;
}

function headerText(e: TraceException): string {
  if (e.type === '') return e.message === '' ? '(no exception line)' : e.message;
  return e.message === '' ? e.type : `${e.type}: ${e.message}`;
}

function pushFrames(out: string[], e: TraceException, indent: string, collapse: boolean, python: boolean): void {
  const frames = e.frames;
  let i = 0;
  while (i < frames.length) {
    if (collapse && frames[i].isLibrary) {
      let j = i;
      while (j < frames.length && frames[j].isLibrary) j++;
      if (j - i >= 2) {
        out.push(`${indent}… ${j - i} library frames`);
        i = j;
        continue;
      }
    }
    const f = frames[i];
    out.push(indent + f.raw);
    if (python && f.code !== undefined) out.push(`${indent}  ${f.code}`);
    i++;
  }
  if (e.omittedFrames > 0) out.push(`${indent}… ${e.omittedFrames} more`);
}

/** Renders a parsed trace as indented text with the cause chain spelled out and library frames collapsed. */
export function formatStackTrace(parsed: ParsedTrace, opts: FormatTraceOptions = {}): string {
  // Collapsing when no frame is your own would hide the whole trace, so it only applies when there is something to keep.
  const collapse = (opts.collapseLibraryFrames ?? true) && parsed.frameCount > parsed.libraryFrameCount;
  const out: string[] = [];

  if (parsed.language === 'python') {
    parsed.exceptions.forEach((head, n) => {
      if (n > 0) out.push('');
      // Oldest first, the way Python prints a chain, so the exception that ended the program comes last.
      const order = [...head.causes].reverse().concat(head);
      order.forEach((e, k) => {
        if (k > 0) {
          const link = order[k - 1].relation;
          out.push(
            '',
            link === 'caused-by'
              ? 'The above exception was the direct cause of the following exception:'
              : 'During handling of the above exception, another exception occurred:',
            '',
          );
        }
        if (e.frames.length > 0) out.push('Traceback (most recent call last):');
        pushFrames(out, e, '  ', collapse, true);
        out.push(headerText(e));
      });
    });
    return out.join('\n');
  }

  // An explicit stack instead of recursion: suppressed exceptions can nest as deep as the input indents them.
  type Task = { e: TraceException; depth: number; caption: string };
  const tasks: Task[] = [];
  const pushChain = (head: TraceException, depth: number, caption: string) => {
    const chain: Task[] = [{ e: head, depth, caption }];
    for (const cause of head.causes) chain.push({ e: cause, depth, caption: 'Caused by: ' });
    for (let k = chain.length - 1; k >= 0; k--) tasks.push(chain[k]);
  };
  for (let r = parsed.exceptions.length - 1; r >= 0; r--) pushChain(parsed.exceptions[r], 0, '');
  let first = true;
  while (tasks.length > 0) {
    const { e, depth, caption } = tasks.pop() as Task;
    if (depth === 0 && caption === '' && !first) out.push('');
    first = false;
    const indent = '    '.repeat(depth);
    out.push(indent + caption + headerText(e));
    pushFrames(out, e, `${indent}    `, collapse, false);
    // Suppressed exceptions print right after their exception, before the next cause, one level deeper.
    for (let k = e.suppressed.length - 1; k >= 0; k--) {
      const s = e.suppressed[k];
      const chain: Task[] = [{ e: s, depth: depth + 1, caption: 'Suppressed: ' }];
      for (const cause of s.causes) chain.push({ e: cause, depth: depth + 1, caption: 'Caused by: ' });
      for (let j = chain.length - 1; j >= 0; j--) tasks.push(chain[j]);
    }
  }
  return out.join('\n');
}
