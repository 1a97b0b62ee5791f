import {
  crashMessage,
  jqEngine,
  JqEngine,
  nestingDepth,
  RUNS_PER_INSTANCE,
  runJq,
  warmUpDocument,
  warmUpJq,
  type JqRun,
} from '@/tools/jq-playground/jq-engine';
import { JQ_VERSION } from '@/tools/jq-playground/jq-playground.core';

describe('jq engine (jq-wasm 3, jq 1.8.2)', () => {
  it('runs the jq release the page names', async () => {
    expect(await jqEngine.version()).toBe(`jq-${JQ_VERSION}`);
    expect(await runJq('null', '.', ['--version'])).toEqual({ stdout: `jq-${JQ_VERSION}\n`, stderr: '', crash: null });
    // A 1.8 builtin, absent from 1.7.
    expect((await runJq('null', 'have_literal_numbers', [])).stdout).toBe('true\n');
  });

  it('keeps what jq printed exactly (jq-wasm itself trims it)', async () => {
    expect(await runJq('null', '"  x  ", "y\\n"', ['-r'])).toEqual({ stdout: '  x  \ny\n\n', stderr: '', crash: null });
    expect(await runJq('null', '"  x  ", "y"', ['-j'])).toEqual({ stdout: '  x  y', stderr: '', crash: null });
    expect(await runJq('null', '" x\\n" | halt_error', [])).toEqual({ stdout: '', stderr: ' x\n', crash: null });
  });

  it('names stdin as jq does when it reads stdin', async () => {
    expect((await runJq('{"a":1} {"a":"x"}', '.a + 1', [])).stderr).toBe('jq: error (at <stdin>:0): string ("x") and number (1) cannot be added\n');
  });

  it('runs on input given as UTF-8 bytes as on the same text, and the next text input is its own', async () => {
    const engine = new JqEngine();
    const text = '{"name":"Zoë 🎉","n":[1,2]}';
    const bytes = new TextEncoder().encode(text);
    expect(await engine.run(bytes, '.name, (.n | add)', [])).toEqual(await engine.run(text, '.name, (.n | add)', []));
    expect(await engine.run(bytes, '.name', ['-r'])).toEqual({ stdout: 'Zoë 🎉\n', stderr: '', crash: null });
    // The bytes are used as they are, again on a later run (the worker keeps them), and not after it.
    expect((await engine.run(bytes, '.n | length', [])).stdout).toBe('2\n');
    expect((await engine.run('[1]', 'length', [])).stdout).toBe('1\n');
    expect((await engine.run(new TextEncoder().encode('{"a" 1}'), '.', [])).stderr).toBe(
      'jq: parse error: Expected separator between values at line 1, column 7\n',
    );
  });

  it('reads a text input as its UTF-8, as TextEncoder makes it, across the blocks jq reads it in', async () => {
    const engine = new JqEngine();
    // Characters of 1 to 4 bytes, so that jq's 1 KB reads end inside them, and lone surrogates (U+FFFD, as TextEncoder makes them).
    const text = JSON.stringify({ s: 'aé€🎉'.repeat(700), lone: '\ud800x\udc00' }).replace(/\\u(d[89a-f][0-9a-f]{2})/g, (_, h: string) =>
      String.fromCharCode(parseInt(h, 16)),
    );
    expect(text).toContain('\ud800x');
    const bytes = new TextEncoder().encode(text);
    const fromBytes = await engine.run(bytes, '(.s | length), (.lone | explode)', ['-c']);
    expect(fromBytes).toEqual({ stdout: '2800\n[65533,120,65533]\n', stderr: '', crash: null });
    expect(await engine.run(text, '(.s | length), (.lone | explode)', ['-c'])).toEqual(fromBytes);
    expect((await engine.run(text, '.', ['-c'])).stdout).toBe(`${new TextDecoder().decode(bytes)}\n`);
  });

  it('reports an abort as an engine crash, then runs normally on a fresh instance', async () => {
    const engine = new JqEngine();
    expect((await engine.run('null', '1', [])).stdout).toBe('1\n');
    // A string doubled until one allocation (of 1 GB) fails: jq says so and aborts.
    const crash = await engine.run('null', 'reduce range(30) as $_ ("x"; . + .) | length', []);
    expect(crash).toEqual({ stdout: '', stderr: '', crash: expect.stringMatching(/^jq aborted: it ran out of memory .* The engine was restarted/) });
    expect(await engine.run('[1,2]', 'add', [])).toEqual({ stdout: '3\n', stderr: '', crash: null });
    expect(engine.instancesStarted).toBe(2);
  });

  it('words what the program threw: an abort, or the browser running out of its own stack', () => {
    const run = { memoryBytes: 40 * 2 ** 20, stderr: '', input: '[1]' };
    expect(crashMessage(new WebAssembly.RuntimeError('Aborted(). Build with -sASSERTIONS for more info.'), run)).toBe(
      'jq aborted (engine crash: Aborted()). The engine was restarted; the next run starts fresh.',
    );
    expect(crashMessage(new WebAssembly.RuntimeError('memory access out of bounds'), run)).toBe(
      'jq aborted (engine crash: memory access out of bounds). The engine was restarted; the next run starts fresh.',
    );
    // V8 and JavaScriptCore throw a RangeError, Firefox an InternalError (an Error here).
    const deep = `${'{"a":['.repeat(3000)}"]]}"${']}'.repeat(3000)}`;
    for (const e of [new RangeError('Maximum call stack size exceeded'), new Error('too much recursion')]) {
      const msg = crashMessage(e, { ...run, input: deep });
      expect(msg).toMatch(/^jq ran out of stack: the data is nested too deeply for jq in this browser \(the input is nested 6,000 levels deep\)\. /);
      expect(msg).toContain('native jq has, which handles up to 10,000 levels: run jq on the command line');
      expect(crashMessage(e, { ...run, input: new TextEncoder().encode(deep) })).toBe(msg);
      expect(crashMessage(e, run)).toMatch(/^jq ran out of stack: the data is nested too deeply for jq in this browser\. /);
    }
    expect(crashMessage(new RangeError('Invalid array length'), run)).toMatch(/^jq aborted \(engine crash: Invalid array length\)/);
    expect(crashMessage(new Error('x'), { ...run, stderr: 'jq: error: cannot allocate memory\n' })).toMatch(/^jq aborted: it ran out of memory/);
  });

  it('measures how deeply a JSON text nests, brackets inside strings aside', () => {
    expect(nestingDepth('')).toBe(0);
    expect(nestingDepth('1 "[[[" {"a":[1,{"b":"\\"]"}]} [[]]')).toBe(3);
    expect(nestingDepth('['.repeat(10001))).toBe(10001);
    expect(nestingDepth(']]]')).toBe(0);
  });

  it('replaces an instance whose memory grew large, handing the memory back', async () => {
    const engine = new JqEngine();
    expect((await engine.run('null', '[range(2e6)] | length', [])).stdout).toBe('2000000\n');
    expect((await engine.run('null', '1', [])).stdout).toBe('1\n');
    expect(engine.instancesStarted).toBe(2);
    expect((await engine.run('null', '2', [])).stdout).toBe('2\n');
    expect(engine.instancesStarted).toBe(2);
  }, 60_000);

  it('reports running out of memory as such', async () => {
    const engine = new JqEngine();
    const r = await engine.run('null', '[range(1e8)] | length', []);
    expect(r.crash).toMatch(/^jq aborted: it ran out of memory \(its WebAssembly build has 256 MB\)\. The engine was restarted/);
    expect((await engine.run('null', '[range(5)] | length', [])).stdout).toBe('5\n');
  }, 60_000);

  it('prints values nested as deeply as jq allows (its C stack is big enough), and the runs after are fine', async () => {
    // With jq-wasm's 1 MiB stack, printing 640-odd levels ran off the stack into jq's data.
    const engine = new JqEngine();
    for (let k = 0; k < 3; k++) {
      expect(await engine.run('null', 'reduce range(10000) as $_ ([];[.]) | tojson | length', [])).toEqual({
        stdout: '20002\n',
        stderr: '',
        crash: null,
      });
      expect(await engine.run('null', 'reduce range(9999) as $_ ({};{a:.}) | [., .] | sort | length', [])).toEqual({
        stdout: '2\n',
        stderr: '',
        crash: null,
      });
      expect(await engine.run('{"a":[1,2]}', '.a | add', [])).toEqual({ stdout: '3\n', stderr: '', crash: null });
    }
    expect(engine.instancesStarted).toBe(1);
  }, 60_000);

  /**
   * 5,000 runs through the engine the worker uses. Most of them end with halt or halt_error, or leave
   * inputs unread under -n: jq leaks a file descriptor on each such run, and one instance fails on its
   * 4,095th (measured), so this passes only because the engine replaces its instance in time. Every
   * run's output is checked exactly; one run near the end aborts on purpose, and the runs after it must work.
   */
  it('runs 5,000 varied filters without a failure', async () => {
    type Case = { input: string; filter: string; options?: string[]; expect: (i: number) => Partial<JqRun> };
    // A run leaks only when jq stops with input left unread; a lone null or number is read to the end
    // (jq looks past it for a delimiter), an object or string is not: hence {} as the input of halting cases.
    const cases: Case[] = [
      { input: '{"a":[1,2,3]}', filter: '.a | map(. * ($i|tonumber)) | add | halt_error', expect: (i) => ({ stdout: '', stderr: `${6 * i}\n` }) },
      { input: '{}', filter: '"run \\($i)" | halt_error', expect: (i) => ({ stdout: '', stderr: `run ${i}` }) },
      { input: '1 2 3', filter: '[., input] | halt_error', options: ['-c'], expect: () => ({ stdout: '', stderr: '[1,2]\n' }) },
      { input: '1 2 3', filter: 'input', options: ['-n'], expect: () => ({ stdout: '1\n', stderr: '' }) },
      { input: '[3,1,2]', filter: 'sort | halt', expect: () => ({ stdout: '', stderr: '' }) },
      { input: 'null', filter: 'error("boom \\($i)")', expect: (i) => ({ stdout: '', stderr: `jq: error (at <stdin>:0): boom ${i}\n` }) },
      { input: '{}', filter: '{a: ($i|tonumber)} | halt_error', expect: (i) => ({ stdout: '', stderr: `{"a":${i}}\n` }) },
      { input: '{}', filter: 'try error("x\\($i)") catch . | halt_error', expect: (i) => ({ stdout: '', stderr: `x${i}` }) },
      { input: '"abc"', filter: 'try _strindices("abc") catch . | tojson | halt_error', expect: () => ({ stdout: '', stderr: '[0]' }) },
      {
        input: '{}',
        filter: 'try strftime([]) catch . | halt_error',
        expect: () => ({ stdout: '', stderr: 'strftime/1 requires parsed datetime inputs' }),
      },
      { input: '{"user":{"name":"ada"}}', filter: '.user.name | ascii_upcase | halt_error', expect: () => ({ stdout: '', stderr: 'ADA' }) },
      { input: '[1,[2,[3]]]', filter: '[paths] | length | halt_error', expect: () => ({ stdout: '', stderr: '5\n' }) },
      { input: '"a,b,c"', filter: 'split(",") | map(ascii_upcase) | join("-") | halt_error', expect: () => ({ stdout: '', stderr: 'A-B-C' }) },
      { input: '1 2 3 4', filter: '[input, input] | add | halt_error', options: ['-n'], expect: () => ({ stdout: '', stderr: '3\n' }) },
      {
        input: '{}',
        filter: '[range($i|tonumber) | select(. % 7 == 0)] | length | halt_error',
        expect: (i) => ({ stdout: '', stderr: `${Math.ceil(i / 7)}\n` }),
      },
      {
        input: '{"t":"2015-03-05T23:51:47Z"}',
        filter: '.t | fromdate | todate | halt_error',
        expect: () => ({ stdout: '', stderr: '2015-03-05T23:51:47Z' }),
      },
      { input: '"x"', filter: 'test("(?<n>x)") | halt_error', expect: () => ({ stdout: '', stderr: 'true\n' }) },
      { input: '{"a":{"b":2}}', filter: '.a.b * 10 | halt_error', expect: () => ({ stdout: '', stderr: '20\n' }) },
      { input: '[1,2,3]', filter: 'map(select(. > 1)) | halt_error', expect: () => ({ stdout: '', stderr: '[2,3]\n' }) },
      { input: '{}', filter: '$__loc__ | halt_error', expect: () => ({ stdout: '', stderr: '{"file":"<top-level>","line":1}\n' }) },
      { input: '{}', filter: '[limit(3; repeat($i))] | halt_error', expect: (i) => ({ stdout: '', stderr: `["${i}","${i}","${i}"]\n` }) },
      { input: 'null', filter: '.a[', expect: () => ({ stdout: '' }) },
      { input: '{"a":1', filter: '.', expect: () => ({ stdout: '', stderr: 'jq: parse error: Unfinished JSON term at EOF at line 1, column 6\n' }) },
      { input: '[1,"x",3]', filter: '.[] | tonumber', options: ['-c'], expect: () => ({ stdout: '1\n' }) },
    ];
    const before = jqEngine.instancesStarted;
    const failures: string[] = [];
    let aborts = 0;
    for (let i = 0; i < 5000; i++) {
      if (i === 4997) {
        // After 4,100-odd leaking runs: a run that runs out of memory aborts the program.
        const r = await runJq('null', 'reduce range(30) as $_ ("x"; . + .)', []);
        if (r.crash?.startsWith('jq aborted: it ran out of memory')) aborts++;
        else failures.push(`run ${i}: expected an abort, got ${JSON.stringify(r)}`);
        continue;
      }
      const c = cases[i % cases.length];
      const r = await runJq(c.input, c.filter, [...(c.options ?? []), '--arg', 'i', String(i)]);
      const want = { crash: null, ...c.expect(i) };
      const got = Object.fromEntries(Object.keys(want).map((k) => [k, r[k as keyof JqRun]]));
      if (JSON.stringify(got) !== JSON.stringify(want)) failures.push(`run ${i} ${c.filter}: ${JSON.stringify(r)}`);
      if (failures.length > 5) break;
    }
    expect(failures).toEqual([]);
    expect(aborts).toBe(1);
    // Replaced every RUNS_PER_INSTANCE runs and after each abort.
    expect(jqEngine.instancesStarted - before).toBeGreaterThanOrEqual(Math.floor(5000 / RUNS_PER_INSTANCE));
  }, 180_000);

  it('warms up once, on a document of the size asked, and runs normally after', async () => {
    const doc = JSON.parse(warmUpDocument(40)) as { id: number; active: boolean; address: { city: string } }[];
    expect(doc).toHaveLength(40);
    expect(doc[3]).toMatchObject({ id: 3, active: false, address: { city: 'City 3' } });
    const engine = new JqEngine();
    await warmUpJq(engine, 3, 40);
    expect(engine.warm).toBe(true);
    await warmUpJq(engine, 3, 40);
    expect(await engine.run('[{"a":1},{"a":2}]', '.[] | .a', ['-c'])).toEqual({ stdout: '1\n2\n', stderr: '', crash: null });
  });
});
