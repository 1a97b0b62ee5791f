import { fail, ok, type Result } from '@/lib/result';

/**
 * Unix permission bits: octal (755, 4755), symbolic (rwxr-xr-x, rwsr-xr-t), `ls -l` strings and chmod
 * expressions (u+x,go-w). The expression grammar and its effect follow GNU coreutils' chmod (gnulib
 * modechange.c): `[ugoa]*([-+=]([rwxXst]*|[ugo]))+` clauses separated by commas, or an octal number.
 */

export const SETUID = 0o4000;
export const SETGID = 0o2000;
export const STICKY = 0o1000;
/** Every bit chmod can set. */
export const ALL_BITS = 0o7777;

const RWX_U = 0o700;
const RWX_G = 0o070;
const RWX_O = 0o007;
const R_ALL = 0o444;
const W_ALL = 0o222;
const X_ALL = 0o111;

export type FileKind = 'file' | 'directory';

/** The file-type letters of `ls -l` and what they are. */
export const TYPE_LETTERS: Record<string, string> = {
  '-': 'regular file',
  d: 'directory',
  l: 'symbolic link',
  c: 'character device',
  b: 'block device',
  p: 'named pipe',
  s: 'socket',
};

/** Octal digits of a mode: three when there are no special bits, four otherwise. */
export function toOctal(mode: number, four = false): string {
  const s = (mode & ALL_BITS).toString(8);
  return s.padStart(four || mode & 0o7000 ? 4 : 3, '0');
}

/** The nine permission characters `ls -l` prints (s/S, t/T for the special bits). */
export function toSymbolic(mode: number): string {
  const triad = (shift: number, special: boolean, on: string, off: string) => {
    const bits = (mode >> shift) & 7;
    const x = bits & 1;
    return (bits & 4 ? 'r' : '-') + (bits & 2 ? 'w' : '-') + (special ? (x ? on : off) : x ? 'x' : '-');
  };
  return triad(6, !!(mode & SETUID), 's', 'S') + triad(3, !!(mode & SETGID), 's', 'S') + triad(0, !!(mode & STICKY), 't', 'T');
}

/** The `ls -l` column: the type letter and the nine permission characters. */
export function toLsString(mode: number, kind: FileKind): string {
  return (kind === 'directory' ? 'd' : '-') + toSymbolic(mode);
}

const SPECIAL_NAMES = ['setuid', 'setgid', 'sticky'];

/** Reads an octal mode of 1 to 4 digits (`755`, `0644`, `4755`). Errors name the bad character and where it is. */
export function parseOctal(text: string): Result<number> {
  const s = text.trim();
  const offset = text.indexOf(s);
  if (s === '') return fail('Type an octal mode such as 755 or 4755');
  for (let i = 0; i < s.length; i++) {
    if (!/[0-7]/.test(s[i])) {
      return fail(`'${s[i]}' at position ${offset + i + 1} is not an octal digit: a mode uses the digits 0–7`, { line: 1, column: offset + i + 1 });
    }
  }
  if (s.length > 4) return fail(`A mode has at most 4 octal digits (the special bits, then owner, group, other); "${s}" has ${s.length}`);
  return ok(parseInt(s, 8));
}

const POSITION_NAMES = [
  'owner read',
  'owner write',
  'owner execute',
  'group read',
  'group write',
  'group execute',
  'other read',
  'other write',
  'other execute',
];

/**
 * Reads a 9-character permission string (`rwxr-xr-x`) or a 10-character `ls -l` string with its type
 * letter first (`drwxr-xr-x`). Returns the mode and, for 10 characters, whether it is a directory.
 */
export function parseSymbolic(text: string): Result<{ mode: number; kind: FileKind | null }> {
  const s = text.trim();
  const offset = text.indexOf(s);
  if (s.length !== 9 && s.length !== 10) {
    return fail(`A permission string has 9 characters (rwxr-xr-x) or 10 with the file type first (-rwxr-xr-x); "${s}" has ${[...s].length}`);
  }
  let kind: FileKind | null = null;
  let body = s;
  let base = offset;
  if (s.length === 10) {
    const t = s[0];
    if (!(t in TYPE_LETTERS)) {
      return fail(`'${t}' at position ${offset + 1} is not a file type: use - (file), d (directory), l, c, b, p or s`, {
        line: 1,
        column: offset + 1,
      });
    }
    kind = t === 'd' ? 'directory' : 'file';
    body = s.slice(1);
    base = offset + 1;
  }
  let mode = 0;
  for (let i = 0; i < 9; i++) {
    const c = body[i];
    const slot = i % 3;
    const cls = Math.floor(i / 3);
    const bit = 1 << (8 - i);
    const expected = slot === 0 ? ['r', '-'] : slot === 1 ? ['w', '-'] : cls === 2 ? ['x', 't', 'T', '-'] : ['x', 's', 'S', '-'];
    if (!expected.includes(c)) {
      const where = base + i + 1;
      return fail(`'${c}' at position ${where} cannot be ${POSITION_NAMES[i]}: use ${expected.join(', ')}`, { line: 1, column: where });
    }
    if (c === 'r' || c === 'w' || c === 'x' || c === 's' || c === 't') mode |= bit;
    if (c === 's' || c === 'S') mode |= cls === 0 ? SETUID : SETGID;
    if (c === 't' || c === 'T') mode |= STICKY;
  }
  return ok({ mode, kind });
}

