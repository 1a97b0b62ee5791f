/**
 * jq's own test suite (tests/jq.test of jq 1.8.2, vendored in ./jq/) run through the playground's engine:
 * runJq, the code path of the worker. The file is read as jq's harness (src/jq_test.c) reads it: a program
 * line, an input line and the expected outputs, up to a blank or comment line; after `%%FAIL` the program
 * must fail to compile, with the following lines as the start of jq's last "jq: error" message (not checked
 * after `%%FAIL IGNORE MSG`). Outputs are compared as JSON values, as the harness compares with jv_equal.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runJq } from '@/tools/jq-playground/jq-engine';
import excludedAll from './excluded.json';

/** The count reached when this floor was set (see README.md). */
const FLOOR = 537;

interface JqCase {
  name: string;
  line: number;
  program: string;
  /** `%%FAIL`: the program must not compile; `message` lines are checked unless `IGNORE MSG`. */
  fail: { message: string[] | null } | null;
  input: string;
  expected: string[];
}

const skipline = (l: string) => /^[ \t]*(#|$)/.test(l);

function parseSuite(text: string): JqCase[] {
  const lines = text.split('\n');
  const cases: JqCase[] = [];
  const seen = new Map<string, number>();
  let fail: JqCase['fail'] = null;
  let i = 0;
  while (i < lines.length) {
    const prog = lines[i++];
    if (skipline(prog)) continue;
    if (prog === '%%FAIL' || prog === '%%FAIL IGNORE MSG') {
      fail = { message: prog === '%%FAIL' ? [] : null };
      continue;
    }
    const line = i;
    const n = (seen.get(prog) ?? 0) + 1;
    seen.set(prog, n);
    const name = n === 1 ? prog : `${prog} (#${n})`;
    if (fail) {
      const message: string[] = [];
      while (i < lines.length && !skipline(lines[i])) message.push(lines[i++]);
      cases.push({ name, line, program: prog, fail: { message: fail.message ? message : null }, input: '', expected: [] });
      fail = null;
      continue;
    }
    const input = lines[i++] ?? '';
    const expected: string[] = [];
    while (i < lines.length && !skipline(lines[i])) expected.push(lines[i++]);
    cases.push({ name, line, program: prog, fail: null, input, expected });
  }
  return cases;
}

/**
 * jv_equal: objects regardless of key order, numbers as doubles. (jq compares two numbers that both kept
 * their literal exactly; one the CLI printed with more than 17 significant digits kept its literal.)
 */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, k) => jsonEqual(x, bb[k]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = Object.keys(ao);
  return keys.length === Object.keys(bo).length && keys.every((k) => Object.hasOwn(bo, k) && jsonEqual(ao[k], bo[k]));
}

/** The last message jq reported that starts with "jq: error" (what the harness keeps), with its lines. */
function lastErrorMessage(stderr: string): string {
  const messages: string[] = [];
  for (const l of stderr.replace(/\n$/, '').split('\n')) {
    if (l.startsWith('jq: ') || messages.length === 0) messages.push(l);
    else messages[messages.length - 1] += `\n${l}`;
  }
  return messages.filter((m) => m.startsWith('jq: error')).at(-1) ?? '';
}

/** The harness's check of a `%%FAIL` message: each expected line a prefix of what is left, all consumed. */
function messageMatches(expected: string[], actual: string): boolean {
  let rest = actual;
  for (const l of expected) {
    if (!rest.startsWith(l)) return false;
    rest = rest.slice(l.length);
    if (rest.startsWith('\n')) rest = rest.slice(1);
  }
  return rest === '';
}

async function runCase(c: JqCase): Promise<string | null> {
  const r = await runJq(c.input, c.program, ['-c']);
  if (r.crash) return `engine crash: ${r.crash}`;
  const compiled = !/^jq: \d+ compile errors?$/m.test(r.stderr);
  if (c.fail) {
    if (compiled) return 'compiled, but should fail';
    const msg = lastErrorMessage(r.stderr);
    return c.fail.message && !messageMatches(c.fail.message, msg) ? `failed with ${JSON.stringify(msg)}` : null;
  }
  if (!compiled) return `failed to compile: ${r.stderr}`;
  const outputs = r.stdout.split('\n').filter((l) => l !== '');
  for (let k = 0; k < c.expected.length; k++) {
    if (k >= outputs.length) return `insufficient results (${outputs.length}); stderr ${JSON.stringify(r.stderr)}`;
    if (!jsonEqual(JSON.parse(c.expected[k]), JSON.parse(outputs[k]))) return `expected ${c.expected[k]}, got ${outputs[k]}`;
  }
  if (outputs.length > c.expected.length) return `superfluous result ${outputs[c.expected.length]}`;
  return null;
}

describe('jq conformance (jq 1.8.2 tests/jq.test)', () => {
  it('passes jq’s own test file', async () => {
    const all = parseSuite(readFileSync(path.join(__dirname, 'jq', 'jq.test'), 'utf8'));
    const excluded: Record<string, string> = excludedAll.jq;
    const names = new Set(all.map((c) => c.name));
    // Every exclusion names a case that exists.
    expect(Object.keys(excluded).filter((n) => !names.has(n))).toEqual([]);
    const cases = all.filter((c) => !(c.name in excluded));
    const failures: string[] = [];
    let passed = 0;
    for (const c of cases) {
      const why = await runCase(c);
      if (why === null) passed++;
      else failures.push(`line ${c.line}: ${c.program}\n    ${why}`);
    }
    console.log(`jq: ${passed}/${cases.length}`);
    if (failures.length) console.log(`jq failures:\n${failures.join('\n')}`);
    expect(passed).toBeGreaterThanOrEqual(FLOOR);
  }, 120_000);
});
