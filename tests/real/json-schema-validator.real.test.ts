// The JSON Schema validator (Ajv for draft-07, Hyperjump for 2019-09 and 2020-12) against Python's jsonschema, an independent implementation of the same
// drafts: for every schema and instance below, both must agree on valid or invalid, and, for schemas whose keywords
// report where they fail in the same way in both (no anyOf, oneOf, not or if, which one reports at the parent and the
// other at each branch), on the set of JSON pointers of the errors. The instances are the operation's cases and
// about 600 variations of valid documents (types changed, keys dropped or added, numbers out of range, duplicates).
import { execFileSync } from 'node:child_process';
import { validateJsonSchema, type Draft } from '@/tools/json-schema-validator/json-schema-validator.core';
import { cases } from '../ops/cases/schema';
import { requireProgram, rng } from './programs';

const PY = `
import json, sys
import jsonschema
from jsonschema import Draft7Validator, Draft201909Validator, Draft202012Validator
classes = {"draft-07": Draft7Validator, "2019-09": Draft201909Validator, "2020-12": Draft202012Validator}
out = []
for job in json.load(sys.stdin):
    cls = classes[job["draft"]]
    v = cls(job["schema"], format_checker=cls.FORMAT_CHECKER if job["formats"] else None)
    pointers = set()
    for e in v.iter_errors(job["instance"]):
        pointers.add("".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in e.absolute_path))
    out.append({"valid": not pointers and v.is_valid(job["instance"]), "pointers": sorted(pointers)})
json.dump(out, sys.stdout)
`;

/** A python3 that has jsonschema 4 (the drafts 2019-09 and 2020-12 came with it). */
function python(): string {
  const py = requireProgram('python3', 'apt-get install python3 python3-jsonschema');
  try {
    execFileSync(py, ['-c', 'import jsonschema.validators as v; v.Draft202012Validator'], { stdio: 'pipe' });
  } catch {
    throw new Error(
      'Python jsonschema 4 is not installed; these tests check the validator against it. Install it: apt-get install python3-jsonschema (or pip install jsonschema)',
    );
  }
  return py;
}

interface Job {
  name: string;
  draft: Draft;
  schema: unknown;
  instance: unknown;
  formats: boolean;
  /** Compare the error pointers too (no keyword that the two report at different places). */
  pointers: boolean;
}

const D7 = 'http://json-schema.org/draft-07/schema#';
const D2019 = 'https://json-schema.org/draft/2019-09/schema';
const D2020 = 'https://json-schema.org/draft/2020-12/schema';

