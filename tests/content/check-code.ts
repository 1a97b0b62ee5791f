/**
 * Checks one code sample of our content by its language (DESIGN.md, Content: every code sample is tested).
 * Runs what can run (JavaScript with node, Python with python3, SQL in SQLite, jq with real jq, JSONPath in
 * its dialect, DOT with Graphviz) and parses what cannot (shell with `bash -n`, SQL of other dialects with node-sql-parser, JSON,
 * YAML, TOML, XML, mermaid). A fence written as ```lang norun is syntax-checked instead of run: for code that
 * needs a browser, a network or a server.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import yaml from 'js-yaml';
import type Mermaid from 'mermaid';
import { parse as parseToml } from 'smol-toml';
import initSqlJs, { type Database } from 'sql.js';
import nodeSqlParser from 'node-sql-parser';
import { runJq } from '@/tools/jq-playground/jq-engine';
import { evaluateJsonPath, type JsonPathDialect } from '@/tools/jsonpath-playground/jsonpath-playground.core';

export interface CodeSample {
  /** Where it comes from, for the failure message ("content/blog/x.md block 3"). */
  where: string;
  language: string;
  /** Words after the language in the fence: `norun`, or a SQL dialect (`mysql`, `postgresql`). */
  flags: string[];
  code: string;
}

