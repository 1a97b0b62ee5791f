import { camelCase, capitalCase, constantCase, dotCase, kebabCase, pascalCase, sentenceCase, snakeCase } from 'change-case';
import { describe, expect, it } from 'vitest';
import { CASES, convertCase, convertLines, slugify, type CaseId } from '../../src/tools/case-converter/case-converter.core';
import { caseSample } from '../../src/tools/case-converter/case-converter.sample';
import { caseSampleOutput } from '../../src/tools/case-converter/case-converter.sample-output';
import { rng } from '../real/programs';

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

  // An apostrophe inside a word keeps the word whole: identifiers drop it, prose keeps it. Quotation marks and a
  // plural possessive's apostrophe stand between words and go like any other separator.
  const apostrophes: [CaseId, string, string][] = [
    ['camel', "it's here", 'itsHere'],
    ['snake', "it's here", 'its_here'],
    ['kebab', 'don’t stop', 'dont-stop'],
    ['constant', "we're done", 'WERE_DONE'],
    ['pascal', "the cat's toy", 'TheCatsToy'],
    ['dot', "I'll go", 'ill.go'],
    ['camel', "isn'tIt", 'isntIt'],
    ['pascal', "O'Brien's car", 'OBriensCar'],
    ['title', "O'Brien's car", "O'brien's Car"],
    ['kebab', "the 80's", 'the-80s'],
    ['title', "it's here", "It's Here"],
    ['sentence', 'DON’T PANIC now', 'Don’t panic now'],
    ['slug', "Don't stop", 'dont-stop'],
    ['slug', 'L’été', 'lete'],
    ['camel', "'like this'", 'likeThis'],
    ['title', '‘quoted words’', 'Quoted Words'],
    ['snake', "the users' names", 'the_users_names'],
    ['kebab', "rock 'n' roll", 'rock-n-roll'],
    ['slug', 'Rock ’n’ roll', 'rock-n-roll'],
    ['constant', "' ' '", ''],
  ];
  it.each(apostrophes)('%s(%j) is %j', (id, input, expected) => {
    expect(convertLines(input, id)).toBe(expected);
  });
});

describe('case converter against change-case', () => {
  // Random lines of letters in both cases, accented letters, digits, separators and (second test) apostrophes.
  const line = (r: (n: number) => number, pieces: string[]) => Array.from({ length: 1 + r(12) }, () => pieces[r(pieces.length)]).join('');
  const PIECES = ['a', 'b', 'X', 'Y', 'é', 'Ö', 'ß', '7', '42', ' ', '_', '-', '.', '/', 'HTTP', 'Request', 'id', 'ÉTÉ'];
  const change: Partial<Record<CaseId, (s: string) => string>> = {
    camel: (s) => camelCase(s, { mergeAmbiguousCharacters: true }),
    pascal: (s) => pascalCase(s, { mergeAmbiguousCharacters: true }),
    snake: snakeCase,
    kebab: kebabCase,
    constant: constantCase,
    title: capitalCase,
    sentence: sentenceCase,
    dot: dotCase,
  };

  it('splits words as change-case does when there is no apostrophe', () => {
    const r = rng(0xcafe);
    for (let i = 0; i < 3000; i++) {
      const input = line(r, PIECES);
      for (const [id, convert] of Object.entries(change))
        expect(convertLines(input, id as CaseId), `${id} ${JSON.stringify(input)}`).toBe(convert(input));
    }
  });

  it('reads a word with an apostrophe inside as change-case reads the word without it (identifier cases)', () => {
    const r = rng(0xbeef);
    const withApostrophes = [...PIECES, "'", '’', "n't", '’s', "'ll"];
    const inner = /(?<=[\p{L}\d])['’](?=\p{L})/gu;
    let checked = 0;
    for (let i = 0; i < 3000; i++) {
      const input = line(r, withApostrophes);
      if (!inner.test(input)) continue;
      inner.lastIndex = 0;
      // Apostrophes elsewhere are separators, so change-case gets them as spaces.
      const reference = input.replace(inner, '').replace(/['’]/g, ' ');
      for (const id of ['camel', 'pascal', 'snake', 'kebab', 'constant', 'dot'] as const)
        expect(convertLines(input, id), `${id} ${JSON.stringify(input)}`).toBe(change[id]!(reference));
      checked++;
    }
    expect(checked).toBeGreaterThan(500);
  });
});