/** Schemas, each with a valid document the variations start from. */
const SCHEMAS: { name: string; schema: Record<string, unknown>; valid: unknown; pointers: boolean }[] = [
  {
    name: 'order (2020-12)',
    schema: {
      $schema: D2020,
      type: 'object',
      required: ['id', 'items', 'status'],
      properties: {
        id: { type: 'integer', minimum: 1 },
        status: { enum: ['new', 'paid', 'shipped'] },
        note: { type: ['string', 'null'], maxLength: 20 },
        items: {
          type: 'array',
          minItems: 1,
          uniqueItems: true,
          items: {
            type: 'object',
            required: ['sku', 'qty'],
            properties: {
              sku: { type: 'string', pattern: '^[A-Z]{2}-\\d+$' },
              qty: { type: 'integer', exclusiveMinimum: 0, multipleOf: 1 },
              price: { type: 'number', maximum: 1000 },
            },
            additionalProperties: false,
          },
        },
        placed: { type: 'string', format: 'date' },
      },
      additionalProperties: false,
    },
    valid: { id: 7, status: 'paid', note: null, items: [{ sku: 'KB-1', qty: 2, price: 49.5 }], placed: '2024-02-29' },
    pointers: true,
  },
  {
    name: 'config (draft-07)',
    schema: {
      $schema: D7,
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', minLength: 2 },
        port: { type: 'integer', minimum: 1, maximum: 65535 },
        hosts: { type: 'array', items: { type: 'string', format: 'ipv4' }, maxItems: 3 },
        pair: { type: 'array', items: [{ type: 'string' }, { type: 'boolean' }], additionalItems: false },
        env: { type: 'object', patternProperties: { '^[A-Z_]+$': { type: 'string' } }, additionalProperties: false, propertyNames: { maxLength: 8 } },
      },
      dependencies: { port: ['hosts'] },
      const: undefined,
    },
    valid: { name: 'web', port: 8080, hosts: ['10.0.0.1'], pair: ['x', true], env: { HOME: '/root' } },
    pointers: true,
  },
  {
    name: 'tuple and contains (2019-09)',
    schema: {
      $schema: D2019,
      type: 'object',
      properties: {
        row: { type: 'array', items: [{ type: 'string' }, { type: 'number' }], additionalItems: { type: 'boolean' } },
        flags: { type: 'array', contains: { const: 'on' }, minContains: 1, maxContains: 2 },
        when: { type: 'object', dependentRequired: { from: ['to'] }, maxProperties: 3, minProperties: 1 },
      },
      unevaluatedProperties: false,
    },
    valid: { row: ['a', 1, true], flags: ['on', 'off'], when: { from: 1, to: 2 } },
    pointers: true,
  },
  {
    name: 'combinators (2020-12)',
    schema: {
      $schema: D2020,
      $defs: { positive: { type: 'number', exclusiveMinimum: 0 } },
      type: 'object',
      properties: {
        size: { anyOf: [{ $ref: '#/$defs/positive' }, { enum: ['auto'] }] },
        shape: { oneOf: [{ const: 'circle' }, { type: 'string', maxLength: 3 }] },
        mode: { not: { const: 'off' } },
        kind: { type: 'string' },
      },
      if: { properties: { kind: { const: 'box' } } },
      then: { required: ['size'] },
      else: { properties: { size: false } },
    },
    valid: { kind: 'box', size: 2, shape: 'circle', mode: 'on' },
    pointers: false,
  },
  {
    // What Ajv got wrong and Hyperjump decides: $dynamicRef, unevaluated* after contains and a lone if.
    name: 'dynamic tree (2020-12)',
    schema: {
      $schema: D2020,
      $id: 'https://example.com/tree',
      $dynamicAnchor: 'node',
      type: 'object',
      properties: {
        value: { type: 'number' },
        children: { type: 'array', items: { $dynamicRef: '#node' } },
        tags: { type: 'array', prefixItems: [{ const: 'on' }], contains: { type: 'string' }, unevaluatedItems: false },
      },
      if: { properties: { kind: { const: 'box' } }, required: ['kind'] },
      unevaluatedProperties: false,
    },
    valid: { value: 1, kind: 'box', children: [{ value: 2, children: [{ value: 3 }] }], tags: ['on', 'x'] },
    pointers: false,
  },
];

/** Variations of a valid document: each replaces, drops or adds one thing somewhere in it. */
function variations(valid: unknown, count: number, seed: number): unknown[] {
  const r = rng(seed);
  const samples: unknown[] = [
    0,
    -1,
    1.5,
    70000,
    '',
    'x',
    'KB-1',
    'on',
    'off',
    'circle',
    'auto',
    'box',
    null,
    true,
    false,
    [],
    ['on', 'on', 'on'],
    {},
    { A: 'b' },
    '2024-02-30',
    '256.1.1.1',
    'a'.repeat(30),
  ];
  const out: unknown[] = [];
  for (let n = 0; n < count; n++) {
    const doc = JSON.parse(JSON.stringify(valid)) as unknown;
    // Walk to a random container and change one of its members.
    let node = doc as Record<string, unknown> | unknown[];
    for (let depth = r(3); depth > 0; depth--) {
      const keys = Object.keys(node);
      if (keys.length === 0) break;
      const next = (node as Record<string, unknown>)[keys[r(keys.length)]];
      if (typeof next !== 'object' || next === null) break;
      node = next as Record<string, unknown> | unknown[];
    }
    const keys = Object.keys(node);
    const action = r(4);
    if (Array.isArray(node)) {
      if (action === 0 && node.length > 0) node.splice(r(node.length), 1);
      else if (action === 1 && node.length > 0) node.push(JSON.parse(JSON.stringify(node[r(node.length)])));
      else node[keys.length > 0 ? r(node.length) : 0] = samples[r(samples.length)];
    } else if (action === 0 && keys.length > 0) delete (node as Record<string, unknown>)[keys[r(keys.length)]];
    else if (action === 1) (node as Record<string, unknown>)[['extra', 'to', 'LONG_NAME_X', 'kind', 'bad key'][r(5)]] = samples[r(samples.length)];
    else if (keys.length > 0) (node as Record<string, unknown>)[keys[r(keys.length)]] = samples[r(samples.length)];
    out.push(doc);
  }
  return out;
}

