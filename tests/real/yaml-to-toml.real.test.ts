// YAML -> TOML against two real readers: for each generated YAML document (block and flow styles, anchors,
// aliases and merge keys, YAML 1.1 tags !!set !!omap !!pairs !!binary !!timestamp, explicit core tags, dates,
// floats with inf and nan, 64-bit integers, Unicode and odd keys), Python's tomllib reads our TOML and PyYAML's
// safe_load reads the YAML, and the two readings must be the same data. A document with a null must be refused
// naming "null" (PyYAML reads a None there); one with a tag safe_load does not know must be refused naming the tag.
// One python3 process for all cases.
//
// Normalisations, each because TOML has no form for the thing and the tool writes it as its note says:
// - !!set: PyYAML makes a Python set (unordered, not JSON); the reference loader makes the list of its members in
//   the order written, which is what the tool writes.
// - !!omap and !!pairs: PyYAML makes a list of (key, value) tuples; the reference loader makes a list of one-key
//   mappings, the tool's array of one-key tables.
// - !!binary: PyYAML makes bytes; the reference loader makes their base64 text, the tool's string.
// - Both readings go through json.dumps with default=str (dates and times as Python prints them, so an offset
//   date-time compares by its fields and zone) and keys turned to text as JSON does (1 -> "1"), then are compared
//   with keys sorted, since a TOML table has no order.
// The generator writes nothing on which YAML 1.1 (PyYAML) and YAML 1.2 (the tool) disagree: no yes/no/on/off or
// 0o17/017/1_000/1e3 plain scalars, no sexagesimal 07:32:00; such strings are quoted.
import { execFileSync } from 'node:child_process';
import { describePath } from '@/lib/json-path';
import { yamlToToml } from '@/tools/yaml-to-toml/yaml-to-toml.core';
import { requireProgram, rng } from './programs';

const PYTHON = requireProgram('python3', 'apt-get install python3 python3-yaml (3.11 or later, for tomllib)');

const PY = String.raw`
import base64, json, sys, tomllib, yaml

class Loader(yaml.SafeLoader):
    pass

def omap(loader, node):
    gen = loader.construct_yaml_omap(node)
    pairs = next(gen)
    for _ in gen:
        pass
    return [{k: v} for k, v in pairs]

def pairs(loader, node):
    gen = loader.construct_yaml_pairs(node)
    items = next(gen)
    for _ in gen:
        pass
    return [{k: v} for k, v in items]

def members(loader, node):
    return [loader.construct_object(key, deep=True) for key, _ in node.value]

def binary(loader, node):
    return base64.b64encode(loader.construct_yaml_binary(node)).decode()

Loader.add_constructor('tag:yaml.org,2002:omap', omap)
Loader.add_constructor('tag:yaml.org,2002:pairs', pairs)
Loader.add_constructor('tag:yaml.org,2002:set', members)
Loader.add_constructor('tag:yaml.org,2002:binary', binary)

def has_none(v):
    if v is None:
        return True
    if isinstance(v, dict):
        return any(has_none(x) for x in v.values())
    if isinstance(v, list):
        return any(has_none(x) for x in v)
    return False

def norm(v):
    return json.dumps(json.loads(json.dumps(v, default=str)), sort_keys=True, ensure_ascii=False)

out = []
for source, toml in json.load(sys.stdin):
    row = {}
    try:
        data = yaml.load(source, Loader=Loader)
        row['yaml'] = norm(data)
        row['null'] = has_none(data)
    except Exception as e:
        row['yamlError'] = type(e).__name__ + ': ' + str(e).splitlines()[0]
    if toml is not None:
        try:
            row['toml'] = norm(tomllib.loads(toml))
        except Exception as e:
            row['tomlError'] = type(e).__name__ + ': ' + str(e)
    out.append(row)
print(json.dumps(out))
`;

