import { parse } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { yamlToToml } from '@/tools/yaml-to-toml/yaml-to-toml.core';
import { yamlToTomlSample } from '@/tools/yaml-to-toml/yaml-to-toml.sample';

const toml = (yaml: string) => {
  const result = yamlToToml(yaml);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('yamlToToml', () => {
  it.each([
    ['scalars', 'a: text\nb: 42\nc: 1.5\nd: true', 'a = "text"\nb = 42\nc = 1.5\nd = true\n'],
    [
      'nested mappings become tables',
      'server:\n  host: localhost\n  tls:\n    enabled: false',
      '[server]\nhost = "localhost"\n\n[server.tls]\nenabled = false\n',
    ],
    ['a sequence of mappings becomes an array of tables', 'bin:\n  - name: a\n  - name: b', '[[bin]]\nname = "a"\n\n[[bin]]\nname = "b"\n'],
    ['mixed-type arrays as TOML 1.0 allows', 'a: [1, "two", 3.5, [4], {b: 5}]', 'a = [ 1, "two", 3.5, [ 4 ], { b = 5 } ]\n'],
    ['an empty mapping and an empty sequence', 'a: {}\nb: []', 'b = []\n\n[a]\n'],
    [
      'Unicode keys and values, quoted as TOML needs',
      'ключ: значение\n"a.b": 1\n名前: 太郎 🎉',
      '"ключ" = "значение"\n"a.b" = 1\n"名前" = "太郎 🎉"\n',
    ],
    ['YAML floats stay floats', 'a: 1e3\nb: .inf\nc: -.inf\nd: .nan\ne: 2.0', 'a = 1000.0\nb = inf\nc = -inf\nd = nan\ne = 2.0\n'],
    ['integers in other bases', 'a: 0x1F\nb: 0o17', 'a = 31\nb = 15\n'],
    ['integers beyond 2^53 exactly', 'a: 9007199254740993\nb: -9223372036854775808', 'a = 9007199254740993\nb = -9223372036854775808\n'],
    ['YAML 1.2 booleans only: yes stays a string', 'a: yes\nb: on', 'a = "yes"\nb = "on"\n'],
    ['multi-line strings', 'a: |\n  line 1\n  line 2\n', 'a = "line 1\\nline 2\\n"\n'],
  ])('%s', (_name, yaml, expected) => {
    expect(toml(yaml)).toBe(expected);
  });

  it.each([
    ['a: 2024-01-15', 'a = 2024-01-15\n'],
    ['a: 1979-05-27T07:32:00Z', 'a = 1979-05-27T07:32:00Z\n'],
    ['a: 1979-05-27T00:32:00.999999-07:00', 'a = 1979-05-27T00:32:00.999999-07:00\n'],
    ['a: 1979-05-27T07:32:00', 'a = 1979-05-27T07:32:00\n'],
    ['a: 1979-05-27 07:32:00Z', 'a = 1979-05-27 07:32:00Z\n'],
    ['a: 07:32:00', 'a = 07:32:00\n'],
    ['a: 2024-02-29', 'a = 2024-02-29\n'],
    ['a: "2024-01-15"', 'a = "2024-01-15"\n'],
    ["a: '07:32:00'", 'a = "07:32:00"\n'],
  ])('keeps the date %j', (yaml, expected) => {
    expect(toml(yaml)).toBe(expected);
    // And smol-toml reads the result as TOML again.
    expect(() => parse(expected)).not.toThrow();
  });

  it('resolves anchors, aliases and merge keys', () => {
    const yaml = 'base: &b\n  x: 1\n  y: 2\nd:\n  <<: *b\n  y: 3\nlist: &l [1, 2]\ncopy: *l';
    expect(parse(toml(yaml))).toEqual({ base: { x: 1, y: 2 }, d: { x: 1, y: 3 }, list: [1, 2], copy: [1, 2] });
  });

  it('round-trips the data of a typical config through TOML', () => {
    const yaml = [
      'name: app',
      'version: 3',
      'ratio: 0.25',
      'tags: [a, b]',
      'db:',
      '  host: db.local',
      '  ports: [5432, 5433]',
      'users:',
      '  - {name: ann, admin: true}',
      '  - {name: bob, admin: false}',
    ].join('\n');
    expect(parse(toml(yaml))).toEqual(parseYaml(yaml));
  });

  it('converts 10,000 entries', () => {
    const yaml = `items:\n${Array.from({ length: 10_000 }, (_, i) => `  - id: ${i}\n    name: item ${i}`).join('\n')}\n`;
    const out = parse(toml(yaml)) as { items: Array<{ id: number; name: string }> };
    expect(out.items).toHaveLength(10_000);
    expect(out.items[9999]).toEqual({ id: 9999, name: 'item 9999' });
  });

  it.each([
    ['', 'The input is empty', undefined],
    ['# only a comment\n', 'The YAML has no document, only comments', undefined],
    ['a: 1\nb:\n  c: null', 'The value at $.b.c is null, and TOML has no null: remove the key or give it a value', { line: 3, column: 6 }],
    ['a:\n  - 1\n  - ~', 'The value at $.a[1] is null, and TOML has no null: remove the key or give it a value', { line: 3, column: 5 }],
    [
      'a: 1\n---\nb: 2',
      'The YAML has 2 documents, and a TOML file holds one: convert them one at a time (the second starts here)',
      { line: 2, column: 1 },
    ],
    ['- 1\n- 2', "A TOML document is a table, so the YAML's top level must be a mapping (key: value lines), not a sequence", { line: 1, column: 1 }],
    ['just text', "A TOML document is a table, so the YAML's top level must be a mapping (key: value lines), not a string", { line: 1, column: 1 }],
    ['a: 2023-02-29', '2023-02-29 is not a valid date: that month has 28 days', { line: 1, column: 4 }],
    ['a: 24:00:00', '24:00:00 is not a valid time', { line: 1, column: 4 }],
    ['a: 1\na: 2', 'Map keys must be unique', { line: 2, column: 1 }],
    ['a: [1,\n', undefined, { line: 2, column: 1 }],
    [
      'a: 123456789012345678901234567890',
      "The value at $.a is 123456789012345678901234567890, beyond TOML's 64-bit integers (-9223372036854775808 to 9223372036854775807) and not exactly a float either: write it as a string",
      undefined,
    ],
    ['a: *nope', 'The alias *nope has no anchor &nope before it', { line: 1, column: 4 }],
  ])('reports %j', (yaml, message, where) => {
    const result = yamlToToml(yaml);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    if (message) expect(result.error.message).toBe(message);
    if (where) expect(result.error).toMatchObject(where);
    else expect(result.error.line).toBeUndefined();
  });

  it.each([
    [
      '!!set as an array of its members',
      'tags: !!set {red, 7, blue}',
      '# $.tags is a YAML !!set, written as an array of its members\n\ntags = [ "red", 7, "blue" ]\n',
    ],
    [
      '!!omap as one-key tables in order',
      'order: !!omap [z: 1, a: 2]',
      '# $.order is a YAML !!omap (ordered map), written as an array of one-key tables to keep its order\n\n[[order]]\nz = 1\n\n[[order]]\na = 2\n',
    ],
    [
      '!!binary as its base64 text',
      'blob: !!binary |\n  3q2+\n  7w==\n',
      '# $.blob is YAML !!binary, written as its base64 text\n\nblob = "3q2+7w=="\n',
    ],
    ['a !!timestamp with its zone kept', 'at: !!timestamp 2010-3-4 5:06:07.5 +2', 'at = 2010-03-04T05:06:07.5+02:00\n'],
    ['a YAML 1.1 timestamp in plain text', 'at: 1999-12-31 23:59:59 Z', 'at = 1999-12-31T23:59:59Z\n'],
    ['a date as a key', '2020-02-02: x', '2020-02-02 = "x"\n'],
  ])('writes %s', (_name, yaml, expected) => {
    expect(toml(yaml)).toBe(expected);
  });

  it.each([
    ['v: !!float 3', 'The value at $.v is tagged !!float, but "3" is not a float in YAML 1.2'],
    ['v: !!int 0.5', 'The value at $.v is tagged !!int, but "0.5" is not an integer in YAML 1.2'],
    ['v: !!bool on', 'The value at $.v is tagged !!bool, but "on" is not true or false in YAML 1.2'],
    ['x:\n  v: !!binary "not base64!"', 'The value at $.x.v is tagged !!binary, but "not base64!" is not base64 text'],
    ['v: [!!timestamp someday]', 'The value at $.v[0] is tagged !!timestamp, but "someday" is not a YAML timestamp'],
    ['v: !local 1', 'The value at $.v has the tag !local, which is one this converter does not know'],
    ['v: !!set [a]', 'The sequence at $.v has the tag !!set, which is for a mapping, not a sequence'],
    ['v: {? [a, b] : 1}', 'A key at $.v is a sequence, and TOML keys are text'],
    ['v: {2: a, "2": b}', 'The keys 2 and "2" at $.v are both the TOML key "2"'],
    ['v: {null: 1}', 'A key at $.v is null (empty or ~), and TOML has no null'],
    ['v: !!set {a, ~}', 'The value at $.v[1] is null, and TOML has no null'],
  ])('refuses %j', (yaml, message) => {
    const result = yamlToToml(yaml);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain(message);
  });

  it('refuses an alias bomb instead of expanding it', () => {
    const rows = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      rows.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const result = yamlToToml(rows.join('\n'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/alias bomb/);
  });
});

describe('the YAML to TOML sample', () => {
  it('is what the core produces', () => {
    expect(yamlToToml(yamlToTomlSample.input)).toEqual({ ok: true, value: yamlToTomlSample.output });
  });
});