function jobs(): Job[] {
  const list: Job[] = [];
  for (const s of SCHEMAS) {
    const draft = s.schema.$schema === D7 ? 'draft-07' : s.schema.$schema === D2019 ? '2019-09' : '2020-12';
    const schema = JSON.parse(JSON.stringify(s.schema)) as unknown;
    list.push({ name: `${s.name}: the valid document`, draft, schema, instance: s.valid, formats: true, pointers: s.pointers });
    variations(s.valid, 150, 17 + list.length).forEach((instance, i) =>
      list.push({ name: `${s.name} #${i}: ${JSON.stringify(instance)}`, draft, schema, instance, formats: i < 100, pointers: s.pointers }),
    );
  }
  // The operation's cases whose two texts are JSON (the rest are about bad input).
  for (const c of cases) {
    const schemaText = c.options?.schema;
    if (typeof schemaText !== 'string' || typeof c.input !== 'string') continue;
    let schema: Record<string, unknown>;
    let instance: unknown;
    try {
      schema = JSON.parse(schemaText) as Record<string, unknown>;
      instance = JSON.parse(c.input);
    } catch {
      continue;
    }
    const draft: Draft = schema.$schema === D7 ? 'draft-07' : schema.$schema === D2019 ? '2019-09' : '2020-12';
    list.push({ name: `case: ${c.name ?? c.input}`, draft, schema, instance, formats: c.options?.formats !== false, pointers: true });
  }
  return list;
}

describe('the JSON Schema validator agrees with Python jsonschema', () => {
  const all = jobs();
  let answers: { valid: boolean; pointers: string[] }[];
  beforeAll(() => {
    const py = python();
    const payload = all.map(({ draft, schema, instance, formats }) => ({ draft, schema, instance, formats }));
    answers = JSON.parse(execFileSync(py, ['-c', PY], { input: JSON.stringify(payload), encoding: 'utf8', maxBuffer: 64 << 20 })) as typeof answers;
  }, 60_000);

  it('runs enough documents of each kind, valid and invalid', () => {
    expect(all.length).toBeGreaterThan(600);
    expect(answers.filter((a) => a.valid).length).toBeGreaterThan(50);
    expect(answers.filter((a) => !a.valid).length).toBeGreaterThan(300);
  });

  it('gives the same verdict and the same error pointers', async () => {
    const disagreements: string[] = [];
    for (let i = 0; i < all.length; i++) {
      const job = all[i];
      const r = await validateJsonSchema(JSON.stringify(job.instance), JSON.stringify(job.schema), { draft: job.draft, formats: job.formats });
      if (!r.ok) {
        disagreements.push(`${job.name}: ${r.error.message}`);
        continue;
      }
      const ours = [...new Set(r.value.errors.map((e) => e.pointer))].sort();
      const theirs = answers[i];
      if (r.value.valid !== theirs.valid) disagreements.push(`${job.name}: valid ${r.value.valid}, Python says ${theirs.valid}`);
      else if (job.pointers && JSON.stringify(ours) !== JSON.stringify(theirs.pointers))
        disagreements.push(`${job.name}: errors at ${JSON.stringify(ours)}, Python says ${JSON.stringify(theirs.pointers)}`);
    }
    expect(disagreements).toEqual([]);
  });
});
