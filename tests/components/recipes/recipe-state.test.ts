import { describeOperation, fieldOf } from '@/components/recipes/recipe-catalog';
import { dataPreview, outputView } from '@/components/recipes/recipe-views';
import {
  checkRecipe,
  hexPreview,
  LINK_FRAGMENT_CHARS,
  LINK_INPUT_CHARS,
  moveItem,
  plainSteps,
  readRecipeFragment,
  recipeFragment,
  searchOperations,
  withKeys,
  withOption,
  type FieldSpec,
  type OpSpec,
} from '@/components/recipes/recipe-state';
import { getOperation, operations } from '@/ops';
import { recipeSchema } from '@/ops/pipeline';
import { z } from 'zod';

const decode = (hash: string) => JSON.parse(decodeURIComponent(hash.slice(1))) as unknown;

describe('the recipe link', () => {
  const steps = withKeys([
    { op: 'url_decoder', options: { plusAsSpace: true } },
    { op: 'jwt/decoder', disabled: true },
    { op: 'json_formatter', breakpoint: true },
  ]);

  it('is the recipeSchema JSON, percent-encoded after #, that devbench run reads', () => {
    const { hash, leftOut } = recipeFragment(steps, 'a+b');
    expect(leftOut).toBeNull();
    const json = decode(hash);
    expect(json).toEqual({
      steps: [
        { op: 'url_decoder', options: { plusAsSpace: true } },
        { op: 'jwt/decoder', disabled: true },
        { op: 'json_formatter', breakpoint: true },
      ],
      input: 'a+b',
    });
    expect(recipeSchema.parse(json)).toEqual(json);
  });

  it('round-trips through the fragment', () => {
    const { hash } = recipeFragment(steps, 'x\ny "z" é 😀');
    const back = readRecipeFragment(hash);
    expect(back).toEqual({ ok: true, value: { steps: plainSteps(steps), input: 'x\ny "z" é 😀' } });
  });

  it('leaves out an input over the limit and a binary one, and says so', () => {
    const large = recipeFragment(steps, 'a'.repeat(LINK_INPUT_CHARS + 1));
    expect(large.leftOut).toEqual({ reason: 'large', size: LINK_INPUT_CHARS + 1 });
    expect(decode(large.hash)).not.toHaveProperty('input');
    // Under the limit, but a link longer than a browser takes: each "é" is written %C3%A9.
    const accented = recipeFragment(steps, 'é'.repeat(LINK_INPUT_CHARS / 2));
    expect(accented.leftOut).toEqual({ reason: 'large', size: LINK_INPUT_CHARS / 2 });
    expect(accented.hash.length).toBeLessThan(LINK_FRAGMENT_CHARS);
    expect(decode(accented.hash)).not.toHaveProperty('input');
    const binary = recipeFragment(steps, new Uint8Array([0xff, 0]));
    expect(binary.leftOut).toEqual({ reason: 'binary', size: 2 });
    expect(decode(binary.hash)).not.toHaveProperty('input');
  });

  it('is empty when there is neither a step nor an input', () => {
    expect(recipeFragment([], '').hash).toBe('');
    expect(decode(recipeFragment([], 'hi').hash)).toEqual({ steps: [], input: 'hi' });
  });

  it.each([
    ['', null],
    ['#', null],
    ['#%7Bnot json', 'is not JSON'],
    [`#${encodeURIComponent('[1]')}`, 'must be a JSON object'],
    [`#${encodeURIComponent('{"steps":{}}')}`, 'steps must be a list'],
    [`#${encodeURIComponent('{"steps":[{"op":""}]}')}`, 'step 1 needs an operation id'],
    [`#${encodeURIComponent('{"steps":[{"op":"a","options":[1]}]}')}`, 'options must be an object'],
    [`#${encodeURIComponent('{"steps":[{"op":"a","disabled":"yes"}]}')}`, '"disabled" must be true or false'],
    [`#${encodeURIComponent('{"steps":[],"input":5}')}`, 'input must be text'],
  ])('reads %s as %s', (hash, error) => {
    const r = readRecipeFragment(hash);
    if (error === null) expect(r).toBeNull();
    else expect(r?.ok === false && r.error.message).toContain(error);
  });

  it('accepts what recipeSchema accepts, and drops unknown keys as it does', () => {
    const json = { steps: [{ op: 'base64_decoder', options: { a: 1 }, extra: true }], input: 'x', note: 'ignored' };
    expect(checkRecipe(json)).toEqual({ ok: true, value: recipeSchema.parse(json) });
  });
});

