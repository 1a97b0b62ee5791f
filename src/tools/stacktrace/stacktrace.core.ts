// Detects a trace's language and hands it to that language's parser; the formatter lives in stacktrace-format.core.ts.
import { splitLines, unescapeLoggedTrace } from '@/lib/trace-text';
import { fail, ok, type Result } from '@/lib/result';
import { isJavaFrameLine, parseJava } from './stacktrace-java.core';
import { isJsFrameLine, parseJavaScript } from './stacktrace-javascript.core';
import { isPythonFrameLine, isPythonTracebackLine, parsePython } from './stacktrace-python.core';
import {
  tooLong,
  type Classifier,
  type ParsedTrace,
  type StackTraceOptions,
  type TraceException,
  type TraceLanguage,
} from './stacktrace-shared.core';

export type { ParsedTrace, StackFrame, StackTraceOptions, TraceException, TraceLanguage } from './stacktrace-shared.core';
export { formatStackTrace, type FormatTraceOptions } from './stacktrace-format.core';

/** Picks the language by counting the lines that only its traces contain. */
function detectLanguage(lines: string[]): TraceLanguage | null {
  let java = 0;
  let js = 0;
  let py = 0;
  for (const line of lines) {
    if (tooLong(line)) continue;
    if (isPythonTracebackLine(line)) py += 3;
    else if (isPythonFrameLine(line)) py++;
    else if (isJavaFrameLine(line)) java++;
    else if (isJsFrameLine(line)) js++;
  }
  if (java === 0 && js === 0 && py === 0) return null;
  if (py >= java && py >= js) return 'python';
  return java >= js ? 'java' : 'javascript';
}

/** Every exception in the trees, with causes and suppressed ones. */
function* allExceptions(roots: TraceException[]): Generator<TraceException> {
  const stack = [...roots].reverse();
  while (stack.length > 0) {
    const e = stack.pop() as TraceException;
    yield e;
    for (let k = e.suppressed.length - 1; k >= 0; k--) stack.push(e.suppressed[k]);
    for (let k = e.causes.length - 1; k >= 0; k--) stack.push(e.causes[k]);
  }
}

/**
 * Parses a Java, JavaScript (V8 or Firefox/Safari) or Python stack trace, detecting the language, splitting frames
 * and chaining causes. Traces pasted from JSON logs (one line with literal \n and \t) are unescaped first.
 */
export function parseStackTrace(text: string, opts: StackTraceOptions = {}): Result<ParsedTrace> {
  if (typeof text !== 'string' || text.trim() === '') return fail('The input is empty');
  const lines = splitLines(unescapeLoggedTrace(text));
  const language = detectLanguage(lines);
  if (!language) {
    return fail(
      'No stack frames found. Paste a Java trace ("at com.example.Foo.bar(Foo.java:10)"), a JavaScript trace ' +
        '("at fn (file.js:1:2)" or "fn@file.js:1:2") or a Python traceback ("File "app.py", line 3, in main").',
    );
  }
  const own = Array.isArray(opts.ownPackages)
    ? opts.ownPackages
        .filter((p): p is string => typeof p === 'string')
        .map((p) => p.trim())
        .filter((p) => p !== '')
    : [];
  const c: Classifier = { own };
  const exceptions = language === 'java' ? parseJava(lines, c) : language === 'javascript' ? parseJavaScript(lines, c) : parsePython(lines, c);
  let frameCount = 0;
  let libraryFrameCount = 0;
  for (const e of allExceptions(exceptions)) {
    frameCount += e.frames.length;
    for (const f of e.frames) if (f.isLibrary) libraryFrameCount++;
  }
  return ok({ language, exceptions, frameCount, libraryFrameCount });
}
