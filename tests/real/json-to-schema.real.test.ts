// JSON -> JSON Schema against Ajv, a real draft 2020-12 validator: each generated schema is valid against the
// 2020-12 meta-schema its $schema names, compiles in strict mode, accepts the sample it came from (and the tool's
// built-in sample), describes every key of that sample, and rejects the sample with a value's type changed.
import Ajv2020 from 'ajv/dist/2020';
import Ajv from 'ajv';
import { execFileSync } from 'node:child_process';
import { detectFormat, inferJsonSchema, JSON_TO_SCHEMA_SAMPLE, SCHEMA_DIALECT, type SchemaOptions } from '@/tools/json-to-schema/json-to-schema.core';
import { requireProgram } from './programs';

/**
 * Strict mode, with two settings stated: union types (["string", "null"]) are what the tool writes for a value
 * seen with several types, which strict mode refuses unless allowed; and formats are annotations in draft 2020-12
 * (the format-assertion vocabulary is optional), and Ajv's checks for them live in ajv-formats, which is not a
 * dependency of this project.
 */
const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, validateFormats: false, allErrors: true });

/** JSON text given as is (so "__proto__" stays an own key), rather than a value to stringify. */
interface Raw {
  raw: string;
}

/** Name, sample, and documents of another shape the schema must reject. */
const SAMPLES: [string, unknown, unknown[]][] = [
  ['scalars', 42, [4.5, '42', null]],
  ['a string', 'x', [1, null, ['x']]],
  ['null', null, [0, '', {}]],
  ['an empty object', {}, [[], 'x']],
  ['an empty array', [], [{}, 0]],
  ['integers and numbers', [1, 2.5, -3, 1e300, 0], [['1'], [null], {}]],
  ['mixed array', [1, 'a', null, true, { k: 1 }, [1]], [[1.5], [{ k: 'x' }], [['x']], [{}]]],
  ['arrays of arrays', [[[1, 2], []], [[3]]], [[1], [[1]], [[['1']]]]],
  [
    'objects with differing keys',
    [
      { a: 1, b: 'x' },
      { a: 2, c: null },
      { a: 3, b: null, c: [true] },
    ],
    [[{ b: 'x' }], [{ a: 1, c: [1] }], [{ a: 1.5 }]],
  ],
  ['a key seen with two types', [{ v: 1 }, { v: 'one' }, { v: { deep: [1] } }], [[{ v: null }], [{ v: 1.5 }], [{ v: { deep: [true] } }], [{}]]],
  [
    'odd keys',
    { '': 1, ' ': 2, 'a.b': 3, $ref: '#/x', $schema: 'nope', type: 'string', properties: {}, 'é ü 😀': true, '1': 0 },
    [{ '': 'x' }, { ' ': 2 }],
  ],
  ['keys named like Object.prototype', { constructor: 'c', toString: 't', hasOwnProperty: 1, valueOf: null }, [{ constructor: 1 }, { valueOf: 0 }]],
  // Raw text, so __proto__ is an own key and not the object's prototype. Nothing to reject: Ajv 8.20 reads
  // data.__proto__ in its generated code, which finds Object.prototype when the key is absent, so it cannot tell.
  ['__proto__ as a key', { raw: '{"__proto__": {"x": 1}, "y": [{"__proto__": 2}]}' }, []],
  [
    'strings that look like formats',
    {
      when: '2024-02-29T23:59:60Z',
      day: '2024-02-29',
      id: '3f2b8c1e-9d4a-4e7b-8a61-0c5d2e9f7b13',
      mail: 'a@b.co',
      web: 'https://x.test/a?b#c',
      not: ['2023-02-29', 'x@y', 'http:/nope'],
    },
    [{ when: 1 }],
  ],
  ['deep nesting', JSON.parse(`${'{"a":['.repeat(30)}1${']}'.repeat(30)}`), [JSON.parse(`${'{"a":['.repeat(30)}"1"${']}'.repeat(30)}`)]],
  [
    "the tool's built-in sample",
    JSON.parse(JSON_TO_SCHEMA_SAMPLE),
    [{ ...JSON.parse(JSON_TO_SCHEMA_SAMPLE), items: [{ sku: 'x', quantity: 1.5, price: 1 }] }],
  ],
];

const isRaw = (v: unknown): v is Raw => typeof v === 'object' && v !== null && typeof (v as Raw).raw === 'string';
const text = (v: unknown) => (isRaw(v) ? v.raw : JSON.stringify(v));
const doc = (v: unknown): unknown => (isRaw(v) ? JSON.parse(v.raw) : v);

function infer(value: unknown, opts: SchemaOptions = {}): Record<string, unknown> {
  const r = inferJsonSchema(text(value), opts);
  if (!r.ok) throw new Error(r.error.message);
  return JSON.parse(r.value) as Record<string, unknown>;
}

