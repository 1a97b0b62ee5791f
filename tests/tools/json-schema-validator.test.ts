import { locateJsonPointers, pointerTokens, toPointer } from '@/lib/json-locate';
import {
  draftOfUri,
  MAX_LISTED_ERRORS,
  reportText,
  validateJsonSchema,
  validateJsonSchemaText,
  type ValidationReport,
  type ValidatorError,
} from '@/tools/json-schema-validator/json-schema-validator.core';
import { sampleInstance, sampleReport, sampleSchema } from '@/tools/json-schema-validator/json-schema-validator.sample';

async function report(instance: string, schema: unknown, opts: Parameters<typeof validateJsonSchema>[2] = {}): Promise<ValidationReport> {
  const r = await validateJsonSchema(instance, typeof schema === 'string' ? schema : JSON.stringify(schema), opts);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

async function failure(instance: string, schema: unknown, opts: Parameters<typeof validateJsonSchema>[2] = {}): Promise<ValidatorError> {
  const r = await validateJsonSchema(instance, typeof schema === 'string' ? schema : JSON.stringify(schema), opts);
  if (r.ok) throw new Error('expected a failure');
  return r.error as ValidatorError;
}

describe('locateJsonPointers', () => {
  const text = '{\n  "a": [10, {"b~c": true, "d/e": null}],\n  "": "empty key",\n  "x": 1,\n  "x": 2\n}';

  it.each([
    ['', 1, 1],
    ['/a', 2, 8],
    ['/a/0', 2, 9],
    ['/a/1', 2, 13],
    ['/a/1/b~0c', 2, 21],
    ['/a/1/d~1e', 2, 34],
    ['/', 3, 7],
    ['/x', 5, 8],
  ])('finds the value at %j at line %i, column %i', (pointer, line, column) => {
    expect(locateJsonPointers(text, [{ pointer }]).get(pointer)).toMatchObject({ line, column });
  });

  it('finds a property name, the last one when the key is repeated', () => {
    expect(locateJsonPointers(text, [{ pointer: '/x', key: true }]).get('key:/x')).toMatchObject({ line: 5, column: 3 });
    expect(locateJsonPointers(text, [{ pointer: '/a/1/d~1e', key: true }]).get('key:/a/1/d~1e')).toMatchObject({ line: 2, column: 27 });
  });

  it('leaves out pointers that are not in the text', () => {
    const found = locateJsonPointers(text, [{ pointer: '/nope' }, { pointer: '/a/7' }, { pointer: 'no-slash' }, { pointer: '/a/0/deeper' }]);
    expect(found.size).toBe(0);
  });

  it('reads and writes pointer tokens with ~0 and ~1', () => {
    expect(pointerTokens('/a~1b/~0/0')).toEqual(['a/b', '~', '0']);
    expect(pointerTokens('')).toEqual([]);
    expect(toPointer(['a/b', '~', 0])).toBe('/a~1b/~0/0');
  });

  it('counts columns after a byte order mark and walks 10,000 levels without recursion', () => {
    expect(locateJsonPointers('\uFEFF{"a": 1}', [{ pointer: '/a' }]).get('/a')).toMatchObject({ offset: 7 });
    const deep = `${'['.repeat(10_000)}7${']'.repeat(10_000)}`;
    expect(locateJsonPointers(deep, [{ pointer: '/0'.repeat(9_999) + '/0' }]).get('/0'.repeat(10_000))).toMatchObject({ offset: 10_000 });
  });
});

describe('validateJsonSchema', () => {
  it("gives the sample's report that the page shows before the engine loads", async () => {
    expect(await report(sampleInstance, sampleSchema)).toEqual(sampleReport);
  });

  it('lists each error with its pointer, schema path, keyword, message and place, in document order', async () => {
    const schema = { type: 'object', properties: { b: { type: 'string' }, a: { minimum: 5 } }, required: ['c'] };
    const r = await report('{\n  "a": 1,\n  "b": 2\n}', schema);
    expect(r.valid).toBe(false);
    expect(r.errors).toEqual([
      { pointer: '', schemaPath: '#/required', keyword: 'required', message: "must have required property 'c'", line: 1, column: 1 },
      { pointer: '/a', schemaPath: '#/properties/a/minimum', keyword: 'minimum', message: 'must be >= 5', line: 2, column: 8 },
      { pointer: '/b', schemaPath: '#/properties/b/type', keyword: 'type', message: 'must be string', line: 3, column: 8 },
    ]);
    expect(r.errorCount).toBe(3);
  });

  it('points at the name of an additional, unevaluated or badly named property', async () => {
    const extra = await report('{"ok": 1,\n "extra": 2}', { properties: { ok: {} }, additionalProperties: false });
    expect(extra.errors[0]).toMatchObject({ pointer: '', message: 'must NOT have the additional property "extra"', line: 2, column: 2 });
    const names = await report('{"good": 1, "Bad": 2}', { propertyNames: { pattern: '^[a-z]+$' } });
    expect(names.errors.map((e) => [e.message, e.column])).toEqual([
      ['property name "Bad" must match pattern "^[a-z]+$"', 13],
      ['has an invalid property name "Bad"', 13],
    ]);
    const unevaluated = await report('{"a": 1, "z": 2}', { properties: { a: {} }, unevaluatedProperties: false });
    expect(unevaluated.errors[0]).toMatchObject({ message: 'must NOT have the unevaluated property "z"', column: 10 });
  });

  it('reports a failed contains once, not once per item', async () => {
    const r = await report('{"flags": ["off", "auto"]}', { properties: { flags: { contains: { const: 'on' } } } });
    expect(r.errors).toEqual([expect.objectContaining({ pointer: '/flags', keyword: 'contains', message: 'must contain at least 1 valid item(s)' })]);
    expect(r.errorCount).toBe(1);
  });

  it('names the allowed values of enum and const', async () => {
    const r = await report('["x", 2]', { prefixItems: [{ enum: ['a', 'b', 1] }, { const: { k: [1] } }] });
    expect(r.errors.map((e) => e.message)).toEqual(['must be one of "a", "b", 1', 'must be equal to {"k":[1]}']);
  });

  it.each([
    ['http://json-schema.org/draft-07/schema#', 'draft-07'],
    ['https://json-schema.org/draft-07/schema', 'draft-07'],
    ['https://json-schema.org/draft/2019-09/schema', '2019-09'],
    ['https://json-schema.org/draft/2020-12/schema#', '2020-12'],
    ['https://example.com/my-meta', null],
  ])('reads $schema %s as %s', (uri, draft) => {
    expect(draftOfUri(uri)).toBe(draft);
  });

  it('applies the draft that $schema names, 2020-12 without one, or the one chosen', async () => {
    // items as an array is a tuple in draft-07; 2020-12 refuses it (prefixItems took that role).
    const tuple = { $schema: 'http://json-schema.org/draft-07/schema#', items: [{ type: 'string' }], additionalItems: false };
    const r07 = await report('["a", "b"]', tuple);
    expect([r07.draft, r07.draftFrom, r07.errors[0]?.message]).toEqual(['draft-07', 'schema', 'must NOT have more than 1 items']);
    const plain = await report('1', { type: 'integer' });
    expect([plain.draft, plain.draftFrom, plain.valid]).toEqual(['2020-12', 'default', true]);
    const chosen = await report('["a", "b"]', { ...tuple, $schema: 'https://json-schema.org/draft/2020-12/schema' }, { draft: 'draft-07' });
    expect([chosen.draft, chosen.draftFrom, chosen.valid]).toEqual(['draft-07', 'choice', false]);
    const r2019 = await report('{"a": 1}', { $schema: 'https://json-schema.org/draft/2019-09/schema', dependentRequired: { a: ['b'] } });
    expect(r2019.errors[0].message).toBe('must have property b when property a is present');
  });

  it('asserts formats unless told to treat them as annotations', async () => {
    const schema = { properties: { when: { format: 'date-time' }, mail: { format: 'email' }, odd: { format: 'idn-email' } } };
    const doc = '{"when": "2024-13-01T00:00:00Z", "mail": "nobody", "odd": "x"}';
    // idn-email too (Hyperjump checks every format of the specification; Ajv's formats left it out).
    expect((await report(doc, schema)).errors.map((e) => [e.pointer, e.message])).toEqual([
      ['/when', 'must match format "date-time"'],
      ['/mail', 'must match format "email"'],
      ['/odd', 'must match format "idn-email"'],
    ]);
    expect((await report(doc, schema, { formats: false })).valid).toBe(true);
  });

  it("checks the instance's own properties, not Object.prototype's", async () => {
    const r = await report('{}', { required: ['toString', 'constructor'] });
    expect(r.errors.map((e) => e.message)).toEqual(["must have required property 'toString'", "must have required property 'constructor'"]);
  });

  it('treats an empty enum as allowing nothing (Ajv refuses to compile it)', async () => {
    expect((await report('"a"', { enum: [] })).valid).toBe(false);
    expect((await report('"a"', { not: { type: 'number' }, properties: { x: { enum: [] } } })).valid).toBe(true);
    expect((await report('{"x": 1}', { not: { type: 'number' }, properties: { x: { enum: [] } } })).valid).toBe(false);
  });

  it('lists at most MAX_LISTED_ERRORS errors and counts them all', async () => {
    const r = await report(JSON.stringify(Array.from({ length: 1500 }, () => 'x')), { items: { type: 'number' } });
    expect([r.errors.length, r.errorCount]).toEqual([MAX_LISTED_ERRORS, 1500]);
    expect(reportText(r)).toMatch(/… and 500 more$/);
  });

  // Its speed is the benchmark's business (a busy machine makes any limit here flaky): this checks the answer.
  it('validates a 5 MB instance and places its one error', async () => {
    const item = { id: 1, name: 'widget', tags: ['a', 'b'], price: 9.99 };
    const big = JSON.stringify(Array.from({ length: 90_000 }, (_, i) => ({ ...item, id: i, price: i === 89_999 ? -1 : item.price })));
    expect(big.length).toBeGreaterThan(5_000_000);
    const schema = { type: 'array', items: { type: 'object', required: ['id'], properties: { id: { type: 'integer' }, price: { minimum: 0 } } } };
    const r = await report(big, schema);
    expect(r.errors).toEqual([expect.objectContaining({ pointer: '/89999/price', line: 1 })]);
  }, 120_000);
});

describe('what is wrong with the texts', () => {
  it('says where the instance is not JSON', async () => {
    expect(await failure('{"a": 1,\n "b": }', {})).toMatchObject({ line: 2, column: 7 });
  });

  it.each([
    ['', 'The schema is empty: enter a JSON Schema'],
    ['{"type": "string",\n}', 'The schema is not valid JSON (line 2, column 1): Trailing commas are not allowed'],
    ['[1]', 'The schema must be a JSON object (or true or false)'],
    ['{"$schema": "http://json-schema.org/draft-04/schema#"}', 'The schema is written for draft-04'],
    ['{"$schema": "https://example.com/meta"}', 'is not draft-07, 2019-09 or 2020-12: choose the draft to apply'],
    ['{"$ref": "https://example.com/other.json"}', 'The schema\'s $ref "https://example.com/other.json" cannot be resolved'],
    [
      '{"properties": {\n  "a": {"type": "strin"}}}',
      'The schema is not a valid draft 2020-12 schema:\n/properties/a/type (line 2, column 17): must be one of "array", "boolean", "integer", "null", "number", "object", "string"',
    ],
    ['{"pattern": "("}', 'The schema cannot be compiled'],
  ])("marks a schema problem as the schema's: %j", async (schema, message) => {
    const e = await failure('{}', schema);
    expect(e.in).toBe('schema');
    expect(e.message).toContain(message);
  });

  it('validates against true and false schemas', async () => {
    expect((await report('[1]', 'true')).valid).toBe(true);
    expect((await report('[1]', 'false')).errors[0]).toMatchObject({ pointer: '', message: 'boolean schema is false' });
  });
});

describe('2019-09 and 2020-12 as the specification says (Hyperjump decides where Ajv falls short)', () => {
  const D2020 = 'https://json-schema.org/draft/2020-12/schema';

  it('follows a $dynamicRef through the dynamic scope', async () => {
    const schema = {
      $schema: D2020,
      $id: 'https://example.com/root',
      $ref: 'list',
      $defs: {
        foo: { $dynamicAnchor: 'items', type: 'string' },
        list: { $id: 'list', type: 'array', items: { $dynamicRef: '#items' }, $defs: { items: { $dynamicAnchor: 'items' } } },
      },
    };
    expect((await report('["a", "b"]', schema)).valid).toBe(true);
    const r = await report('["a", 42]', schema);
    expect(r.valid).toBe(false);
    expect(r.errors).toEqual([expect.objectContaining({ pointer: '/1', keyword: 'type', message: 'must be string', line: 1, column: 7 })]);
  });

  it('counts what contains and a lone if evaluated for unevaluated*, and checks an own "__proto__" key', async () => {
    expect((await report('[1, "foo"]', { prefixItems: [true], contains: { type: 'string' }, unevaluatedItems: false })).valid).toBe(true);
    expect((await report('{"foo": "a"}', { if: { properties: { foo: { const: 'a' } } }, unevaluatedProperties: false })).valid).toBe(true);
    const proto = await report('{"__proto__": "x"}', '{"properties": {"__proto__": {"type": "number"}}}');
    expect(proto.errors).toEqual([
      { pointer: '/__proto__', schemaPath: '#/properties/__proto__/type', keyword: 'type', message: 'must be number', line: 1, column: 15 },
    ]);
  });

  it("words Hyperjump's own errors as Ajv does, with their places (a schema Ajv cannot compile)", async () => {
    const urn = 'urn:uuid:deadbeef-4321-ffff-ffff-1234feebdaed';
    const target = {
      type: 'object',
      required: ['a', 'b'],
      properties: {
        a: true,
        b: true,
        n: { minimum: 1 },
        e: { enum: [1, 2] },
        u: { uniqueItems: true },
        t: { prefixItems: [true], items: false },
        p: { propertyNames: { maxLength: 1 } },
      },
      additionalProperties: false,
    };
    const schema = { $schema: D2020, $ref: urn, $defs: { foo: { $id: urn, $defs: { bar: target }, $ref: '#/$defs/bar' } } };
    const r = await report('{"a": 1,\n "n": 0, "e": 3, "u": [1, 2, 1], "t": [1, 2], "p": {"ab": 1}, "x": 1}', schema);
    const at = `${urn}#/$defs/bar`;
    expect(r.errors.map((e) => [e.pointer, e.message, e.schemaPath, `${e.line}:${e.column}`])).toEqual([
      ['', "must have required property 'b'", `${at}/required`, '1:1'],
      ['/n', 'must be >= 1', `${at}/properties/n/minimum`, '2:7'],
      ['/e', 'must be one of 1, 2', `${at}/properties/e/enum`, '2:15'],
      ['/u', 'must NOT have duplicate items (items 0 and 2 are equal)', `${at}/properties/u/uniqueItems`, '2:23'],
      ['/t', 'must NOT have more than 1 items', `${at}/properties/t/items`, '2:39'],
      ['/p', 'property name "ab" must NOT have more than 1 characters', `${at}/properties/p/propertyNames/maxLength`, '2:53'],
      ['', 'must NOT have the additional property "x"', `${at}/additionalProperties`, '2:63'],
    ]);
  });
});

describe('the operation text', () => {
  it('is "valid", or a failure listing each pointer on its own line at the first error', async () => {
    const schema = JSON.stringify({ properties: { a: { type: 'string' }, b: { type: 'string' } } });
    expect(await validateJsonSchemaText('{"a": "x"}', schema)).toEqual({ ok: true, value: 'valid' });
    const r = await validateJsonSchemaText('{\n "a": 1,\n "b": 2\n}', schema);
    expect(r).toEqual({
      ok: false,
      error: {
        message:
          '2 errors against draft 2020-12:\n/a: must be string (line 2, column 7) [#/properties/a/type]\n/b: must be string (line 3, column 7) [#/properties/b/type]',
        line: 2,
        column: 7,
      },
    });
  });
});
