import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { recipeFromTool } from '@/components/kit/recipe-from-tool';
import { RECIPE_HANDOFF_KEY, recipeHref } from '@/lib/recipe-link';
import { getOperation, operations } from '@/ops';
import { opIndex } from '@/ops/op-index.generated';
import { recipeSchema } from '@/ops/pipeline';

const toolsDir = fileURLToPath(new URL('../../src/tools/', import.meta.url));

/** Every slug whose island is a TransformTool: a text in, a text out, so an operation. */
function transformSlugs(): string[] {
  const slugs = new Set<string>();
  for (const dir of readdirSync(toolsDir)) {
    for (const file of readdirSync(`${toolsDir}${dir}`).filter((f) => f.endsWith('.tsx'))) {
      const src = readFileSync(`${toolsDir}${dir}/${file}`, 'utf8');
      if (!src.includes('<TransformTool')) continue;
      for (const m of src.matchAll(/slug="([^"]+)"/g)) slugs.add(m[1]);
    }
  }
  return [...slugs].sort();
}

describe('operations cover the tools', () => {
  it('has at least 60 operations', () => {
    expect(operations.length).toBeGreaterThanOrEqual(60);
  });

  it('every tool page that transforms text (a TransformTool) is an operation', () => {
    // Pages that show a table or a tree of their input rather than a transformed text, or load a browser-only engine.
    const notOperations = new Set(['csv/viewer', 'json/viewer', 'base64-image-encoder']);
    const missing = transformSlugs().filter((slug) => !notOperations.has(slug) && !getOperation(slug) && !operations.some((op) => op.page === slug));
    expect(missing).toEqual([]);
  });

  it('the generated page index matches the operations', () => {
    for (const op of operations) {
      const page = op.page ?? op.id;
      expect(opIndex[page], page).toBeDefined();
      if (op.id === page) expect(Object.keys(opIndex[page].options).sort()).toEqual(Object.keys(op.options.shape).sort());
    }
  });
});

describe('Continue in a recipe', () => {
  it("takes the page's options that the operation has, with values of the right kind", () => {
    const recipe = recipeFromTool('json_formatter', { input: '{"a":1}', indent: '4', sortKeys: true, tolerant: 'yes', scrollTop: 3 });
    expect(recipe).toEqual({ steps: [{ op: 'json_formatter', options: { indent: '4', sortKeys: true } }], input: '{"a":1}' });
    expect(recipeSchema.safeParse(recipe).success).toBe(true);
    expect(recipeFromTool('json_formatter', { indent: '3' })).toEqual({ steps: [{ op: 'json_formatter' }] });
    expect(recipeFromTool('todo', { input: 'x' })).toBeNull();
  });

  it('hands over a number the page keeps as text (a number field), and drops one that is not a number', () => {
    expect(recipeFromTool('gzip', { input: 'x', format: 'brotli', quality: '5' })).toEqual({
      steps: [{ op: 'gzip/compress', options: { format: 'brotli', quality: 5 } }],
      input: 'x',
    });
    expect(recipeFromTool('gzip', { format: 'gzip', quality: 'fast' })).toEqual({ steps: [{ op: 'gzip/compress', options: { format: 'gzip' } }] });
    expect(recipeFromTool('gzip', { quality: '5.5' })).toEqual({ steps: [{ op: 'gzip/compress' }] });
  });

  it('puts a large input in sessionStorage, not in the link', () => {
    const store = new Map<string, string>();
    const storage = { setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    const small = recipeHref({ steps: [{ op: 'json/minify' }], input: '[1, 2]' }, storage);
    expect(JSON.parse(decodeURIComponent(small.split('#')[1]))).toEqual({ steps: [{ op: 'json/minify' }], input: '[1, 2]' });
    const big = 'x'.repeat(1_000_001);
    const href = recipeHref({ steps: [{ op: 'json/minify' }], input: big }, storage);
    expect(JSON.parse(decodeURIComponent(href.split('#')[1]))).toEqual({ steps: [{ op: 'json/minify' }] });
    expect(store.get(RECIPE_HANDOFF_KEY)).toBe(big);
  });
});
