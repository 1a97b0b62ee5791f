import Ajv07 from 'ajv';
import type { AnySchema, AnySchemaObject, ErrorObject, Options as AjvOptions, ValidateFunction } from 'ajv';
// The .js suffixes: ajv has no "exports" map, and Node's ESM loader (the devbench CLI) needs the file's full name.
import Ajv2019 from 'ajv/dist/2019.js';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { addUriSchemePlugin, removeUriSchemePlugin } from '@hyperjump/browser';
import {
  registerSchema,
  setMetaSchemaOutputFormat,
  setShouldValidateFormat,
  unregisterSchema,
  validate as hjValidate,
  type OutputUnit,
  type Validator,
} from '@hyperjump/json-schema/draft-2020-12';
import '@hyperjump/json-schema/draft-2019-09';
import '@hyperjump/json-schema/formats';
import { parseJson } from '@/lib/json';
import { locateJsonPointers, pointerTokens, toPointer, type JsonTarget } from '@/lib/json-locate';
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

// ---- Hyperjump (2019-09 and 2020-12) ----

/** The meta-schema each draft's schemas are read against when they name none. */
const HJ_DIALECTS: Record<Exclude<Draft, 'draft-07'>, string> = {
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
};

/** Where each schema is registered with Hyperjump: a host that never resolves (RFC 2606), numbered per compile. */
const HJ_BASE = 'https://schema.devbench.invalid/';
let hjCount = 0;
let hjRegistered: string | null = null;
// A schema its meta-schema rejects says where (the default output says only that it is invalid).
setMetaSchemaOutputFormat('BASIC');

class NotLoaded extends Error {}

/**
 * Hyperjump fetches a `$ref` to an absolute http(s) URI it does not know, and reads file: URIs in Node: here it asks
 * `loadRemote` (the conformance suite's remotes) and nothing else, so the page and the command line fetch nothing.
 */