/** Every object key of the document has a property in the schema (following items). */
function undescribed(value: unknown, schema: Record<string, unknown>, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => undescribed(v, (schema.items ?? {}) as Record<string, unknown>, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const props = (schema.properties ?? {}) as Record<string, unknown>;
  return Object.keys(value).flatMap((k) =>
    Object.hasOwn(props, k) ? undescribed((value as Record<string, unknown>)[k], props[k] as Record<string, unknown>, `${at}.${k}`) : [`${at}.${k}`],
  );
}

describe('generated schemas against Ajv (draft 2020-12)', () => {
  it.each(SAMPLES)('%s', (_name, sample, others) => {
    const schema = infer(sample, { title: 'T' });
    expect(schema.$schema).toBe(SCHEMA_DIALECT);
    // Valid against the meta-schema its $schema names (Ajv2020 knows it under exactly that URI), and strict-clean.
    expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
    const validate = ajv.compile(schema);
    expect(validate(doc(sample)), JSON.stringify(validate.errors)).toBe(true);
    expect(undescribed(doc(sample), schema)).toEqual([]);
    for (const other of others) expect(validate(doc(other)), text(other)).toBe(false);
    // With no required keys the sample still validates.
    const loose = ajv.compile(infer(sample, { requiredMode: 'none' }));
    expect(loose(doc(sample))).toBe(true);
  });

  it('requires exactly the keys present in every object at a place', () => {
    const schema = infer([{ a: 1, b: 2 }, { a: 3 }]);
    const validate = ajv.compile(schema);
    expect(validate([{ a: 1 }, { a: 2, b: 3 }])).toBe(true);
    expect(validate([{ b: 1 }])).toBe(false);
    expect(validate([{ a: 1, b: 'x' }])).toBe(false);
  });

  it('writes the $schema of the draft whose keywords it uses', () => {
    const schema = infer({ list: [{ a: 1 }] });
    // draft-07's Ajv does not know this meta-schema: the URI really selects 2020-12.
    expect(() => new Ajv({ strict: true }).compile(schema)).toThrow(/no schema with key or ref "https:\/\/json-schema\.org\/draft\/2020-12\/schema"/);
    // items as one schema for every element is the 2020-12 form (2019-09 and earlier also allowed an array of schemas).
    expect((schema.properties as Record<string, Record<string, unknown>>).list.items).toEqual({
      type: 'object',
      properties: { a: { type: 'integer' } },
      required: ['a'],
    });
  });
});

describe('detected formats agree with Python’s standard library', () => {
  // Ajv checks formats only through ajv-formats, which this project does not depend on; Python's parsers for dates,
  // UUIDs and URLs are an independent opinion on the strings the tool labels.
  const STRINGS = [
    '2024-02-29',
    '2023-02-29',
    '2024-13-01',
    '0001-01-01',
    '2024-1-01',
    '2024-05-14T08:21:37Z',
    '2024-05-14t08:21:37z',
    '2024-05-14T08:21:37.123456+05:45',
    '2024-05-14T24:00:00Z',
    '2024-05-14T08:21:37',
    '2024-05-14 08:21:37Z',
    '2024-05-14T08:21:37+2400',
    '3f2b8c1e-9d4a-4e7b-8a61-0c5d2e9f7b13',
    '3F2B8C1E-9D4A-4E7B-8A61-0C5D2E9F7B13',
    '3f2b8c1e9d4a4e7b8a610c5d2e9f7b13',
    '{3f2b8c1e-9d4a-4e7b-8a61-0c5d2e9f7b13}',
    'https://ada.example.com',
    'ftp://x.test/a b',
    'http://[::1]:8080/x?y#z',
    'mailto:ada@example.com',
    'https://ada@example.com/x',
    'https:/nope',
    'x',
  ];
  const PY = String.raw`
import datetime, json, re, sys, uuid
from urllib.parse import urlsplit
out = []
for s in json.load(sys.stdin):
    kind = None
    if re.fullmatch(r'\d{4}-\d{2}-\d{2}', s):
        try: datetime.date.fromisoformat(s); kind = 'date'
        except ValueError: pass
    elif re.fullmatch(r'\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})', s):
        try: datetime.datetime.fromisoformat(s.upper().replace('Z', '+00:00')); kind = 'date-time'
        except ValueError: pass
    else:
        try:
            if str(uuid.UUID(s)) == s.lower(): kind = 'uuid'
        except ValueError:
            pass
        if kind is None:
            u = urlsplit(s)
            if u.scheme and u.netloc and ' ' not in s: kind = 'uri'
    out.append(kind)
print(json.dumps(out))
`;
  it(`on ${STRINGS.length} strings`, () => {
    const python = JSON.parse(
      execFileSync(requireProgram('python3', 'apt-get install python3'), ['-c', PY], { input: JSON.stringify(STRINGS), encoding: 'utf8' }),
    ) as (string | null)[];
    expect(STRINGS.map((s) => [s, detectFormat(s)])).toEqual(STRINGS.map((s, i) => [s, python[i]]));
  });
});
