import Ajv07 from 'ajv';
import type { AnySchema, AnySchemaObject, ErrorObject, Options as AjvOptions, ValidateFunction } from 'ajv';
// The .js suffixes: ajv has no "exports" map, and Node's ESM loader (the devbench CLI) needs the file's full name.
import Ajv2019 from 'ajv/dist/2019.js';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parseJson } from '@/lib/json';
import { locateJsonPointers, type JsonTarget } from '@/lib/json-locate';
import { fail, ok, type Result } from '@/lib/result';
import {
  DRAFTS,
  draftName,
  reportText,
  showPointer,
  type Draft,
  type DraftChoice,
  type SchemaViolation,
  type ValidationReport,
  type ValidatorError,
} from './json-schema-validator.protocol';

export * from './json-schema-validator.protocol';

/** The `$schema` URI each draft's schemas carry. */
export const DRAFT_URIS: Record<Draft, string> = {
  'draft-07': 'http://json-schema.org/draft-07/schema#',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
};

/** The draft a schema without `$schema` is read as: the newest. */
export const DEFAULT_DRAFT: Draft = '2020-12';

/** At most this many errors are listed (all are counted). */
export const MAX_LISTED_ERRORS = 1000;

export interface ValidateOptions {
  /** Which draft to apply; `auto` (default) reads the schema's `$schema`. */
  draft?: DraftChoice;
  /**
   * Check `format` ("email", "date-time", "uri" …) as an assertion (default true). The 2019-09 and 2020-12 specs make
   * format an annotation unless asked, so `false` is the specification's default behaviour.
   */
  formats?: boolean;
  /**
   * Loads a schema that a `$ref` names by an absolute URI outside the schema (the conformance suite's remotes). The
   * tool pages and the command line pass none: they fetch nothing.
   */
  loadRemote?: (uri: string) => unknown;
}

const schemaFail = (message: string): Result<never> => ({ ok: false, error: { message, in: 'schema' } as ValidatorError });

