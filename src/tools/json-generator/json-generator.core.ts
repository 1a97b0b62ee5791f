import { parseJson } from '@/lib/json';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';
import { createRandom, intBetween, pick } from '@/lib/random';
import { asciiFold, CITIES, companyName, COUNTRIES, EMAIL_DOMAINS, personName, streetAddress, type PersonName } from '@/lib/random-data';
import { LOREM_WORDS } from '@/lib/random-words';

/** Most items one `{{repeat}}` may make, and most values one template may generate in all. */
export const MAX_REPEAT = 10_000;
export const MAX_VALUES = 200_000;

// Fixed, so the same seed gives the same data next year too.
const DEFAULT_FROM = Date.UTC(2000, 0, 1);
const DEFAULT_TO = Date.UTC(2030, 11, 31, 23, 59, 59);

type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

/** A name picked once per object, so name, email and username in one object describe the same person. */
interface Person extends PersonName {
  /** The digits of the username. */
  number: number;
}

interface Ctx {
  rnd: () => number;
  /** Current index of each enclosing repeat, innermost last. */
  indexes: number[];
  person: (() => Person) | null;
  produced: number;
}

type Gen = (ctx: Ctx) => string | number | boolean;

type Node =
  | { kind: 'literal'; value: Value }
  | { kind: 'placeholder'; gen: Gen }
  | { kind: 'interpolated'; parts: (string | Gen)[] }
  | { kind: 'object'; entries: [string, Node][] }
  | { kind: 'array'; items: Node[] }
  | { kind: 'repeat'; min: number; max: number; item: Node };

class TemplateError extends Error {
  /** JSON path of the template value at fault, added as the error passes up through `compile`. */
  path?: string;
  constructor(
    message: string,
    /** The placeholder text as written, to find its line and column. */
    public token: string | null,
    /** A placeholder name the user probably meant. */
    readonly hint?: string,
  ) {
    super(message);
  }
}

const newPerson = (rnd: () => number): Person => ({ ...personName(rnd), number: intBetween(rnd, 1, 99) });

