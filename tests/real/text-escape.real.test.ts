// The string escaper against each language's own reader, on random strings dense in quotes, backslashes, control
// characters, non-BMP emoji, line separators and (where the language can hold them) lone surrogates:
// - JSON: JSON.parse; JavaScript: node evaluates the literal; regex: node's RegExp (with no flag, u and v) must match
//   the original exactly (anchored) and nothing else of the batch;
// - Python: ast.literal_eval; SQL: SQLite's parser (SELECT <literal>); CSV: Python's csv module; XML: Python's expat
//   (xml.etree) reads the escaped text as element content; shell: `sh -c 'printf %s <literal>'`;
// - Java: javac compiles a class holding every literal, which prints each string's UTF-16 units;
// - and the other way: Python's repr, json.dumps, shlex.quote, csv.writer, xml.sax.saxutils and re.escape, SQLite's
//   quote() and JSON.stringify write literals that our unescaper must read back to the original.
// Go and C# have no compiler on this machine: tests/tools/text-escape.test.ts checks them against their specifications.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import { escapeText, unescapeText, type EscapeLanguage } from '@/tools/text-escape/text-escape.core';
import { requireProgram, rng } from './programs';

const PYTHON = requireProgram('python3', 'apt-get install python3');
const JAVAC = requireProgram('javac', 'apt-get install default-jdk-headless');
const SH = requireProgram('sh', 'apt-get install dash');

const r = rng(0x5e5c);
const PIECES = [
  'a',
  'Zoë',
  ' ',
  '"',
  "'",
  '\\',
  '\\u0041',
  '\\n',
  '\n',
  '\r',
  '\r\n',
  '\t',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '😀',
  '👩‍💻',
  '東京',
  '$HOME',
  '`x`',
  '${a}',
  '&amp;',
  '<b>',
  ',',
  '.*+?',
  '()[]{}|^/',
  '-',
  '\ud800',
  '\udc00',
  '\ufeff',
  '%s',
];
const random = (n: number) => Array.from({ length: n }, () => Array.from({ length: r(8) }, () => PIECES[r(PIECES.length)]).join(''));
const strings = ['', "it's", '"', '\\', ...random(150)];

const hasLone = (s: string) => /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
const units = (s: string) => Array.from({ length: s.length }, (_, i) => s.charCodeAt(i).toString(16).padStart(4, '0')).join(' ');

function literal(text: string, language: EscapeLanguage, extra: { quotes?: boolean; ascii?: boolean } = {}): string {
  const e = escapeText(text, { language, quotes: true, ...extra });
  if (!e.ok) throw new Error(`${language} refused ${JSON.stringify(text)}: ${e.error.message}`);
  return e.value;
}

const python = (script: string, input: unknown): unknown =>
  JSON.parse(execFileSync(PYTHON, ['-c', script], { input: JSON.stringify(input), encoding: 'utf8', maxBuffer: 64 << 20 }));

