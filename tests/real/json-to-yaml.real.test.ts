// JSON -> YAML against three real YAML readers: for each generated JSON value (strings with tabs, line breaks,
// leading and trailing spaces, indicators = : # - ? & * ! | > ' " %, Unicode, strings that look like numbers,
// booleans, null and dates in YAML 1.1 or 1.2, empty strings, deep nesting, scalars and multi-line strings at the
// top level), the YAML the tool writes is read by PyYAML's pure-Python SafeLoader, by libyaml (PyYAML's
// CSafeLoader), by js-yaml and by the yaml library, and each must give back the JSON value. One python3 process for all cases.
//
// Normalisation: numbers compare by value (JSON's 1.0 is JavaScript's 1, which the tool writes as 1 and a YAML
// reader gives back as an integer); booleans, null and strings compare exactly, and a boolean is never a number.
import { execFileSync } from 'node:child_process';
import { load } from 'js-yaml';
import { parse } from 'yaml';
import { jsonToYaml } from '@/tools/yaml/yaml.core';
import { requireProgram, rng } from './programs';

const PYTHON = requireProgram('python3', 'apt-get install python3 python3-yaml');

const PY = String.raw`
import json, sys, yaml

def same(a, b):
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return isinstance(b, list) and len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b

out = {'libyaml': yaml.__with_libyaml__, 'results': []}
for source, text in json.load(sys.stdin):
    expected = json.loads(source)
    row = {}
    for name, loader in (('pyyaml', yaml.SafeLoader), ('libyaml', getattr(yaml, 'CSafeLoader', None))):
        if loader is None:
            row[name] = 'no libyaml in this PyYAML'
            continue
        try:
            got = yaml.load(text, Loader=loader)
            row[name] = 'ok' if same(expected, got) else 'read ' + json.dumps(got, ensure_ascii=False, default=str)
        except Exception as e:
            row[name] = type(e).__name__ + ': ' + ' '.join(str(e).split())
    out['results'].append(row)
print(json.dumps(out))
`;

const r = rng(0x1a2b3c4d);
const pick = <T>(xs: readonly T[]) => xs[r(xs.length)];

const PIECES = [
  ...'aZ09_:.-+ #&*!|>%@`\'",[]{}?=<\t\n\\/()$é'.split(''),
  '\r\n',
  '😀',
  'ключ',
  '\u00a0',
  '\u2028',
  '\u0085',
  '\u0007',
  '\ufeff',
  'yes',
  'No',
  'on',
  'OFF',
  'y',
  'true',
  'False',
  'null',
  'Null',
  '~',
  '.inf',
  '-.Inf',
  '.NaN',
  '0x1F',
  '0o17',
  '017',
  '0b101',
  '1_000',
  '1e3',
  '1.5',
  '-2',
  '+3',
  '1:20',
  '2024-01-15',
  '2001-12-14 21:59:43.10 -5',
  '---',
  '...',
  '<<',
  '=',
  '- ',
  '? ',
  ': ',
  ' #',
  '  ',
  '\n\n',
  '\t\t',
];

function randomString(): string {
  switch (r(4)) {
    case 0:
      return pick(PIECES);
    case 1:
      return pick([
        '',
        ' ',
        '\t',
        '\n',
        'a\tb',
        '\ta',
        'a\t',
        ' a',
        'a ',
        '=',
        '==',
        '-',
        '?',
        ':',
        '#',
        "'",
        '"',
        'line 1\nline 2',
        'trail\n',
        '\n lead',
        'x\n\n',
        '\n',
      ]);
    default:
      return Array.from({ length: r(7) }, () => pick(PIECES)).join('');
  }
}

