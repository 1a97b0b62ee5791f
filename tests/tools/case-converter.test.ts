import { describe, expect, it } from 'vitest';
import { CASES, convertCase, convertLines, slugify, type CaseId } from '../../src/tools/case-converter/case-converter.core';
import { caseSample } from '../../src/tools/case-converter/case-converter.sample';
import { caseSampleOutput } from '../../src/tools/case-converter/case-converter.sample-output';

describe('case converter', () => {
  const cases: [CaseId, string, string][] = [
    ['camel', 'user account id', 'userAccountId'],
    ['camel', 'XMLHttpRequest', 'xmlHttpRequest'],
    ['camel', 'version 2 notes', 'version2Notes'],
    ['pascal', 'get_user_by_email', 'GetUserByEmail'],
    ['snake', 'getUserByEmail', 'get_user_by_email'],
    ['kebab', 'Get User By-Email', 'get-user-by-email'],
    ['constant', 'max-retry count', 'MAX_RETRY_COUNT'],
    ['title', 'the quick_brown-fox', 'The Quick Brown Fox'],
    ['sentence', 'theQuickBrownFox', 'The quick brown fox'],
    ['dot', 'App Config Path', 'app.config.path'],
    ['slug', 'Crème brûlée à la carte!', 'creme-brulee-a-la-carte'],
    ['slug', '  Straße & Øresund — Æsir  ', 'strasse-oresund-aesir'],
    ['slug', 'ﬁle ①', 'file-1'],
    ['slug', 'Привет мир', ''],
    ['snake', 'crème brûlée', 'crème_brûlée'],
    ['camel', '', ''],
    ['kebab', '---', ''],
  ];
  it.each(cases)('%s(%j) is %j', (id, input, expected) => {
    expect(convertLines(input, id)).toBe(expected);
  });

  it('converts each line on its own and keeps LF, CRLF, CR, empty lines and a trailing newline', () => {
    expect(convertLines('foo bar\r\nbaz qux\n\nlast one\rx y\n', 'snake')).toBe('foo_bar\r\nbaz_qux\n\nlast_one\rx_y\n');
  });

  it('gives every case at once and the chosen one as the output', () => {
    const r = convertCase('hello world', { case: 'constant' });
    expect(r.ok && r.value.chosen).toBe('HELLO_WORLD');
    expect(r.ok && Object.keys(r.value.all)).toEqual(CASES.map((c) => c.id));
    expect(r.ok && r.value.all.dot).toBe('hello.world');
  });

  it('falls back to camelCase for an unknown case in a hand-edited share link', () => {
    const r = convertCase('hello world', { case: 'nope' });
    expect(r.ok && r.value.chosen).toBe('helloWorld');
  });

  it('keeps the shipped sample output equal to what the core makes', () => {
    const r = convertCase(caseSample, { case: 'camel' });
    expect(r.ok && r.value.all).toEqual(caseSampleOutput);
  });

  it('converts a huge input line by line', () => {
    const input = Array.from({ length: 50_000 }, (_, i) => `item number ${i}`).join('\n');
    const out = convertLines(input, 'kebab').split('\n');
    expect(out).toHaveLength(50_000);
    expect(out[49_999]).toBe('item-number-49999');
  });

  it('refuses a binary file with the position of its NUL character', () => {
    const r = convertCase('ab\ncd\0ef', { case: 'camel' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatchObject({ line: 2, column: 3 });
    expect(!r.ok && r.error.message).toMatch(/binary file/);
  });

  it('slugify drops marks left after NFKD', () => {
    expect(slugify('Ångström Ñandú')).toBe('angstrom-nandu');
  });
});
