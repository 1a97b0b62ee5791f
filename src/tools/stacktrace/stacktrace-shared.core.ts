// The parsed-trace types and the helpers the three language parsers share.

/** The languages whose stack traces the parser understands. */
export type TraceLanguage = 'java' | 'javascript' | 'python';

/** One call site in a stack trace. */
export interface StackFrame {
  /** Method or function name as printed ('' when the trace has none, e.g. an anonymous V8 frame). */
  function: string;
  /** Source file, path or URL ('' when unknown). */
  file: string;
  /** 1-based line; absent for native, unknown or anonymous locations. */
  line?: number;
  column?: number;
  /** Python: the source line printed under the frame. */
  code?: string;
  /** The frame's line exactly as pasted, without surrounding whitespace. */
  raw: string;
  /** True for JDK, framework, node_modules, Node internals, site-packages and standard-library frames. */
  isLibrary: boolean;
}

/** One exception (error) with its frames, and, when it heads a chain, the exceptions that caused it. */
export interface TraceException {
  /** Exception class, e.g. java.lang.IllegalStateException, TypeError, KeyError ('' when the trace has no header). */
  type: string;
  message: string;
  frames: StackFrame[];
  /** Java "... 12 more": frames shared with the enclosing exception and left out of the trace. */
  omittedFrames: number;
  /** The chain below this exception, nearest cause first (filled only on the head of a chain). */
  causes: TraceException[];
  /** How this exception relates to the one before it in the chain ('caused-by' or Python's 'during-handling'). */
  relation?: 'caused-by' | 'during-handling';
  /** Java try-with-resources: exceptions suppressed while this one propagated, each the head of its own chain. */
  suppressed: TraceException[];
}

/** A parsed trace: the detected language and each top-level exception found in the text. */
export interface ParsedTrace {
  language: TraceLanguage;
  exceptions: TraceException[];
  frameCount: number;
  libraryFrameCount: number;
}

/** Options for `parseStackTrace`. */
export interface StackTraceOptions {
  /** Package, module or path prefixes of your own code; matching frames are never library frames. */
  ownPackages?: string[];
}

// Frame regexes run on every line; very long lines are message text, and skipping them keeps backtracking bounded.
const MAX_FRAME_LINE = 4000;

// Deep indentation alone does not make a line expensive to match, so only the text after it counts.
export const tooLong = (line: string): boolean => line.length > MAX_FRAME_LINE && line.trimStart().length > MAX_FRAME_LINE;

export const newException = (type: string, message: string): TraceException => ({
  type,
  message,
  frames: [],
  omittedFrames: 0,
  causes: [],
  suppressed: [],
});

/** What the parsers need to tell your code from library code. */
export interface Classifier {
  own: string[];
}

export function matchesOwn(frame: StackFrame, own: string[]): boolean {
  if (own.length === 0) return false;
  const file = frame.file.replace(/\\/g, '/');
  for (const p of own) {
    if (frame.function.startsWith(p) || file.includes(p)) return true;
    if (p.includes('.') && file.includes(p.replace(/\./g, '/'))) return true;
  }
  return false;
}

/** Sets isLibrary: never for your own code, else as the language's test says. */
export function finishFrame(frame: Omit<StackFrame, 'isLibrary'>, c: Classifier, isLibrary: (f: StackFrame) => boolean): StackFrame {
  const f = frame as StackFrame;
  f.isLibrary = matchesOwn(f, c.own) ? false : isLibrary(f);
  return f;
}
