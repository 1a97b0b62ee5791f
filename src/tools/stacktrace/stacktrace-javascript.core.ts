// JavaScript traces: V8 (Node, Chrome, Edge) and Firefox/Safari frames, and "[cause]" chains.
import { finishFrame, newException, tooLong, type Classifier, type StackFrame, type TraceException } from './stacktrace-shared.core';

const V8_FRAME = /^\s*at\s+(?:(.*?)\s+\((.*)\)|(\S.*?))\s*\{?\s*$/;
const FIREFOX_FRAME = /^\s*([^@\s]*(?: [^@\s]+)*)@(\S+?):(\d+)(?::(\d+))?\s*$/;
const SAFARI_NATIVE = /^\s*([^@\s]*)@\[native code\]\s*$/;
const JS_CAUSE = /^\s*(?:\[cause\]|Caused by):\s*(.*)$/;
const JS_HEADER = /^(?:Uncaught(?: \(in promise\))?\s+)?([A-Za-z_$][\w$.]*)(\s\[[\w-]+\])?(?::\s?(.*))?$/;
const JS_STRONG_HEADER = /^(?:Uncaught(?: \(in promise\))?\s+)?[\w$.]*(?:Error|Exception)(?:\s\[[\w-]+\])?(?::|$)/;
const JS_ERROR_IN_LINE = /(?:^|[\s"'[{(=,])((?:[A-Za-z_$][\w$]*\.)*[A-Za-z_$][\w$]*(?:Error|Exception))(\s\[[\w-]+\])?:\s?(.*)$/;

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

/** Whether a line is a V8 or a Firefox/Safari frame. */
export const isJsFrameLine = (line: string): boolean => isV8FrameLine(line) !== null || firefoxFrame(line) !== null;

function jsIsLibrary({ file }: StackFrame): boolean {
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

function splitLocation(loc: string): { file: string; line?: number; column?: number } {
  const m = /^(.*?):(\d+)(?::(\d+))?$/.exec(loc);
  if (!m) return { file: loc };
  return m[3] === undefined ? { file: m[1], line: Number(m[2]) } : { file: m[1], line: Number(m[2]), column: Number(m[3]) };
}

function jsFrame(line: string, c: Classifier): StackFrame | null {
  const v8 = isV8FrameLine(line);
  if (v8) {
    const fn = v8[1] ?? '';
    const loc = v8[2] ?? v8[3] ?? '';
    // "eval at foo (file:1:2), <anonymous>:3:4": the evaluated code's own position is the last part.
    const evalPart = /^eval at .*?, (.*)$/.exec(loc);
    // Node opens "{ code: … }" or "[cause]" details on the last frame's line; that brace is not part of the frame.
    const raw = line.trim().replace(/\s*\{$/, '');
    return finishFrame({ function: fn, ...splitLocation(evalPart ? evalPart[1] : loc), raw }, c, jsIsLibrary);
  }
  const ff = firefoxFrame(line);
  if (ff) {
    if (ff[2] === undefined) return finishFrame({ function: ff[1], file: '[native code]', raw: line.trim() }, c, jsIsLibrary);
    const base: Omit<StackFrame, 'isLibrary'> = { function: ff[1], file: ff[2], line: Number(ff[3]), raw: line.trim() };
    if (ff[4] !== undefined) base.column = Number(ff[4]);
    return finishFrame(base, c, jsIsLibrary);
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

/** The top-level errors of a JavaScript trace, with their causes. */
export function parseJavaScript(lines: string[], c: Classifier): TraceException[] {
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
