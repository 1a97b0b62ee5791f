import { starterRecipes } from '@/components/recipes/starters';
import { getOperation } from '@/ops';
import { runRecipe } from '@/ops/pipeline';

const text = (data: string | Uint8Array) => (typeof data === 'string' ? data : new TextDecoder().decode(data));

/** What each starter's output must hold: a few facts of the sample a reader would check by eye. */
const expected: Record<string, (string | RegExp)[]> = {
  'jwt-cookie': ['"alg": "HS256"', '"name": "Ada Lovelace"', '"role": "admin"'],
  'base64-gzip-yaml': ['service: billing', 'replicas: 3', '  - 8080', '  LOG_LEVEL: info'],
  'csv-sql': [/CREATE TABLE .?orders/, 'Lovelace, Ada', '42.5'],
  'query-json': ['{\n  "filters": {\n    "inStock": true,', '"query": "red shoes"'],
  'jq-csv': ['name,email', 'Ada,ada@example.com', 'Margaret,margaret@example.net'],
  'yaml-toml': ['title = "Build settings"', '[owner]', 'size_mb = 512'],
  'xml-yaml': ['catalog:', 'XML Developer Guide', 'bk102'],
  'json-string': ['"{\\"event\\":\\"signup\\",\\"user\\":{\\"id\\":7,\\"name\\":\\"Zoë\\"},\\"tags\\":[\\"beta\\",\\"mobile\\"]}"'],
  'entities-markdown': ['Release notes', '**2.4**', '[search](https://example.com/search)'],
  'base64-url-param': ['cmVkaXJlY3Q9L2FjY291bnQvc2V0dGluZ3M%2FdGFiPWJpbGxpbmcmbGFuZz1mcg%3D%3D'],
};

describe('starter recipes', () => {
  it('offers ten, each with its own key, a title, a description and a sample', () => {
    expect(starterRecipes).toHaveLength(10);
    expect(new Set(starterRecipes.map((s) => s.key)).size).toBe(10);
    for (const s of starterRecipes) {
      expect(s.title.length).toBeGreaterThan(5);
      expect(s.description.length).toBeGreaterThan(20);
      expect(s.input.length).toBeGreaterThan(0);
      expect(expected[s.key], `expected output of ${s.key}`).toBeDefined();
    }
  });

  it.each(starterRecipes.map((s) => [s.title, s] as const))('%s runs on its sample without an error', async (_, starter) => {
    for (const step of starter.steps) expect(getOperation(step.op), `operation ${step.op}`).toBeDefined();
    const run = await runRecipe(starter, starter.input, getOperation);
    const failed = run.failedAt === null ? null : run.steps[run.failedAt];
    expect(failed, JSON.stringify(failed)).toBeNull();
    expect(run.stoppedAt).toBeNull();
    expect(run.steps.every((s) => s.state === 'done')).toBe(true);
    const output = text(run.output);
    for (const want of expected[starter.key]) {
      if (typeof want === 'string') expect(output).toContain(want);
      else expect(output).toMatch(want);
    }
  });
});