describe('editing a recipe', () => {
  it('moves a step up and down, clamped to the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });

  it('keeps only options that differ from their default', () => {
    const field: FieldSpec = { name: 'sortKeys', label: 'Sort keys', kind: 'boolean', default: false };
    const [step] = withKeys([{ op: 'json_formatter' }]);
    const on = withOption(step, field, true);
    expect(on.options).toEqual({ sortKeys: true });
    expect(withOption(on, field, false)).not.toHaveProperty('options');
  });
});

describe('the operation list', () => {
  const catalog = operations.map(describeOperation);

  it('finds operations by words of their title or id, title matches first', () => {
    expect(searchOperations(catalog, 'base64 dec')[0].id).toBe('base64_decoder');
    expect(searchOperations(catalog, 'gzip').map((o) => o.id)).toEqual(expect.arrayContaining(['gzip/compress', 'gzip/decompress']));
    expect(searchOperations(catalog, 'jwt')[0].id).toBe('jwt/decoder');
    expect(searchOperations(catalog, 'no such thing at all')).toEqual([]);
    expect(searchOperations(catalog, '  ')).toHaveLength(catalog.length);
  });

  it('makes a field of every option, labelled with its description, and passes the defaults through runOperation', () => {
    for (const op of operations) {
      const spec = describeOperation(op);
      expect(spec.fields.map((f) => f.name)).toEqual(Object.keys(op.options.shape));
      const defaults = Object.fromEntries(spec.fields.map((f) => [f.name, f.default]));
      const parsed = op.options.safeParse(defaults);
      expect(parsed.success, `${op.id}: ${JSON.stringify(defaults)}`).toBe(true);
      for (const f of spec.fields) expect(f.label).toBe((op.options.shape as Record<string, { description?: string }>)[f.name].description);
    }
  });

  it.each([
    [z.boolean().default(true).describe('On'), { kind: 'boolean', default: true, label: 'On' }],
    [z.enum(['a', 'b']).default('b').describe('Pick'), { kind: 'enum', default: 'b', choices: ['a', 'b'] }],
    [z.number().int().min(1).max(9).default(3).describe('N'), { kind: 'number', default: 3, integer: true, min: 1, max: 9 }],
    [z.string().default('x').describe('Name'), { kind: 'string', default: 'x', multiline: false }],
    [z.string().default('').describe('Changed: the text to compare'), { kind: 'string', multiline: true }],
    [z.array(z.string()).default([]).describe('List'), { kind: 'json', default: [] }],
  ] as const)('turns %# into the right field', (schema, want) => {
    const json = z.toJSONSchema(z.object({ f: schema }), { io: 'input' }) as { properties: Record<string, object> };
    expect(fieldOf('f', json.properties.f)).toMatchObject(want);
  });

  it('lists a real operation with its kinds', () => {
    const spec: OpSpec = describeOperation(getOperation('gzip/decompress')!);
    expect(spec).toMatchObject({ id: 'gzip/decompress', input: 'bytes', output: 'bytes' });
  });
});

describe('what the worker sends back', () => {
  it('previews text, bytes that are UTF-8 as text, and other bytes by their start', () => {
    expect(dataPreview('a\nb')).toEqual({ kind: 'text', text: 'a\nb', chars: 3, size: '3 B, 2 lines', fromBytes: false });
    expect(dataPreview(new TextEncoder().encode('hé'))).toMatchObject({ kind: 'text', text: 'hé', fromBytes: true });
    const bytes = new Uint8Array(1000).fill(0xff);
    const p = dataPreview(bytes);
    expect(p.kind === 'bytes' && [p.head.length, p.size]).toEqual([256, 1000]);
    expect(outputView(bytes)).toEqual({ kind: 'bytes', bytes });
    expect(outputView(new Uint8Array([104, 105]))).toEqual({ kind: 'text', text: 'hi', fromBytes: true });
  });

  it('cuts a long text without splitting an emoji', () => {
    const p = dataPreview(`${'a'.repeat(3999)}😀${'b'.repeat(10)}`);
    expect(p.kind === 'text' && p.text).toBe('a'.repeat(3999));
  });

  it('dumps bytes as hex with offsets and printable ASCII', () => {
    expect(hexPreview(new Uint8Array([0x1f, 0x8b, 0x41, 0x0a]))).toBe(`00000000  ${'1f 8b 41 0a'.padEnd(47)}  |..A.|`);
    const lines = hexPreview(new Uint8Array(40).fill(0x61), 32).split('\n');
    expect(lines).toEqual([`00000000  ${'61 '.repeat(16).trim()}  |${'a'.repeat(16)}|`, `00000010  ${'61 '.repeat(16).trim()}  |${'a'.repeat(16)}|`]);
  });
});
