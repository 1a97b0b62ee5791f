import fc from 'fast-check';
import { parse, stringify } from 'yaml';
import { jsonValueToYaml } from '@/tools/yaml/yaml-emit';

const reference = (value: unknown, indent: number) =>
  stringify(value, { indent, lineWidth: 0, aliasDuplicateObjects: false, singleQuote: true, compat: 'yaml-1.1' });

/** Strings made of the characters and words YAML gives a meaning to, so quoting and block styles are all reached. */
const yamlish = fc
  .array(
    fc.constantFrom(
      ...'aZ09_:.-+eExXoOb yYnN~#&*!|>%@`\'",[]{}?=<\t\n\r\\/()$é'.split(''),
      '\u0085',
      '\u2028',
      '\u0007',
      '😀',
      'yes',
      'No',
      'on',
      'OFF',
      'true',
      'null',
      '.inf',
      '.nan',
      '0x',
      '0o',
      '0b',
      '---',
      '...',
      '2024-01-15',
      '1:20',
      '<<',
      '  ',
      '\n\n',
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));

const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    yamlish,
    fc.string(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.bigInt(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(yamlish, fc.string()), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/**
 * Where the writer leaves the library's text on purpose, because PyYAML or libyaml would not read it back
 * (tests/real/json-to-yaml.real.test.ts): strings with a tab, CR, DEL or C1 control, NEL, LS, PS or a byte order
 * mark, a line starting with a document marker, a lone "=", a multi-line string at the top level, a number in
 * exponent form without a dot, and a key too long for `key:`.
 */
function deviates(value: unknown, top = true): boolean {
  const badString = (s: string) => /[\t\r\x7f-\x9f\u2028\u2029\ufeff]/.test(s) || /^(?:%|---|\.\.\.)/m.test(s) || s === '=';
  if (typeof value === 'string') return badString(value) || (top && value.includes('\n'));
  if (typeof value === 'number') return /^-?\d+e/.test(JSON.stringify(value));
  if (Array.isArray(value)) return value.some((v) => deviates(v, false));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => badString(k) || k.length > 900 || k.includes('\n') || deviates(v, false));
  }
  return false;
}

/** The value as the yaml library reads integers back by default: BigInts as the nearest number. */
const withNumbers = (value: unknown): unknown =>
  typeof value === 'bigint'
    ? Number(value)
    : Array.isArray(value)
      ? value.map(withNumbers)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNumbers(v)]))
        : value;

describe('jsonValueToYaml', () => {
  it('writes exactly what the yaml library writes, at every indentation, where that is read back everywhere', () => {
    let compared = 0;
    fc.assert(
      fc.property(json, fc.integer({ min: 1, max: 8 }), (value, indent) => {
        const yaml = jsonValueToYaml(value, indent);
        expect(parse(yaml)).toEqual(withNumbers(value));
        if (deviates(value)) return;
        compared++;
        expect(yaml).toBe(reference(value, indent));
      }),
      { numRuns: 3000 },
    );
    expect(compared).toBeGreaterThan(1000);
  });

  it.each([[{ ['k'.repeat(800)]: 1, b: [1] }], [{ 'a-b': { c: 'x\ny' } }], [{ a: [[['p\n\nq', ' lead', 'trail ', '#c', "it's", 'say "hi"']]] }]])(
    'writes what the library writes for %j',
    (value) => {
      for (const indent of [1, 2, 4, 8]) expect(jsonValueToYaml(value, indent)).toBe(reference(value, indent));
    },
  );

  it.each([
    ['a tab', { 'k\tx': 'a\tb' }, '"k\\tx": "a\\tb"\n'],
    ['a lone =', { '=': ['='] }, "'=':\n  - '='\n"],
    ['a document marker line', [{ '--- x': 'a\n...' }], '- "--- x": "a\\n..."\n'],
    ['a line separator and NEL', ['a\u2028b', 'c\u0085'], '- "a\\u2028b"\n- "c\\u0085"\n'],
    ['a multi-line string at the top level', 'one\ntwo\n', '"one\\ntwo\\n"\n'],
    ['an exponent without a dot', [1e21, 1.5e-7, -2e-7], '- 1.0e+21\n- 1.5e-7\n- -2.0e-7\n'],
    ['a key too long for key:', { ['k'.repeat(1001)]: { a: 1 } }, `? ${'k'.repeat(1001)}\n:\n  a: 1\n`],
  ])('double-quotes or rewrites %s', (_name, value, expected) => {
    expect(jsonValueToYaml(value, 2)).toBe(expected);
    expect(parse(expected)).toEqual(value);
  });
});
