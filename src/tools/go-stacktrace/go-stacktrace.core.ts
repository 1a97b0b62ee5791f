import { fail, ok, type Result } from '@/lib/result';
import { splitLines, unescapeLoggedTrace } from '@/lib/trace-text';

/** One call in a goroutine's stack. */
export interface GoFrame {
  /** Fully qualified function, e.g. main.(*Server).handle or net/http.(*conn).serve. */
  function: string;
  /** The argument words as printed, e.g. "0xc000010000, {0x4b2c40, 0x3}" ('...' when elided). */
  args: string;
  /** Source file ('' when the trace was cut before the file line). */
  file: string;
  /** 1-based line (0 when unknown). */
  line: number;
  /** Program-counter offset within the function, e.g. "+0x1d". */
  offset?: string;
  /** True for the standard library and runtime (import paths whose first element has no dot). */
  isStdlib: boolean;
}

/** One goroutine from a panic or a dump. */
export interface Goroutine {
  id: number;
  /** Wait reason without the duration and lock flags, e.g. "running", "chan receive", "select". */
  state: string;
  /** "[chan receive, 5 minutes]": how long the goroutine has been blocked. */
  waitMinutes?: number;
  lockedToThread: boolean;
  frames: GoFrame[];
  /** "created by main.main in goroutine 1": the go statement that started it. */
  createdBy?: GoFrame & { goroutine?: number };
  /** The runtime printed "...additional frames elided...". */
  framesElided: boolean;
}

/** Goroutines whose stacks are identical (same functions, files and lines, and creator). */
export interface GoroutineGroup {
  ids: number[];
  state: string;
  /** Frames of the first goroutine; args that differ within the group are replaced by '…'. */
  frames: GoFrame[];
  createdBy?: GoFrame & { goroutine?: number };
  minWaitMinutes?: number;
  maxWaitMinutes?: number;
}

/** A parsed Go panic or goroutine dump. */
export interface GoTrace {
  /** The panic or fatal error message, with any further printed panic lines ("[recovered]", nested panics). */
  panic?: string;
  /** True for "fatal error:" (unrecoverable runtime errors such as concurrent map writes or deadlocks). */
  fatal?: boolean;
  /** "[signal SIGSEGV: segmentation violation code=… addr=0x0 pc=…]". */
  signal?: string;
  goroutines: Goroutine[];
  /** Groups in order of first appearance, so the panicking goroutine's group comes first. */
  groups: GoroutineGroup[];
}

const MAX_LINE = 10000;
const GOROUTINE = /^goroutine (\d+)(?: [^[]*)?\[([^\]]*)\]:?\s*$/;
const PANIC = /^(panic|fatal error): ?(.*)$/;
const NESTED_PANIC = /^\s+panic: ?(.*)$/;
const SIGNAL = /^\[signal .*\]\s*$/;
const CREATED_BY = /^created by (.+?)(?: in goroutine (\d+))?\s*$/;
const FILE_LINE = /^\s+(.+?):(\d+)(?: (\+0x[0-9a-fA-F]+))?(?: fp=\S+ sp=\S+ pc=\S+)?\s*$/;
const ELIDED = /^\s*\.\.\.\s*(?:additional frames elided|\d+ frames elided)\s*\.*\s*$/;

/** Standard-library import paths have no dot in their first element (runtime, net/http); modules do (github.com/…). */
function isStdlibFunction(fn: string): boolean {
  // The import path ends at the first '.' after the last '/': net/http.(*conn).serve → net/http.
  const paren = fn.indexOf('(');
  const head = paren >= 0 ? fn.slice(0, paren) : fn;
  const dot = head.indexOf('.', head.lastIndexOf('/') + 1);
  const path = dot >= 0 ? head.slice(0, dot) : head;
  return path !== 'main' && !path.split('/')[0].includes('.');
}

