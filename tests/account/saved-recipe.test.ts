// What a saved recipe stores (its steps as compact JSON, never its input) and how it is read back.
import fc from 'fast-check';
import {
  byUpdated,
  readSavedRecipe,
  recipeForStorage,
  recipeTitle,
  recipeTitled,
  savedRecipeLink,
  stepsLabel,
  storableSteps,
  type SavedRecipe,
} from '@/account/saved-recipe';
import { MAX_RECIPE_CHARS, MAX_RECIPE_TITLE } from '@/lib/account-limits';
import { parseRecipe } from '@/ops/pipeline';

const value = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const message = (r: { ok: boolean; error?: { message: string } }) => (r.ok ? null : r.error?.message);

/** What firestore.rules accepts as a recipe's text (isRecipe): `{"steps":[…]}` on one line. */
const RULES_SHAPE = /^\{"steps":\[.*\]\}$/;

describe('recipeForStorage', () => {
  it('stores the steps as compact JSON and leaves the input out', () => {
    const text = value(
      recipeForStorage({
        steps: [{ op: 'base64_decoder' }, { op: 'json_formatter', options: { indent: '4' }, breakpoint: true }],
        input: 'secret input',
      } as { steps: unknown[] }),
    );
    expect(text).toBe('{"steps":[{"op":"base64_decoder"},{"op":"json_formatter","options":{"indent":"4"},"breakpoint":true}]}');
    expect(text).toMatch(RULES_SHAPE);
    expect(text).not.toContain('secret');
  });

  it("drops the page's own keys, empty options and false flags, as the page's links do", () => {
    const text = value(
      recipeForStorage({
        steps: [
          { op: 'url_decoder', key: 's1', options: {}, disabled: false, breakpoint: false, extra: 1 },
          { op: 'a', disabled: true },
        ],
      }),
    );
    expect(text).toBe('{"steps":[{"op":"url_decoder"},{"op":"a","disabled":true}]}');
  });

  it('is what `devbench run` and the recipes page read (recipeSchema)', () => {
    const steps = [
      { op: 'gzip/compress', options: { level: 9, name: 'x' } },
      { op: 'base64_encoder', disabled: true },
    ];
    const parsed = value(parseRecipe(value(recipeForStorage({ steps }))));
    expect(parsed).toEqual({ steps });
  });

  it.each([
    ['no steps', { steps: [] }, 'The recipe has no steps to save: add a step first'],
    ['a step that is not an object', { steps: ['base64_decoder'] }, 'Step 1 is not a step'],
    ['a step without an operation', { steps: [{ op: 'a' }, { options: {} }] }, 'Step 2 has no operation'],
    ['an empty operation', { steps: [{ op: '' }] }, 'Step 1 has no operation'],
    ['options that are a list', { steps: [{ op: 'a', options: [1] }] }, 'Step 1: its options must be an object'],
    ['a flag that is not true or false', { steps: [{ op: 'a', disabled: 'yes' }] }, 'Step 1: "disabled" must be true or false'],
    ['an option that is not JSON', { steps: [{ op: 'a', options: { n: BigInt(1) } }] }, 'The recipe cannot be saved: an option is not JSON'],
  ])('refuses %s', (_what, recipe, expected) => {
    expect(message(recipeForStorage(recipe))).toContain(expected);
  });

  it(`holds at most ${MAX_RECIPE_CHARS.toLocaleString('en-US')} characters, as firestore.rules does`, () => {
    // '{"steps":[{"op":"a","options":{"v":"' is 36 characters, '"}}]}' 5.
    const step = (n: number) => ({ op: 'a', options: { v: 'x'.repeat(n) } });
    const atLimit = value(recipeForStorage({ steps: [step(MAX_RECIPE_CHARS - 41)] }));
    expect(atLimit).toHaveLength(MAX_RECIPE_CHARS);
    expect(message(recipeForStorage({ steps: [step(MAX_RECIPE_CHARS - 40)] }))).toBe(
      'The recipe is 100,001 characters as JSON; a saved recipe holds at most 100,000 (about 100 KB). Move long option values into the input.',
    );
  });

  it('round-trips any steps: stored, read back and opened, they are the same steps', () => {
    const json = fc.jsonValue({ maxDepth: 2 });
    const step = fc.record(
      {
        op: fc.string({ minLength: 1 }),
        options: fc.dictionary(fc.string(), json, { minKeys: 1 }),
        disabled: fc.constant(true),
        breakpoint: fc.constant(true),
      },
      { requiredKeys: ['op'] },
    );
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 6 }), (steps) => {
        const text = value(recipeForStorage({ steps }));
        expect(text).toMatch(RULES_SHAPE);
        const read = readSavedRecipe(text);
        // JSON has no -0 (it is written as 0): compare what JSON makes of the steps.
        expect(read).toEqual(JSON.parse(JSON.stringify({ steps })));
        expect(value(parseRecipe(text))).toEqual(read);
        expect(readSavedRecipe(decodeURIComponent(savedRecipeLink(text).slice('/recipes/#'.length)))).toEqual(read);
      }),
    );
  });
});

