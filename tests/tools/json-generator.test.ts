import { generateJson, MAX_REPEAT, MAX_VALUES } from '@/tools/json-generator/json-generator.core';
import { PLACEHOLDER_DOCS, SAMPLE_OUTPUT, SAMPLE_SEED, SAMPLE_TEMPLATE } from '@/tools/json-generator/json-generator.sample';

function data(template: string, seed = 1): unknown {
  const r = generateJson(template, seed);
  if (!r.ok) throw new Error(r.error.message);
  return JSON.parse(r.value);
}

const one = (placeholder: string, seed = 1) => (data(JSON.stringify({ v: placeholder }), seed) as { v: unknown }).v;

describe('generateJson: placeholders', () => {
  it.each([
    ['{{name}}', /^\p{Lu}\p{Ll}+ \p{Lu}[\p{L}]+$/u],
    ['{{firstName}}', /^\p{Lu}\p{Ll}+$/u],
    ['{{lastName}}', /^\p{Lu}\p{L}+$/u],
    ['{{email}}', /^[a-z]+\.[a-z]+@example\.(com|org|net)$/],
    ['{{username}}', /^[a-z]+_[a-z]+\d{1,2}$/],
    ['{{uuid}}', /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/],
    ['{{date}}', /^20[0-3]\d-\d\d-\d\d$/],
    ['{{datetime}}', /^20[0-3]\d-\d\d-\d\dT\d\d:\d\d:\d\dZ$/],
    ['{{lorem(3)}}', /^[a-z]+ [a-z]+ [a-z]+$/],
    ['{{lorem}}', /^([a-z]+ ){4}[a-z]+$/],
    ['{{phone}}', /^\+1 \d{3}-555-01\d\d$/],
    ['{{color}}', /^#[0-9a-f]{6}$/],
    ['{{url}}', /^https:\/\/www\.example\.com\/[a-z]+\/[a-z]+$/],
    ['{{street}}', /^\d+ [A-Z][a-z]+ [A-Z][a-z]+$/],
    ['{{pick(red, green, "blue")}}', /^(red|green|blue)$/],
  ])('fills %s with a matching string', (placeholder, pattern) => {
    for (let seed = 0; seed < 20; seed++) expect(one(placeholder, seed)).toMatch(pattern);
  });

  it.each([
    ['{{int(1,100)}}', 1, 100],
    ['{{int(-5,-5)}}', -5, -5],
    ['{{int}}', 0, 100],
    ['{{float(1.5,2.5,1)}}', 1.5, 2.5],
  ])('fills %s with a number in range', (placeholder, min, max) => {
    for (let seed = 0; seed < 50; seed++) {
      const v = one(placeholder, seed);
      expect(typeof v).toBe('number');
      expect(v).toBeGreaterThanOrEqual(min);
      expect(v).toBeLessThanOrEqual(max);
    }
  });

  it('gives integers for int and rounds float to its decimals', () => {
    expect(Number.isInteger(one('{{int(1,1000)}}'))).toBe(true);
    expect(String(one('{{float(0,1,3)}}', 5))).toMatch(/^0(\.\d{1,3})?$|^1$/);
  });

  it('fills {{bool}} with booleans, both values over many seeds', () => {
    const seen = new Set(Array.from({ length: 40 }, (_, seed) => one('{{bool}}', seed)));
    expect(seen).toEqual(new Set([true, false]));
  });

  it('keeps dates inside a given range', () => {
    for (let seed = 0; seed < 30; seed++) {
      const d = one('{{date(2024-02-01,2024-02-29)}}', seed) as string;
      expect(d >= '2024-02-01' && d <= '2024-02-29').toBe(true);
    }
  });

  it('writes placeholders inside longer strings as text', () => {
    expect(one('user-{{int(7,7)}}@{{pick(a)}}')).toBe('user-7@a');
  });

  it('leaves values without placeholders untouched', () => {
    const template = { s: 'plain {text}', n: 1.5, b: false, z: null, nested: [1, 'two', { three: 3 }] };
    expect(data(JSON.stringify(template))).toEqual(template);
  });

  it('uses one person per object, so name and email agree', () => {
    for (let seed = 0; seed < 10; seed++) {
      const v = data('{"first": "{{firstName}}", "last": "{{lastName}}", "full": "{{name}}", "email": "{{email}}"}', seed) as Record<string, string>;
      expect(v.full).toBe(`${v.first} ${v.last}`);
      const ascii = (s: string) =>
        s
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/ø/g, 'o')
          .toLowerCase();
      expect(v.email.startsWith(`${ascii(v.first)}.${ascii(v.last)}@`)).toBe(true);
    }
  });
});

