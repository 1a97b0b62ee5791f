import Papa from 'papaparse';
import { jsonToCsvSample } from '@/tools/json-to-csv/json-to-csv.sample';
import { jsonToCsv, type JsonToCsvOptions } from '@/tools/json-to-csv/json-to-csv.core';

const csv = (input: string, opts: JsonToCsvOptions = {}) => {
  const result = jsonToCsv(input, { newline: 'lf', ...opts });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.text;
};

describe('jsonToCsv', () => {
  it.each<[string, string, string, JsonToCsvOptions?]>([
    ['array of flat objects', '[{"a":1,"b":"x"},{"a":2,"b":"y"}]', 'a,b\n1,x\n2,y'],
    ['a single object is one row', '{"name":"Ada","year":1815}', 'name,year\nAda,1815'],
    ['union of keys in first-seen order', '[{"a":1},{"b":2,"a":3},{"c":4}]', 'a,b,c\n1,,\n3,2,\n,,4'],
    [
      'nested objects become dotted headers',
      '[{"id":1,"address":{"city":"Oslo","geo":{"lat":59.9}}}]',
      'id,address.city,address.geo.lat\n1,Oslo,59.9',
    ],
    ['arrays as indexed headers', '[{"tags":["a","b"]},{"tags":["c"]}]', 'tags.0,tags.1\na,b\nc,'],
    ['arrays of objects as indexed headers', '[{"items":[{"sku":"x","qty":2}]}]', 'items.0.sku,items.0.qty\nx,2'],
    ['arrays as JSON text', '[{"tags":["a","b"],"n":[{"x":1}]}]', 'tags,n\n"[""a"",""b""]","[{""x"":1}]"', { arrays: 'json' }],
    ['empty object and array keep a cell', '[{"o":{},"a":[],"s":""}]', 'o,a,s\n{},[],'],
    ['null is an empty cell, booleans as words', '[{"a":null,"b":true,"c":false}]', 'a,b,c\n,true,false'],
    [
      'quotes, delimiters and line breaks are quoted (RFC 4180)',
      '[{"q":"say \\"hi\\"","c":"a,b","n":"l1\\nl2"}]',
      'q,c,n\n"say ""hi""","a,b","l1\nl2"',
    ],
    ['semicolon delimiter quotes semicolons, not commas', '[{"a":"x;y","b":"1,5"}]', 'a;b\n"x;y";1,5', { delimiter: ';' }],
    ['tab delimiter', '[{"a":"x y","b":2}]', 'a\tb\nx y\t2', { delimiter: '\t' }],
    ['no header row', '[{"a":1,"b":2}]', '1,2', { header: false }],
    ['Unicode keys and values', '[{"名前":"太郎","emoji":"🎉","ключ":"значение"}]', '名前,emoji,ключ\n太郎,🎉,значение'],
    ['keys with dots are kept as written', '[{"a.b":1,"c":{"d.e":2}}]', 'a.b,c.d.e\n1,2'],
    ['array of arrays rows as they are', '[["a","b"],[1,{"x":1}],[true]]', 'a,b\n1,"{""x"":1}"\ntrue,'],
    ['integers beyond 2^53 stay exact', '[{"id":12345678901234567890,"n":-9007199254740993}]', 'id,n\n12345678901234567890,-9007199254740993'],
    ['big integers inside JSON cells stay exact', '[{"a":[9007199254740993]}]', 'a\n[9007199254740993]', { arrays: 'json' }],
    ['a __proto__ key is an ordinary column', '[{"__proto__":1,"b":2}]', '__proto__,b\n1,2'],
    // RFC 4180 lets any field be quoted: an empty cell alone on its line is "" so it is not a blank line.
    ['two columns: empty cells stay unquoted', '[{"v":""},{"v":"x"},{"v":null},{"w":1}]', 'v,w\n,\nx,\n,\n,1'],
    ['one column: empty values as ""', '[{"v":""},{"v":"x"},{"v":null}]', 'v\n""\nx\n""'],
    ['one column: a blank column name as ""', '[{"":"a"},{"":""}]', '""\na\n""'],
    ['one column of arrays: empty cells as ""', '[[""],["a"],[null],[]]', '""\na\n""\n""'],
  ])('%s', (_name, input, expected, opts) => {
    expect(csv(input, opts)).toBe(expected);
  });

  it('uses CRLF between records by default, as RFC 4180 does', () => {
    const result = jsonToCsv('[{"a":1},{"a":2}]');
    expect(result.ok && result.value.text).toBe('a\r\n1\r\n2');
  });

  it('renames a second key that flattens to the same header, and says so', () => {
    const result = jsonToCsv('[{"a.b":1,"a":{"b":2}}]', { newline: 'lf' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.text).toBe('a.b,a.b_2\n1,2');
    expect(result.value.notes).toEqual(['The keys $["a.b"] and $.a.b both flatten to the column "a.b"; the second is written as "a.b_2".']);
  });

  it('writes 10,000 rows that read back to the same values', () => {
    const data = Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `row "${i}", ok`, nested: { even: i % 2 === 0 } }));
    const result = jsonToCsv(JSON.stringify(data));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.rows).toBe(10_000);
    expect(result.value.columns).toBe(3);
    const back = Papa.parse<Record<string, string>>(result.value.text, { header: true, skipEmptyLines: true });
    expect(back.errors).toEqual([]);
    expect(back.data).toHaveLength(10_000);
    expect(back.data[9999]).toEqual({ id: '9999', name: 'row "9999", ok', 'nested.even': 'false' });
    expect(back.data[42]).toEqual({ id: '42', name: 'row "42", ok', 'nested.even': 'true' });
  });

  it('round-trips awkward strings through a CSV reader', () => {
    const values = ['', ' lead', 'trail ', 'a"b', 'x,y', 'l1\r\nl2', '=1+1', '日本', '"'];
    const result = jsonToCsv(JSON.stringify(values.map((v) => ({ v }))));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const back = Papa.parse<string[]>(result.value.text, { newline: '\r\n' });
    expect(back.data.slice(1).map((r) => r[0])).toEqual(values);
  });

  it.each([
    ['', 'The input is empty', undefined],
    ['[{"a":1},\n  {"b":}]', undefined, { line: 2, column: 8 }],
    ['42', 'The JSON is a number; CSV needs an array of objects, a single object or an array of arrays', undefined],
    ['"text"', 'The JSON is a string; CSV needs an array of objects, a single object or an array of arrays', undefined],
    ['null', 'The JSON is null; CSV needs an array of objects, a single object or an array of arrays', undefined],
    ['[]', 'The JSON array is empty, so there are no rows to write', undefined],
    ['[{}]', 'The objects have no keys, so there are no columns to write', undefined],
    ['[[], []]', 'Every row is an empty array, so there are no columns to write', undefined],
    ['[{"a":1}, 2]', 'The item at $[1] is a number, but the first item is an object: every row must be an object', undefined],
    ['[[1], {"a":1}]', 'The item at $[1] is an object, but the first item is an array: every row must be an array', undefined],
  ])('reports %j', (input, message, where) => {
    const result = jsonToCsv(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    if (message) expect(result.error.message).toBe(message);
    if (where) expect(result.error).toMatchObject(where);
  });

  it('refuses nesting deeper than it flattens, without throwing', () => {
    const deep = `[${'{"a":'.repeat(600)}1${'}'.repeat(600)}]`;
    const result = jsonToCsv(deep);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/nested more than 500 levels deep/);
  });
});

describe('the JSON to CSV sample', () => {
  it('is what the core produces with the default options', () => {
    const result = jsonToCsv(jsonToCsvSample.input);
    expect(result).toEqual({ ok: true, value: { text: jsonToCsvSample.output, rows: 3, columns: 9, notes: [] } });
  });
});