/** One compiled clause of a chmod expression (gnulib's struct mode_change). */
interface Change {
  op: '+' | '-' | '=';
  flag: 'ordinary' | 'copy' | 'x-if-any-x';
  affected: number;
  value: number;
  mentioned: number;
}

function compileError(expr: string, at: number, lead: number): Result<never> {
  if (at >= expr.length) {
    const last = expr[expr.length - 1];
    return fail(
      last === ','
        ? 'The expression ends with a comma: add a clause after it or remove it'
        : `The expression ends too early: after who (u, g, o, a) comes an operator (+, - or =)`,
      { line: 1, column: lead + expr.length },
    );
  }
  const c = expr[at];
  return fail(`'${c}' at position ${lead + at + 1} is not valid here: a clause is [ugoa]*[+-=][rwxXst]* or [+-=][ugo], separated by commas`, {
    line: 1,
    column: lead + at + 1,
  });
}

/** Compiles a chmod mode argument (GNU mode_compile). Errors name the character where the grammar breaks. */
export function compileChmod(expr: string, lead = 0): Result<Change[]> {
  if (expr === '') return fail('Type a chmod expression such as u+x,go-w or 644');
  if (/^[0-7]/.test(expr)) {
    let octal = 0;
    let p = 0;
    while (p < expr.length && /[0-7]/.test(expr[p])) {
      octal = octal * 8 + Number(expr[p]);
      if (octal > ALL_BITS) return fail(`The octal mode "${expr.slice(0, p + 1)}…" is larger than 7777`, { line: 1, column: lead + p + 1 });
      p++;
    }
    if (p < expr.length)
      return fail(`'${expr[p]}' at position ${lead + p + 1} is not an octal digit: a numeric mode uses 0–7 only`, { line: 1, column: lead + p + 1 });
    // GNU: with fewer than 5 digits, setuid/setgid of a directory are kept unless the number sets them.
    const mentioned = p < 5 ? (octal & (SETUID | SETGID)) | STICKY | 0o777 : ALL_BITS;
    return ok([{ op: '=', flag: 'ordinary', affected: ALL_BITS, value: octal, mentioned }]);
  }
  const changes: Change[] = [];
  let p = 0;
  for (;;) {
    let affected = 0;
    for (;;) {
      const c = expr[p];
      if (c === 'u') affected |= SETUID | RWX_U;
      else if (c === 'g') affected |= SETGID | RWX_G;
      else if (c === 'o') affected |= STICKY | RWX_O;
      else if (c === 'a') affected |= ALL_BITS;
      else if (c === '=' || c === '+' || c === '-') break;
      else return compileError(expr, p, lead);
      p++;
    }
    do {
      const op = expr[p++] as Change['op'];
      let value = 0;
      let mentioned = 0;
      let flag: Change['flag'] = 'copy';
      const c = expr[p];
      if (c !== undefined && /[0-7]/.test(c)) {
        let octal = 0;
        const start = p;
        while (p < expr.length && /[0-7]/.test(expr[p])) {
          octal = octal * 8 + Number(expr[p]);
          if (octal > ALL_BITS) return fail(`The octal mode "${expr.slice(start, p + 1)}…" is larger than 7777`, { line: 1, column: lead + p + 1 });
          p++;
        }
        if (affected)
          return fail(`An octal number after ${op} cannot follow u, g, o or a (write ${op}${expr.slice(start, p)} alone)`, {
            line: 1,
            column: lead + start + 1,
          });
        if (p < expr.length && expr[p] !== ',') return compileError(expr, p, lead);
        affected = mentioned = ALL_BITS;
        value = octal;
        flag = 'ordinary';
      } else if (c === 'u') {
        value = RWX_U;
        p++;
      } else if (c === 'g') {
        value = RWX_G;
        p++;
      } else if (c === 'o') {
        value = RWX_O;
        p++;
      } else {
        flag = 'ordinary';
        for (;;) {
          const d = expr[p];
          if (d === 'r') value |= R_ALL;
          else if (d === 'w') value |= W_ALL;
          else if (d === 'x') value |= X_ALL;
          else if (d === 'X') flag = 'x-if-any-x';
          else if (d === 's') value |= SETUID | SETGID;
          else if (d === 't') value |= STICKY;
          else break;
          p++;
        }
      }
      changes.push({ op, flag, affected, value, mentioned: mentioned || (affected ? affected & value : value) });
    } while (expr[p] === '=' || expr[p] === '+' || expr[p] === '-');
    if (expr[p] !== ',') break;
    p++;
  }
  if (p < expr.length) return compileError(expr, p, lead);
  return ok(changes);
}

