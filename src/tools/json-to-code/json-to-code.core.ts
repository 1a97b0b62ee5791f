import { createScanner } from 'jsonc-parser';
// quicktype-core's index also exports its Node file reader (fs, streams), which a browser bundle cannot have: import
// the two modules the inference needs (the worker's bundle is about 260 KB gzip).
import type { LanguageName } from 'quicktype-core';
import { InputData, jsonInputForTargetLanguage } from 'quicktype-core/dist/esm/input/Inputs.js';
import { quicktype } from 'quicktype-core/dist/esm/Run.js';
import { parseJson } from '@/lib/json';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';
import { LANGUAGES, type CodeLanguage, type CodeOptions } from './json-to-code.options';

// Token kinds of jsonc-parser's scanner (an ambient const enum there, which isolatedModules cannot read).
const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const LINE_COMMENT = 12;
const BLOCK_COMMENT = 13;
const LINE_BREAK = 14;
const TRIVIA = 15;
const EOF = 17;

/**
 * Where each top-level value of a text starts and ends, for several documents one after another (JSON Lines, or
 * objects pasted one under the other). Null when the text cannot be such a sequence (a comma between values).
 */
function splitDocuments(text: string): { start: number; end: number }[] | null {
  const scanner = createScanner(text, false);
  const docs: { start: number; end: number }[] = [];
  let depth = 0;
  let start = -1;
  for (let kind = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
    if (kind === LINE_BREAK || kind === TRIVIA || kind === LINE_COMMENT || kind === BLOCK_COMMENT) continue;
    const offset = scanner.getTokenOffset();
    const end = offset + scanner.getTokenLength();
    if (depth === 0) {
      if (kind === CLOSE_BRACE || kind === CLOSE_BRACKET || kind === 5 /* comma */ || kind === 6 /* colon */) return null;
      start = offset;
    }
    if (kind === OPEN_BRACE || kind === OPEN_BRACKET) depth++;
    else if (kind === CLOSE_BRACE || kind === CLOSE_BRACKET) depth--;
    if (depth === 0) docs.push({ start, end });
  }
  if (depth > 0) docs.push({ start, end: text.length });
  return docs;
}

const KINDS: Record<string, string> = { string: 'a string', number: 'a number', boolean: 'a boolean' };
const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'an array' : (KINDS[typeof v] ?? 'a value'));

/**
 * The samples in the input: one JSON document, or several one after another (JSON Lines). A top-level array's items
 * are samples of one type, so `[{…}, {…}]` gives the type of its items, with the keys some items lack optional.
 * Every sample must be an object: a type is made of properties.
 */
export function readSamples(input: string): Result<unknown[]> {
  const whole = parseJson(input);
  let documents: unknown[];
  if (whole.ok) documents = [whole.value];
  else {
    const parts = splitDocuments(input);
    if (!parts || parts.length < 2) return whole;
    documents = [];
    for (const part of parts) {
      const one = parseJson(input.slice(part.start, part.end));
      if (!one.ok) {
        // The error's place in the document, moved to its place in the whole input.
        const at = lineColumnAt(input, part.start);
        const { line = 1, column = 1 } = one.error;
        return fail(one.error.message, { line: at.line + line - 1, column: line === 1 ? at.column + column - 1 : column });
      }
      documents.push(one.value);
    }
  }
  const samples = documents.flatMap((d) => (Array.isArray(d) ? d : [d]));
  if (samples.length === 0) return fail('The array is empty: paste an object, or an array of objects, to infer a type from');
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i];
    if (s === null || typeof s !== 'object' || Array.isArray(s)) {
      const which = samples.length === 1 ? 'The input' : `Sample ${i + 1} of ${samples.length}`;
      return fail(`${which} is ${kindOf(s)}; a type is made from objects: paste an object, an array of objects or one object per line`);
    }
  }
  return ok(samples);
}

/** The structure of a sample: keys, the kinds of values (integer, number, string, date-like string …), nested. */
function shapeOf(v: unknown): string {
  if (v === null) return 'n';
  if (Array.isArray(v)) return `[${[...new Set(v.map(shapeOf))].sort().join(',')}]`;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${shapeOf(o[k])}`)
      .join(',')}}`;
  }
  if (typeof v === 'number') return Number.isInteger(v) ? 'i' : 'f';
  if (typeof v === 'string') return /^\d{4}-\d\d-\d\d/.test(v) ? 'd' : 's';
  return 'b';
}

