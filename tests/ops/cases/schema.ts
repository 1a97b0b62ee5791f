import type { OpCase } from './types';

// Each case's verdict, and for an invalid instance the JSON pointers of its errors, are what Python's jsonschema
// (4.x, an independent implementation) answers for the same schema and instance: tests/real/json-schema-validator.real.test.ts
// runs every case below through it and checks that it lists the same pointers.

const person = JSON.stringify({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['name', 'age'],
  properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 0 }, tags: { type: 'array', items: { type: 'string' } } },
  additionalProperties: false,
});
const draft07 = JSON.stringify({
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'array',
  items: [{ type: 'string' }, { type: 'number' }],
  additionalItems: false,
});
const tuple2020 = JSON.stringify({ prefixItems: [{ type: 'string' }, { type: 'number' }], items: false });
const dates = JSON.stringify({ type: 'object', properties: { day: { type: 'string', format: 'date' } } });

export const cases: OpCase[] = [
  {
    op: 'json/schema-validator',
    name: 'a valid instance',
    input: '{"name": "Ada", "age": 36, "tags": ["math"]}',
    options: { schema: person },
    output: 'valid',
  },
  {
    op: 'json/schema-validator',
    name: 'a value below its minimum',
    input: '{"name": "Ada", "age": -1}',
    options: { schema: person },
    error: '/age: must be >= 0',
  },
  {
    op: 'json/schema-validator',
    name: 'a missing required property',
    input: '{"name": "Ada"}',
    options: { schema: person },
    error: "(root): must have required property 'age'",
  },
  {
    op: 'json/schema-validator',
    name: 'an item of the wrong type, and an extra property',
    input: '{\n  "name": "Ada",\n  "age": 36,\n  "tags": ["math", 7],\n  "born": 1815\n}',
    options: { schema: person },
    error: '/tags/1: must be string (line 4, column 20)',
  },
  { op: 'json/schema-validator', name: 'draft-07 tuple items', input: '["a", 1]', options: { schema: draft07 }, output: 'valid' },
  {
    op: 'json/schema-validator',
    name: 'draft-07 additionalItems',
    input: '["a", 1, true]',
    options: { schema: draft07 },
    error: '(root): must NOT have more than 2 items',
  },
  {
    op: 'json/schema-validator',
    name: '2020-12 prefixItems without $schema',
    input: '["a", "b"]',
    options: { schema: tuple2020 },
    error: '/1: must be number',
  },
  {
    op: 'json/schema-validator',
    name: 'format asserted',
    input: '{"day": "2024-02-30"}',
    options: { schema: dates },
    error: '/day: must match format "date"',
  },
  {
    op: 'json/schema-validator',
    name: 'format as an annotation',
    input: '{"day": "2024-02-30"}',
    options: { schema: dates, formats: false },
    output: 'valid',
  },
  {
    op: 'json/schema-validator',
    name: 'an instance that is not JSON',
    input: '{"name": "Ada",}',
    options: { schema: person },
    error: 'Trailing commas are not allowed',
  },
  {
    op: 'json/schema-validator',
    name: 'a schema that is not JSON',
    input: '{}',
    options: { schema: '{"type": }' },
    error: 'The schema is not valid JSON (line 1, column 10)',
  },
  { op: 'json/schema-validator', name: 'no schema', input: '{}', error: 'The schema is empty' },
];