/** Splits "pkg.Func(args)" at the last '(' (args never contain one), or returns null for a non-call line. */
function splitCall(line: string): { fn: string; args: string } | null {
  const t = line.trim();
  if (!t.endsWith(')') || /\s/.test(t.slice(0, t.lastIndexOf('(')))) return null;
  const open = t.lastIndexOf('(');
  if (open <= 0) return null;
  return { fn: t.slice(0, open), args: t.slice(open + 1, -1) };
}

function parseState(raw: string): { state: string; waitMinutes?: number; lockedToThread: boolean } {
  const parts = raw.split(/,\s*/);
  let waitMinutes: number | undefined;
  let lockedToThread = false;
  const rest: string[] = [];
  for (const p of parts) {
    const minutes = /^(\d+) minutes?$/.exec(p);
    if (minutes) waitMinutes = Number(minutes[1]);
    else if (p === 'locked to thread') lockedToThread = true;
    else rest.push(p);
  }
  const out: { state: string; waitMinutes?: number; lockedToThread: boolean } = { state: rest.join(', '), lockedToThread };
  if (waitMinutes !== undefined) out.waitMinutes = waitMinutes;
  return out;
}

const frameKey = (f: GoFrame) => `${f.function}\u0000${f.file}\u0000${f.line}`;

/** Parses Go panic output or a goroutine dump and groups goroutines with identical stacks, like panicparse. */
export function parseGoTrace(text: string): Result<GoTrace> {
  if (typeof text !== 'string' || text.trim() === '') return fail('The input is empty');
  const lines = splitLines(unescapeLoggedTrace(text));
  const goroutines: Goroutine[] = [];
  const panicLines: string[] = [];
  let fatal = false;
  let signal: string | undefined;
  let current: Goroutine | null = null;
  // The frame whose file line comes next: the runtime prints the call, then its location indented on the next line.
  let pendingFile: GoFrame | null = null;

  for (const line of lines) {
    if (line.length > MAX_LINE) continue;
    const header = GOROUTINE.exec(line);
    if (header) {
      current = { id: Number(header[1]), ...parseState(header[2]), frames: [], framesElided: false };
      goroutines.push(current);
      pendingFile = null;
      continue;
    }
    if (!current) {
      const p = PANIC.exec(line);
      if (p && panicLines.length === 0) {
        fatal = p[1] === 'fatal error';
        panicLines.push(p[2]);
        continue;
      }
      const nested = NESTED_PANIC.exec(line);
      if (nested && panicLines.length > 0) {
        panicLines.push(`panic: ${nested[1]}`);
        continue;
      }
      if (SIGNAL.test(line)) signal = line.trim();
      continue;
    }
    if (line.trim() === '') {
      pendingFile = null;
      continue;
    }
    const loc = pendingFile ? FILE_LINE.exec(line) : null;
    if (loc && pendingFile) {
      pendingFile.file = loc[1];
      pendingFile.line = Number(loc[2]);
      if (loc[3]) pendingFile.offset = loc[3];
      pendingFile = null;
      continue;
    }
    if (ELIDED.test(line)) {
      current.framesElided = true;
      continue;
    }
    const created = CREATED_BY.exec(line);
    if (created) {
      const frame: GoFrame & { goroutine?: number } = { function: created[1], args: '', file: '', line: 0, isStdlib: isStdlibFunction(created[1]) };
      if (created[2]) frame.goroutine = Number(created[2]);
      current.createdBy = frame;
      pendingFile = frame;
      continue;
    }
    if (/^\S/.test(line)) {
      const call = splitCall(line);
      if (call) {
        const frame: GoFrame = { function: call.fn, args: call.args, file: '', line: 0, isStdlib: isStdlibFunction(call.fn) };
        current.frames.push(frame);
        pendingFile = frame;
        continue;
      }
      // "exit status 2" or other text after the dump ends the current goroutine.
      current = null;
      pendingFile = null;
    }
  }

  if (goroutines.length === 0 && panicLines.length === 0) {
    return fail('No goroutines found. Paste the output of a Go panic or a goroutine dump (it has lines like "goroutine 1 [running]:").');
  }

  const result: GoTrace = { goroutines, groups: groupGoroutines(goroutines) };
  if (panicLines.length > 0) {
    result.panic = panicLines.join('\n');
    if (fatal) result.fatal = true;
  }
  if (signal) result.signal = signal;
  return ok(result);
}

