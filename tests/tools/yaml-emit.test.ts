import fc from 'fast-check';
import { stringify } from 'yaml';
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

describe('jsonValueToYaml', () => {
  it('writes exactly what the yaml library writes, at every indentation', () => {
    fc.assert(
      fc.property(json, fc.integer({ min: 1, max: 8 }), (value, indent) => {
        expect(jsonValueToYaml(value, indent)).toBe(reference(value, indent));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    [{ ['k'.repeat(1100)]: 1, b: [1] }],
    [{ 'a\nb': { c: 'x\ny' } }],
    [[{ '--- x': '...' }, ['--- y\nz']]],
    [{ a: [[['p\n\nq', ' lead', 'trail ', '#c', "it's", 'say "hi"']]] }],
  ])('writes what the library writes for %j', (value) => {
    for (const indent of [1, 2, 4, 8]) expect(jsonValueToYaml(value, indent)).toBe(reference(value, indent));
  });
});
