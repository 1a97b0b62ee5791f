import { runJq } from '@/tools/jq-playground/jq-engine';
import {
  buildJqArgs,
  defaultJqOptions,
  interpretRun,
  JQ_EXAMPLES,
  jqCommandLine,
  normalizeArgs,
  sampleFilter,
  sampleJson,
  sampleOutput,
  type JqOptions,
} from '@/tools/jq-playground/jq-playground.core';

const opts = (o: Partial<JqOptions> = {}): JqOptions => ({ ...defaultJqOptions, ...o });

async function jq(json: string, filter: string, o: Partial<JqOptions> = {}) {
  const args = buildJqArgs(opts(o));
  if (!args.ok) throw new Error(args.error.message);
  return interpretRun(await runJq(json, filter, args.value));
}

describe('buildJqArgs', () => {
  it('maps each switch to its jq option', () => {
    expect(buildJqArgs(opts())).toEqual({ ok: true, value: [] });
    expect(buildJqArgs(opts({ compact: true, rawOutput: true, slurp: true, nullInput: true, rawInput: true, sortKeys: true }))).toEqual({
      ok: true,
      value: ['-c', '-r', '-s', '-n', '-R', '-S'],
    });
  });

  it('passes --arg pairs, trimming names, dropping a leading $ and skipping empty rows', () => {
    const r = buildJqArgs(
      opts({
        args: [
          ['who', 'Ada Lovelace'],
          ['', 'ignored'],
          [' $n ', ''],
        ],
      }),
    );
    expect(r).toEqual({ ok: true, value: ['--arg', 'who', 'Ada Lovelace', '--arg', 'n', ''] });
  });

  it('rejects names jq cannot use and duplicates, naming the row', () => {
    const bad = buildJqArgs(opts({ args: [['1x', 'v']] }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/^Argument 1: "1x" is not a valid jq variable name/);
    const dup = buildJqArgs(
      opts({
        args: [
          ['a', '1'],
          ['a', '2'],
        ],
      }),
    );
    expect(dup.ok).toBe(false);
    if (!dup.ok) expect(dup.error.message).toBe('Argument 2: $a is defined twice.');
  });

  it('normalizes args from a link, dropping anything that is not a string pair', () => {
    expect(normalizeArgs([['a', 'b'], ['c'], 'x', [1, 2], ['d', 'e']])).toEqual([
      ['a', 'b'],
      ['d', 'e'],
    ]);
    expect(normalizeArgs({ a: 1 })).toEqual([]);
  });

  it('shows the equivalent shell command', () => {
    expect(jqCommandLine('.a', opts({ compact: true, args: [['x', "it's"]] }))).toBe(`jq -c --arg x 'it'\\''s' .a`);
    expect(jqCommandLine('', opts())).toBe('jq .');
  });
});

describe('interpretRun', () => {
  it('keeps outputs printed before an error and reports the error verbatim', () => {
    const r = interpretRun({ stdout: '1\n2\n', stderr: 'jq: error (at <stdin>:0): boom\n', crash: null });
    expect(r).toEqual({ ok: true, value: { text: '1\n2', stderr: '', error: 'jq: error (at <stdin>:0): boom' } });
  });
  it('separates debug output from errors', () => {
    const r = interpretRun({ stdout: '1\n', stderr: '["DEBUG:",1]\n', crash: null });
    expect(r).toEqual({ ok: true, value: { text: '1', stderr: '["DEBUG:",1]', error: null } });
  });
  it('turns an engine crash into an error result', () => {
    expect(interpretRun({ stdout: '', stderr: '', crash: 'jq ran out of memory.' })).toEqual({
      ok: false,
      error: { message: 'jq ran out of memory.' },
    });
  });
});

describe('real jq (jq-wasm)', () => {
  it('produces the precomputed sample output', async () => {
    expect(await jq(sampleJson, sampleFilter)).toEqual({ ok: true, value: { text: sampleOutput, stderr: '', error: null } });
  });

  it('applies flags and --arg', async () => {
    expect(await jq('{"b":1,"a":[1,2]}', '.', { compact: true, sortKeys: true })).toMatchObject({ ok: true, value: { text: '{"a":[1,2],"b":1}' } });
    expect(await jq('"x"', '$who + .', { rawOutput: true, args: [['who', 'Ada ']] })).toMatchObject({ ok: true, value: { text: 'Ada x' } });
    expect(await jq('1 2 3', 'add', { slurp: true })).toMatchObject({ ok: true, value: { text: '6' } });
    expect(await jq('ignored', '[range(3)]', { nullInput: true, compact: true })).toMatchObject({ ok: true, value: { text: '[0,1,2]' } });
    expect(await jq('a\nb', '.', { rawInput: true })).toMatchObject({ ok: true, value: { text: '"a"\n"b"' } });
  });

  it('reports compile errors and JSON parse errors verbatim', async () => {
    const compile = await jq('{}', '.a[');
    expect(compile.ok && compile.value.error).toBe(
      'jq: error: syntax error, unexpected end of file at <top-level>, line 1, column 3:\n    .a[\n      ^\njq: 1 compile error',
    );
    const parse = await jq('{"a":1', '.');
    expect(parse.ok && parse.value.error).toBe('jq: parse error: Unfinished JSON term at EOF at line 1, column 6');
  });

  it('keeps outputs before a runtime error, and unicode intact', async () => {
    const r = await jq('[1,"x",3]', '.[] | tonumber');
    expect(r.ok && r.value.text).toBe('1');
    expect(r.ok && r.value.error).toBe('jq: error (at <stdin>:0): string ("x") cannot be parsed as a number');
    expect(await jq('"héllo ✓ 😀"', '., length')).toMatchObject({ ok: true, value: { text: '"héllo ✓ 😀"\n9' } });
  });

  it('reads a filter starting with "-" as the filter', async () => {
    expect(await jq('null', '-1')).toMatchObject({ ok: true, value: { text: '-1' } });
  });

  it('handles a large document', async () => {
    const doc = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `user ${i}`, tags: ['a', 'b'] })));
    const r = await jq(doc, 'length');
    expect(r).toMatchObject({ ok: true, value: { text: '20000' } });
    const pretty = await jq(doc, '.');
    expect(pretty.ok && pretty.value.text.length).toBeGreaterThan(doc.length);
  });

  it.each(JQ_EXAMPLES.map((e) => [e.title, e] as const))('example "%s" runs without error', async (_title, e) => {
    const r = await jq(e.json, e.filter, e.options);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.error).toBeNull();
      expect(r.value.text).not.toBe('');
    }
  });
});