/** Groups goroutines with the same state, frames (function, file, line) and creator, in first-seen order. */
export function groupGoroutines(goroutines: Goroutine[]): GoroutineGroup[] {
  const byKey = new Map<string, { group: GoroutineGroup; argsDiffer: boolean[] }>();
  const groups: GoroutineGroup[] = [];
  for (const g of goroutines) {
    const parts = [g.state, g.framesElided ? 'elided' : ''];
    for (const f of g.frames) parts.push(frameKey(f));
    if (g.createdBy) parts.push(`created:${frameKey(g.createdBy)}`);
    const key = parts.join('\u0001');
    const found = byKey.get(key);
    if (!found) {
      const group: GoroutineGroup = { ids: [g.id], state: g.state, frames: g.frames.map((f) => ({ ...f })) };
      if (g.createdBy) group.createdBy = { ...g.createdBy };
      if (g.waitMinutes !== undefined) group.minWaitMinutes = group.maxWaitMinutes = g.waitMinutes;
      byKey.set(key, { group, argsDiffer: g.frames.map(() => false) });
      groups.push(group);
      continue;
    }
    const { group, argsDiffer } = found;
    group.ids.push(g.id);
    g.frames.forEach((f, i) => {
      if (!argsDiffer[i] && f.args !== group.frames[i].args) {
        argsDiffer[i] = true;
        group.frames[i].args = '…';
      }
    });
    if (g.waitMinutes !== undefined) {
      group.minWaitMinutes = Math.min(group.minWaitMinutes ?? g.waitMinutes, g.waitMinutes);
      group.maxWaitMinutes = Math.max(group.maxWaitMinutes ?? g.waitMinutes, g.waitMinutes);
    }
  }
  return groups;
}

/** "1, 2, 3, 7, 9, 10" → "1–3, 7, 9–10": long id lists stay readable. */
export function formatIdRanges(ids: number[]): string {
  const sorted = [...ids].sort((a, b) => a - b);
  const out: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    out.push(j - i >= 2 ? `${sorted[i]}–${sorted[j]}` : j === i ? `${sorted[i]}` : `${sorted[i]}, ${sorted[j]}`);
    i = j + 1;
  }
  return out.join(', ');
}

function pushFrame(out: string[], f: GoFrame, call: string): void {
  out.push(`    ${call}`);
  if (f.file !== '') out.push(`        ${f.file}:${f.line}`);
}

/** Renders the panic and each group of identical goroutines with their ids, state and stack. */
export function formatGoTrace(trace: GoTrace): string {
  const out: string[] = [];
  if (trace.panic !== undefined) {
    out.push(`${trace.fatal ? 'fatal error' : 'panic'}: ${trace.panic}`);
    if (trace.signal) out.push(trace.signal);
    out.push('');
  }
  for (const g of trace.groups) {
    const count = g.ids.length === 1 ? '1 goroutine' : `${g.ids.length} goroutines`;
    const wait =
      g.minWaitMinutes === undefined
        ? ''
        : g.minWaitMinutes === g.maxWaitMinutes
          ? `, ${g.minWaitMinutes} min`
          : `, ${g.minWaitMinutes}–${g.maxWaitMinutes} min`;
    out.push(`${count} [${g.state}${wait}]: ${formatIdRanges(g.ids)}`);
    for (const f of g.frames) pushFrame(out, f, `${f.function}(${f.args})`);
    if (g.createdBy) {
      const by = g.ids.length === 1 && g.createdBy.goroutine !== undefined ? ` in goroutine ${g.createdBy.goroutine}` : '';
      pushFrame(out, g.createdBy, `created by ${g.createdBy.function}${by}`);
    }
    out.push('');
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}
