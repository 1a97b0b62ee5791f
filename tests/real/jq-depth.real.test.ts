/**
 * Deeply nested input through the playground's jq engine (jq 1.8.2 in WebAssembly, the page's jq.wasm with the stack
 * the engine gives it), against the real programs. Native jq here is 1.6, which parses only 256 levels (1.8: 10,000)
 * and prints only 256 (1.8: 10,000): it reads the same text through its streaming parser, which has no depth limit
 * (`--stream`, rebuilt with `fromstream`), and gives the structural answers (paths, values, the deepest leaf). The
 * printed text is checked against Python's json module, which prints as jq does for these values (integers, strings
 * without control characters). Where jq refuses a text as nested too deeply is jq's own rule (src/jv_parse.c: an open
 * array or object is one level, an object's key another while its value is read), checked against jq 1.6 at its
 * limit of 256 and then applied at 1.8's 10,000.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JqEngine } from '@/tools/jq-playground/jq-engine';
import { requireProgram, rng } from './programs';

const JQ = requireProgram('jq', 'apt-get install jq');
const PYTHON = requireProgram('python3', 'apt-get install python3');

type Kind = 'array' | 'object' | 'mixed';

const SCALARS = ['0', '-7', '42', '"s"', '"a]b}"', '"q\\"x"', '"back\\\\slash"', '"é🎉"', 'true', 'false', 'null', '[]', '{}'];

/**
 * A JSON text of `containers` arrays and objects nested in one another ('mixed': an array holding an object holding
 * an array…), the innermost holding "deepest". About one level in four has other members before or after the nested
 * one, picked by `r`.
 */
function nested(kind: Kind, containers: number, r: (n: number) => number): string {
  const open: string[] = [];
  const close: string[] = [];
  for (let level = 0; level < containers; level++) {
    const isArray = kind === 'array' || (kind === 'mixed' && level % 2 === 0);
    const decorate = r(4) === 0;
    const scalar = () => SCALARS[r(SCALARS.length)];
    if (isArray) {
      open.push(`[${decorate && r(2) ? `${scalar()},` : ''}`);
      close.push(`${decorate && r(2) ? `,${scalar()}` : ''}]`);
    } else {
      open.push(`{${decorate && r(2) ? `"k]":${scalar()},` : ''}"a":`);
      close.push(`${decorate && r(2) ? `,"x y":${scalar()}` : ''}}`);
    }
  }
  return `${open.join('')}"deepest"${close.reverse().join('')}`;
}

/**
 * The column (in bytes, on a one-line text) where jq's parser refuses the text for nesting deeper than `limit`, or
 * null: parse_token refuses a '[' or '{' when its stack already holds `limit` entries, an entry being an open array
 * or object, or an object's key while its value is read.
 */
function depthLimitColumn(text: string, limit: number): number | null {
  const bytes = Buffer.from(text);
  const keyPending: boolean[] = [];
  let entries = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = String.fromCharCode(bytes[i]);
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (entries >= limit) return i + 1;
      entries++;
      keyPending.push(false);
    } else if (c === ':') {
      entries++;
      keyPending[keyPending.length - 1] = true;
    } else if (c === ',' || c === ']' || c === '}') {
      if (keyPending.at(-1)) {
        entries--;
        keyPending[keyPending.length - 1] = false;
      }
      if (c !== ',') {
        entries--;
        keyPending.pop();
      }
    }
  }
  return null;
}

/**
 * The most containers of `kind` jq 1.8 parses: 10,000 parser entries, an object taking two (mixed: 3,334 arrays
 * and 3,333 objects hold 9,999 when the last array opens).
 */
const MAX_CONTAINERS: Record<Kind, number> = { array: 10000, object: 5000, mixed: 6667 };

