import { parseJson } from '@/lib/json';
import { fail, ok, type Result } from '@/lib/result';
import { stringifyDeep } from '@/lib/stringify-deep';

/** Which placeholder syntax to fill: both ({{name}} and ${name}), or only one. */
export type TemplateSyntax = 'auto' | 'mustache' | 'dollar';

/** A filled template and what did not line up between it and the values. */
export interface FilledTemplate {
  text: string;
  /** Placeholder names with no value, in order of first use; they are left in the text as written. */
  missing: string[];
  /** Value paths no placeholder used (a key, or a nested path such as user.age when only user.name was used). */
  unused: string[];
}

// Group 1: a backslash escaping the placeholder; 2/4: a third brace of {{{name}}}; 3: mustache name; 5: dollar name.
const MUSTACHE = String.raw`\{\{(\{?)\s*([^{}]*?)\s*(\}?)\}\}`;
const DOLLAR = String.raw`\$\{\s*([^{}]*?)\s*\}`;
const PATTERNS: Record<TemplateSyntax, RegExp> = {
  auto: new RegExp(String.raw`(\\?)(?:${MUSTACHE}|${DOLLAR})`, 'g'),
  mustache: new RegExp(String.raw`(\\?)(?:${MUSTACHE})`, 'g'),
  dollar: new RegExp(String.raw`(\\?)(?:()()()${DOLLAR})`, 'g'),
};

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const isContainer = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** "items[0].name" → ["items", "0", "name"]. */
function splitPath(name: string): string[] {
  return name
    .replace(/\[\s*(\d+)\s*\]/g, '.$1')
    .split('.')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function render(value: unknown): string {
  if (typeof value === 'string') return value;
  // null renders as nothing, the way Mustache does.
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return stringifyDeep(value, 0);
  return String(value);
}

/**
 * Fills {{name}}, {{ user.name }}, {{items[0]}} and ${name} placeholders from a JSON object. A name is first looked
 * up as a whole key, then as a dotted path. Missing values stay in place and are listed, as are values nothing used.
 * A backslash before a placeholder keeps it literally. Blank values text counts as {}; errors refer to the values.
 */
export function fillTemplate(template: string, valuesJson: string, opts: { syntax?: TemplateSyntax } = {}): Result<FilledTemplate> {
  if (typeof template !== 'string') return fail('Enter a template');
  if (typeof valuesJson !== 'string') return fail('Enter the values as a JSON object');
  const syntax = opts.syntax ?? 'auto';
  const pattern = PATTERNS[syntax];
  if (!pattern) return fail(`Unknown placeholder syntax "${String(syntax)}"; use auto, mustache or dollar`);

  let values: Record<string, unknown> = {};
  if (valuesJson.trim() !== '') {
    const parsed = parseJson(valuesJson);
    if (!parsed.ok) return parsed;
    const v = parsed.value;
    if (!isContainer(v) || Array.isArray(v)) {
      const what = Array.isArray(v) ? 'an array' : v === null ? 'null' : `a ${typeof v}`;
      return fail(`The values must be a JSON object such as {"name": "Ada"}, not ${what}`);
    }
    values = v;
  }

  const missing: string[] = [];
  const missingSeen = new Set<string>();
  // Paths used in full, and every proper prefix of a used path: together they say which values were touched.
  const used = new Set<string>();
  const prefixes = new Set<string>();

  const lookup = (name: string): { found: boolean; value?: unknown } => {
    if (hasOwn(values, name)) {
      used.add(name);
      return { found: true, value: values[name] };
    }
    const segments = splitPath(name);
    if (segments.length === 0) return { found: false };
    for (let k = 1; k < segments.length; k++) prefixes.add(segments.slice(0, k).join('.'));
    used.add(segments.join('.'));
    let cur: unknown = values;
    for (const seg of segments) {
      if (!isContainer(cur) || !hasOwn(cur, seg)) return { found: false };
      cur = cur[seg];
    }
    return { found: true, value: cur };
  };

  pattern.lastIndex = 0;
  const text = template.replace(pattern, (match: string, escape: string, open: string, mName: string, close: string, dName: string | undefined) => {
    if (escape) return match.slice(1);
    const name = (mName || dName || '').trim();
    if (name === '') return match;
    const r = lookup(name);
    if (!r.found) {
      if (!missingSeen.has(name)) {
        missingSeen.add(name);
        missing.push(name);
      }
      return match;
    }
    // A lone third brace ({{{name}} or {{name}}}) is literal text around a normal placeholder.
    const before = open && !close ? '{' : '';
    const after = close && !open ? '}' : '';
    return before + render(r.value) + after;
  });

  return ok({ text, missing, unused: unusedPaths(values, used, prefixes) });
}

/** Depth-first over the values, iteratively (values can nest 10,000 deep), listing the highest untouched paths. */
function unusedPaths(values: Record<string, unknown>, used: Set<string>, prefixes: Set<string>): string[] {
  const out: string[] = [];
  const stack: { path: string; value: unknown }[] = [];
  const pushChildren = (base: string, container: Record<string, unknown>) => {
    const keys = Object.keys(container);
    for (let k = keys.length - 1; k >= 0; k--) stack.push({ path: base === '' ? keys[k] : `${base}.${keys[k]}`, value: container[keys[k]] });
  };
  pushChildren('', values);
  while (stack.length > 0) {
    const { path, value } = stack.pop() as { path: string; value: unknown };
    if (used.has(path)) continue;
    if (prefixes.has(path) && isContainer(value)) pushChildren(path, value);
    else out.push(path);
  }
  return out;
}
