/**
 * The official JSON Schema Test Suite, vendored in ./json-schema-test-suite/ (see README.md), run through the JSON
 * Schema validator's core (validateJsonSchema, what its worker and the devbench operation call: Ajv for draft-07,
 * Hyperjump for 2019-09 and 2020-12) for each draft. Every case of each draft's folder runs (the optional/ folders are not vendored); a case passes when
 * the core says valid or invalid as the suite does. `$ref`s to http://localhost:1234/ are the suite's remotes/, read
 * from the vendored folder rather than a server. Format is checked as the specification says by default (an
 * annotation), which is what the suite's required cases expect; the page asserts formats unless told not to.
 *
 * The cases that fail are listed in excluded.json with their reason, and must still fail: a new failure, or a listed
 * case that starts passing, fails this test. It prints `json-schema-test-suite <draft>: passed/total (rate)`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateJsonSchema, type Draft } from '@/tools/json-schema-validator/json-schema-validator.core';

interface SuiteTest {
  description: string;
  data: unknown;
  valid: boolean;
}
interface SuiteGroup {
  description: string;
  schema: unknown;
  tests: SuiteTest[];
}

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.join(here, 'json-schema-test-suite');
const expectedFailures = (JSON.parse(readFileSync(path.join(here, 'excluded.json'), 'utf8')) as Record<string, Record<string, string>>)[
  'json-schema-test-suite'
];

/**
 * The passes when the floors were set: draft-07 923/927 (99.6%, Ajv 8.20), 2019-09 1254/1259 (99.6%) and 2020-12
 * 1294/1299 (99.6%, Hyperjump 1.18). The bar is 99% for draft-07 and 2020-12. What still fails is in
 * excluded.json: $id with a file: URI (Hyperjump refuses them), a custom meta-schema's $vocabulary (the chosen draft
 * replaces it), and Ajv's draft-07 $ref-sibling and __proto__ cases.
 */
const FLOORS: Record<Draft, number> = { 'draft-07': 923, '2019-09': 1254, '2020-12': 1294 };

const FOLDERS: Record<Draft, string> = { 'draft-07': 'draft7', '2019-09': 'draft2019-09', '2020-12': 'draft2020-12' };

/** The suite's remote schemas, served at http://localhost:1234/ by its harness, read from remotes/ instead. */
function loadRemote(uri: string): unknown {
  const m = /^http:\/\/localhost:1234\/([^#]+)/.exec(uri);
  if (!m) return undefined;
  try {
    return JSON.parse(readFileSync(path.join(root, 'remotes', m[1]), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Every case of a draft, named `<folder>/<file>: <group> / <test>` as excluded.json lists them. */
function casesOf(draft: Draft) {
  const folder = FOLDERS[draft];
  const dir = path.join(root, 'tests', folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) =>
      (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SuiteGroup[]).flatMap((group) =>
        group.tests.map((t) => ({ name: `${folder}/${file}: ${group.description} / ${t.description}`, schema: group.schema, test: t })),
      ),
    );
}

describe.each(Object.keys(FOLDERS) as Draft[])('JSON Schema Test Suite, %s', (draft) => {
  it('passes the suite, failing only the listed cases', async () => {
    const cases = casesOf(draft);
    const failing: string[] = [];
    for (const c of cases) {
      const r = await validateJsonSchema(JSON.stringify(c.test.data), JSON.stringify(c.schema), { draft, formats: false, loadRemote });
      const passed = r.ok && r.value.valid === c.test.valid;
      if (!passed) failing.push(c.name);
    }
    const passed = cases.length - failing.length;
    console.log(`json-schema-test-suite ${draft}: ${passed}/${cases.length} (${((100 * passed) / cases.length).toFixed(2)}%)`);
    const listed = Object.keys(expectedFailures).filter((n) => n.startsWith(`${FOLDERS[draft]}/`));
    expect(failing.filter((n) => !(n in expectedFailures)), 'new failures').toEqual([]);
    expect(
      listed.filter((n) => !failing.includes(n)),
      'listed failures that now pass (remove them from excluded.json)',
    ).toEqual([]);
    expect(passed).toBeGreaterThanOrEqual(FLOORS[draft]);
  }, 400_000);
});

it('lists only expected failures that name cases of the suite', () => {
  const names = new Set((Object.keys(FOLDERS) as Draft[]).flatMap((d) => casesOf(d).map((c) => c.name)));
  expect(Object.keys(expectedFailures).filter((n) => !names.has(n))).toEqual([]);
});