/** Fenced code blocks of a markdown text, with their language and flags. */
export function fencedBlocks(markdown: string, where: string): CodeSample[] {
  const out: CodeSample[] = [];
  const re = /^(```+|~~~+)[ \t]*([^\n]*)\n([\s\S]*?)^\1[ \t]*$/gm;
  let m: RegExpExecArray | null;
  let i = 0;
  while ((m = re.exec(markdown))) {
    i++;
    const [language = 'text', ...flags] = m[2].trim().split(/\s+/).filter(Boolean);
    out.push({ where: `${where} block ${i}`, language: language.toLowerCase(), flags, code: m[3] });
  }
  return out;
}

const tmp = mkdtempSync(path.join(tmpdir(), 'content-code-'));
let n = 0;
function tempFile(ext: string, text: string): string {
  const file = path.join(tmp, `s${++n}${ext}`);
  writeFileSync(file, text);
  return file;
}

function run(cmd: string, args: string[], input?: string, cwd?: string) {
  const r = spawnSync(cmd, args, {
    encoding: 'utf8',
    timeout: 20_000,
    input,
    cwd,
    env: { ...process.env, PYTHONIOENCODING: 'utf-8', TZ: 'UTC', NODE_OPTIONS: '' },
  });
  return { code: r.status, out: r.stdout ?? '', err: (r.stderr ?? '') + (r.error ? String(r.error) : '') };
}

/** Runs a JavaScript program as an ES module in Node; returns its stdout. */
export function runNode(code: string): string {
  const r = run(process.execPath, [tempFile('.mjs', code)]);
  if (r.code !== 0) throw new Error(`node exited ${r.code}: ${r.err}`);
  return r.out;
}

/** Runs a Python program with python3; returns its stdout. */
export function runPython(code: string): string {
  const r = run('python3', [tempFile('.py', code)]);
  if (r.code !== 0) throw new Error(`python3 exited ${r.code}: ${r.err}`);
  return r.out;
}

let graphviz: Promise<Graphviz> | null = null;
export async function renderDot(dot: string, engine: 'dot' | 'neato' | 'fdp' | 'circo' | 'twopi' = 'dot'): Promise<string> {
  graphviz ??= Graphviz.load();
  const g = await graphviz;
  return g.layout(dot, 'svg', engine);
}

let sqlJs: ReturnType<typeof initSqlJs> | null = null;
export async function sqlite(): Promise<Database> {
  sqlJs ??= initSqlJs();
  return new (await sqlJs).Database();
}

let mermaidMod: Promise<typeof Mermaid> | null = null;
/** Parses mermaid markup (needs a DOM: call from a jsdom test file). */
export async function parseMermaid(code: string): Promise<void> {
  mermaidMod ??= import('mermaid').then((m) => {
    m.default.initialize({ startOnLoad: false, securityLevel: 'strict' });
    return m.default;
  });
  await (await mermaidMod).parse(code);
}

/** Runs a jq filter with real jq; returns its output or throws jq's error. */
export async function jq(json: string, filter: string, args: string[] = []): Promise<string> {
  const r = await runJq(json, filter, args);
  if (r.crash) throw new Error(r.crash);
  const err = r.stderr.trim();
  if (err && !err.startsWith('["DEBUG')) throw new Error(err);
  return r.stdout.replace(/\n$/, '');
}

const sqlParser = new nodeSqlParser.Parser();
const dialects: Record<string, string> = {
  mysql: 'MySQL',
  postgresql: 'PostgreSQL',
  postgres: 'PostgreSQL',
  mariadb: 'MariaDB',
  bigquery: 'BigQuery',
  tsql: 'TransactSQL',
};

/**
 * Checks one sample. `db` is the SQLite database of the document the sample belongs to: SQL blocks of one
 * document run in order against it, so a later block may query the tables an earlier one made.
 */
export async function checkSample(s: CodeSample, db?: Database): Promise<void> {
  const norun = s.flags.includes('norun');
  const code = s.code;
  switch (s.language) {
    case 'js':
    case 'javascript':
    case 'mjs': {
      if (norun) {
        const r = run(process.execPath, ['--check', tempFile('.mjs', code)]);
        if (r.code !== 0) throw new Error(r.err);
      } else runNode(code);
      return;
    }
    case 'ts':
    case 'typescript': {
      const r = run(process.execPath, ['--experimental-strip-types', '--check', tempFile('.mts', code)]);
      if (r.code !== 0 && !/strip-types/.test(r.err)) throw new Error(r.err);
      return;
    }
    case 'py':
    case 'python': {
      if (norun) {
        const r = run('python3', ['-m', 'py_compile', tempFile('.py', code)]);
        if (r.code !== 0) throw new Error(r.err);
      } else runPython(code);
      return;
    }
    case 'bash':
    case 'sh':
    case 'shell':
    case 'console': {
      // Shell prompts ("$ cmd") are for reading; the syntax check sees the commands.
      const script =
        s.language === 'console'
          ? code
              .split('\n')
              .filter((l) => l.startsWith('$ '))
              .map((l) => l.slice(2))
              .join('\n')
          : code;
      const r = run('bash', ['-n', tempFile('.sh', script)]);
      if (r.code !== 0) throw new Error(r.err);
      return;
    }
    case 'awk': {
      const r = run('awk', ['-f', tempFile('.awk', code)], '');
      if (r.code !== 0 && r.code !== null && /syntax|error/i.test(r.err)) throw new Error(r.err);
      return;
    }
    case 'json':
      JSON.parse(code);
      return;
    case 'yaml':
    case 'yml':
      yaml.loadAll(code);
      return;
    case 'toml':
      parseToml(code);
      return;
    case 'xml':
    case 'svg': {
      const errors: string[] = [];
      new DOMParser({ onError: (level, msg) => void (level !== 'warning' && errors.push(msg)) }).parseFromString(code, 'text/xml');
      if (errors.length) throw new Error(errors.join('\n'));
      return;
    }
    case 'sql': {
      const dialect = s.flags.find((f) => f in dialects);
      if (dialect) {
        sqlParser.astify(code, { database: dialects[dialect] });
        return;
      }
      const own = db ?? (await sqlite());
      own.exec(code);
      return;
    }
    case 'jq': {
      // A jq fence holds a filter; `norun` ones only have to compile. Others run against `null`.
      const r = await runJq('null', code, ['-n']);
      if (/compile error/.test(r.stderr)) throw new Error(r.stderr);
      return;
    }
    case 'regex': {
      const m = /^\/([\s\S]*)\/([a-z]*)$/.exec(code.trim());
      new RegExp(m ? m[1] : code.trim(), m ? m[2] : 'u');
      return;
    }
    case 'dot':
    case 'graphviz':
      await renderDot(code);
      return;
    case 'mermaid':
      await parseMermaid(code);
      return;
    case 'java': {
      const cls = /public\s+(?:final\s+)?class\s+(\w+)/.exec(code)?.[1] ?? 'Snippet';
      const dir = mkdtempSync(path.join(tmp, 'java-'));
      writeFileSync(path.join(dir, `${cls}.java`), code);
      const r = run('javac', ['-d', dir, path.join(dir, `${cls}.java`)]);
      if (r.code !== 0) throw new Error(r.err);
      if (!norun && /static\s+void\s+main/.test(code)) {
        const e = run('java', ['-cp', dir, cls]);
        if (e.code !== 0) throw new Error(e.err);
      }
      return;
    }
    case 'dockerfile': {
      const bad = code
        .split('\n')
        .map((l) => l.trim())
        .filter(
          (l) =>
            l &&
            !l.startsWith('#') &&
            !/^(FROM|RUN|CMD|LABEL|EXPOSE|ENV|ADD|COPY|ENTRYPOINT|VOLUME|USER|WORKDIR|ARG|ONBUILD|STOPSIGNAL|HEALTHCHECK|SHELL)\b/i.test(l),
        );
      if (bad.length && !code.includes('\\\n')) throw new Error(`not a Dockerfile instruction: ${bad[0]}`);
      return;
    }
    case 'jsonpath': {
      // A jsonpath fence names its dialect (```jsonpath rfc9535 or ```jsonpath jsonpath-plus) and must be a
      // path of that dialect: RFC 9535 paths are checked by the playground's validator (a syntax error or a
      // badly typed function is rejected); jsonpath-plus paths must run on an empty document.
      const dialect = s.flags.find((f): f is JsonPathDialect => f === 'rfc9535' || f === 'jsonpath-plus');
      if (!dialect) throw new Error('a jsonpath fence names its dialect: ```jsonpath rfc9535 or ```jsonpath jsonpath-plus');
      const r = await evaluateJsonPath({ json: '{}', path: code.trim(), ignoreErrors: false, dialect });
      if (!r.ok) throw new Error(r.error.message);
      return;
    }
    case 'css':
    case 'html': {
      const prettier = await import('prettier/standalone');
      const plugins = s.language === 'css' ? [(await import('prettier/plugins/postcss')).default] : [(await import('prettier/plugins/html')).default];
      await prettier.format(code, { parser: s.language, plugins });
      return;
    }
    // Prose-like languages: any text is valid, so there is nothing to check.
    case 'text':
    case 'txt':
    case 'plaintext':
    case 'markdown':
    case 'md':
    case 'http':
    case 'diff':
      return;
    default:
      throw new Error(`no checker for the language "${s.language}": use one of the languages in src/content/schemas.ts`);
  }
}
