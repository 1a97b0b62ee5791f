// JSON -> types and classes (quicktype) against the real compilers: every output for a set of samples and options must
// compile, and where a language can run the sample through the types, it must accept it.
// - TypeScript: tsc --strict (the project's typescript); with Types only, a file assigning every sample to the type
//   must compile; with the Convert class, Convert.toRoot(JSON.stringify(sample)) must run under node.
// - Zod: tsc --strict with the project's zod, then node runs z.array(RootSchema).parse(samples).
// - Python: python3 parses each output (ast.parse), runs it, reads every sample with root_from_dict (dataclasses) and
//   writes it back with root_to_dict, or with Root.model_validate (pydantic, when installed); mypy when installed.
// - Rust: rustc type-checks each output against stand-in serde and serde_json crates (derives that accept serde's
//   attributes), since serde cannot be fetched offline: the Rust itself, not the serde attributes, is checked.
// - Java: javac compiles each class file (the Jackson flavour too when Jackson's jars are in ~/.m2).
// - Go and C#: checked only where `go` or a C# compiler is installed; otherwise the test says why it is skipped.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsonToCode, readSamples } from '@/tools/json-to-code/json-to-code.core';
import type { CodeLanguage, CodeOptions } from '@/tools/json-to-code/json-to-code.options';
import { JSON_TO_CODE_SAMPLE } from '@/tools/json-to-code/json-to-code.sample';
import { hasProgram, requireProgram } from './programs';

const root = join(__dirname, '../..');
const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i]));

/** Samples that exercise quicktype's inference: optional keys, unions, maps, enums, recursion, awkward keys. */
const SAMPLES: [string, string][] = [
  ['the page sample', JSON_TO_CODE_SAMPLE],
  [
    'snake_case users',
    '[{"user_id": 7, "full_name": "Ada", "active": true, "scores": [1.5, 2], "manager": null}, {"user_id": 8, "full_name": "Bo", "active": false, "scores": [], "manager": {"user_id": 7}}]',
  ],
  ['awkward keys', '{"class": 1, "type": "x", "default": true, "123abc": 2, "a-b": 3, "full name": "x", "ünïcode": 4, "$ref": "y"}'],
  ['a tree', '{"name": "root", "children": [{"name": "a", "children": [{"name": "b", "children": []}]}]}'],
  ['a map of scores', JSON.stringify({ scores: many })],
  ['repeated strings', JSON.stringify(Array.from({ length: 8 }, (_, i) => ({ status: i % 2 ? 'open' : 'closed', n: i })))],
  ['mixed values', '{"id": "x", "values": [1, "two", 3.5, null, true], "nested": [[1, 2], [3]], "any": null, "dates": ["2024-05-14T08:21:37Z"]}'],
  ['JSON Lines', '{"a": 1}\n{"a": 2, "b": {"c": [true]}}\n{"a": 3, "b": null}\n'],
];