function setRemoteLoader(loadRemote: ValidateOptions['loadRemote'], dialect: string) {
  const retrieve = async (uri: string): Promise<Response> => {
    let schema = loadRemote?.(uri);
    if (schema === undefined) throw new NotLoaded(uri);
    // A loaded schema that names no draft is read as the draft of the schema that refers to it.
    if (typeof schema === 'object' && schema !== null && !Array.isArray(schema) && !('$schema' in schema)) schema = { $schema: dialect, ...schema };
    const response = new Response(JSON.stringify(schema), { headers: { 'Content-Type': 'application/schema+json' } });
    Object.defineProperty(response, 'url', { value: uri.replace(/#.*$/, '') });
    return response;
  };
  addUriSchemePlugin('http', { retrieve });
  addUriSchemePlugin('https', { retrieve });
  removeUriSchemePlugin('file');
}

/** The tokens of a JSON pointer as a URI fragment writes it (`#/a/b%20c`). */
function fragmentTokens(fragment: string): string[] {
  let f = fragment;
  try {
    f = decodeURIComponent(fragment);
  } catch {
    /* keep it as it is */
  }
  return pointerTokens(f === '/' ? '' : f) ?? [];
}

function valueAt(root: unknown, tokens: readonly string[]): unknown {
  let node = root;
  for (const t of tokens) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[t];
  }
  return node;
}

/** Plain-value equality for uniqueItems (JSON values: object key order does not matter). */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) => Object.prototype.hasOwnProperty.call(b, k) && jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/**
 * Hyperjump's output units (keyword, absolute keyword location, instance location) as Ajv-shaped errors with the
 * messages Ajv words: the same list, places and wording whichever engine found the error.
 */
function hyperjumpErrors(units: readonly OutputUnit[], resources: ReadonlyMap<string, unknown>, root: string, instance: unknown): ErrorObject[] {
  const out: ErrorObject[] = [];
  const seen = new Set<string>();
  const push = (e: ErrorObject) => {
    const id = `${e.instancePath}\n${e.schemaPath}\n${e.message}`;
    if (seen.has(id)) return;
    seen.add(id);
    out.push(e);
  };
  for (const u of units) {
    const hash = u.absoluteKeywordLocation.indexOf('#');
    const base = hash < 0 ? u.absoluteKeywordLocation : u.absoluteKeywordLocation.slice(0, hash);
    const schemaTokens = fragmentTokens(hash < 0 ? '' : u.absoluteKeywordLocation.slice(hash + 1));
    const resource = resources.get(base);
    const schemaPath =
      resources.get(base) === resources.get(root) && resource !== undefined ? `#${toPointer(schemaTokens)}` : `${base}#${toPointer(schemaTokens)}`;
    const value = valueAt(resource, schemaTokens);
    const parent = valueAt(resource, schemaTokens.slice(0, -1));
    let keyword = schemaTokens[schemaTokens.length - 1] ?? u.keyword.replace(/^.*\//, '');
    // The instance location: a JSON pointer as a URI fragment, `#*/…` when it is a property name (propertyNames).
    const at = u.instanceLocation.replace(/^#/, '');
    const nameOf = at.startsWith('*');
    let instanceTokens = fragmentTokens(nameOf ? at.slice(1) : at);
    let propertyName: string | undefined;
    if (nameOf && instanceTokens.length > 0) {
      propertyName = instanceTokens[instanceTokens.length - 1];
      instanceTokens = instanceTokens.slice(0, -1);
    }
    const data = valueAt(instance, instanceTokens);
    const params: Record<string, unknown> = {};
    let message: string;
    const isFalse = u.keyword.endsWith('/validate');
    if (isFalse && (keyword === 'additionalProperties' || keyword === 'unevaluatedProperties') && instanceTokens.length > 0) {
      params[keyword === 'additionalProperties' ? 'additionalProperty' : 'unevaluatedProperty'] = instanceTokens[instanceTokens.length - 1];
      instanceTokens = instanceTokens.slice(0, -1);
      message = '';
    } else if (isFalse && ['items', 'additionalItems', 'unevaluatedItems'].includes(keyword) && instanceTokens.length > 0) {
      message = `must NOT have more than ${instanceTokens[instanceTokens.length - 1]} items`;
      instanceTokens = instanceTokens.slice(0, -1);
    } else if (isFalse) {
      keyword = 'false schema';
      message = 'boolean schema is false';
    } else {
      switch (keyword) {
        case 'type':
          message = `must be ${Array.isArray(value) ? value.join(',') : String(value)}`;
          break;
        case 'minimum':
        case 'maximum':
        case 'exclusiveMinimum':
        case 'exclusiveMaximum':
          message = `must be ${{ minimum: '>=', maximum: '<=', exclusiveMinimum: '>', exclusiveMaximum: '<' }[keyword]} ${String(value)}`;
          break;
        case 'multipleOf':
          message = `must be multiple of ${String(value)}`;
          break;
        case 'minLength':
        case 'maxLength':
        case 'minItems':
        case 'maxItems':
        case 'minProperties':
        case 'maxProperties': {
          const what = keyword.endsWith('Length') ? 'characters' : keyword.endsWith('Items') ? 'items' : 'properties';
          message = `must NOT have ${keyword.startsWith('min') ? 'fewer' : 'more'} than ${String(value)} ${what}`;
          break;
        }
        case 'pattern':
          message = `must match pattern "${String(value)}"`;
          break;
        case 'format':
          message = `must match format "${String(value)}"`;
          break;
        case 'required': {
          const have = typeof data === 'object' && data !== null ? data : {};
          const missing = (Array.isArray(value) ? value : []).filter((p) => typeof p === 'string' && !Object.prototype.hasOwnProperty.call(have, p));
          for (const p of missing.length > 0 ? missing : ['?']) {
            push({
              keyword,
              instancePath: toPointer(instanceTokens),
              schemaPath,
              params: { missingProperty: p },
              message: `must have required property '${String(p)}'`,
            });
          }
          continue;
        }
        case 'dependentRequired': {
          const have = typeof data === 'object' && data !== null ? data : {};
          const own = (p: string) => Object.prototype.hasOwnProperty.call(have, p);
          const deps = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
          for (const [key, needs] of Object.entries(deps)) {
            if (!own(key) || !Array.isArray(needs)) continue;
            for (const need of needs) {
              if (typeof need === 'string' && !own(need)) {
                push({
                  keyword,
                  instancePath: toPointer(instanceTokens),
                  schemaPath,
                  params: { property: key, missingProperty: need },
                  message: `must have property ${need} when property ${key} is present`,
                });
              }
            }
          }
          continue;
        }
        case 'enum':
          params.allowedValues = value;
          message = '';
          break;
        case 'const':
          params.allowedValue = value;
          message = '';
          break;
        case 'uniqueItems': {
          const items = Array.isArray(data) ? data : [];
          let found: [number, number] = [0, 0];
          outer: for (let j = 1; j < items.length; j++)
            for (let i = 0; i < j; i++)
              if (jsonEqual(items[i], items[j])) {
                found = [j, i];
                break outer;
              }
          params.i = found[0];
          params.j = found[1];
          message = '';
          break;
        }
        case 'contains':
        case 'minContains':
        case 'maxContains': {
          const p = (typeof parent === 'object' && parent !== null ? parent : {}) as Record<string, unknown>;
          const min = typeof p.minContains === 'number' ? p.minContains : 1;
          message =
            typeof p.maxContains === 'number'
              ? `must contain at least ${min} and no more than ${p.maxContains} valid item(s)`
              : `must contain at least ${min} valid item(s)`;
          keyword = 'contains';
          break;
        }
        case 'anyOf':
          message = 'must match a schema in anyOf';
          break;
        case 'oneOf':
          message = 'must match exactly one schema in oneOf';
          break;
        case 'not':
          message = 'must NOT be valid';
          break;
        case 'then':
        case 'else':
          message = `must match "${keyword}" schema`;
          keyword = 'if';
          break;
        default:
          message = `must pass "${keyword}"`;
      }
    }
    const e: ErrorObject = {
      keyword,
      instancePath: toPointer(instanceTokens),
      schemaPath,
      params,
      ...(propertyName !== undefined && { propertyName }),
    };
    e.message = message || messageOf(e);
    push(e);
  }
  return out;
}

/** The schema resources in a schema by their URI (the root's, and each `$id`'s resolved against its parent's). */
function schemaResources(schema: unknown, uri: string): Map<string, unknown> {
  const out = new Map<string, unknown>([[uri, schema]]);
  const stack: { node: unknown; base: string }[] = [{ node: schema, base: uri }];
  while (stack.length > 0) {
    const { node, base } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      for (const item of node) stack.push({ node: item, base });
      continue;
    }
    let here = base;
    const id = (node as Record<string, unknown>).$id;
    if (typeof id === 'string') {
      try {
        here = new URL(id, base).href.replace(/#.*$/, '');
        out.set(here, node);
      } catch {
        /* an $id that is not a URI: its keywords show without their values */
      }
    }
    for (const [k, v] of Object.entries(node)) if (!DATA_KEYWORDS.has(k)) stack.push({ node: v, base: here });
  }
  return out;
}

/** The URI Hyperjump names a `$ref` by when it cannot load it (the outermost error, the one the schema refers to). */
function unloadedRef(e: unknown): string | null {
  for (let err = e as { message?: unknown; cause?: unknown } | undefined, i = 0; err && i < 5; err = err.cause as typeof err, i++) {
    if (err instanceof NotLoaded) return err.message;
    const m = typeof err.message === 'string' ? /^Unable to load resource '([^']*)'/.exec(err.message) : null;
    if (m) return m[1];
  }
  return null;
}

interface Compiled {
  draft: Draft;
  from: ValidationReport['draftFrom'];
  /** Ajv's validate function: the engine for draft-07, and the wording of the errors for the others when it agrees. */
  ajv: () => Promise<ValidateFunction | null>;
  /** Hyperjump's validator (2019-09 and 2020-12): the engine that decides valid or invalid. */
  hj?: Validator;
  /** The schema's resources by URI, to word Hyperjump's errors; `root` is the schema's (shown as `#/…`). */
  resources: Map<string, unknown>;
  root: string;
  formats: boolean;
}

/** The last compiled schema, reused while only the instance changes (typing in it recompiles nothing). */
let cache: (Compiled & { key: string; loadRemote: ValidateOptions['loadRemote'] }) | null = null;

/** Ajv's messages for a compile that failed: a $ref it cannot resolve, or another reason. */
function ajvCompileFail(e: unknown): Result<never> {
  const err = e as Error & { missingRef?: string };
  if (err.missingRef !== undefined) return unresolved(err.missingRef);
  return schemaFail(`The schema cannot be compiled: ${err.message}`);
}

const unresolved = (ref: string) =>
  schemaFail(
    `The schema's $ref ${JSON.stringify(ref)} cannot be resolved: it is not in this schema, and nothing is fetched; put the schema it names under "$defs" (or "definitions") and point the $ref there`,
  );

/** Parses and compiles the schema text for these options: the engines, or why the schema is unusable. */
async function compile(
  schemaText: string,
  choice: DraftChoice,
  formats: boolean,
  loadRemote: ValidateOptions['loadRemote'],
): Promise<Result<Compiled>> {
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
  const picked = pickDraft(schema, choice);
  if (!picked.ok) return picked;
  const { draft, from } = picked.value;
  // Ajv refuses to compile an empty enum; Hyperjump reads the schema as written.
  const forAjv = JSON.stringify(picked.value.schema).includes('"enum":[]') ? rewriteEmptyEnums(picked.value.schema) : picked.value.schema;
  const ajv = newAjv(draft, formats, loadRemote);
  // The schema's own mistakes first, with their places in the schema text (compile would only throw).
  try {
    if (!loadRemote && !(ajv.validateSchema(forAjv as AnySchema) as boolean)) return schemaFail(schemaProblems(ajv.errors ?? [], schemaText, draft));
  } catch (e) {
    return ajvCompileFail(e);
  }
  let ajvCompiled: Promise<ValidateFunction | null> | null = null;
  const compileAjv = async () => (loadRemote ? await ajv.compileAsync(forAjv as AnySchemaObject) : ajv.compile(forAjv as AnySchema));

  if (draft === 'draft-07') {
    try {
      const validate = await compileAjv();
      const compiled: Compiled = { draft, from, ajv: () => Promise.resolve(validate), resources: new Map(), root: '', formats };
      cache = { ...compiled, key, loadRemote };
      return ok(compiled);
    } catch (e) {
      return ajvCompileFail(e);
    }
  }

  setRemoteLoader(loadRemote, HJ_DIALECTS[draft]);
  setShouldValidateFormat(formats);
  if (hjRegistered) unregisterSchema(hjRegistered);
  hjRegistered = null;
  const uri = `${HJ_BASE}${++hjCount}.json`;
  let hj: Validator;
  try {
    registerSchema(picked.value.schema as Parameters<typeof registerSchema>[0], uri, HJ_DIALECTS[draft]);
    hjRegistered = uri;
    hj = await hjValidate(uri);
  } catch (e) {
    const ref = unloadedRef(e);
    if (ref !== null) return unresolved(ref);
    const output = (e as { output?: { errors?: OutputUnit[] } }).output;
    if (output) {
      // Ajv's reason first where it has one (a pattern that is not a regular expression), with its place-less words.
      try {
        await compileAjv();
      } catch (ae) {
        return ajvCompileFail(ae);
      }
      const errors = hyperjumpErrors(output.errors ?? [], new Map(), '', picked.value.schema);
      return schemaFail(schemaProblems(errors, schemaText, draft));
    }
    return schemaFail(`The schema cannot be compiled: ${e instanceof Error ? e.message : String(e)}`);
  }
  const compiled: Compiled = {
    draft,
    from,
    hj,
    resources: schemaResources(picked.value.schema, uri),
    root: uri,
    formats,
    // Ajv words the errors when it can: compiled only for an invalid instance, and absent where it cannot compile.
    ajv: () => (ajvCompiled ??= compileAjv().catch(() => null)),
  };
  cache = { ...compiled, key, loadRemote };
  return ok(compiled);
}

const outOfStack = (e: unknown): Result<never> =>
  fail(
    e instanceof RangeError
      ? 'The validation ran out of stack: the instance is nested too deeply for this schema'
      : `The validation stopped: ${e instanceof Error ? e.message : String(e)}`,
  );

/**
 * The errors of an instance Hyperjump found invalid: Ajv's (its wording and schema paths) when Ajv finds it invalid
 * too, Hyperjump's own otherwise (where Ajv falls short of the specification: $dynamicRef, some unevaluated* cases).
 */
async function errorsOf(c: Compiled, instance: unknown): Promise<Result<readonly ErrorObject[]>> {
  let own: readonly ErrorObject[];
  try {
    setShouldValidateFormat(c.formats);
    const out = c.hj!(instance as Parameters<Validator>[0], 'BASIC');
    own = withoutContainsNoise(hyperjumpErrors(out.valid ? [] : (out.errors ?? []), c.resources, c.root, instance));
  } catch (e) {
    return outOfStack(e);
  }
  const ajv = await c.ajv();
  if (ajv) {
    try {
      const theirs = (ajv(instance) as boolean) ? [] : withoutContainsNoise(ajv.errors ?? []);
      // Ajv's words when it finds the same places wrong (not when it is wrong for another reason).
      const places = (list: readonly ErrorObject[]) => [...new Set(list.map((e) => e.instancePath))].sort().join('\n');
      if (theirs.length > 0 && places(theirs) === places(own)) return ok(theirs);
    } catch {
      /* Ajv's partial $dynamicRef support can recurse without end: Hyperjump's errors then */
    }
  }
  return ok(own);
}

/**
 * Validates a JSON instance against a JSON Schema (draft-07, 2019-09 or 2020-12, from the schema's `$schema` or the
 * options): every violation with the instance's JSON pointer, the schema path, a message and the line and column of
 * the value in the instance text. Hyperjump decides 2019-09 and 2020-12 (it passes the official suite), Ajv draft-07;
 * the messages are Ajv's wording. A failed Result means one of the texts is not usable (not JSON, or a schema its
 * draft's meta-schema rejects); a valid or invalid instance is a successful Result.
 */
export async function validateJsonSchema(instanceText: string, schemaText: string, opts: ValidateOptions = {}): Promise<Result<ValidationReport>> {
  if (typeof instanceText !== 'string' || typeof schemaText !== 'string') return fail('Enter a schema and a JSON instance');
  const choice: DraftChoice = opts.draft ?? 'auto';
  if (choice !== 'auto' && !DRAFTS.includes(choice)) return fail(`Unknown draft "${String(choice)}"; use auto, ${DRAFTS.join(', ')}`);
  const compiled = await compile(schemaText, choice, opts.formats ?? true, opts.loadRemote);
  if (!compiled.ok) return compiled;
  const instance = parseJson(instanceText);
  if (!instance.ok) return instance;
  const c = compiled.value;
  let errors: readonly ErrorObject[];
  let valid: boolean;
  if (c.hj) {
    try {
      setShouldValidateFormat(c.formats);
      valid = c.hj(instance.value as Parameters<Validator>[0]).valid;
    } catch (e) {
      return outOfStack(e);
    }
    if (valid) errors = [];
    else {
      const found = await errorsOf(c, instance.value);
      if (!found.ok) return found;
      errors = found.value;
    }
  } else {
    const validate = (await c.ajv())!;
    try {
      valid = validate(instance.value) as boolean;
      errors = valid ? [] : (validate.errors ?? []);
    } catch (e) {
      return outOfStack(e);
    }
  }
  errors = withoutContainsNoise(errors);
  return ok({ valid, draft: c.draft, draftFrom: c.from, errors: toViolations(errors, instanceText), errorCount: errors.length });
}

/** The operation's answer: `valid`, or a failure listing each violation's pointer (one a line) placed at the first. */
export async function validateJsonSchemaText(instanceText: string, schemaText: string, opts: ValidateOptions = {}): Promise<Result<string>> {
  const r = await validateJsonSchema(instanceText, schemaText, opts);
  if (!r.ok) return r;
  if (r.value.valid) return ok('valid');
  const first = r.value.errors[0];
  return fail(reportText(r.value), first?.line ? { line: first.line, column: first.column } : undefined);
}