describe('storableSteps', () => {
  it('keeps op, options, disabled and breakpoint', () => {
    expect(value(storableSteps([{ op: 'x', options: { a: 1 }, disabled: true, breakpoint: true }]))).toEqual([
      { op: 'x', options: { a: 1 }, disabled: true, breakpoint: true },
    ]);
  });
});

describe('recipeTitle', () => {
  it.each([
    ['  Decode JWT  ', 'Decode JWT'],
    ['t'.repeat(MAX_RECIPE_TITLE), 't'.repeat(MAX_RECIPE_TITLE)],
    [` ${'t'.repeat(MAX_RECIPE_TITLE)} `, 't'.repeat(MAX_RECIPE_TITLE)],
  ])('keeps %j as %j', (title, expected) => {
    expect(value(recipeTitle(title))).toBe(expected);
  });

  it.each([
    ['', 'Give the recipe a title'],
    ['   \t', 'Give the recipe a title'],
    ['t'.repeat(MAX_RECIPE_TITLE + 1), 'A title is at most 120 characters (this one is 121)'],
  ])('refuses %j', (title, expected) => {
    expect(message(recipeTitle(title))).toBe(expected);
  });
});

describe('reading a stored recipe', () => {
  it.each([['not json'], ['[]'], ['{"steps":"x"}'], ['{"steps":[{"op":""}]}'], ['null'], ['']])('does not open %j', (text) => {
    expect(readSavedRecipe(text)).toBeNull();
    expect(stepsLabel(text)).toBe('unreadable');
  });

  it('counts the steps', () => {
    expect(stepsLabel('{"steps":[{"op":"a"}]}')).toBe('1 step');
    expect(stepsLabel('{"steps":[{"op":"a"},{"op":"b","disabled":true}]}')).toBe('2 steps');
  });

  it('links to the recipes page with the recipe in the fragment', () => {
    expect(savedRecipeLink('{"steps":[{"op":"url_decoder"}]}')).toBe('/recipes/#%7B%22steps%22%3A%5B%7B%22op%22%3A%22url_decoder%22%7D%5D%7D');
  });
});

describe('lists', () => {
  const r = (id: string, title: string, updatedAt: number): SavedRecipe => ({ id, title, recipe: '{"steps":[]}', createdAt: 0, updatedAt });
  it('finds the recipe a title replaces, ignoring case and spaces around it', () => {
    const list = [r('a', 'Decode JWT', 1), r('b', 'Format', 2)];
    expect(recipeTitled(list, ' decode jwt ')?.id).toBe('a');
    expect(recipeTitled(list, 'Decode')).toBeUndefined();
    expect(recipeTitled(list, '  ')).toBeUndefined();
  });

  it('puts the last changed first', () => {
    expect(byUpdated([r('a', 'A', 1), r('b', 'B', 3), r('c', 'C', 2)]).map((x) => x.id)).toEqual(['b', 'c', 'a']);
  });
});
