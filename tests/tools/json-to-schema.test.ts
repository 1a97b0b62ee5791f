import { stringifyDeep } from '@/lib/stringify-deep';
import { detectFormat, inferJsonSchema } from '@/tools/json-to-schema/json-to-schema.core';

function infer(text: string, opts?: Parameters<typeof inferJsonSchema>[1]) {
  const r = inferJsonSchema(text, opts);
  if (!r.ok) throw new Error(r.error.message);
  return JSON.parse(r.value) as Record<string, unknown>;
}

const $schema = 'https://json-schema.org/draft/2020-12/schema';

describe('inferJsonSchema', () => {
  // Found by tests/real/json-to-schema.real.test.ts: properties[key] = … with key __proto__ set the prototype.
  it('describes a key named __proto__ like any other', () => {
    const r = inferJsonSchema('{"__proto__": {"x": 1}}');
    expect(r.ok && JSON.parse(r.value)).toEqual({
      $schema,
      type: 'object',
      properties: { ['__proto__']: { type: 'object', properties: { x: { type: 'integer' } }, required: ['x'] } },
      required: ['__proto__'],
    });
  });

  it('describes one object with every key required', () => {
    expect(infer('{"id": 1, "name": "Ada", "score": 9.5, "admin": false, "manager": null}', { title: 'User' })).toEqual({
      $schema,
      title: 'User',
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        score: { type: 'number' },
        admin: { type: 'boolean' },
        manager: { type: 'null' },
      },
      required: ['id', 'name', 'score', 'admin', 'manager'],
    });
  });

  it('merges objects across array items and requires only keys every item has', () => {
    const text = JSON.stringify([
      { id: 1, name: 'Ada', email: 'ada@example.com', tags: ['x'] },
      { id: 2.5, name: null, nick: 'G', tags: [] },
      { id: 3, name: 'Lin', email: 'lin@example.org', tags: ['y', 'z'] },
    ]);
    expect(infer(text)).toEqual({
      $schema,
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'number' },
          name: { type: ['string', 'null'] },
          email: { type: 'string', format: 'email' },
          tags: { type: 'array', items: { type: 'string' } },
          nick: { type: 'string' },
        },
        required: ['id', 'name', 'tags'],
      },
    });
  });

  it('leaves out required in none mode', () => {
    expect(infer('[{"a": 1}, {"a": 2}]', { requiredMode: 'none' })).toEqual({
      $schema,
      type: 'array',
      items: { type: 'object', properties: { a: { type: 'integer' } } },
    });
  });

  it('describes nested arrays, empty arrays and empty objects', () => {
    expect(infer('{"matrix": [[1, 2], [3]], "none": [], "empty": {}}')).toEqual({
      $schema,
      type: 'object',
      properties: {
        matrix: { type: 'array', items: { type: 'array', items: { type: 'integer' } } },
        none: { type: 'array', items: {} },
        empty: { type: 'object' },
      },
      required: ['matrix', 'none', 'empty'],
    });
  });

  it('lists every type of a mixed array in a union', () => {
    const s = infer('[1, "a", null, true, {"k": 1}, [2]]');
    expect(s.items).toEqual({
      type: ['object', 'array', 'string', 'integer', 'boolean', 'null'],
      properties: { k: { type: 'integer' } },
      required: ['k'],
      items: { type: 'integer' },
    });
  });

  it.each([
    ['"hello"', { type: 'string' }],
    ['42', { type: 'integer' }],
    ['1e400', { type: 'number' }],
    ['null', { type: 'null' }],
    ['[]', { type: 'array', items: {} }],
  ])('describes the top-level value %s', (text, expected) => {
    expect(infer(text)).toEqual({ $schema, ...expected });
  });

  it('keeps a format only when every string matches it', () => {
    expect(infer('["2024-01-15T10:00:00Z", "2024-02-01T00:00:00.5+01:00"]').items).toEqual({ type: 'string', format: 'date-time' });
    expect(infer('["2024-01-15T10:00:00Z", "soon"]').items).toEqual({ type: 'string' });
    expect(infer('["2024-01-15T10:00:00Z", null]').items).toEqual({ type: ['string', 'null'], format: 'date-time' });
  });

  it('ignores a blank title', () => {
    expect(infer('1', { title: '   ' })).toEqual({ $schema, type: 'integer' });
  });

  it('writes two-space indented JSON with $schema first', () => {
    const r = inferJsonSchema('{"a": [1]}');
    expect(r.ok && r.value).toBe(
      [
        '{',
        `  "$schema": "${$schema}",`,
        '  "type": "object",',
        '  "properties": {',
        '    "a": {',
        '      "type": "array",',
        '      "items": {',
        '        "type": "integer"',
        '      }',
        '    }',
        '  },',
        '  "required": [',
        '    "a"',
        '  ]',
        '}',
      ].join('\n'),
    );
  });

  it('handles 10,000 levels of nesting and keeps the output small', () => {
    const deep = `${'{"a":['.repeat(10000)}1${']}'.repeat(10000)}`;
    const r = inferJsonSchema(deep);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.length).toBeLessThan(20_000_000);
    let node = JSON.parse(r.value) as Record<string, unknown>;
    for (let d = 0; d < 10000; d++)
      node = ((node.properties as Record<string, unknown>).a as Record<string, unknown>).items as Record<string, unknown>;
    expect(node).toEqual({ type: 'integer' });
  });

  it('infers a schema from 5 MB of records', () => {
    const rows = Array.from({ length: 40000 }, (_, i) => ({
      id: i,
      name: `user ${i}`,
      email: `u${i}@example.com`,
      tags: ['a'],
      meta: { score: i / 3, ok: i % 2 === 0 },
    }));
    const text = JSON.stringify(rows);
    const s = infer(text);
    expect((s.items as { required: string[] }).required).toEqual(['id', 'name', 'email', 'tags', 'meta']);
  });
});

