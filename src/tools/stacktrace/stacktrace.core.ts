import { splitLines, unescapeLoggedTrace } from '@/lib/trace-text';
import { fail, ok, type Result } from '@/lib/result';

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
const tooLong = (line: string): boolean => line.length > MAX_FRAME_LINE && line.trimStart().length > MAX_FRAME_LINE;

const JAVA_FRAME = /^\s*at\s+([^\s(]+)\((.*)\)(?:\s*~?\[[^\]]*\])?\s*$/;
const JAVA_LOCATION = /^(.+?\.(?:java|kt|kts|scala|groovy|clj|cljc|aj)):(\d+)$/;
const JAVA_OMITTED = /^\s*\.\.\.\s*(\d+)\s+(?:more|common frames omitted)\s*$/;
const JAVA_HEADER =
  /^(\s*)(?:(Caused by|Suppressed):\s*)?(?:Exception in thread "[^"]*"\s+)?([A-Za-z_$][\w$]*(?:[.$/][A-Za-z_$][\w$]*)*)(?::\s?(.*?))?\s*$/;
const V8_FRAME = /^\s*at\s+(?:(.*?)\s+\((.*)\)|(\S.*?))\s*\{?\s*$/;
const FIREFOX_FRAME = /^\s*([^@\s]*(?: [^@\s]+)*)@(\S+?):(\d+)(?::(\d+))?\s*$/;
const SAFARI_NATIVE = /^\s*([^@\s]*)@\[native code\]\s*$/;
const JS_CAUSE = /^\s*(?:\[cause\]|Caused by):\s*(.*)$/;
const JS_HEADER = /^(?:Uncaught(?: \(in promise\))?\s+)?([A-Za-z_$][\w$.]*)(\s\[[\w-]+\])?(?::\s?(.*))?$/;
const JS_STRONG_HEADER = /^(?:Uncaught(?: \(in promise\))?\s+)?[\w$.]*(?:Error|Exception)(?:\s\[[\w-]+\])?(?::|$)/;
const JS_ERROR_IN_LINE = /(?:^|[\s"'[{(=,])((?:[A-Za-z_$][\w$]*\.)*[A-Za-z_$][\w$]*(?:Error|Exception))(\s\[[\w-]+\])?:\s?(.*)$/;
const PY_TRACEBACK = /^\s*Traceback \(most recent call last\):\s*$/;
const PY_FRAME = /^\s*File "(.*)", line (\d+)(?:, in (.+?))?\s*$/;
const PY_CAUSE = /^\s*The above exception was the direct cause of the following exception:\s*$/;
const PY_CONTEXT = /^\s*During handling of the above exception, another exception occurred:\s*$/;
const PY_EXCEPTION = /^([A-Za-z_][\w.]*)(?::\s?(.*))?$/;
const PY_CARETS = /^\s*[\^~]+\s*$/;
const PY_REPEATED = /^\s*\[Previous line repeated \d+ more times?\]\s*$/;

const JAVA_LIBRARY_PREFIXES = [
  'java.',
  'javax.',
  'jakarta.',
  'sun.',
  'com.sun.',
  'jdk.',
  'org.springframework.',
  'org.apache.',
  'org.hibernate.',
  'org.eclipse.',
  'org.junit.',
  'junit.',
  'org.gradle.',
  'kotlin.',
  'kotlinx.',
  'scala.',
  'groovy.',
  'org.codehaus.',
  'io.netty.',
  'reactor.',
  'io.reactivex.',
  'com.fasterxml.',
  'com.google.',
  'io.undertow.',
  'org.glassfish.',
  'com.zaxxer.',
  'org.slf4j.',
  'ch.qos.',
  'net.bytebuddy.',
  'org.mockito.',
  'io.micrometer.',
  'org.aspectj.',
];

const newException = (type: string, message: string): TraceException => ({
  type,
  message,
  frames: [],
  omittedFrames: 0,
  causes: [],
  suppressed: [],
});

/** Columns of leading whitespace, a tab counting as four, so tab- and space-indented pastes compare alike. */
function indentWidth(line: string): number {
  let w = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 9) w += 4;
    else if (c === 32) w += 1;
    else break;
  }
  return w;
}

function isJavaFrameLine(line: string): RegExpExecArray | null {
  if (tooLong(line)) return null;
  const m = JAVA_FRAME.exec(line);
  if (!m) return null;
  const loc = m[2];
  if (JAVA_LOCATION.test(loc) || /^(?:Native Method|Unknown Source|[\w$-]+\.(?:java|kt|scala|groovy))$/.test(loc)) return m;
  return null;
}

function isV8FrameLine(line: string): RegExpExecArray | null {
  if (tooLong(line) || !/^\s*at\s/.test(line)) return null;
  const m = V8_FRAME.exec(line);
  if (!m) return null;
  const loc = m[2] ?? m[3] ?? '';
  if (/:\d+(?::\d+)?$/.test(loc) || /^(?:<anonymous>|native|index \d+|unknown location)$/.test(loc)) return m;
  return null;
}

function firefoxFrame(line: string): RegExpExecArray | null {
  if (tooLong(line) || line.indexOf('@') < 0) return null;
  return FIREFOX_FRAME.exec(line) ?? SAFARI_NATIVE.exec(line);
}

/** Picks the language by counting the lines that only its traces contain. */
function detectLanguage(lines: string[]): TraceLanguage | null {
  let java = 0;
  let js = 0;
  let py = 0;
  for (const line of lines) {
    if (tooLong(line)) continue;
    if (PY_TRACEBACK.test(line)) py += 3;
    else if (PY_FRAME.test(line)) py++;
    else if (isJavaFrameLine(line)) java++;
    else if (isV8FrameLine(line) || firefoxFrame(line)) js++;
  }
  if (java === 0 && js === 0 && py === 0) return null;
  if (py >= java && py >= js) return 'python';
  return java >= js ? 'java' : 'javascript';
}

interface Classifier {
  own: string[];
}

function matchesOwn(frame: StackFrame, own: string[]): boolean {
  if (own.length === 0) return false;
  const file = frame.file.replace(/\\/g, '/');
  for (const p of own) {
    if (frame.function.startsWith(p) || file.includes(p)) return true;
    if (p.includes('.') && file.includes(p.replace(/\./g, '/'))) return true;
  }
  return false;
}

function javaIsLibrary(fn: string): boolean {
  for (const p of JAVA_LIBRARY_PREFIXES) if (fn.startsWith(p)) return true;
  return false;
}

function jsIsLibrary(file: string): boolean {
  return (
    file.includes('node_modules') ||
    file.startsWith('node:') ||
    file.startsWith('internal/') ||
    file === 'native' ||
    file === '<anonymous>' ||
    file === '[native code]' ||
    /^index \d+$/.test(file)
  );
}

function pythonIsLibrary(file: string): boolean {
  const f = file.replace(/\\/g, '/');
  return /\/(?:site|dist)-packages\//.test(f) || /\/lib(?:64)?\/python\d/i.test(f) || /\/Lib\//.test(f) || f.startsWith('<frozen ');
}

function finishFrame(frame: Omit<StackFrame, 'isLibrary'>, lang: TraceLanguage, c: Classifier): StackFrame {
  const f = frame as StackFrame;
  if (matchesOwn(f, c.own)) f.isLibrary = false;
  else if (lang === 'java') f.isLibrary = javaIsLibrary(f.function);
  else if (lang === 'javascript') f.isLibrary = jsIsLibrary(f.file);
  else f.isLibrary = pythonIsLibrary(f.file);
  return f;
}

function splitLocation(loc: string): { file: string; line?: number; column?: number } {
  const m = /^(.*?):(\d+)(?::(\d+))?$/.exec(loc);
  if (!m) return { file: loc };
  return m[3] === undefined ? { file: m[1], line: Number(m[2]) } : { file: m[1], line: Number(m[2]), column: Number(m[3]) };
}

// ---------------------------------------------------------------------------------------------------------------
// Java

function javaFrame(m: RegExpExecArray, line: string, c: Classifier): StackFrame {
  // "java.base/java.lang.Thread.run" and "app//com.x.Y.m": the module or class-loader name is not part of the method.
  const slash = m[1].lastIndexOf('/');
  const fn = slash >= 0 ? m[1].slice(slash + 1) : m[1];
  const loc = JAVA_LOCATION.exec(m[2]);
  const base = loc ? { file: loc[1], line: Number(loc[2]) } : { file: m[2] };
  const frame = finishFrame({ function: fn, ...base, raw: line.trim() }, 'java', c);
  if (slash >= 0 && /^(?:java|jdk)\./.test(m[1]) && !matchesOwn(frame, c.own)) frame.isLibrary = true;
  return frame;
}

function looksLikeJavaHeader(type: string, hasMessage: boolean, line: string): boolean {
  if (/^\s*Exception in thread "/.test(line)) return true;
  if (/(?:Exception|Error|Throwable|Failure|Fault)$/.test(type)) return true;
  return hasMessage && type.includes('.') && !/\s/.test(type);
}

/**
 * The open chain a frame line belongs to: the deepest one whose header is less indented than the frame, or the
 * deepest of all when indentation was lost in the paste.
 */
function ownerOf(chains: { width: number }[], w: number): number {
  let k = chains.length - 1;
  while (k > 0 && chains[k].width >= w) k--;
  return chains[k].width >= w ? chains.length - 1 : k;
}

function parseJava(lines: string[], c: Classifier): TraceException[] {
  const roots: TraceException[] = [];
  // Chains open at each indentation: Java prints a cause at its exception's indentation and suppressed one tab deeper.
  let chains: { head: TraceException; current: TraceException; width: number }[] = [];
  let inMessage = false;

  const nextIsFrame = (i: number): boolean => {
    for (let j = i + 1; j < lines.length && j <= i + 50; j++) {
      if (lines[j].trim() === '') continue;
      if (isJavaFrameLine(lines[j])) return true;
    }
    return false;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const frameMatch = isJavaFrameLine(line);
    if (frameMatch) {
      inMessage = false;
      if (chains.length === 0) {
        const e = newException('', '');
        roots.push(e);
        chains = [{ head: e, current: e, width: 0 }];
      }
      // A frame belongs to the deepest open exception whose header is less indented than the frame.
      chains[ownerOf(chains, indentWidth(line))].current.frames.push(javaFrame(frameMatch, line, c));
      continue;
    }
    const omitted = JAVA_OMITTED.exec(line);
    if (omitted && chains.length > 0) {
      inMessage = false;
      chains[ownerOf(chains, indentWidth(line))].current.omittedFrames = Number(omitted[1]);
      continue;
    }
    const header = !tooLong(line) ? JAVA_HEADER.exec(line) : null;
    if (header) {
      const [, , caption, type, message] = header;
      const w = indentWidth(line);
      const e = newException(type, message ?? '');
      if (caption === 'Caused by' && chains.length > 0) {
        while (chains.length > 1 && chains[chains.length - 1].width > w) chains.pop();
        const top = chains[chains.length - 1];
        e.relation = 'caused-by';
        top.head.causes.push(e);
        top.current = e;
        inMessage = true;
        continue;
      }
      if (caption === 'Suppressed' && chains.length > 0) {
        while (chains.length > 1 && chains[chains.length - 1].width >= w) chains.pop();
        chains[chains.length - 1].current.suppressed.push(e);
        chains.push({ head: e, current: e, width: w });
        inMessage = true;
        continue;
      }
      // Inside a multi-line message, "Key: value" lines are message text unless they clearly name an exception.
      if (caption || looksLikeJavaHeader(type, message !== undefined, line) || (!inMessage && nextIsFrame(i))) {
        roots.push(e);
        chains = [{ head: e, current: e, width: w }];
        inMessage = true;
        continue;
      }
    }
    // Lines between a header and its first frame continue a multi-line message; anything else is log noise.
    if (inMessage && chains.length > 0 && line.trim() !== '') {
      const cur = chains[chains.length - 1].current;
      cur.message = cur.message === '' ? line.trim() : `${cur.message}\n${line}`;
    } else if (line.trim() === '') {
      inMessage = false;
    }
  }
  return roots;
}

// ---------------------------------------------------------------------------------------------------------------
// JavaScript

function jsFrame(line: string, c: Classifier): StackFrame | null {
  const v8 = isV8FrameLine(line);
  if (v8) {
    const fn = v8[1] ?? '';
    const loc = v8[2] ?? v8[3] ?? '';
    // "eval at foo (file:1:2), <anonymous>:3:4": the evaluated code's own position is the last part.
    const evalPart = /^eval at .*?, (.*)$/.exec(loc);
    // Node opens "{ code: … }" or "[cause]" details on the last frame's line; that brace is not part of the frame.
    const raw = line.trim().replace(/\s*\{$/, '');
    return finishFrame({ function: fn, ...splitLocation(evalPart ? evalPart[1] : loc), raw }, 'javascript', c);
  }
  const ff = firefoxFrame(line);
  if (ff) {
    if (ff[2] === undefined) return finishFrame({ function: ff[1], file: '[native code]', raw: line.trim() }, 'javascript', c);
    const base: Omit<StackFrame, 'isLibrary'> = { function: ff[1], file: ff[2], line: Number(ff[3]), raw: line.trim() };
    if (ff[4] !== undefined) base.column = Number(ff[4]);
    return finishFrame(base, 'javascript', c);
  }
  return null;
}

function jsHeader(text: string): { type: string; message: string } {
  const line = text.trim();
  const simple = JS_HEADER.exec(line);
  if (simple && (simple[3] !== undefined || /(?:Error|Exception)$/.test(simple[1]))) {
    return { type: simple[1] + (simple[2] ?? ''), message: simple[3] ?? '' };
  }
  const inLine = JS_ERROR_IN_LINE.exec(line);
  if (inLine) return { type: inLine[1] + (inLine[2] ?? ''), message: inLine[3].replace(/["',}\]]+$/, '') };
  return { type: '', message: line };
}

function parseJavaScript(lines: string[], c: Classifier): TraceException[] {
  const roots: TraceException[] = [];
  let head: TraceException | null = null;
  let current: TraceException | null = null;
  let inMessage = false;

  const nextIsFrame = (i: number): boolean => {
    for (let j = i + 1; j < lines.length && j <= i + 50; j++) {
      if (lines[j].trim() === '') continue;
      return jsFrame(lines[j], c) !== null;
    }
    return false;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const frame = jsFrame(line, c);
    if (frame) {
      inMessage = false;
      if (!current) {
        current = head = newException('', '');
        roots.push(current);
      }
      current.frames.push(frame);
      continue;
    }
    const cause = !tooLong(line) ? JS_CAUSE.exec(line) : null;
    if (cause && head) {
      const h = jsHeader(cause[1]);
      const e = newException(h.type, h.message);
      e.relation = 'caused-by';
      head.causes.push(e);
      current = e;
      inMessage = true;
      continue;
    }
    const trimmed = line.trim();
    const strongHeader = trimmed !== '' && !tooLong(line) && JS_STRONG_HEADER.test(trimmed);
    // Inside a multi-line message, "Key: value" lines are message text unless they clearly name an error.
    if (inMessage && current && current.frames.length === 0 && trimmed !== '' && !strongHeader) {
      current.message = current.message === '' ? trimmed : `${current.message}\n${line}`;
      continue;
    }
    if (strongHeader || (trimmed !== '' && !tooLong(line) && nextIsFrame(i))) {
      const h = jsHeader(line);
      current = head = newException(h.type, h.message);
      roots.push(current);
      // A header without frames right below may continue on the next lines.
      inMessage = !nextIsFrame(i);
      continue;
    }
    if (inMessage && current && trimmed !== '') current.message = current.message === '' ? trimmed : `${current.message}\n${line}`;
    else if (trimmed === '') inMessage = false;
  }
  return roots;
}

// ---------------------------------------------------------------------------------------------------------------
// Python

function parsePython(lines: string[], c: Classifier): TraceException[] {
  // Python prints a chain oldest first; each link records how the next block relates to it.
  const chains: { exc: TraceException; relation?: 'caused-by' | 'during-handling' }[][] = [];
  const st: {
    current: TraceException | null;
    lastFrame: StackFrame | null;
    state: 'idle' | 'frames' | 'message';
    pending?: 'caused-by' | 'during-handling';
  } = { current: null, lastFrame: null, state: 'idle' };

  const openBlock = (): TraceException => {
    const e = newException('', '');
    st.current = e;
    st.lastFrame = null;
    st.state = 'frames';
    if (st.pending && chains.length > 0) chains[chains.length - 1].push({ exc: e, relation: st.pending });
    else chains.push([{ exc: e }]);
    st.pending = undefined;
    return e;
  };

  for (const line of lines) {
    const cur = st.current;
    if (tooLong(line)) {
      if (st.state === 'message' && cur) cur.message += `\n${line}`;
      continue;
    }
    if (PY_TRACEBACK.test(line)) {
      openBlock();
      continue;
    }
    if (PY_CAUSE.test(line) || PY_CONTEXT.test(line)) {
      st.pending = PY_CAUSE.test(line) ? 'caused-by' : 'during-handling';
      st.state = 'idle';
      continue;
    }
    const fm = PY_FRAME.exec(line);
    if (fm) {
      const target = st.state === 'frames' && cur ? cur : openBlock();
      st.lastFrame = finishFrame({ function: fm[3] ?? '', file: fm[1], line: Number(fm[2]), raw: line.trim() }, 'python', c);
      target.frames.push(st.lastFrame);
      continue;
    }
    const trimmed = line.trim();
    if (st.state === 'frames' && cur) {
      if (trimmed === '' || PY_CARETS.test(line) || PY_REPEATED.test(line)) continue;
      if (/^\s/.test(line)) {
        // The indented line under a frame is its source code.
        if (st.lastFrame && st.lastFrame.code === undefined) st.lastFrame.code = trimmed;
        continue;
      }
      const ex = PY_EXCEPTION.exec(line);
      if (ex) {
        cur.type = ex[1];
        cur.message = ex[2] ?? '';
      } else {
        cur.message = trimmed;
      }
      st.state = 'message';
      continue;
    }
    if (st.state === 'message' && cur) {
      if (trimmed === '') st.state = 'idle';
      else cur.message += `\n${line}`;
    }
  }

  const roots: TraceException[] = [];
  for (const chain of chains) {
    const head = chain[chain.length - 1].exc;
    for (let k = chain.length - 2; k >= 0; k--) {
      const e = chain[k].exc;
      e.relation = chain[k + 1].relation;
      head.causes.push(e);
    }
    roots.push(head);
  }
  return roots;
}

// ---------------------------------------------------------------------------------------------------------------

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