describe('escaped literals read back by the language', () => {
  it('JSON.parse and node read JSON and JavaScript literals', () => {
    for (const s of strings) {
      for (const ascii of [false, true]) {
        expect(JSON.parse(literal(s, 'json', { ascii }))).toBe(s);
        expect(vm.runInNewContext(literal(s, 'javascript', { ascii }))).toBe(s);
        expect(vm.runInNewContext(`'use strict'; ${literal(s, 'javascript', { ascii })}`)).toBe(s);
      }
    }
  });

  it('Python reads Python literals (ast.literal_eval)', () => {
    const lits = strings.flatMap((s) => [literal(s, 'python'), literal(s, 'python', { ascii: true })]);
    const back = python('import ast, json, sys\njson.dump([ast.literal_eval(x) for x in json.load(sys.stdin)], sys.stdout)', lits) as string[];
    expect(back).toEqual(strings.flatMap((s) => [s, s]));
  });

  it('SQLite reads SQL literals', () => {
    // SQLite's API refuses a NUL inside SQL text, and UTF-8 cannot carry a lone surrogate.
    const ok = strings.filter((s) => !s.includes('\0') && !hasLone(s));
    const back = python(
      "import json, sqlite3, sys\ndb = sqlite3.connect(':memory:')\njson.dump([db.execute('SELECT ' + x).fetchone()[0] for x in json.load(sys.stdin)], sys.stdout)",
      ok.map((s) => literal(s, 'sql')),
    );
    expect(back).toEqual(ok);
  });

  it("Python's csv module reads CSV fields, as the first field of a row", () => {
    const ok = strings.filter((s) => !s.includes('\0'));
    const rows = ok.flatMap((s) => [`${literal(s, 'csv', { quotes: false })},next`, `${literal(s, 'csv')},next`]);
    const back = python(
      'import csv, io, json, sys\njson.dump([next(csv.reader(io.StringIO(x, newline="")))[0] for x in json.load(sys.stdin)], sys.stdout)',
      rows,
    );
    expect(back).toEqual(ok.flatMap((s) => [s, s]));
  });

  it("Python's XML parser reads XML text", () => {
    const ok = strings.filter((s) => escapeText(s, { language: 'xml' }).ok);
    expect(ok.length).toBeGreaterThan(40);
    const docs = ok.flatMap((s) => [`<r>${literal(s, 'xml')}</r>`, `<r>${literal(s, 'xml', { ascii: true })}</r>`]);
    const back = python(
      'import json, sys\nimport xml.etree.ElementTree as ET\njson.dump([ET.fromstring(x.encode()).text or "" for x in json.load(sys.stdin)], sys.stdout)',
      docs,
    );
    expect(back).toEqual(ok.flatMap((s) => [s, s]));
    // and what XML cannot hold is refused rather than written
    expect(escapeText('\u0001', { language: 'xml' }).ok).toBe(false);
  });

  it('sh reads shell words (printf %s)', () => {
    const ok = strings.filter((s) => !s.includes('\0') && !hasLone(s));
    for (const s of ok) {
      const quoted = execFileSync(SH, ['-c', `printf %s ${literal(s, 'shell')}`]);
      expect(quoted.toString('utf8')).toBe(s);
      const inside = execFileSync(SH, ['-c', `printf %s '${literal(s, 'shell', { quotes: false })}'`]);
      expect(inside.toString('utf8')).toBe(s);
    }
  });

  it("node's RegExp matches exactly the escaped text", () => {
    for (const s of strings) {
      const pattern = literal(s, 'regex', { quotes: false });
      for (const flags of ['', 'u', 'v']) {
        if (flags && hasLone(s)) continue;
        const re = new RegExp(`^(?:${pattern})$`, flags);
        expect(re.test(s), `${JSON.stringify(s)} /${flags}`).toBe(true);
        expect(re.test(`${s}x`)).toBe(false);
      }
      // The /…/ form evaluates to the same pattern (an empty one as /(?:)/).
      expect((vm.runInNewContext(literal(s, 'regex')) as RegExp).test(s)).toBe(true);
    }
  });

  it('javac compiles Java literals to the same UTF-16 strings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'escape-java-'));
    const all = strings.flatMap((s) => [literal(s, 'java'), literal(s, 'java', { ascii: true })]);
    writeFileSync(
      join(dir, 'Strings.java'),
      `public class Strings {\n  static final String[] S = {\n${all.map((l) => `    ${l},`).join('\n')}\n  };\n` +
        `  public static void main(String[] a) {\n    StringBuilder out = new StringBuilder();\n` +
        `    for (String s : S) { for (int i = 0; i < s.length(); i++) { if (i > 0) out.append(' '); out.append(String.format("%04x", (int) s.charAt(i))); } out.append('\\n'); }\n` +
        `    System.out.print(out);\n  }\n}\n`,
      'utf8',
    );
    execFileSync(JAVAC, ['-encoding', 'UTF-8', '-d', dir, join(dir, 'Strings.java')]);
    const lines = execFileSync('java', ['-cp', dir, 'Strings'], { encoding: 'utf8', maxBuffer: 64 << 20 }).split('\n');
    expect(lines.slice(0, all.length)).toEqual(strings.flatMap((s) => [units(s), units(s)]));
  }, 60_000);
});

describe('literals written by the real programs read back by the unescaper', () => {
  const back = (text: string, language: EscapeLanguage) => {
    const u = unescapeText(text, { language });
    return u.ok ? u.value : `ERROR ${u.error.message}`;
  };

  it('Python: repr, json.dumps, shlex.quote, csv.writer, saxutils, re.escape and SQLite quote()', () => {
    const ok = strings.filter((s) => !s.includes('\0') && !hasLone(s));
    const out = python(
      String.raw`
import csv, io, json, re, shlex, sqlite3, sys
from xml.sax.saxutils import escape
db = sqlite3.connect(':memory:')
def csvfield(s):
    f = io.StringIO(newline='')
    csv.writer(f, lineterminator='').writerow([s])
    return f.getvalue()
json.dump([{"repr": repr(s), "json": json.dumps(s), "shell": shlex.quote(s), "csv": csvfield(s),
            "xml": escape(s, {'"': '&quot;'}).replace('\r', '&#13;'), "regex": re.escape(s), "sql": db.execute('SELECT quote(?)', (s,)).fetchone()[0]}
           for s in json.load(sys.stdin)], sys.stdout)
`,
      ok,
    ) as Record<string, string>[];
    ok.forEach((s, i) => {
      const w = out[i];
      expect(back(w.repr, 'python'), w.repr).toBe(s);
      expect(back(w.json, 'json')).toBe(s);
      expect(back(w.json, 'javascript')).toBe(s);
      expect(back(w.shell, 'shell'), w.shell).toBe(s);
      // csv.writer writes an empty field as "" only when it is alone on a row; that reads back as empty too.
      expect(back(w.csv, 'csv'), w.csv).toBe(s);
      expect(back(w.xml, 'xml')).toBe(s);
      expect(back(w.regex, 'regex'), w.regex).toBe(s);
      expect(back(w.sql, 'sql')).toBe(s);
    });
  });

  it('node: JSON.stringify (lone surrogates included)', () => {
    for (const s of strings) expect(back(JSON.stringify(s), 'json')).toBe(s);
  });
});