const samplesOf = (input: string): unknown[] => {
  const r = readSamples(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const dir = mkdtempSync(join(tmpdir(), 'json-to-code-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function generate(lang: CodeLanguage, input: string, options: Partial<CodeOptions>): Promise<string> {
  const r = await jsonToCode(input, lang, options);
  if (!r.ok) throw new Error(`${lang} ${JSON.stringify(options)}: ${r.error.message}`);
  return r.value;
}

/** Runs a program; on failure, throws its output (the compiler's messages) with the file it was checking. */
function run(cmd: string, args: string[], cwd: string, what: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`${what}: ${cmd} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

function skipped(language: string, reason: string) {
  console.log(`json-to-code real test: ${language} is not checked here: ${reason}`);
}

describe('TypeScript and Zod with tsc --strict and node', () => {
  const ts = join(dir, 'ts');
  mkdirSync(join(ts, 'node_modules'), { recursive: true });
  symlinkSync(join(root, 'node_modules/zod'), join(ts, 'node_modules/zod'));

  it('compiles every output, assigns every sample to its type, and parses every sample with its schema', async () => {
    const runs: string[] = [];
    let n = 0;
    for (const [, input] of SAMPLES) {
      const literal = JSON.stringify(samplesOf(input), null, 1);
      for (const options of [{}, { declaration: 'type' as const, optional: true }]) {
        const f = `t${++n}`;
        writeFileSync(join(ts, `${f}.ts`), await generate('typescript', input, { ...options, name: 'Root' }));
        writeFileSync(join(ts, `${f}.check.ts`), `import type { Root } from './${f}';\nexport const samples: Root[] = ${literal};\n`);
      }
      const f = `t${++n}`;
      writeFileSync(join(ts, `${f}.ts`), await generate('typescript', input, { typesOnly: false }));
      writeFileSync(
        join(ts, `${f}.check.ts`),
        `import { Convert } from './${f}';\nfor (const s of ${literal}) Convert.rootToJson(Convert.toRoot(JSON.stringify(s)));\n`,
      );
      runs.push(`${f}.check.js`);
      const z = `z${++n}`;
      writeFileSync(join(ts, `${z}.ts`), await generate('zod', input, {}));
      writeFileSync(
        join(ts, `${z}.check.ts`),
        `import * as z from 'zod';\nimport { RootSchema } from './${z}';\nz.array(RootSchema).parse(${literal});\n`,
      );
      runs.push(`${z}.check.js`);
    }
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const files = readdirSync(ts).filter((f) => f.endsWith('.ts'));
    run(
      process.execPath,
      [tsc, '--strict', '--target', 'es2022', '--module', 'commonjs', '--skipLibCheck', '--outDir', 'out', ...files],
      ts,
      'TypeScript',
    );
    for (const js of runs) run(process.execPath, [join('out', js)], ts, js);
  }, 120_000);
});

describe('Python with python3', () => {
  const python = requireProgram('python3', 'apt-get install python3');
  const hasPydantic = spawnSync(python, ['-c', 'import pydantic'], { encoding: 'utf8' }).status === 0;
  const hasMypy = spawnSync(python, ['-m', 'mypy', '--version'], { encoding: 'utf8' }).status === 0;
  if (!hasPydantic) skipped('pydantic models (running them)', 'pydantic is not installed for python3; they are parsed only');
  if (!hasMypy) skipped('Python with mypy', 'mypy is not installed; python3 parses and runs the code instead');

  it('parses and runs every output, reading every sample and writing it back', async () => {
    const py = join(dir, 'py');
    mkdirSync(py, { recursive: true });
    let n = 0;
    for (const [, input] of SAMPLES) {
      const samples = JSON.stringify(samplesOf(input));
      for (const options of [{}, { optional: true }, { typesOnly: true }, { classes: 'pydantic' as const }]) {
        const m = `m${++n}`;
        const src = await generate('python', input, options);
        writeFileSync(join(py, `${m}.py`), src);
        const pydantic = options.classes === 'pydantic';
        const check = pydantic
          ? hasPydantic
            ? `for s in samples:\n    ${m}.Root.model_validate(s)\n`
            : ''
          : options.typesOnly
            ? ''
            : `for s in samples:\n    back = ${m}.root_to_dict(${m}.root_from_dict(s))\n    assert isinstance(back, dict)\n`;
        // Pydantic models name fields in snake_case: only samples whose keys already are can be validated as is.
        const validatable = !pydantic || !/"[^"]*[A-Z -][^"]*":/.test(samples);
        writeFileSync(
          join(py, `check_${m}.py`),
          `import ast, json\nast.parse(open("${m}.py").read())\n` +
            (pydantic && !hasPydantic ? '' : `import ${m}\n`) +
            `samples = json.loads(${JSON.stringify(samples)})\n` +
            (validatable ? check : ''),
        );
        run(python, [`check_${m}.py`], py, `${m}.py ${JSON.stringify(options)}`);
        if (hasMypy && !pydantic) run(python, ['-m', 'mypy', '--ignore-missing-imports', `${m}.py`], py, `mypy ${m}.py`);
      }
    }
  }, 300_000);

  it('writes the page sample back exactly as it read it', async () => {
    const py = join(dir, 'py-roundtrip');
    mkdirSync(py, { recursive: true });
    writeFileSync(join(py, 'models.py'), await generate('python', JSON_TO_CODE_SAMPLE, {}));
    const out = run(
      python,
      [
        '-c',
        `import json, models\nfor s in json.loads(${JSON.stringify(JSON.stringify(samplesOf(JSON_TO_CODE_SAMPLE)))}):\n    print(models.root_to_dict(models.root_from_dict(s)) == s)`,
      ],
      py,
      'round trip',
    );
    expect(out.trim().split('\n')).toEqual(['True', 'True']);
  });
});

const rustc = hasProgram('rustc');
if (!rustc) skipped('Rust', 'rustc is not installed');
describe.skipIf(!rustc)('Rust with rustc', () => {
  it('type-checks every output', async () => {
    const rs = join(dir, 'rs');
    mkdirSync(rs, { recursive: true });
    // Stand-ins for serde: derives that accept #[serde(...)] and emit nothing; serde_json::Value as a plain enum.
    writeFileSync(
      join(rs, 'serde_derive.rs'),
      'extern crate proc_macro;\nuse proc_macro::TokenStream;\n' +
        '#[proc_macro_derive(Serialize, attributes(serde))]\npub fn ser(_: TokenStream) -> TokenStream { TokenStream::new() }\n' +
        '#[proc_macro_derive(Deserialize, attributes(serde))]\npub fn de(_: TokenStream) -> TokenStream { TokenStream::new() }\n',
    );
    writeFileSync(join(rs, 'serde.rs'), 'pub use serde_derive::{Deserialize, Serialize};\n');
    writeFileSync(join(rs, 'serde_json.rs'), '#[derive(Debug, Clone, PartialEq)]\npub enum Value { Null }\n');
    const ed = ['--edition', '2021', '-L', '.'];
    run('rustc', [...ed, '--crate-type', 'proc-macro', 'serde_derive.rs'], rs, 'serde_derive stand-in');
    run('rustc', [...ed, '--crate-type', 'lib', 'serde.rs', '--extern', 'serde_derive=libserde_derive.so'], rs, 'serde stand-in');
    run('rustc', [...ed, '--crate-type', 'lib', 'serde_json.rs'], rs, 'serde_json stand-in');
    let n = 0;
    for (const [, input] of SAMPLES) {
      for (const options of [{}, { optional: true }]) {
        const f = `r${++n}.rs`;
        writeFileSync(join(rs, f), `#![allow(dead_code)]\n${await generate('rust', input, options)}`);
        run(
          'rustc',
          [
            ...ed,
            '--crate-type',
            'lib',
            '--emit',
            'metadata',
            '-D',
            'warnings',
            f,
            '--extern',
            'serde=libserde.rlib',
            '--extern',
            'serde_json=libserde_json.rlib',
          ],
          rs,
          f,
        );
      }
    }
  }, 180_000);
});

