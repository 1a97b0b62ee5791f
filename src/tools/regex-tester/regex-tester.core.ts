/**
 * Regex tester logic: compiling with the browser's own RegExp (so errors are the browser's), listing
 * matches with their groups, and replacing. Runs in a worker with a time limit, because a pattern
 * such as (a+)+$ can backtrack for minutes and a regex cannot be interrupted any other way.
 */
import { fail, ok, type Result } from '@/lib/result';

export interface RegexRequest {
  pattern: string;
  flags: string;
  text: string;
  replacement: string;
}

export interface RegexGroup {
  /** 1-based group number. */
  number: number;
  name: string | null;
  /** undefined when the group did not take part in the match. */
  value: string | undefined;
  start: number | null;
  end: number | null;
}

export interface RegexMatch {
  index: number;
  end: number;
  text: string;
  groups: RegexGroup[];
}

export interface RegexResult {
  matches: RegexMatch[];
  /** True when matching stopped at MAX_MATCHES. */
  truncated: boolean;
  /** The test string after replacement. */
  replaced: string;
}

export const REGEX_TIMEOUT_MS = 2_000;
export const MAX_MATCHES = 10_000;

/** Every flag, in the order RegExp.prototype.flags lists them. */
export const REGEX_FLAGS: readonly { flag: string; name: string; description: string }[] = [
  { flag: 'd', name: 'indices', description: 'record where each group starts and ends' },
  { flag: 'g', name: 'global', description: 'find every match, not just the first' },
  { flag: 'i', name: 'ignore case', description: 'letters match either case' },
  { flag: 'm', name: 'multiline', description: '^ and $ match at line breaks too' },
  { flag: 's', name: 'dotAll', description: '. also matches line breaks' },
  { flag: 'u', name: 'unicode', description: 'whole code points, \\p{…} classes, stricter syntax' },
  { flag: 'v', name: 'unicodeSets', description: 'unicode plus set operations in classes ([\\w--\\d])' },
  { flag: 'y', name: 'sticky', description: 'match only at lastIndex (the start), no searching ahead' },
];

const FLAG_ORDER = REGEX_FLAGS.map((f) => f.flag).join('');

/** Sorts and de-duplicates flag letters; unknown letters are kept (the browser will reject them). */
export function normalizeFlags(flags: string): string {
  const chars = [...new Set(flags.split(''))];
  return chars.sort((a, b) => (FLAG_ORDER.indexOf(a) + 1 || 99) - (FLAG_ORDER.indexOf(b) + 1 || 99)).join('');
}

/** Turns a flag on or off; u and v exclude each other, so turning one on turns the other off. */
export function toggleFlag(flags: string, flag: string, on: boolean): string {
  let next = flags.replace(new RegExp(`[${flag}]`, 'g'), '');
  if (on) {
    if (flag === 'u') next = next.replace(/v/g, '');
    if (flag === 'v') next = next.replace(/u/g, '');
    next += flag;
  }
  return normalizeFlags(next);
}

/** Compiles the pattern; a syntax error is the browser's own message. */
export function compileRegex(pattern: string, flags: string): Result<RegExp> {
  try {
    return ok(new RegExp(pattern, flags));
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e));
  }
}

/** A hint when the pattern was pasted with its JavaScript slashes (/abc/gi). */
export function slashHint(pattern: string): string | null {
  const m = /^\/([\s\S]+)\/([a-z]*)$/.exec(pattern);
  if (!m) return null;
  return `The pattern starts and ends with "/": type it without the slashes${m[2] ? ` and tick the flags (${m[2]})` : ''}. As written, the slashes are matched literally.`;
}

/** Names of the capturing groups by number, read from the pattern source (\k and (?<name>). */
export function captureGroupNames(pattern: string): Map<number, string> {
  const names = new Map<number, string>();
  let n = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') {
      inClass = true;
      continue;
    }
    if (c !== '(') continue;
    if (pattern[i + 1] !== '?') {
      n++;
      continue;
    }
    const named = /^\(\?<([^>=!][^>]*)>/.exec(pattern.slice(i));
    if (named) {
      n++;
      names.set(n, named[1]);
    }
  }
  return names;
}

function toMatch(m: RegExpExecArray, names: Map<number, string>): RegexMatch {
  const groups: RegexGroup[] = [];
  for (let i = 1; i < m.length; i++) {
    const span = m.indices?.[i];
    groups.push({ number: i, name: names.get(i) ?? null, value: m[i], start: span ? span[0] : null, end: span ? span[1] : null });
  }
  return { index: m.index, end: m.index + m[0].length, text: m[0], groups };
}

/** Matches and replaces. Never throws; an invalid pattern gives the browser's SyntaxError message. */
export function runRegex({ pattern, flags, text, replacement }: RegexRequest): Result<RegexResult> {
  const compiled = compileRegex(pattern, flags);
  if (!compiled.ok) return compiled;
  // The d flag only records group positions; matching is otherwise identical.
  const withIndices = compileRegex(pattern, flags.includes('d') ? flags : flags + 'd');
  const re = withIndices.ok ? withIndices.value : compiled.value;
  const names = captureGroupNames(pattern);
  const matches: RegexMatch[] = [];
  let truncated = false;
  if (re.global) {
    for (const m of text.matchAll(re)) {
      if (matches.length === MAX_MATCHES) {
        truncated = true;
        break;
      }
      matches.push(toMatch(m, names));
    }
  } else {
    re.lastIndex = 0;
    const m = re.exec(text);
    if (m) matches.push(toMatch(m, names));
  }
  compiled.value.lastIndex = 0;
  let replaced: string;
  try {
    replaced = text.replace(compiled.value, replacement);
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e));
  }
  return ok({ matches, truncated, replaced });
}

/** Splits the text into plain and matched segments for highlighting (matches never overlap). */
export function highlightSegments(
  text: string,
  matches: readonly { index: number; end: number }[],
  limit = 200_000,
): { text: string; match: number | null }[] {
  const out: { text: string; match: number | null }[] = [];
  const shown = text.length > limit ? text.slice(0, limit) : text;
  let pos = 0;
  for (let i = 0; i < matches.length; i++) {
    const { index, end } = matches[i];
    if (index >= shown.length) break;
    if (index > pos) out.push({ text: shown.slice(pos, index), match: null });
    // An empty match is shown as a thin marker.
    out.push({ text: shown.slice(index, Math.min(end, shown.length)), match: i });
    pos = Math.max(pos, Math.min(end, shown.length));
  }
  if (pos < shown.length) out.push({ text: shown.slice(pos), match: null });
  return out;
}

export const samplePattern = String.raw`(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})`;
export const sampleFlags = 'g';
export const sampleText = `Release 2.4 shipped on 2024-03-18, the hotfix on 2024-03-21.
The next review is planned for 2024-04-02 (or 2024-4-2 if written carelessly).`;
export const sampleReplacement = '$<day>/$<month>/$<year>';