const dir = mkdtempSync(path.join(tmpdir(), 'jq-depth-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function file(text: string): string {
  const f = path.join(dir, `${files++}.json`);
  writeFileSync(f, text);
  return f;
}

/** Native jq 1.6 on the value of the text, read through its streaming parser (no depth limit). */
function nativeJq(text: string, filter: string): string {
  return execFileSync(JQ, ['-c', '-n', '--stream', `fromstream(inputs) | ${filter}`, file(text)], { encoding: 'utf8', maxBuffer: 1 << 28 });
}

/** Python's json module printing the text's value as `jq -c .`, `jq .` (null when not asked) and `tojson` do. */
function pythonPrints(text: string, pretty: boolean): { compact: string; pretty: string | null; tojson: string } {
  const py = `
import json, sys, threading
sys.setrecursionlimit(200000)
threading.stack_size(512 * 1024 * 1024)
out = {}
def main():
    v = json.load(open(sys.argv[1], encoding="utf-8"))
    c = json.dumps(v, ensure_ascii=False, separators=(",", ":"))
    out["compact"] = c + "\\n"
    out["pretty"] = json.dumps(v, ensure_ascii=False, indent=2) + "\\n" if sys.argv[2] == "1" else None
    out["tojson"] = json.dumps(c, ensure_ascii=False) + "\\n"
t = threading.Thread(target=main)
t.start()
t.join()
sys.stdout.write(json.dumps(out))
`;
  return JSON.parse(execFileSync(PYTHON, ['-c', py, file(text), pretty ? '1' : '0'], { encoding: 'utf8', maxBuffer: 1 << 28 })) as {
    compact: string;
    pretty: string | null;
    tojson: string;
  };
}

/** Filters whose answers native jq gives on the value (the last only where its result is small enough). */
const STRUCTURAL = ['[paths | length] | [length, add, max]', '[..] | length', '[paths(. == "deepest")][0] as $p | [($p | length), getpath($p)]'];
const ALL_PATHS = '[paths] | length';

const engine = new JqEngine();
const ok = (stdout: string) => ({ stdout, stderr: '', crash: null });

describe('jq on deeply nested input, against native jq and Python', () => {
  const cases: [Kind, number][] = [
    // 640 is where the engine used to abort; the last of each kind is jq 1.8's limit of 10,000 parser levels (an
    // object's level is two: the object and its key). Sizes between 1,000 and the limit added minutes, not cases.
    ...(['array', 'object', 'mixed'] as const).flatMap((kind) => [100, 640, 1000, MAX_CONTAINERS[kind]].map((d): [Kind, number] => [kind, d])),
  ];

  it.each(cases)(
    '%s nested %i deep: ., -c ., tojson, paths, .., getpath',
    async (kind, containers) => {
      const r = rng(containers * 7 + kind.length);
      const text = nested(kind, containers, r);
      expect(depthLimitColumn(text, 10000)).toBeNull();
      const py = pythonPrints(text, containers <= 2500);
      expect(await engine.run(text, '.', ['-c'])).toEqual(ok(py.compact));
      if (py.pretty !== null) expect(await engine.run(text, '.', [])).toEqual(ok(py.pretty));
      expect(await engine.run(text, 'tojson', [])).toEqual(ok(py.tojson));
      expect(await engine.run(text, '(tojson | fromjson) == .', [])).toEqual(ok('true\n'));
      // The whole output of `[paths]` grows with the square of the depth (50 million path steps at 10,000): past a
      // few thousand levels it is more than jq's 256 MB of WebAssembly memory holds, as it would be natively.
      const filters = containers <= 1000 ? [...STRUCTURAL, ALL_PATHS] : STRUCTURAL;
      for (const filter of filters) expect(await engine.run(text, filter, ['-c']), filter).toEqual(ok(nativeJq(text, filter)));
    },
    // A hang detector: the deepest case took 76 s beside a CPU hog.
    300_000,
  );

  it('the parser’s depth rule is jq’s: the model gives jq 1.6’s column at its limit of 256', () => {
    const r = rng(256);
    let refused = 0;
    for (let i = 0; i < 60; i++) {
      const kind = (['array', 'object', 'mixed'] as const)[i % 3];
      const limitContainers = { array: 256, object: 128, mixed: 170 }[kind];
      const text = nested(kind, limitContainers - 2 + r(5), r);
      const column = depthLimitColumn(text, 256);
      let native = '';
      try {
        execFileSync(JQ, ['-c', '.', file(text)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      } catch (e) {
        native = String((e as { stderr: string }).stderr);
      }
      if (column === null) expect(native).toBe('');
      else {
        refused++;
        expect(native).toBe(`parse error: Exceeds depth limit for parsing at line 1, column ${column}\n`);
      }
    }
    expect(refused).toBeGreaterThan(10);
  });

  it('refuses text nested deeper than 10,000 parser levels with jq’s message, not a crash, and runs normally after', async () => {
    const r = rng(10001);
    for (const kind of ['array', 'object', 'mixed'] as const) {
      for (const extra of [1, 2, 50]) {
        const text = nested(kind, MAX_CONTAINERS[kind] + extra, r);
        const column = depthLimitColumn(text, 10000);
        expect(column).not.toBeNull();
        for (const options of [[], ['-c']]) {
          const run = await engine.run(text, '.', options);
          expect(run).toEqual({ stdout: '', stderr: `jq: parse error: Exceeds depth limit for parsing at line 1, column ${column}\n`, crash: null });
        }
        expect(await engine.run('{"a":[1,2,3]}', '.a | add', [])).toEqual(ok('6\n'));
      }
    }
    // Every run above came back from jq itself (crash: null), and the same engine goes on.
    expect(await engine.run('[[1],[2,[3]]]', '[.. | numbers] | add', [])).toEqual(ok('6\n'));
  }, 120_000);
});