/** The draft a `$schema` URI names, `null` for a URI that names none of ours. */
export function draftOfUri(uri: string): Draft | null {
  const u = uri
    .trim()
    .replace(/#$/, '')
    .replace(/^https?:\/\//, '');
  if (u === 'json-schema.org/draft-07/schema') return 'draft-07';
  if (u === 'json-schema.org/draft/2019-09/schema') return '2019-09';
  if (u === 'json-schema.org/draft/2020-12/schema') return '2020-12';
  return null;
}

/** Older drafts a schema may name, for a message that says which it is. */
function olderDraft(uri: string): string | null {
  const m = /json-schema\.org\/(draft-0[3-6])\/schema/.exec(uri);
  return m ? m[1] : null;
}

type AjvInstance = InstanceType<typeof Ajv2020>;

function newAjv(draft: Draft, formats: boolean, loadRemote?: (uri: string) => unknown): AjvInstance {
  const options: AjvOptions = {
    allErrors: true,
    // Schemas in the wild carry keywords of their own ("example", "x-order", OpenAPI's "nullable"): JSON Schema says
    // to ignore unknown keywords, which strict mode refuses.
    strict: false,
    // "toString" or "constructor" in "required" must be the instance's own keys, not Object.prototype's.
    ownProperties: true,
    validateFormats: formats,
    logger: false,
    ...(loadRemote && {
      loadSchema: async (uri: string) => {
        const schema = loadRemote(uri);
        if (schema === undefined) throw new Error(`no schema at ${uri}`);
        return schema as Record<string, unknown>;
      },
    }),
  };
  const Class = draft === 'draft-07' ? Ajv07 : draft === '2019-09' ? Ajv2019 : Ajv2020;
  const ajv = new Class(options) as AjvInstance;
  if (formats) addFormats(ajv);
  return ajv;
}

/** Keywords whose values are data, not schemas: nothing in them is rewritten. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);

/**
 * `"enum": []` (no value is valid) as `"not": {}` (the same meaning), since Ajv refuses to compile an empty enum.
 * Rewrites the parsed schema in place; iterative, so a deep schema cannot overflow the stack.
 */
function rewriteEmptyEnums(schema: unknown): unknown {
  const root = { value: schema };
  const stack: { holder: Record<string, unknown> | unknown[]; key: string | number }[] = [
    { holder: root as unknown as Record<string, unknown>, key: 'value' },
  ];
  while (stack.length > 0) {
    const { holder, key } = stack.pop()!;
    let node = (holder as Record<string | number, unknown>)[key];
    if (typeof node !== 'object' || node === null) continue;
    if (!Array.isArray(node)) {
      const obj = node as Record<string, unknown>;
      if (Array.isArray(obj.enum) && obj.enum.length === 0) {
        const { enum: _empty, ...rest } = obj;
        node = 'not' in rest ? { ...rest, allOf: [...(Array.isArray(rest.allOf) ? rest.allOf : []), { not: {} }] } : { ...rest, not: {} };
        (holder as Record<string | number, unknown>)[key] = node;
      }
      for (const k of Object.keys(node as Record<string, unknown>))
        if (!DATA_KEYWORDS.has(k)) stack.push({ holder: node as Record<string, unknown>, key: k });
    } else {
      for (let i = 0; i < node.length; i++) stack.push({ holder: node, key: i });
    }
  }
  return root.value;
}

/** The draft to apply and the schema to compile (with `$schema` replaced when another draft is chosen). */
function pickDraft(schema: unknown, choice: DraftChoice): Result<{ draft: Draft; from: ValidationReport['draftFrom']; schema: unknown }> {
  const isObject = typeof schema === 'object' && schema !== null && !Array.isArray(schema);
  const named = isObject ? (schema as Record<string, unknown>).$schema : undefined;
  if (choice !== 'auto') {
    if (typeof named === 'string' && draftOfUri(named) !== choice) {
      return ok({ draft: choice, from: 'choice', schema: { ...(schema as Record<string, unknown>), $schema: DRAFT_URIS[choice] } });
    }
    return ok({ draft: choice, from: 'choice', schema });
  }
  if (named === undefined) return ok({ draft: DEFAULT_DRAFT, from: 'default', schema });
  if (typeof named !== 'string') return schemaFail('The schema\'s "$schema" must be a string: the URI of a draft\'s meta-schema');
  const draft = draftOfUri(named);
  if (draft) return ok({ draft, from: 'schema', schema });
  const older = olderDraft(named);
  return schemaFail(
    older
      ? `The schema is written for ${older}, which this validator does not run (it runs draft-07, 2019-09 and 2020-12): choose a draft to read it as one of those`
      : `The schema's "$schema" is ${JSON.stringify(named)}, which is not draft-07, 2019-09 or 2020-12: choose the draft to apply`,
  );
}

const quote = (v: unknown, max = 60): string => {
  let s: string;
  try {
    s = JSON.stringify(v) ?? String(v);
  } catch {
    s = String(v);
  }
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
};

/** Ajv's message, made specific where Ajv leaves out the value that matters (which property, which values). */
function messageOf(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  let message: string;
  switch (e.keyword) {
    case 'additionalProperties':
      message = `must NOT have the additional property ${quote(p.additionalProperty)}`;
      break;
    case 'unevaluatedProperties':
      message = `must NOT have the unevaluated property ${quote(p.unevaluatedProperty)}`;
      break;
    case 'enum': {
      const values = Array.isArray(p.allowedValues) ? p.allowedValues : [];
      const shown = values.slice(0, 8).map((v) => quote(v, 40));
      message = `must be one of ${shown.join(', ')}${values.length > 8 ? `, … (${values.length} values)` : ''}`;
      break;
    }
    case 'const':
      message = `must be equal to ${quote(p.allowedValue)}`;
      break;
    case 'uniqueItems':
      message = `must NOT have duplicate items (items ${Math.min(Number(p.i), Number(p.j))} and ${Math.max(Number(p.i), Number(p.j))} are equal)`;
      break;
    case 'propertyNames':
      message = `has an invalid property name ${quote(p.propertyName)}`;
      break;
    default:
      message = e.message ?? `fails "${e.keyword}"`;
  }
  return e.propertyName !== undefined && e.keyword !== 'propertyNames' ? `property name ${quote(e.propertyName)} ${message}` : message;
}

/** The property name an error is about, when it is one (the place to point at is then that name). */
function propertyOf(e: ErrorObject): string | undefined {
  const p = e.params as Record<string, unknown>;
  const name = e.propertyName ?? p.additionalProperty ?? p.unevaluatedProperty ?? (e.keyword === 'propertyNames' ? p.propertyName : undefined);
  return typeof name === 'string' ? name : undefined;
}

const escapeToken = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Without the errors of each item against a `contains` that failed: they only say that no item matched, which the
 * `contains` error itself says (Ajv lists them all with allErrors; other validators report the contains alone).
 */
function withoutContainsNoise(errors: readonly ErrorObject[]): readonly ErrorObject[] {
  const failed = errors.filter((e) => e.keyword === 'contains');
  if (failed.length === 0) return errors;
  return errors.filter(
    (e) =>
      e.keyword === 'contains' || !failed.some((c) => e.schemaPath.startsWith(`${c.schemaPath}/`) && e.instancePath.startsWith(`${c.instancePath}/`)),
  );
}

/** Ajv's errors as violations, placed in `text` and sorted by that place. */
function toViolations(all: readonly ErrorObject[], text: string): SchemaViolation[] {
  const errors = withoutContainsNoise(all);
  const listed = errors.slice(0, MAX_LISTED_ERRORS);
  const targets: JsonTarget[] = [];
  for (const e of listed) {
    targets.push({ pointer: e.instancePath });
    const prop = propertyOf(e);
    if (prop !== undefined) targets.push({ pointer: `${e.instancePath}/${escapeToken(prop)}`, key: true });
  }
  const places = locateJsonPointers(text, targets);
  const out = listed.map((e, i) => {
    const prop = propertyOf(e);
    const at = (prop !== undefined && places.get(`key:${e.instancePath}/${escapeToken(prop)}`)) || places.get(e.instancePath);
    return {
      order: i,
      offset: at ? at.offset : Number.MAX_SAFE_INTEGER,
      violation: {
        pointer: e.instancePath,
        schemaPath: e.schemaPath,
        keyword: e.keyword,
        message: messageOf(e),
        ...(at && { line: at.line, column: at.column }),
      } satisfies SchemaViolation,
    };
  });
  out.sort((a, b) => a.offset - b.offset || a.order - b.order);
  return out.map((x) => x.violation);
}

/** How the schema's own mistakes (against its draft's meta-schema) read. */
function schemaProblems(errors: readonly ErrorObject[], schemaText: string, draft: Draft): string {
  const list = toViolations(errors.slice(0, 20), schemaText);
  const lines = list.map((v) => `${showPointer(v.pointer)}${v.line ? ` (line ${v.line}, column ${v.column})` : ''}: ${v.message}`);
  return `The schema is not a valid ${draftName(draft)} schema:\n${lines.join('\n')}${errors.length > 20 ? `\n… and ${errors.length - 20} more` : ''}`;
}

/** The last compiled schema, reused while only the instance changes (typing in it recompiles nothing). */
let cache: {
  key: string;
  loadRemote: ValidateOptions['loadRemote'];
  validate: ValidateFunction;
  draft: Draft;
  from: ValidationReport['draftFrom'];
} | null = null;

/** Parses and compiles the schema text for these options: the validate function, or why the schema is unusable. */
async function compile(
  schemaText: string,
  choice: DraftChoice,
  formats: boolean,
  loadRemote: ValidateOptions['loadRemote'],
): Promise<Result<{ validate: ValidateFunction; draft: Draft; from: ValidationReport['draftFrom'] }>> {
  const key = `${choice}\n${formats}\n${schemaText}`;
  if (cache?.key === key && cache.loadRemote === loadRemote) return ok(cache);
  if (/^[\s\uFEFF]*$/.test(schemaText)) return schemaFail('The schema is empty: enter a JSON Schema');
  const parsed = parseJson(schemaText);
  if (!parsed.ok) {
    const e = parsed.error;
    return schemaFail(`The schema is not valid JSON${e.line ? ` (line ${e.line}, column ${e.column})` : ''}: ${e.message}`);
  }
  const schema = parsed.value;
  if (typeof schema !== 'boolean' && (typeof schema !== 'object' || schema === null || Array.isArray(schema))) {
    return schemaFail('The schema must be a JSON object (or true or false)');
  }
  const picked = pickDraft(JSON.stringify(schema).includes('"enum":[]') ? rewriteEmptyEnums(schema) : schema, choice);
  if (!picked.ok) return picked;
  const { draft, from } = picked.value;
  const ajv = newAjv(draft, formats, loadRemote);
  try {
    // The schema's own mistakes first, with their places in the schema text (compile would only throw).
    if (!loadRemote && !(ajv.validateSchema(picked.value.schema as AnySchema) as boolean)) {
      return schemaFail(schemaProblems(ajv.errors ?? [], schemaText, draft));
    }
    const validate = loadRemote ? await ajv.compileAsync(picked.value.schema as AnySchemaObject) : ajv.compile(picked.value.schema as AnySchema);
    cache = { key, loadRemote, validate, draft, from };
    return ok({ validate, draft, from });
  } catch (e) {
    const err = e as Error & { missingRef?: string };
    if (err.missingRef !== undefined) {
      return schemaFail(
        `The schema's $ref ${JSON.stringify(err.missingRef)} cannot be resolved: it is not in this schema, and nothing is fetched; put the schema it names under "$defs" (or "definitions") and point the $ref there`,
      );
    }
    return schemaFail(`The schema cannot be compiled: ${err.message}`);
  }
}

/**
 * Validates a JSON instance against a JSON Schema (draft-07, 2019-09 or 2020-12, from the schema's `$schema` or the
 * options) with Ajv: every violation with the instance's JSON pointer, the schema path, a message and the line and
 * column of the value in the instance text. A failed Result means one of the texts is not usable (not JSON, or a
 * schema its draft's meta-schema rejects); a valid or invalid instance is a successful Result.
 */
export async function validateJsonSchema(instanceText: string, schemaText: string, opts: ValidateOptions = {}): Promise<Result<ValidationReport>> {
  if (typeof instanceText !== 'string' || typeof schemaText !== 'string') return fail('Enter a schema and a JSON instance');
  const choice: DraftChoice = opts.draft ?? 'auto';
  if (choice !== 'auto' && !DRAFTS.includes(choice)) return fail(`Unknown draft "${String(choice)}"; use auto, ${DRAFTS.join(', ')}`);
  const compiled = await compile(schemaText, choice, opts.formats ?? true, opts.loadRemote);
  if (!compiled.ok) return compiled;
  const instance = parseJson(instanceText);
  if (!instance.ok) return instance;
  const { validate, draft, from } = compiled.value;
  let valid: boolean;
  try {
    valid = validate(instance.value) as boolean;
  } catch (e) {
    return fail(
      e instanceof RangeError
        ? 'The validation ran out of stack: the instance is nested too deeply for this schema'
        : `The validation stopped: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  const errors = valid ? [] : withoutContainsNoise(validate.errors ?? []);
  return ok({ valid, draft, draftFrom: from, errors: toViolations(errors, instanceText), errorCount: errors.length });
}

/** The operation's answer: `valid`, or a failure listing each violation's pointer (one a line) placed at the first. */
export async function validateJsonSchemaText(instanceText: string, schemaText: string, opts: ValidateOptions = {}): Promise<Result<string>> {
  const r = await validateJsonSchema(instanceText, schemaText, opts);
  if (!r.ok) return r;
  if (r.value.valid) return ok('valid');
  const first = r.value.errors[0];
  return fail(reportText(r.value), first?.line ? { line: first.line, column: first.column } : undefined);
}
