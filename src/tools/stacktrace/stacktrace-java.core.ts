// Java (and Kotlin, Scala, Groovy) traces: frames, "Caused by", "Suppressed" and "... N more".
import { finishFrame, matchesOwn, newException, tooLong, type Classifier, type StackFrame, type TraceException } from './stacktrace-shared.core';

const JAVA_FRAME = /^\s*at\s+([^\s(]+)\((.*)\)(?:\s*~?\[[^\]]*\])?\s*$/;
const JAVA_LOCATION = /^(.+?\.(?:java|kt|kts|scala|groovy|clj|cljc|aj)):(\d+)$/;
const JAVA_OMITTED = /^\s*\.\.\.\s*(\d+)\s+(?:more|common frames omitted)\s*$/;
const JAVA_HEADER =
  /^(\s*)(?:(Caused by|Suppressed):\s*)?(?:Exception in thread "[^"]*"\s+)?([A-Za-z_$][\w$]*(?:[.$/][A-Za-z_$][\w$]*)*)(?::\s?(.*?))?\s*$/;

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

export function isJavaFrameLine(line: string): RegExpExecArray | null {
  if (tooLong(line)) return null;
  const m = JAVA_FRAME.exec(line);
  if (!m) return null;
  const loc = m[2];
  if (JAVA_LOCATION.test(loc) || /^(?:Native Method|Unknown Source|[\w$-]+\.(?:java|kt|scala|groovy))$/.test(loc)) return m;
  return null;
}

function javaIsLibrary(f: StackFrame): boolean {
  for (const p of JAVA_LIBRARY_PREFIXES) if (f.function.startsWith(p)) return true;
  return false;
}

function javaFrame(m: RegExpExecArray, line: string, c: Classifier): StackFrame {
  // "java.base/java.lang.Thread.run" and "app//com.x.Y.m": the module or class-loader name is not part of the method.
  const slash = m[1].lastIndexOf('/');
  const fn = slash >= 0 ? m[1].slice(slash + 1) : m[1];
  const loc = JAVA_LOCATION.exec(m[2]);
  const base = loc ? { file: loc[1], line: Number(loc[2]) } : { file: m[2] };
  const frame = finishFrame({ function: fn, ...base, raw: line.trim() }, c, javaIsLibrary);
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

/** The top-level exceptions of a Java trace, their causes and suppressed exceptions nested under them. */
export function parseJava(lines: string[], c: Classifier): TraceException[] {
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