function person(ctx: Ctx): Person {
  return ctx.person ? ctx.person() : newPerson(ctx.rnd);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function uuidFrom(rnd: () => number): string {
  let hex = '';
  for (let i = 0; i < 32; i++) hex += Math.floor(rnd() * 16).toString(16);
  // Version 4 and the RFC 9562 variant, as a real random UUID has.
  hex = `${hex.slice(0, 12)}4${hex.slice(13, 16)}${'89ab'[Math.floor(rnd() * 4)]}${hex.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Reads a YYYY-MM-DD (optionally with THH:mm[:ss] and Z) argument as UTC milliseconds. */
function dateArg(text: string, what: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?Z?)?$/.exec(text);
  if (!m) throw new TemplateError(`the ${what} date "${text}" is not written as YYYY-MM-DD`, null);
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
  const ms = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  const check = new Date(ms);
  if (check.getUTCMonth() !== +mo - 1 || check.getUTCDate() !== +d || +h > 23 || +mi > 59 || +s > 59) {
    throw new TemplateError(`the ${what} date "${text}" does not exist`, null);
  }
  return ms;
}

function numberArg(text: string | undefined, what: string, fallback: number, integer: boolean): number {
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isFinite(n) || (integer && !Number.isInteger(n))) {
    throw new TemplateError(`the ${what} "${text}" is not ${integer ? 'a whole number' : 'a number'}`, null);
  }
  return n;
}

function arity(name: string, args: string[], max: number) {
  if (args.length > max) {
    throw new TemplateError(max === 0 ? `{{${name}}} takes no arguments` : `{{${name}}} takes at most ${max} argument${max === 1 ? '' : 's'}`, null);
  }
}

const unquote = (s: string) => (/^(["']).*\1$/.test(s) ? s.slice(1, -1) : s);

/** Builds the generator of one placeholder; throws TemplateError for unknown names and bad arguments. */
function placeholderGen(name: string, args: string[], repeatDepth: number): Gen {
  switch (name) {
    case 'name':
    case 'fullName':
      arity(name, args, 0);
      return (c) => {
        const p = person(c);
        return `${p.first} ${p.last}`;
      };
    case 'firstName':
      arity(name, args, 0);
      return (c) => person(c).first;
    case 'lastName':
      arity(name, args, 0);
      return (c) => person(c).last;
    case 'email':
      arity(name, args, 0);
      return (c) => {
        const p = person(c);
        return `${asciiFold(p.first)}.${asciiFold(p.last).replace(/[^a-z]/g, '')}@${pick(c.rnd, EMAIL_DOMAINS)}`;
      };
    case 'username':
      arity(name, args, 0);
      return (c) => {
        const p = person(c);
        return `${asciiFold(p.first)}_${asciiFold(p.last).replace(/[^a-z]/g, '')}${p.number}`;
      };
    case 'uuid':
      arity(name, args, 0);
      return (c) => uuidFrom(c.rnd);
    case 'bool':
    case 'boolean':
      arity(name, args, 0);
      return (c) => c.rnd() < 0.5;
    case 'int': {
      arity(name, args, 2);
      const min = numberArg(args[0], 'minimum', 0, true);
      const max = numberArg(args[1], 'maximum', args.length === 1 ? min + 100 : 100, true);
      if (min > max) throw new TemplateError(`the minimum ${min} is greater than the maximum ${max}`, null);
      return (c) => intBetween(c.rnd, min, max);
    }
    case 'float': {
      arity(name, args, 3);
      const min = numberArg(args[0], 'minimum', 0, false);
      const max = numberArg(args[1], 'maximum', args.length === 1 ? min + 1 : 1, false);
      const decimals = numberArg(args[2], 'number of decimals', 2, true);
      if (min > max) throw new TemplateError(`the minimum ${min} is greater than the maximum ${max}`, null);
      if (decimals < 0 || decimals > 15) throw new TemplateError('the number of decimals must be from 0 to 15', null);
      return (c) => Number((min + c.rnd() * (max - min)).toFixed(decimals));
    }
    case 'date':
    case 'datetime': {
      arity(name, args, 2);
      const from = args[0] ? dateArg(args[0], 'start') : DEFAULT_FROM;
      const to = args[1] ? dateArg(args[1], 'end') : args[0] ? Math.max(from, DEFAULT_TO) : DEFAULT_TO;
      if (from > to) throw new TemplateError(`the start date ${args[0]} is after the end date ${args[1]}`, null);
      return (c) => {
        const iso = new Date(from + Math.floor(c.rnd() * (to - from + 1))).toISOString();
        return name === 'date' ? iso.slice(0, 10) : `${iso.slice(0, 19)}Z`;
      };
    }
    case 'lorem': {
      arity(name, args, 1);
      const n = numberArg(args[0], 'word count', 5, true);
      if (n < 1 || n > 1000) throw new TemplateError('the word count must be from 1 to 1000', null);
      return (c) => {
        const words = Array.from({ length: n }, () => pick(c.rnd, LOREM_WORDS) as string);
        return words.join(' ');
      };
    }
    case 'pick': {
      if (args.length === 0 || (args.length === 1 && args[0] === ''))
        throw new TemplateError('{{pick}} needs at least one value, e.g. {{pick(red,green,blue)}}', null);
      const values = args.map(unquote);
      return (c) => pick(c.rnd, values);
    }
    case 'phone':
      arity(name, args, 0);
      return (c) => `+1 ${intBetween(c.rnd, 201, 989)}-555-01${pad(intBetween(c.rnd, 0, 99))}`;
    case 'company':
      arity(name, args, 0);
      return (c) => companyName(c.rnd);
    case 'city':
      arity(name, args, 0);
      return (c) => pick(c.rnd, CITIES);
    case 'country':
      arity(name, args, 0);
      return (c) => pick(c.rnd, COUNTRIES);
    case 'street':
    case 'address':
      arity(name, args, 0);
      return (c) => streetAddress(c.rnd);
    case 'url':
      arity(name, args, 0);
      return (c) => `https://www.example.com/${pick(c.rnd, LOREM_WORDS)}/${pick(c.rnd, LOREM_WORDS)}`;
    case 'color':
    case 'colour':
      arity(name, args, 0);
      return (c) =>
        `#${Math.floor(c.rnd() * 0x1000000)
          .toString(16)
          .padStart(6, '0')}`;
    case 'index': {
      arity(name, args, 1);
      if (repeatDepth === 0) throw new TemplateError('{{index}} is only meaningful inside the item of a {{repeat}} array', null);
      const start = numberArg(args[0], 'start', 0, true);
      return (c) => c.indexes[c.indexes.length - 1] + start;
    }
    case 'repeat':
      throw new TemplateError(
        '{{repeat}} must be the first element of an array, followed by exactly one item template: ["{{repeat(3)}}", {...}]',
        null,
      );
    default: {
      throw new TemplateError(`Unknown placeholder {{${name}}}`, null, suggest(name) ?? undefined);
    }
  }
}