/** Applies compiled changes to a mode (GNU mode_adjust). The umask limits clauses that name no u, g, o or a. */
export function adjustMode(start: number, kind: FileKind, umask: number, changes: readonly Change[]): number {
  let mode = start & ALL_BITS;
  const dir = kind === 'directory';
  for (const ch of changes) {
    const omit = (dir ? SETUID | SETGID : 0) & ~ch.mentioned;
    let value = ch.value;
    if (ch.flag === 'copy') {
      value &= mode;
      value |= (value & R_ALL ? R_ALL : 0) | (value & W_ALL ? W_ALL : 0) | (value & X_ALL ? X_ALL : 0);
    } else if (ch.flag === 'x-if-any-x') {
      if (mode & X_ALL || dir) value |= X_ALL;
    }
    value &= (ch.affected ? ch.affected : ~umask) & ~omit;
    if (ch.op === '=') {
      const preserved = (ch.affected ? ~ch.affected : 0) | omit;
      mode = (mode & preserved) | value;
    } else if (ch.op === '+') mode |= value;
    else mode &= ~value;
  }
  return mode & ALL_BITS;
}

/** Compiles and applies a chmod expression to a starting mode. */
export function applyChmod(expr: string, start: number, kind: FileKind = 'file', umask = 0o022): Result<number> {
  // Positions are reported against the typed text, leading spaces included.
  const compiled = compileChmod(expr.trim(), expr.length - expr.trimStart().length);
  if (!compiled.ok) return compiled;
  return ok(adjustMode(start, kind, umask, compiled.value));
}

/** How the calculator read its Input: the mode, the file type a 10-character `ls -l` string gave, and which form it was. */
export interface ChmodReading {
  mode: number;
  kind: FileKind | null;
  as: 'octal' | 'symbolic' | 'expression';
}

/**
 * Reads the calculator's Input: an octal mode, a 9/10-character permission string, or a chmod expression applied to
 * the starting mode (octal text) with the umask (octal text) on a file or directory.
 */
export function readChmodInput(input: string, start: string, kind: FileKind, umask: string): Result<ChmodReading> {
  const s = input.trim();
  if (s === '') return fail('Type a mode (755), a permission string (rwxr-xr-x) or a chmod expression (u+x,go-w)');
  if (/^[0-7]{1,4}$/.test(s)) {
    const r = parseOctal(input);
    return r.ok ? ok({ mode: r.value, kind: null, as: 'octal' }) : r;
  }
  if ((s.length === 9 || s.length === 10) && !/[ugoa+=,]/.test(s)) {
    const r = parseSymbolic(input);
    return r.ok ? ok({ mode: r.value.mode, kind: r.value.kind, as: 'symbolic' }) : r;
  }
  const from = parseOctal(start);
  if (!from.ok) return fail(`The starting mode is not valid: ${from.error.message}`);
  const mask = parseOctal(umask);
  if (!mask.ok) return fail(`The umask is not valid: ${mask.error.message}`);
  const r = applyChmod(input, from.value, kind, mask.value);
  return r.ok ? ok({ mode: r.value, kind: null, as: 'expression' }) : r;
}

/** The symbolic chmod argument that sets exactly this mode on a file: u=rwx,g=rx,o=rx (with s and t). */
export function toChmodSymbolic(mode: number): string {
  const part = (who: string, shift: number, special: string) => {
    const bits = (mode >> shift) & 7;
    return `${who}=${bits & 4 ? 'r' : ''}${bits & 2 ? 'w' : ''}${bits & 1 ? 'x' : ''}${special}`;
  };
  return [part('u', 6, mode & SETUID ? 's' : ''), part('g', 3, mode & SETGID ? 's' : ''), part('o', 0, mode & STICKY ? 't' : '')].join(',');
}

/** What each set bit means, in words, for the explanation under the calculator. */
export function describeMode(mode: number, kind: FileKind): string[] {
  const who = ['Owner', 'Group', 'Others'];
  const lines = who.map((w, i) => {
    const bits = (mode >> (6 - 3 * i)) & 7;
    const can = [bits & 4 ? 'read' : '', bits & 2 ? 'write' : '', bits & 1 ? (kind === 'directory' ? 'enter (search)' : 'execute') : ''].filter(
      Boolean,
    );
    return `${w}: ${can.length ? can.join(', ') : 'no access'}`;
  });
  if (mode & SETUID) lines.push(kind === 'directory' ? 'setuid: ignored on directories by Linux' : 'setuid: runs with the file owner’s user ID');
  if (mode & SETGID) lines.push(kind === 'directory' ? 'setgid: new files inherit the directory’s group' : 'setgid: runs with the file’s group ID');
  if (mode & STICKY)
    lines.push(
      kind === 'directory' ? 'sticky: only a file’s owner can delete or rename it here (as in /tmp)' : 'sticky: no effect on files in Linux',
    );
  return lines;
}

export const SPECIAL_BITS = [
  { bit: SETUID, name: SPECIAL_NAMES[0] },
  { bit: SETGID, name: SPECIAL_NAMES[1] },
  { bit: STICKY, name: SPECIAL_NAMES[2] },
];
