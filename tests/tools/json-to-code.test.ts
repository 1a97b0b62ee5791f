import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { codegenOps } from '@/ops/groups/codegen';
import { jsonToCode, readSamples } from '@/tools/json-to-code/json-to-code.core';
import { LANGUAGES, type CodeLanguage } from '@/tools/json-to-code/json-to-code.options';
import { JSON_TO_CODE_SAMPLE, SAMPLE_OUTPUT } from '@/tools/json-to-code/json-to-code.sample';

const languages = Object.keys(LANGUAGES) as CodeLanguage[];
const code = async (input: string, lang: CodeLanguage, options = {}) => {
  const r = await jsonToCode(input, lang, options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('readSamples', () => {
  it.each([
    ['one object', '{"a": 1}', [{ a: 1 }]],
    ['the items of a top-level array', '[{"a": 1}, {"b": 2}]', [{ a: 1 }, { b: 2 }]],
    ['one object per line (JSON Lines)', '{"a": 1}\n{"a": 2}\n\n{"a": 3}\n', [{ a: 1 }, { a: 2 }, { a: 3 }]],
    ['objects one after another on one line', '{"a": 1} {"a": 2}', [{ a: 1 }, { a: 2 }]],
    ['the items of several arrays', '[{"a": 1}]\n[{"a": 2}]', [{ a: 1 }, { a: 2 }]],
  ])('reads %s', (_what, input, samples) => {
    expect(readSamples(input)).toEqual({ ok: true, value: samples });
  });

  it.each([
    ['a trailing comma with its line and column', '{\n  "a": 1,\n}', { line: 3, column: 1 }],
    ['a bad second document at its place in the whole input', '{"a": 1}\n  {"b": tru}', { line: 2, column: 9 }],
    ['a bad document on the first line after another', '{"a": 1} {"b" 2}', { line: 1, column: 15 }],
    ['an unclosed object', '{"a": [1, 2}', { line: 1 }],
    ['a comma between documents', '{"a": 1},\n{"a": 2}', { line: 1, column: 9 }],
  ])('reports %s', (_what, input, where) => {
    const r = readSamples(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject(where);
  });

  it.each([
    ['empty input', '  ', 'The input is empty'],
    ['an empty array', '[]', 'The array is empty'],
    ['a number', '42', 'The input is a number; a type is made from objects'],
    ['an array of strings', '["a", "b"]', 'Sample 1 of 2 is a string'],
    ['null among objects', '[{"a": 1}, null]', 'Sample 2 of 2 is null'],
    ['an array of arrays', '[[{"a": 1}]]', 'The input is an array'],
  ])('refuses %s with a message that says what to paste', (_what, input, message) => {
    const r = readSamples(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(message);
  });
});

describe('jsonToCode', () => {
  it.each(languages)('gives the prerendered sample output for %s with the default options', async (lang) => {
    const outputs = Object.fromEntries(await Promise.all(languages.map(async (l) => [l, await code(JSON_TO_CODE_SAMPLE, l)])));
    if (process.env.UPDATE_SAMPLES) {
      const file = fileURLToPath(new URL('../../src/tools/json-to-code/json-to-code.sample.ts', import.meta.url));
      const text = readFileSync(file, 'utf8');
      const start = text.indexOf('export const SAMPLE_OUTPUT = {');
      const body = languages.map((l) => `  ${l}: ${JSON.stringify(outputs[l])},\n`).join('');
      writeFileSync(file, `${text.slice(0, start)}export const SAMPLE_OUTPUT = {\n${body}} as const;\n`);
      return;
    }
    expect(SAMPLE_OUTPUT[lang]).toBe(outputs[lang]);
  });

  it('makes a key some samples lack optional, and one null in some samples nullable', async () => {
    const ts = await code('[{"id": 1, "note": null}, {"id": 2, "note": "x", "extra": true}]', 'typescript');
    expect(ts).toContain('id:     number;');
    expect(ts).toContain('note:   null | string;');
    expect(ts).toContain('extra?: boolean;');
  });

  it('names the top-level type as asked and declares with type aliases', async () => {
    const ts = await code('{"user": {"name": "Ada"}}', 'typescript', { name: 'Api Response', declaration: 'type' });
    expect(ts).toMatch(/^export type APIResponse = \{/m);
    expect(ts).toMatch(/^export type User = \{/m);
  });

  it('makes every property optional when asked', async () => {
    expect(await code('{"a": 1, "b": {"c": "x"}}', 'typescript', { optional: true })).toBe(
      'export interface Root {\n    a?: number;\n    b?: B;\n}\n\nexport interface B {\n    c?: string;\n}\n',
    );
  });

  it('keeps date strings as strings with types only, and makes them Date with the converter', async () => {
    const input = '{"at": "2024-05-14T08:21:37Z"}';
    expect(await code(input, 'typescript')).toContain('at: string;');
    const full = await code(input, 'typescript', { typesOnly: false });
    expect(full).toContain('at: Date;');
    expect(full).toContain('export class Convert');
  });

  it('writes the Go package clause in types-only mode too', async () => {
    const go = await code('{"a": 1}', 'go', { typesOnly: true, package: 'models' });
    expect(go).toMatch(/^package models$/m);
    expect(go).not.toContain('func UnmarshalRoot');
  });

  it('gives pydantic models without helpers even when types only is off', async () => {
    const py = await code('{"user_id": 1}', 'python', { classes: 'pydantic', typesOnly: false });
    expect(py).toBe('from pydantic import BaseModel\n\n\nclass Root(BaseModel):\n    user_id: int\n');
  });

  it('uses the Java package and the C# namespace and library', async () => {
    expect(await code('{"a": 1}', 'java', { package: 'org.acme' })).toMatch(/^package org\.acme;$/m);
    const cs = await code('{"a": 1}', 'csharp', { namespace: 'Acme', typesOnly: false, framework: 'NewtonSoft' });
    expect(cs).toContain('namespace Acme');
    expect(cs).toContain('using Newtonsoft.Json;');
  });

  it('reads a recursive shape as one self-referencing type', async () => {
    const zod = await code('{"name": "a", "children": [{"name": "b", "children": []}]}', 'zod');
    expect(zod).toContain('export const RootSchema: z.ZodType<Root> = z.lazy(() =>');
  });

  it('returns bad JSON as an error with its line and column, for every language', async () => {
    for (const lang of languages) expect(await jsonToCode('{"a": tru}', lang)).toMatchObject({ ok: false, error: { line: 1, column: 7 } });
  });

  it('falls back to Root for a name with no letters', async () => {
    expect(await code('{"a": 1}', 'typescript', { name: '  ' })).toMatch(/^export interface Root \{/m);
    expect(await code('{"a": 1}', 'typescript', { name: '123' })).toMatch(/^export interface Root123 \{/m);
  });

  it('infers 5 MB of samples', async () => {
    const item = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', tags: ['a', 'b'], address: { city: 'London', zip: 'NW1' }, score: 9.5 };
    const input = JSON.stringify(Array.from({ length: 40_000 }, (_, i) => ({ ...item, id: i })));
    expect(input.length).toBeGreaterThan(5_000_000);
    expect(await code(input, 'go')).toContain('type Address struct');
  }, 60_000);
});

describe('the operations', () => {
  it.each(languages)('%s: has the page options, with the page defaults', (lang) => {
    const op = codegenOps.find((o) => o.id === LANGUAGES[lang].slug);
    expect(op).toBeDefined();
    expect(op!.options.parse({})).toEqual(LANGUAGES[lang].defaults);
  });
});

describe('many samples', () => {
  it('gives the same types from 3,000 samples as from their distinct shapes, optional keys included', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => (i % 1000 === 999 ? { id: i, name: `n${i}`, extra: null } : { id: i, name: `n${i}` }));
    const few = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b', extra: null },
    ];
    expect(await code(JSON.stringify(many), 'typescript')).toBe(await code(JSON.stringify(few), 'typescript'));
    expect(await code(JSON.stringify(many), 'typescript')).toContain('extra?: null;');
  });
});