describe('generateJson: repeat and index', () => {
  it('repeats an item template with a 0-based index (the example of the page)', () => {
    const v = data('{"users": ["{{repeat(3)}}", {"id": "{{index}}", "name": "{{name}}"}]}') as { users: { id: number; name: string }[] };
    expect(v.users.map((u) => u.id)).toEqual([0, 1, 2]);
    expect(new Set(v.users.map((u) => u.name)).size).toBeGreaterThan(1);
  });

  it('counts from a given start and uses the innermost repeat', () => {
    const v = data('["{{repeat(2)}}", {"n": "{{index(1)}}", "kids": ["{{repeat(2)}}", "{{index}}"]}]');
    expect(v).toEqual([
      { n: 1, kids: [0, 1] },
      { n: 2, kids: [0, 1] },
    ]);
  });

  it('picks a count between min and max', () => {
    const lengths = new Set(Array.from({ length: 40 }, (_, seed) => (data('["{{repeat(1,4)}}", 0]', seed) as unknown[]).length));
    expect([...lengths].sort()).toEqual([1, 2, 3, 4]);
  });

  it('makes an empty array for repeat(0)', () => {
    expect(data('["{{repeat(0)}}", "{{name}}"]')).toEqual([]);
  });
});

describe('generateJson: seeds', () => {
  const template = '{"users": ["{{repeat(5)}}", {"id": "{{uuid}}", "name": "{{name}}", "age": "{{int(18,90)}}", "joined": "{{date}}"}]}';

  it('gives the same data for the same seed', () => {
    expect(generateJson(template, 42)).toEqual(generateJson(template, 42));
  });

  it.each([Number.NaN, 0.5])('refuses the seed %s', (seed) => {
    const r = generateJson('[1]', seed);
    expect(r.ok ? null : r.error.message).toBe('The seed must be a whole number, such as 1 or 42');
  });

  it('gives different data for another seed', () => {
    expect(generateJson(template, 42)).not.toEqual(generateJson(template, 43));
  });

  it('pins the output of a known seed, so shared links keep showing the same data', () => {
    expect(data('["{{int(1,1000)}}", "{{int(1,1000)}}", "{{pick(a,b,c,d)}}"]', 7)).toEqual([12, 62, 'd']);
    expect(data('["{{repeat(2)}}", {"id": "{{index}}", "name": "{{name}}", "email": "{{email}}"}]', 1)).toEqual([
      { id: 0, name: 'Liam Adeyemi', email: 'liam.adeyemi@example.net' },
      { id: 1, name: 'Yuki Ibrahim', email: 'yuki.ibrahim@example.net' },
    ]);
  });
});

