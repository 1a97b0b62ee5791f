import { fail, ok, type Result } from '@/lib/result';

/** One step of the line tool, applied in the order given. */
export const LINE_STEPS = [
  'trim',
  'remove-empty',
  'filter',
  'filter-out',
  'dedupe',
  'sort',
  'sort-natural',
  'sort-numeric',
  'sort-locale',
  'reverse',
  'shuffle',
  'number',
] as const;
export type LineStep = (typeof LINE_STEPS)[number];

export const STEP_LABEL: Record<LineStep, string> = {
  trim: 'Trim spaces',
  'remove-empty': 'Remove empty lines',
  filter: 'Keep matching lines',
  'filter-out': 'Remove matching lines',
  dedupe: 'Remove duplicates',
  sort: 'Sort (A-Z, by code point)',
  'sort-natural': 'Sort naturally (file2 before file10)',
  'sort-numeric': 'Sort by leading number',
  'sort-locale': 'Sort by language rules',
  reverse: 'Reverse order',
  shuffle: 'Shuffle',
  number: 'Number lines',
};

export interface LineOptions {
  /** Step names separated by commas (or spaces), applied in order. */
  steps: string;
  /** What `filter` and `filter-out` look for. */
  pattern: string;
  /** `pattern` is a regular expression (JavaScript syntax) rather than plain text. */
  regex: boolean;
  /** Sorting, duplicates, filters and comparison ignore letter case. */
  ignoreCase: boolean;
  /** Seed of the shuffle: the same seed gives the same order. */
  seed: number;
  /** BCP 47 language tag for `sort-locale`. */
  locale: string;
}

export const defaultLineOptions: LineOptions = { steps: 'sort', pattern: '', regex: false, ignoreCase: false, seed: 1, locale: 'en' };

/** The lines of a text, and the line break to write them back with (a final line break is not an empty line). */
export function splitLines(text: string): { lines: string[]; eol: string; finalBreak: boolean } {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  if (text === '') return { lines: [], eol, finalBreak: false };
  const lines = text.split(/\r?\n/);
  const finalBreak = lines[lines.length - 1] === '';
  if (finalBreak) lines.pop();
  return { lines, eol, finalBreak };
}

const joinLines = (lines: string[], eol: string, finalBreak: boolean) => (lines.length === 0 ? '' : lines.join(eol) + (finalBreak ? eol : ''));

/** Code point order (UTF-8 byte order, as `LC_ALL=C sort`), which differs from UTF-16 order above U+FFFF. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate (U+D800-DFFF, i.e. a code point above U+FFFF) sorts after U+E000-FFFF in code point order.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys) return xs ? (y >= 0xe000 ? 1 : x - y) : x >= 0xe000 ? -1 : x - y;
    return x - y;
  }
  return a.length - b.length;
}

/** ASCII letters folded to upper case, as `sort -f` folds them. */
const fold = (s: string) => s.replace(/[a-z]+/g, (m) => m.toUpperCase());

/** The leading number `sort -n` reads: blanks, an optional minus, digits with an optional fraction; else 0. */
function leadingNumber(line: string): number {
  const m = /^[ \t]*(-?)(\d*)(?:\.(\d*))?/.exec(line)!;
  if (m[2] === '' && (m[3] === undefined || m[3] === '')) return 0;
  return Number(`${m[1]}${m[2] || '0'}.${m[3] ?? ''}0`);
}

/** Digit runs compared by value (file2 before file10), the rest by code point. */
export function compareNatural(a: string, b: string): number {
  const re = /(\d+)|(\D+)/g;
  const pa = a.match(re) ?? [];
  const pb = b.match(re) ?? [];
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const x = pa[i];
    const y = pb[i];
    const xd = x.charCodeAt(0) >= 48 && x.charCodeAt(0) <= 57;
    const yd = y.charCodeAt(0) >= 48 && y.charCodeAt(0) <= 57;
    if (xd && yd) {
      const xt = x.replace(/^0+/, '');
      const yt = y.replace(/^0+/, '');
      if (xt.length !== yt.length) return xt.length - yt.length;
      if (xt !== yt) return xt < yt ? -1 : 1;
      if (x.length !== y.length) return x.length - y.length;
      continue;
    }
    if (xd !== yd) return xd ? -1 : 1;
    const c = compareCodePoints(x, y);
    if (c !== 0) return c;
  }
  return pa.length - pb.length;
}

/** mulberry32: a fixed sequence of floats in [0, 1) for a seed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The step names of a `steps` option, each checked. */
export function parseSteps(steps: string): Result<LineStep[]> {
  const names = steps
    .split(/[\s,]+/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const name of names) {
    if (!(LINE_STEPS as readonly string[]).includes(name)) return fail(`Unknown step '${name}': the steps are ${LINE_STEPS.join(', ')}`);
  }
  return ok(names as LineStep[]);
}

