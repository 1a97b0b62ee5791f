/**
 * The JSONPath Compliance Test Suite (RFC 9535), vendored in ./jsonpath-cts/ (see README.md), run through the
 * playground's own evaluation (evaluateJsonPath, as its worker calls it) in the RFC 9535 dialect. A valid
 * case passes when the matched values and their normalized paths are the suite's `result`/`result_paths`,
 * or one of its `results`/`results_paths` (alternatives where the RFC leaves the order open); an
 * `invalid_selector` case passes when the path is rejected.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { evaluateJsonPath } from '@/tools/jsonpath-playground/jsonpath-playground.core';

interface CtsCase {
  name: string;
  selector: string;
  document?: unknown;
  result?: unknown[];
  result_paths?: string[];
  results?: unknown[][];
  results_paths?: string[][];
  invalid_selector?: boolean;
}

const here = path.dirname(new URL(import.meta.url).pathname);
const { tests } = JSON.parse(readFileSync(path.join(here, 'jsonpath-cts/cts.json'), 'utf8')) as { tests: CtsCase[] };
const excluded = (JSON.parse(readFileSync(path.join(here, 'excluded.json'), 'utf8')) as Record<string, Record<string, string>>)['jsonpath-cts'];

/** The count reached when this floor was set (all cases run, none excluded). */
const FLOOR = 703;

async function runCase(c: CtsCase): Promise<string | null> {
  const r = await evaluateJsonPath({ json: JSON.stringify(c.document ?? null), path: c.selector, ignoreErrors: false, dialect: 'rfc9535' });
  if (c.invalid_selector) return r.ok ? 'accepted an invalid selector' : null;
  if (!r.ok) return `rejected: ${r.error.message}`;
  const values = JSON.parse(r.value.text) as unknown[];
  const paths = r.value.matches.map((m) => m.path);
  const expected = c.result ? [{ values: c.result, paths: c.result_paths }] : (c.results ?? []).map((v, i) => ({ values: v, paths: c.results_paths?.[i] }));
  return expected.some((e) => isDeepStrictEqual(values, e.values) && (e.paths === undefined || isDeepStrictEqual(paths, e.paths)))
    ? null
    : `got ${JSON.stringify(values)} at ${JSON.stringify(paths)}`;
}

describe('JSONPath Compliance Test Suite (RFC 9535 dialect)', () => {
  it('passes the suite', async () => {
    let passed = 0;
    let total = 0;
    const failures: string[] = [];
    for (const c of tests) {
      if (c.name in excluded) continue;
      total++;
      const problem = await runCase(c);
      if (problem === null) passed++;
      else failures.push(`${c.name} (${c.selector}): ${problem}`);
    }
    console.log(`jsonpath-cts: ${passed}/${total}`);
    if (failures.length) console.log(failures.join('\n'));
    expect(passed).toBeGreaterThanOrEqual(FLOOR);
  });

  it('lists only exclusions that name cases of the suite', () => {
    const names = new Set(tests.map((t) => t.name));
    expect(Object.keys(excluded).filter((n) => !names.has(n))).toEqual([]);
  });
});