/** Jackson's jars (core, annotations, databind) from the local Maven repository, when there are some. */
function jacksonClasspath(): string | null {
  const base = join(homedir(), '.m2/repository/com/fasterxml/jackson/core');
  const jars: string[] = [];
  for (const name of ['jackson-core', 'jackson-annotations', 'jackson-databind']) {
    const versions = existsSync(join(base, name)) ? readdirSync(join(base, name)).filter((v) => /^2\.\d+/.test(v)) : [];
    const jar = versions
      .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
      .map((v) => join(base, name, v, `${name}-${v}.jar`))
      .filter((j) => existsSync(j))
      .pop();
    if (!jar) return null;
    jars.push(jar);
  }
  return jars.join(':');
}

const javac = hasProgram('javac');
if (!javac) skipped('Java', 'javac is not installed (npm test installs Debian default-jdk-headless when run as root)');
describe.skipIf(!javac)('Java with javac', () => {
  const jackson = jacksonClasspath();
  if (!jackson) skipped('Java with Jackson annotations (Types only off)', "Jackson's jars are not in ~/.m2; the plain classes are compiled");

  it('compiles every output, split into its class files', async () => {
    // Each output in its own package, so that one javac run compiles them all.
    const out = join(dir, 'java');
    const plain: string[] = [];
    const annotated: string[] = [];
    let n = 0;
    for (const [, input] of SAMPLES) {
      for (const options of [{}, { optional: true }, ...(jackson ? [{ typesOnly: false }] : [])]) {
        const pkg = `p${++n}`;
        mkdirSync(join(out, pkg), { recursive: true });
        const src = await generate('java', input, { ...options, package: pkg });
        // One class per file, each after a "// Name.java" line (a single class comes without one).
        const parts = src.split(/^\/\/ (\w+)\.java$/m);
        const files =
          parts.length === 1 ? [['Root', parts[0]]] : Array.from({ length: (parts.length - 1) / 2 }, (_, i) => [parts[1 + 2 * i], parts[2 + 2 * i]]);
        for (const [name, text] of files) writeFileSync(join(out, pkg, `${name}.java`), text);
        (options.typesOnly === false ? annotated : plain).push(...files.map(([name]) => `${pkg}/${name}.java`));
      }
    }
    run('javac', ['-Xlint:none', '-d', 'classes', ...plain], out, 'Java classes');
    if (jackson) run('javac', ['-Xlint:none', '-cp', jackson, '-d', 'classes', ...annotated], out, 'Java classes with Jackson');
  }, 180_000);
});

const go = hasProgram('go');
if (!go) skipped('Go', 'go is not installed (npm test installs Debian golang-go when run as root)');
describe.skipIf(!go)('Go with go vet', () => {
  it('vets every output', async () => {
    let n = 0;
    for (const [, input] of SAMPLES) {
      for (const options of [{}, { typesOnly: true, package: 'models' }]) {
        const out = join(dir, `go${++n}`);
        mkdirSync(out, { recursive: true });
        writeFileSync(join(out, 'go.mod'), 'module example.com/m\n\ngo 1.19\n');
        writeFileSync(join(out, 'types.go'), await generate('go', input, options));
        if (!options.typesOnly) writeFileSync(join(out, 'main.go'), 'package main\n\nfunc main() {}\n');
        execFileSync('go', ['vet', './...'], { cwd: out, env: { ...process.env, GOFLAGS: '-mod=mod', GOPROXY: 'off' } });
      }
    }
  }, 180_000);
});

// No C# compiler is installed on these machines (Debian has only mono-mcs, which predates the nullable reference types,
// string?, that the output uses, and the .NET SDK is not in Debian): the C# output is not compiled here.
skipped('C#', hasProgram('dotnet') ? 'a dotnet SDK is installed, but this test does not drive it yet' : 'no C# compiler (dotnet) is installed');
