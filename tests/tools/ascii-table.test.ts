import { decodeHTML } from 'entities';
import { ASCII_ROWS, LATIN1_ROWS, searchRows } from '@/tools/ascii-table/ascii-table.core';

const all = [...ASCII_ROWS, ...LATIN1_ROWS];

describe('the ASCII table', () => {
  it('has codes 0–127, then 128–255', () => {
    expect(ASCII_ROWS.map((r) => r.code)).toEqual(Array.from({ length: 128 }, (_, i) => i));
    expect(LATIN1_ROWS.map((r) => r.code)).toEqual(Array.from({ length: 128 }, (_, i) => 128 + i));
  });

  it.each([
    [0, { dec: '0', hex: '00', oct: '000', bin: '00000000', char: 'NUL', caret: '^@', escape: '\\0', entity: '', description: 'Null' }],
    [9, { char: 'HT', caret: '^I', escape: '\\t', entity: '&Tab;' }],
    [10, { hex: '0A', oct: '012', char: 'LF', caret: '^J', escape: '\\n', entity: '&NewLine;' }],
    [27, { char: 'ESC', caret: '^[', escape: '\\e', entity: '&#27;' }],
    [32, { char: 'SP', entity: '&#32;', description: 'Space' }],
    [38, { char: '&', entity: '&amp;' }],
    [65, { hex: '41', oct: '101', bin: '01000001', char: 'A', entity: '&#65;', description: 'Latin capital letter A' }],
    [127, { hex: '7F', char: 'DEL', caret: '^?', description: 'Delete', control: true }],
    [133, { char: 'NEL', entity: '', control: true }],
    [160, { entity: '&nbsp;', description: 'No-break space', control: false }],
    [233, { char: 'é', entity: '&eacute;', description: 'Latin small letter e with acute' }],
    [255, { hex: 'FF', bin: '11111111', char: 'ÿ', entity: '&yuml;' }],
  ])('describes code %i', (code, expected) => {
    expect(all[code]).toMatchObject(expected);
  });

  it('gives every control code a name and caret notation that matches its value', () => {
    for (const r of ASCII_ROWS.filter((x) => x.code < 32)) {
      expect(r.control).toBe(true);
      expect(r.caret.charCodeAt(1) ^ 0x40).toBe(r.code);
    }
    expect(ASCII_ROWS.filter((r) => r.control).length).toBe(33);
  });

  it('gives HTML entities that a browser decodes to the character', () => {
    for (const r of all.filter((x) => x.entity)) expect(decodeHTML(r.entity), r.entity).toBe(String.fromCharCode(r.code));
  });

  it('has a description for every row, and distinct ones for the printable characters', () => {
    expect(all.every((r) => r.description.length > 2)).toBe(true);
    const printable = all.filter((r) => !r.control).map((r) => r.description);
    expect(new Set(printable).size).toBe(printable.length);
  });
});

describe('searchRows', () => {
  const codes = (q: string, rows = ASCII_ROWS) => searchRows(rows, q).map((r) => r.code);

  it.each([
    ['DEL', 127],
    ['del', 127],
    ['0x41', 65],
    ['7f', 127],
    ['^[', 27],
    ['\\n', 10],
    ['&amp;', 38],
    ['01000001', 65],
    ['A', 65],
    ['a', 97],
    [' ', 32],
    ['esc', 27],
  ])('finds %j first as code %i', (q, code) => {
    expect(codes(q)[0]).toBe(code);
  });

  it('finds words inside descriptions', () => {
    expect(codes('bracket')).toEqual([91, 93, 123, 125]);
    expect(codes('separator')).toEqual([28, 29, 30, 31]);
  });

  it('matches a single letter only as that character, case-sensitively', () => {
    expect(codes('A')).toEqual([65]);
    expect(codes('7')).toEqual([7, 55]);
  });

  it('returns every row for an empty query and none for nonsense', () => {
    expect(codes('')).toHaveLength(128);
    expect(codes('zzzz')).toEqual([]);
  });

  it('searches the Latin-1 half too', () => {
    expect(codes('eacute', LATIN1_ROWS)).toEqual([233, 201]);
    expect(codes('é', LATIN1_ROWS)).toEqual([233]);
  });
});