function randomValue(depth: number): unknown {
  const kind = depth > 5 ? r(4) : r(7);
  switch (kind) {
    case 0:
    case 1:
      return randomString();
    case 2:
      return pick([0, -0, 1, -1, 1.5, -0.25, 1e21, 1e-7, 123456789, 2 ** 53, true, false, null]);
    case 3:
      return pick([[], {}, 'x', 7]);
    case 4:
      return Array.from({ length: r(4) }, () => randomValue(depth + 1));
    default: {
      const out: Record<string, unknown> = {};
      for (let i = r(4); i > 0; i--) out[randomString()] = randomValue(depth + 1);
      return out;
    }
  }
}

/** Deep nesting of both kinds, with a string that needs quoting at the bottom. */
function deep(n: number): unknown {
  let v: unknown = 'a\tb: c';
  for (let i = 0; i < n; i++) v = i % 2 ? [v, '=', 'x\n'] : { '- k': v, '?': '\n' };
  return v;
}

const VALUES: unknown[] = [
  // Top-level scalars, one by one: multi-line strings, tabs, indicators, look-alikes.
  ...[
    '',
    ' ',
    '=',
    '-',
    '?',
    ':',
    '#',
    '|',
    '>',
    'a\tb',
    '\ta',
    'a\t',
    'x\ny',
    'x\ny\n',
    '\nx',
    ' x\n y ',
    'x\n\n',
    '\t\n\t',
    '---',
    '...',
    '--- x',
    'yes',
    '1:20',
    '0o17',
    '2024-01-15',
    'null',
    '~',
    '"',
    "'",
    'a # b',
  ],
  ...[0, 1.5, -0, true, false, null, 1e300],
  deep(40),
  deep(9),
  // Keys too long for an implicit `key:` (PyYAML and libyaml look for the colon within 1024 characters).
  { ['k'.repeat(1100)]: 1, ['t\t'.repeat(600)]: { x: ['y'] }, [`${'l\n'.repeat(400)}`]: [] },
  { ['k'.repeat(1000)]: 'a', ['k'.repeat(1020)]: 'b', ['é'.repeat(1020)]: 'c' },
  ['12345678901234567890', 12345678901234567890, 2 ** 63],
  ...Array.from({ length: 400 }, () => randomValue(0)),
  ...Array.from({ length: 200 }, () => randomString()),
];
const SOURCES = VALUES.map((v) => JSON.stringify(v));
const OUTPUTS = SOURCES.map((source, i) => ({ source, indent: 2 + (i % 3), result: jsonToYaml(source, { indent: 2 + (i % 3) }) }));

interface Python {
  libyaml: boolean;
  results: Array<{ pyyaml: string; libyaml: string }>;
}
const python: Python = JSON.parse(
  execFileSync(PYTHON, ['-c', PY], {
    input: JSON.stringify(OUTPUTS.map((o) => [o.source, o.result.ok ? o.result.value : ''])),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
);

describe('JSON to YAML read back by PyYAML, libyaml and js-yaml', () => {
  it('has a PyYAML built with libyaml (CSafeLoader)', () => {
    expect(python.libyaml).toBe(true);
  });

  it.each(OUTPUTS.map((o, i) => [i, o.source, o.indent, o.result, python.results[i]] as const))('case %i: %s', (_i, source, indent, result, read) => {
    expect(result.ok ? '' : result.error.message).toBe('');
    if (!result.ok) return;
    const yaml = result.value;
    const context = `indent ${indent}, YAML:\n${yaml}`;
    expect(read.pyyaml, context).toBe('ok');
    expect(read.libyaml, context).toBe('ok');
    let jsYaml: unknown;
    try {
      jsYaml = load(yaml);
    } catch (error) {
      jsYaml = `js-yaml error: ${String(error)}`;
    }
    // The yaml library, which the YAML to JSON page uses, reads it back too.
    expect(parse(yaml), context).toEqual(JSON.parse(source));
    // js-yaml reads -0 as -0 and the JSON value is -0 too; toEqual tells 0 and -0 apart, which the writer keeps.
    expect(jsYaml, context).toEqual(JSON.parse(source));
  });
});