/** A test for `filter` steps from the pattern, or an error for a bad regular expression. */
function matcher(o: LineOptions): Result<(line: string) => boolean> {
  if (o.regex) {
    try {
      const re = new RegExp(o.pattern, o.ignoreCase ? 'iu' : 'u');
      return ok((line) => re.test(line));
    } catch (e) {
      return fail(`The filter is not a valid regular expression: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  if (!o.ignoreCase) return ok((line) => line.includes(o.pattern));
  const p = o.pattern.toLowerCase();
  return ok((line) => line.toLowerCase().includes(p));
}

/** Applies the steps to the lines of a text, in order. */
export function transformLines(text: string, options: Partial<LineOptions> = {}): Result<string> {
  const o = { ...defaultLineOptions, ...options };
  const steps = parseSteps(o.steps);
  if (!steps.ok) return steps;
  const { eol, finalBreak } = splitLines(text);
  let { lines } = splitLines(text);
  const key = o.ignoreCase ? fold : (s: string) => s;
  // Equal keys fall back to comparing the whole lines, as GNU sort's last-resort comparison does.
  const byKey = (cmp: (a: string, b: string) => number) => (a: string, b: string) => cmp(key(a), key(b)) || compareCodePoints(a, b);
  for (const step of steps.value) {
    switch (step) {
      case 'trim':
        lines = lines.map((l) => l.trim());
        break;
      case 'remove-empty':
        lines = lines.filter((l) => l.trim() !== '');
        break;
      case 'filter':
      case 'filter-out': {
        const m = matcher(o);
        if (!m.ok) return m;
        const keep = step === 'filter';
        lines = lines.filter((l) => m.value(l) === keep);
        break;
      }
      case 'dedupe': {
        const seen = new Set<string>();
        lines = lines.filter((l) => {
          const k = o.ignoreCase ? l.toLowerCase() : l;
          if (seen.has(k)) return false;
          seen.add(k);
          return true;
        });
        break;
      }
      case 'sort':
        lines = lines.slice().sort(byKey(compareCodePoints));
        break;
      case 'sort-natural':
        lines = lines.slice().sort(byKey(compareNatural));
        break;
      case 'sort-numeric': {
        const values = new Map(lines.map((l) => [l, leadingNumber(l)]));
        lines = lines.slice().sort((a, b) => values.get(a)! - values.get(b)! || compareCodePoints(a, b));
        break;
      }
      case 'sort-locale': {
        let collator: Intl.Collator;
        try {
          collator = new Intl.Collator(o.locale || 'en', { sensitivity: o.ignoreCase ? 'accent' : 'variant' });
        } catch {
          return fail(`'${o.locale}' is not a language tag such as en, de or sv-SE`);
        }
        lines = lines.slice().sort((a, b) => collator.compare(a, b) || compareCodePoints(a, b));
        break;
      }
      case 'reverse':
        lines = lines.slice().reverse();
        break;
      case 'shuffle': {
        const r = seeded(o.seed);
        lines = lines.slice();
        for (let i = lines.length - 1; i > 0; i--) {
          const j = Math.floor(r() * (i + 1));
          [lines[i], lines[j]] = [lines[j], lines[i]];
        }
        break;
      }
      case 'number': {
        lines = lines.map((l, i) => `${i + 1}. ${l}`);
        break;
      }
    }
  }
  return ok(joinLines(lines, eol, finalBreak));
}

/** Which part of a comparison to give. */
export type CompareShow = 'all' | 'only-a' | 'only-b' | 'both';

/**
 * Compares two lists of lines as sets: lines only in A (in A's order), only in B (in B's order), and in both (in A's
 * order), each once. On sorted lists without duplicates that is what `comm -23`, `comm -13` and `comm -12` give.
 */
export function compareLines(a: string, b: string, o: { show?: CompareShow; ignoreCase?: boolean } = {}): Result<string> {
  const k = (s: string) => (o.ignoreCase ? s.toLowerCase() : s);
  const linesA = splitLines(a).lines;
  const linesB = splitLines(b).lines;
  const setA = new Set(linesA.map(k));
  const setB = new Set(linesB.map(k));
  const once = (lines: string[], keep: (key: string) => boolean) => {
    const seen = new Set<string>();
    return lines.filter((l) => {
      const key = k(l);
      if (seen.has(key) || !keep(key)) return false;
      seen.add(key);
      return true;
    });
  };
  const onlyA = once(linesA, (x) => !setB.has(x));
  const onlyB = once(linesB, (x) => !setA.has(x));
  const both = once(linesA, (x) => setB.has(x));
  const list = (lines: string[]) => (lines.length ? lines.join('\n') + '\n' : '');
  switch (o.show ?? 'all') {
    case 'only-a':
      return ok(list(onlyA));
    case 'only-b':
      return ok(list(onlyB));
    case 'both':
      return ok(list(both));
    default:
      return ok(
        [`Only in A (${onlyA.length}):`, ...onlyA, '', `Only in B (${onlyB.length}):`, ...onlyB, '', `In both (${both.length}):`, ...both].join(
          '\n',
        ) + '\n',
      );
  }
}

/** The page's state: a mode, the line options, and the second list of a comparison. */
export interface LinesPageOptions extends LineOptions {
  mode: string;
  other: string;
  show: string;
}

/** The page's run (main thread and worker). */
export function runLines(input: string, o: LinesPageOptions): Result<string> {
  if (o.mode === 'compare') return compareLines(input, o.other, { show: o.show as CompareShow, ignoreCase: o.ignoreCase });
  return transformLines(input, o);
}