// prettier-ignore
const KNOWN = ['name', 'firstName', 'lastName', 'email', 'username', 'uuid', 'bool', 'int', 'float', 'date', 'datetime', 'lorem', 'pick', 'phone', 'company', 'city', 'country', 'street', 'url', 'color', 'index', 'repeat'];

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

function suggest(name: string): string | null {
  let best: string | null = null;
  let bestD = 3;
  for (const k of KNOWN) {
    const d = distance(name.toLowerCase(), k.toLowerCase());
    if (d < bestD) {
      best = k;
      bestD = d;
    }
  }
  return best;
}

const TOKEN = /\{\{\s*([A-Za-z]+)\s*(?:\(([^()]*)\))?\s*\}\}/y;

interface Token {
  raw: string;
  name: string;
  args: string[];
}

/** Splits a template string into literal text and placeholder tokens. */
function tokenize(s: string): (string | Token)[] {
  const parts: (string | Token)[] = [];
  let i = 0;
  let text = '';
  while (i < s.length) {
    const open = s.indexOf('{{', i);
    if (open === -1) {
      text += s.slice(i);
      break;
    }
    text += s.slice(i, open);
    TOKEN.lastIndex = open;
    const m = TOKEN.exec(s);
    if (!m) {
      const close = s.indexOf('}}', open);
      const raw = close === -1 ? s.slice(open) : s.slice(open, close + 2);
      throw new TemplateError(
        close === -1 ? `The placeholder ${raw} has no closing }}` : `${raw} is not a placeholder: write {{name}} or {{name(arguments)}}`,
        raw,
      );
    }
    if (text) parts.push(text);
    text = '';
    const args = m[2] === undefined ? [] : m[2].split(',').map((a) => a.trim());
    parts.push({ raw: m[0], name: m[1], args });
    i = open + m[0].length;
  }
  if (text) parts.push(text);
  return parts;
}