describe('generateJson: errors name the placeholder and where', () => {
  it.each([
    ['{"a": 1,}', /Line 1, column|Trailing comma|Unexpected/i, 1],
    ['', /empty/, undefined],
    [
      '{\n  "users": ["{{repeat(2)}}", {\n    "name": "{{nmae}}"\n  }]\n}',
      /Unknown placeholder \{\{nmae\}\} at \$\.users\[\*\]\.name\. Did you mean \{\{name\}\}\?/,
      3,
    ],
    ['{"a": "{{zzzzzz}}"}', /^Unknown placeholder \{\{zzzzzz\}\} at \$\.a$/, 1],
    ['{"age": "{{int(10,1)}}"}', /\{\{int\(10,1\)\}\}: the minimum 10 is greater than the maximum 1 at \$\.age/, 1],
    ['{"age": "{{int(a,5)}}"}', /the minimum "a" is not a whole number/, 1],
    ['{"d": "{{date(2024-02-30)}}"}', /the start date "2024-02-30" does not exist/, 1],
    ['{"d": "{{date(2024-13)}}"}', /not written as YYYY-MM-DD/, 1],
    ['{"d": "{{date(2025-01-01,2024-01-01)}}"}', /start date 2025-01-01 is after the end date 2024-01-01/, 1],
    ['{"i": "{{index}}"}', /only meaningful inside the item of a \{\{repeat\}\} array at \$\.i/, 1],
    ['{"u": "{{uuid(4)}}"}', /\{\{uuid\}\} takes no arguments/, 1],
    ['{"r": "{{repeat(3)}}"}', /must be the first element of an array/, 1],
    ['{"r": ["{{repeat(3)}}"]}', /followed by exactly one item template \(found 0\) at \$\.r/, 1],
    ['{"r": ["{{repeat(3)}}", 1, 2]}', /found 2/, 1],
    ['{"r": ["{{repeat(-1)}}", 1]}', /count must be from 0 to 10,000/, 1],
    ['{"r": ["{{repeat(5,2)}}", 1]}', /minimum first/, 1],
    ['{"r": ["{{repeat(x)}}", 1]}', /not a whole number/, 1],
    ['{"r": ["{{repeat()}}", 1]}', /write \{\{repeat\(n\)\}\}/, 1],
    ['{"p": "{{pick()}}"}', /needs at least one value/, 1],
    ['{"x": "{{name"}', /has no closing \}\}/, 1],
    ['{"x": "{{na me}}"}', /is not a placeholder/, 1],
    ['{"x": "{{lorem(0)}}"}', /word count must be from 1 to 1000/, 1],
    ['{"x": "{{float(0,1,20)}}"}', /decimals must be from 0 to 15/, 1],
  ])('reports %j', (template, message, line) => {
    const r = generateJson(template, 1);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toMatch(message);
    expect(r.error.line).toBe(line);
  });

  it('gives the column of the placeholder', () => {
    const r = generateJson('{"a": 1, "b": "{{oops}}"}', 1);
    expect(r.ok ? null : r.error).toMatchObject({ line: 1, column: 16 });
  });

  it('stops before generating too many values', () => {
    const r = generateJson('["{{repeat(10000)}}", ["{{repeat(10000)}}", 1]]', 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(MAX_VALUES.toLocaleString('en-US'));
  });
});

describe('what the page shows before the generator loads', () => {
  it('has the exact output of the sample template for the default seed', () => {
    expect(generateJson(SAMPLE_TEMPLATE, SAMPLE_SEED)).toEqual({ ok: true, value: SAMPLE_OUTPUT });
  });

  it('documents only placeholders that work', () => {
    for (const doc of PLACEHOLDER_DOCS) {
      for (const [token] of doc.syntax.matchAll(/\{\{[^}]+\}\}/g)) {
        const concrete = token
          .replace('min,max,decimals', '1,2,1')
          .replace('min,max', '1,9')
          .replace('from,to', '2020-01-01,2020-12-31')
          .replace('(n)', '(3)')
          .replace('(start)', '(1)')
          .replace('a,b,c', 'x,y');
        const template = concrete.startsWith('{{repeat') ? `["${concrete}", 1]` : `["{{repeat(1)}}", "${concrete}"]`;
        expect(generateJson(template, 1), token).toMatchObject({ ok: true });
      }
    }
    expect(MAX_REPEAT).toBe(10_000);
  });
});