/** Samples kept per distinct shape when there are many: enough for quicktype to see repeated strings as enums. */
const PER_SHAPE = 50;

/**
 * quicktype takes about 30 s over 170,000 samples. The types depend on the shapes the samples have (which keys each
 * has, of which kinds), so many samples are cut to the first few of each distinct shape: a key missing from some
 * samples is still optional, a value null in some still nullable.
 */
function fewerSamples(samples: unknown[]): unknown[] {
  if (samples.length <= 1000) return samples;
  const seen = new Map<string, number>();
  return samples.filter((s) => {
    const shape = shapeOf(s);
    const n = seen.get(shape) ?? 0;
    seen.set(shape, n + 1);
    return n < PER_SHAPE;
  });
}

type RendererOptions = Record<string, string>;

/** quicktype's renderer options for a page's options. */
function rendererOptions(lang: CodeLanguage, o: CodeOptions): RendererOptions {
  const justTypes = String(o.typesOnly ?? false);
  switch (lang) {
    case 'typescript':
      return { 'just-types': justTypes, 'prefer-types': String(o.declaration === 'type'), 'prefer-unions': 'true' };
    case 'go':
      // Types only still starts with the package clause, so the file compiles.
      return { 'just-types-and-package': justTypes, package: o.package || 'main' };
    case 'python':
      // quicktype's helpers call a model's constructor with positional arguments, which a pydantic model refuses; a
      // pydantic model reads JSON by itself (Root.model_validate), so it is always types only.
      return o.classes === 'pydantic'
        ? { 'just-types': 'true', 'python-version': '3.10', 'pydantic-base-model': 'true' }
        : { 'just-types': justTypes, 'python-version': '3.10' };
    case 'java':
      return { 'just-types': justTypes, package: o.package || 'com.example' };
    case 'csharp':
      return { 'just-types': justTypes, namespace: o.namespace || 'Models', framework: o.framework ?? 'SystemTextJson' };
    default:
      return {};
  }
}

const QUICKTYPE_LANG: Record<CodeLanguage, LanguageName> = {
  typescript: 'typescript',
  go: 'go',
  python: 'python',
  rust: 'rust',
  java: 'java',
  csharp: 'csharp',
  zod: 'typescript-zod',
};

/** A type name quicktype can start from: letters, digits and underscores, not starting with a digit. */
function typeName(name: string): string {
  const cleaned = name.replace(/[^\p{L}\p{N}_ ]+/gu, ' ').trim();
  return /^\p{L}|^_/u.test(cleaned) ? cleaned : `Root${cleaned ? ` ${cleaned}` : ''}`;
}

/**
 * Generates the types (and, unless `typesOnly`, the parse and serialise helpers) of one language for the JSON
 * samples in `input`, with quicktype.
 */
export async function jsonToCode(input: string, lang: CodeLanguage, options: Partial<CodeOptions> = {}): Promise<Result<string>> {
  const o: CodeOptions = { ...LANGUAGES[lang].defaults, ...options };
  const samples = readSamples(input);
  if (!samples.ok) return samples;
  const helpers = o.typesOnly === false;
  // Dates and enums become their own types only where the generated code reads them back from JSON: with the
  // helpers, or where the language's JSON library does so itself. Elsewhere a date type would not accept the
  // string the JSON holds (TypeScript's Date, a C# DateTimeOffset without its converter).
  const dates = helpers && (lang === 'typescript' || lang === 'java' || lang === 'csharp');
  const enums = helpers || lang === 'typescript' || lang === 'zod' || lang === 'go' || lang === 'rust';
  try {
    const jsonInput = jsonInputForTargetLanguage(QUICKTYPE_LANG[lang]);
    await jsonInput.addSource({ name: typeName(o.name), samples: fewerSamples(samples.value).map((s) => JSON.stringify(s)) });
    const inputData = new InputData();
    inputData.addInput(jsonInput);
    const result = await quicktype({
      inputData,
      lang: QUICKTYPE_LANG[lang],
      rendererOptions: rendererOptions(lang, o),
      allPropertiesOptional: o.optional,
      inferDateTimes: dates,
      inferEnums: enums,
      inferUuids: false,
      inferIntegerStrings: false,
      inferBooleanStrings: false,
    });
    return ok(`${result.lines.join('\n').trim()}\n`);
  } catch (error) {
    return fail(`quicktype could not generate ${LANGUAGES[lang].label}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