const pathKey = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`);

function gen(token: Token, depth: number): Gen {
  try {
    return placeholderGen(token.name, token.args, depth);
  } catch (e) {
    if (e instanceof TemplateError) {
      const msg = e.message.startsWith('Unknown') || e.message.startsWith('{{') ? e.message : `${token.raw}: ${e.message}`;
      throw new TemplateError(msg, token.raw, e.hint);
    }
    throw e;
  }
}

/** Turns the parsed template into a tree of generators, checking every placeholder once. */
function compile(value: unknown, path: string, depth: number): Node {
  try {
    return compileInner(value, path, depth);
  } catch (e) {
    if (e instanceof TemplateError && e.path === undefined) e.path = path;
    throw e;
  }
}

function compileInner(value: unknown, path: string, depth: number): Node {
  if (typeof value === 'string') {
    const parts = tokenize(value);
    if (parts.length === 1 && typeof parts[0] !== 'string') return { kind: 'placeholder', gen: gen(parts[0], depth) };
    if (parts.every((p) => typeof p === 'string')) return { kind: 'literal', value };
    return { kind: 'interpolated', parts: parts.map((p) => (typeof p === 'string' ? p : gen(p, depth))) };
  }
  if (Array.isArray(value)) {
    const first = value[0];
    if (typeof first === 'string') {
      const parts = tokenize(first);
      const head = parts.length === 1 && typeof parts[0] !== 'string' ? parts[0] : null;
      if (head && head.name === 'repeat') {
        if (value.length !== 2) {
          throw new TemplateError(`${head.raw} must be followed by exactly one item template (found ${value.length - 1})`, head.raw);
        }
        if (head.args.length < 1 || head.args.length > 2 || head.args[0] === '') {
          throw new TemplateError(`${head.raw}: write {{repeat(n)}} or {{repeat(min,max)}}`, head.raw);
        }
        let min: number;
        let max: number;
        try {
          min = numberArg(head.args[0], 'count', 0, true);
          max = numberArg(head.args[1], 'maximum count', min, true);
        } catch (e) {
          throw new TemplateError(`${head.raw}: ${(e as Error).message}`, head.raw);
        }
        if (min < 0 || max < min || max > MAX_REPEAT) {
          throw new TemplateError(`${head.raw}: the count must be from 0 to ${MAX_REPEAT.toLocaleString('en-US')}, minimum first`, head.raw);
        }
        return { kind: 'repeat', min, max, item: compile(value[1], `${path}[*]`, depth + 1) };
      }
    }
    return { kind: 'array', items: value.map((v, i) => compile(v, `${path}[${i}]`, depth)) };
  }
  if (value !== null && typeof value === 'object') {
    return { kind: 'object', entries: Object.entries(value).map(([k, v]) => [k, compile(v, `${path}${pathKey(k)}`, depth)]) };
  }
  return { kind: 'literal', value: value as Value };
}

function count(ctx: Ctx) {
  if (++ctx.produced > MAX_VALUES) {
    throw new TemplateError(`The template would generate more than ${MAX_VALUES.toLocaleString('en-US')} values; lower a repeat count`, null);
  }
}

function run(node: Node, ctx: Ctx): Value {
  count(ctx);
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'placeholder':
      return node.gen(ctx);
    case 'interpolated':
      return node.parts.map((p) => (typeof p === 'string' ? p : String(p(ctx)))).join('');
    case 'object': {
      const saved = ctx.person;
      let p: Person | null = null;
      ctx.person = () => (p ??= newPerson(ctx.rnd));
      const out: { [key: string]: Value } = {};
      for (const [k, child] of node.entries) out[k] = run(child, ctx);
      ctx.person = saved;
      return out;
    }
    case 'array':
      return node.items.map((child) => run(child, ctx));
    case 'repeat': {
      const n = node.min === node.max ? node.min : intBetween(ctx.rnd, node.min, node.max);
      const out: Value[] = [];
      ctx.indexes.push(0);
      for (let i = 0; i < n; i++) {
        ctx.indexes[ctx.indexes.length - 1] = i;
        out.push(run(node.item, ctx));
      }
      ctx.indexes.pop();
      return out;
    }
  }
}

/**
 * Fills a JSON template with fake data. Strings that are exactly one placeholder become a value of its
 * type (`"{{int(1,9)}}"` → 7); placeholders inside longer strings are written into the text. The same
 * template and seed always give the same output. Errors name the placeholder, its JSON path and, where
 * it can be found in the text, its line and column.
 */
export function generateJson(template: string, seed: number): Result<string> {
  if (!Number.isSafeInteger(seed)) return fail('The seed must be a whole number, such as 1 or 42');
  const parsed = parseJson(template);
  if (!parsed.ok) return parsed.error.line == null ? fail(`The template is not valid JSON: ${parsed.error.message}`) : parsed;
  try {
    const tree = compile(parsed.value, '$', 0);
    const ctx: Ctx = { rnd: createRandom(seed), indexes: [], person: null, produced: 0 };
    return ok(JSON.stringify(run(tree, ctx), null, 2));
  } catch (e) {
    if (!(e instanceof TemplateError)) return fail(`Could not generate the data: ${e instanceof Error ? e.message : String(e)}`);
    const message = `${e.message}${e.path ? ` at ${e.path}` : ''}${e.hint ? `. Did you mean {{${e.hint}}}?` : ''}`;
    const at = e.token ? template.indexOf(e.token) : -1;
    return at === -1 ? fail(message) : fail(message, lineColumnAt(template, at));
  }
}