describe('detectFormat', () => {
  it.each([
    ['2024-01-15T10:00:00Z', 'date-time'],
    ['2024-01-15t10:00:00.123-05:00', 'date-time'],
    ['2024-02-30T10:00:00Z', null],
    ['2024-01-15T25:00:00Z', null],
    ['2024-01-15 10:00:00', null],
    ['2024-02-29', 'date'],
    ['2023-02-29', null],
    ['ada@example.com', 'email'],
    ['not an@email', null],
    ['https://example.com/a?b=1#c', 'uri'],
    ['ftp://files.example.com', 'uri'],
    ['example.com', null],
    ['123e4567-e89b-12d3-a456-426614174000', 'uuid'],
    ['123e4567e89b12d3a456426614174000', null],
    ['', null],
  ])('reads %j as %s', (s, format) => {
    expect(detectFormat(s)).toBe(format);
  });
});

describe('stringifyDeep', () => {
  it.each([[{ a: [1, 'x', null, true, {}], b: [] }], [[[[]]]], ['plain'], [{ 'we"ird\n': { '': 0 } }]])(
    'matches JSON.stringify with two spaces and compactly for %j',
    (value) => {
      expect(stringifyDeep(value)).toBe(JSON.stringify(value, null, 2));
      expect(stringifyDeep(value, 0)).toBe(JSON.stringify(value));
      expect(stringifyDeep(value, 4)).toBe(JSON.stringify(value, null, 4));
    },
  );

  it('writes 100,000 levels of nesting that JSON.stringify cannot', () => {
    const depth = 100000;
    const value = JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown;
    expect(stringifyDeep(value, 0)).toBe(`${'['.repeat(depth)}${']'.repeat(depth)}`);
  });
});

describe('inferJsonSchema: malformed input', () => {
  it.each([
    ['empty', '', /empty/],
    ['truncated', '[{"a": 1}, {"a":', /./],
    ['not JSON', '{a: 1}', /./],
    ['binary garbage', '\u0000\u0001\uFFFD', /./],
  ])('fails on %s input', (_, text, message) => {
    const r = inferJsonSchema(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it('reports where a syntax error is', () => {
    const r = inferJsonSchema('{\n  "a": 1,\n  "b": }');
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.line, r.error.column]).toEqual([3, 8]);
  });

  it.each([
    ['a non-string', 42, undefined],
    ['an unknown required mode', '{}', { requiredMode: 'some' }],
  ])('fails on %s', (_, text, opts) => {
    expect(inferJsonSchema(text as string, opts as { requiredMode: 'none' }).ok).toBe(false);
  });
});