const r = rng(0x70a1c0de);
const pick = <T>(xs: readonly T[]) => xs[r(xs.length)];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Strings a YAML reader of either version takes as something else, or that start with an indicator. */
const AMBIGUOUS =
  /^(?:y|Y|n|N|yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF|true|True|TRUE|false|False|FALSE|null|Null|NULL|~|)$|^[-+.\d]|[:#,[\]{}&*!|>'"%@`?]|^\s|\s$/;
const TEXT = [
  'alpha',
  'beta gamma',
  'x',
  'ключ',
  '名前',
  'emoji 🎉',
  'a.b',
  'tab\there',
  'line\nbreak',
  ' lead',
  'trail ',
  '#hash',
  'a: b',
  '- dash',
  '?',
  '=',
  "it's",
  '"q"',
  'back\\slash',
  '',
  '0o17',
  '017',
  '1_000',
  '1e3',
  '07:32:00',
  'yes',
  'no',
  'on',
  'off',
  'null',
  '~',
  'true',
  '1.5',
  '0x1F',
  '2024-01-15',
  '.inf',
  '<<',
];

function randomText(): string {
  if (r(3) === 0) return pick(TEXT);
  const alphabet = Array.from('abcdefghijklmnopqrstuvwxyz ABC019_-.:#,\'"\\\t\né😀');
  return Array.from({ length: r(12) }, () => alphabet[r(alphabet.length)]).join('');
}

/** A string in a YAML style that both readers take as that string. */
function stringScalar(s: string, blockIndent: string | null): string {
  if (!AMBIGUOUS.test(s) && /^[A-Za-z][A-Za-z0-9 _.\-éкл名前🎉]*$/u.test(s) && r(2) === 0) return s;
  if (!/[\n\t\\]/.test(s) && r(3) === 0) return `'${s.replace(/'/g, "''")}'`;
  // A literal block scalar, in block context, for a string with line breaks whose lines need no escape.
  if (blockIndent !== null && /\n/.test(s) && /^[^\s]/.test(s) && !/[\t\r]|\s\n\n|[^\S\n]$|\n\n$/.test(s) && r(2) === 0) {
    const chomp = s.endsWith('\n') ? '' : '-';
    const body = s.replace(/\n+$/, '');
    return `|${chomp}\n${body
      .split('\n')
      .map((line) => (line === '' ? '' : `${blockIndent}${line}`))
      .join('\n')}\n`;
  }
  return JSON.stringify(s);
}

function randomDate(): string {
  const year = 1900 + r(200);
  const month = 1 + r(12);
  const day = 1 + r(28);
  const date = `${year}-${pad(month)}-${pad(day)}`;
  switch (r(6)) {
    case 0:
      return date;
    case 1:
      return `${date}T${pad(r(24))}:${pad(r(60))}:${pad(r(60))}Z`;
    case 2: {
      const frac = r(2) ? `.${Array.from({ length: 1 + r(9) }, () => r(10)).join('')}` : '';
      const zone = pick(['Z', `+${pad(r(15))}:${pick(['00', '30', '45'])}`, `-${pad(r(13))}:00`, '']);
      return `${date}${pick(['T', ' ', 't'])}${pad(r(24))}:${pad(r(60))}:${pad(r(60))}${frac}${zone}`;
    }
    case 3:
      // YAML 1.1 only forms: one-digit fields, spaces before the zone, a one-digit zone hour.
      return `${year}-${month}-${day} ${r(24)}:${pad(r(60))}:${pad(r(60))}${pick(['', '.5', '.'])}${pick([' Z', ` -${r(10)}`, ` +${r(10)}:30`, ''])}`;
    default:
      return `${date} ${pad(r(24))}:${pad(r(60))}:${pad(r(60))}`;
  }
}

function randomBase64(): string {
  const bytes = Array.from({ length: r(40) }, () => r(256));
  return btoa(String.fromCharCode(...bytes));
}

interface Doc {
  /** Where a tag the tool notes was written, and the tag. */
  tagged: Array<{ path: string; tag: string }>;
  anchors: Array<{ name: string; map: boolean }>;
  anchorCount: number;
  nulls: number;
  unknownTag: string | null;
}

const KEY_WORDS = ['name', 'port', 'host', 'items', 'list', 'cfg', 'a', 'b', 'key two', 'a.b', 'ключ', '名前', 'x-y', '1', '42', 'user_id', 'é'];

/** A unique key for a mapping, and the YAML text of it. */
function newKey(used: Set<string>): { key: string; text: string } {
  let key = pick(KEY_WORDS);
  while (used.has(key)) key = `${key}${r(10)}`;
  used.add(key);
  const text = /^\d+$/.test(key) || (!AMBIGUOUS.test(key) && /^[A-Za-z_][\w-]*$/.test(key)) ? key : JSON.stringify(key);
  return { key, text };
}

/** A scalar as flow-safe YAML text. */
function scalar(doc: Doc, path: Array<string | number>, blockIndent: string | null): string {
  switch (r(14)) {
    case 0:
    case 1:
    case 2:
      return stringScalar(randomText(), blockIndent);
    case 3:
      return String(r(2) ? r(1000) - 500 : BigInt(r(2) ? 1 : -1) * (2n ** 62n + BigInt(r(1_000_000))));
    case 4:
      return pick(['1.5', '-0.25', '2.0', '1.5e+3', '6.02e+23', '.inf', '-.inf', '.nan', '0.1']);
    case 5:
      return pick(['true', 'false']);
    case 6:
      return randomDate();
    case 7: {
      const d = randomDate();
      return r(2) ? `!!timestamp ${d}` : `!!timestamp "${d}"`;
    }
    case 8:
      doc.tagged.push({ path: describePath(path), tag: 'binary' });
      return r(2) || blockIndent === null
        ? `!!binary ${randomBase64() || 'AA=='}`
        : `!!binary |\n${blockIndent}${(randomBase64() || 'AA==').replace(/.{1,16}/g, (m) => m + '\n' + blockIndent).trimEnd()}\n`;
    case 9:
      return pick(['!!str 12', '!!str true', '!!int "42"', '!!float "1.5"', '!!str 2024-01-15', '!!bool "false"']);
    case 10:
      if (r(4) === 0) {
        doc.nulls++;
        return pick(['~', 'null', '!!null ""']);
      }
      return stringScalar(randomText(), blockIndent);
    case 11:
      if (r(8) === 0 && doc.unknownTag === null) {
        doc.unknownTag = pick(['!foo', '!!python/tuple', '!<tag:example.com,2000:x>']);
        return `${doc.unknownTag} ${doc.unknownTag === '!!python/tuple' ? '[1]' : 'x'}`;
      }
      return String(r(100));
    default: {
      const alias = doc.anchors.length > 0 && r(2) ? pick(doc.anchors) : null;
      return alias ? `*${alias.name}` : stringScalar(randomText(), blockIndent);
    }
  }
}

/** A value in flow style. */
function flow(doc: Doc, path: Array<string | number>, depth: number): string {
  const kind = depth > 3 ? 0 : r(9);
  if (kind <= 3) return scalar(doc, path, null);
  if (kind === 4) return `[${Array.from({ length: r(4) }, (_, i) => flow(doc, [...path, i], depth + 1)).join(', ')}]`;
  if (kind === 5) {
    const used = new Set<string>();
    return `{${Array.from({ length: r(4) }, () => {
      const { key, text } = newKey(used);
      return `${text}: ${flow(doc, [...path, key], depth + 1)}`;
    }).join(', ')}}`;
  }
  if (kind === 6) {
    doc.tagged.push({ path: describePath(path), tag: 'set' });
    const used = new Set<string>();
    return `!!set {${Array.from({ length: r(4) }, () => newKey(used).text).join(', ')}}`;
  }
  const tag = kind === 7 ? 'omap' : 'pairs';
  doc.tagged.push({ path: describePath(path), tag });
  const used = new Set<string>();
  return `!!${tag} [${Array.from({ length: r(4) }, (_, i) => {
    const { key, text } = tag === 'omap' ? newKey(used) : newKey(new Set());
    return `${text}: ${flow(doc, [...path, i, key], depth + 1)}`;
  }).join(', ')}]`;
}

/** A block mapping's lines at an indent. */
function blockMap(doc: Doc, path: Array<string | number>, indent: string, depth: number): string {
  const used = new Set<string>();
  let out = '';
  const maps = doc.anchors.filter((a) => a.map);
  if (maps.length > 0 && r(4) === 0) {
    out += r(2)
      ? `${indent}<<: *${pick(maps).name}\n`
      : `${indent}<<: [${Array.from({ length: 1 + r(2) }, () => `*${pick(maps).name}`).join(', ')}]\n`;
    // Keys a merge brings in may be overridden here: fine, but they must not be another key's TOML key.
  }
  const n = depth === 0 ? 1 + r(6) : r(4);
  for (let i = 0; i < n; i++) {
    const { key, text } = newKey(used);
    out += `${indent}${text}:${block(doc, [...path, key], indent, depth + 1)}`;
  }
  return out || `${indent}empty: {}\n`;
}

/** What follows "key:" in a block mapping at an indent: a scalar or flow value on the line, or a nested block. */
function block(doc: Doc, path: Array<string | number>, indent: string, depth: number): string {
  const inner = `${indent}  `;
  let anchor = r(6) === 0 ? `a${doc.anchorCount++}` : null;
  const prefix = anchor ? ` &${anchor}` : '';
  const kind = depth > 4 ? 0 : r(10);
  let text: string;
  let map = false;
  if (kind <= 3) {
    const s = scalar(doc, path, inner);
    // An alias cannot carry an anchor of its own.
    if (s.startsWith('*')) anchor = null;
    text = s.endsWith('\n') ? `${anchor ? prefix : ''} ${s}` : `${anchor ? prefix : ''} ${s}\n`;
  } else if (kind <= 5) {
    const f = flow(doc, path, depth);
    if (f.startsWith('*')) anchor = null;
    text = `${anchor ? prefix : ''} ${f}\n`;
  } else if (kind === 6) {
    map = true;
    text = `${prefix}\n${blockMap(doc, path, inner, depth)}`;
  } else if (kind === 7) {
    // A block sequence of mappings or values (an array of tables, or an array).
    const items = Array.from({ length: 1 + r(3) }, (_, i) =>
      r(2) ? `${inner}- ${flow(doc, [...path, i], depth + 1)}\n` : `${inner}-\n${blockMap(doc, [...path, i], `${inner}  `, depth + 1)}`,
    );
    text = `${prefix}\n${items.join('')}`;
  } else if (kind === 8) {
    doc.tagged.push({ path: describePath(path), tag: 'set' });
    const used = new Set<string>();
    text = ` !!set${prefix}\n${Array.from({ length: 1 + r(3) }, () => `${inner}? ${newKey(used).text}\n`).join('')}`;
  } else {
    doc.tagged.push({ path: describePath(path), tag: 'omap' });
    const used = new Set<string>();
    text = ` !!omap${prefix}\n${Array.from({ length: 1 + r(3) }, (_, i) => {
      const { key, text: k } = newKey(used);
      return `${inner}- ${k}: ${flow(doc, [...path, i, key], depth + 1)}\n`;
    }).join('')}`;
  }
  // An anchor names the value after it is written: aliases come later in the document.
  if (anchor) doc.anchors.push({ name: anchor, map });
  return text;
}

interface Case {
  yaml: string;
  doc: Doc;
}

const CASES: Case[] = Array.from({ length: 500 }, () => {
  const doc: Doc = { tagged: [], anchors: [], anchorCount: 0, nulls: 0, unknownTag: null };
  const yaml = blockMap(doc, [], '', 0);
  return { yaml, doc };
});

// Fixed cases beside the generated ones: forms the generator writes rarely.
const FIXED = [
  'when: 2002-12-14\nat: 2001-12-14 21:59:43.10 -5\nutc: 2001-12-15T02:59:43.1Z\n',
  'fruit: !!set\n  ? apple\n  ? pear\n  ? 3\n',
  'steps: !!omap\n  - zeta: 1\n  - alpha: {x: [1, 2]}\n  - 10: ten\n',
  'log: !!pairs\n  - get: /a\n  - get: /b\n  - put: /a\n',
  'icon: !!binary |\n  R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7\n',
  'base: &b {x: 1, y: [2]}\nmore: &m {z: 3}\nboth:\n  <<: [*b, *m]\n  y: over\n',
  'list: &l [1, two, 3.5]\ncopy: *l\nnested: {deep: *l}\n',
];
for (const yaml of FIXED) CASES.push({ yaml, doc: { tagged: [], anchors: [], anchorCount: 0, nulls: 0, unknownTag: null } });

const results = CASES.map(({ yaml }) => yamlToToml(yaml));

interface Reading {
  yaml?: string;
  null?: boolean;
  yamlError?: string;
  toml?: string;
  tomlError?: string;
}
const readings: Reading[] = JSON.parse(
  execFileSync(PYTHON, ['-c', PY], {
    input: JSON.stringify(CASES.map((c, i) => [c.yaml, results[i].ok ? (results[i] as { value: string }).value : null])),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
);

describe('YAML to TOML read back by tomllib equals PyYAML reading the YAML', () => {
  it('generates a spread of cases', () => {
    const converted = results.filter((x) => x.ok).length;
    const withNull = CASES.filter((c) => c.doc.nulls > 0).length;
    const withTag = CASES.filter((c) => c.doc.unknownTag).length;
    const withNote = CASES.filter((c) => c.doc.tagged.length > 0).length;
    expect(converted).toBeGreaterThan(250);
    expect(withNull).toBeGreaterThan(20);
    expect(withTag).toBeGreaterThan(10);
    expect(withNote).toBeGreaterThan(100);
  });

  it.each(CASES.map((c, i) => [i, c.yaml, c.doc, results[i], readings[i]] as const))('case %i', (_i, yaml, doc, result, reading) => {
    if (doc.unknownTag) {
      // safe_load refuses a tag it has no constructor for; so must the tool, naming the tag.
      expect(reading.yamlError, yaml).toMatch(/ConstructorError/);
      expect(result.ok, yaml).toBe(false);
      if (!result.ok && !/null/.test(result.error.message))
        expect(result.error.message).toContain(doc.unknownTag.replace(/^!<(.*)>$/, '$1').replace(/^!!/, ''));
      return;
    }
    expect(reading.yamlError, yaml).toBeUndefined();
    if (reading.null) {
      expect(result.ok, yaml).toBe(false);
      if (!result.ok) expect(result.error.message, yaml).toMatch(/is null, and TOML has no null/);
      return;
    }
    expect(result.ok ? '' : result.error.message, yaml).toBe('');
    if (!result.ok) return;
    expect(reading.tomlError, result.value).toBeUndefined();
    expect(reading.toml, `${yaml}\n----\n${result.value}`).toBe(reading.yaml);
    // Every tag written in another form is named, with its path, in a comment at the top.
    const header = result.value.split('\n\n')[0];
    for (const { path } of doc.tagged) expect(header, result.value).toContain(`# ${path} is `);
    for (const { tag } of doc.tagged) expect(header).toContain(`!!${tag}`);
  });
});
