import { formatGoTrace, formatIdRanges, parseGoTrace, type GoTrace } from '@/tools/go-stacktrace/go-stacktrace.core';

const PANIC = [
  'panic: runtime error: invalid memory address or nil pointer dereference',
  '[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x4553d2]',
  '',
  'goroutine 1 [running]:',
  'main.(*Server).handle(0x0, {0x4b2c40, 0xc000012345})',
  '\t/home/me/app/server.go:42 +0x12',
  'net/http.HandlerFunc.ServeHTTP(...)',
  '\t/usr/local/go/src/net/http/server.go:2136',
  'main.main()',
  '\t/home/me/app/main.go:10 +0x25',
  '',
  'goroutine 18 [chan receive, 5 minutes]:',
  'main.worker(0xc00001c0c0)',
  '\t/home/me/app/worker.go:20 +0x45',
  'created by main.main in goroutine 1',
  '\t/home/me/app/main.go:12 +0x66',
  '',
  'goroutine 19 [chan receive, 7 minutes]:',
  'main.worker(0xc00001c180)',
  '\t/home/me/app/worker.go:20 +0x45',
  'created by main.main in goroutine 1',
  '\t/home/me/app/main.go:12 +0x66',
  '',
  'goroutine 20 [chan receive, 6 minutes]:',
  'main.worker(0xc00001c0c0)',
  '\t/home/me/app/worker.go:20 +0x45',
  'created by main.main in goroutine 1',
  '\t/home/me/app/main.go:12 +0x66',
  '',
  'goroutine 7 [select, locked to thread]:',
  'github.com/acme/lib/pool.(*Pool).run(0xc000100000)',
  '\t/go/pkg/mod/github.com/acme/lib@v1.2.3/pool/pool.go:88 +0x1d',
  'created by github.com/acme/lib/pool.New',
  '\t/go/pkg/mod/github.com/acme/lib@v1.2.3/pool/pool.go:40 +0x9a',
  'exit status 2',
].join('\n');

function parse(text: string): GoTrace {
  const r = parseGoTrace(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('parseGoTrace', () => {
  const t = parse(PANIC);

  it('reads the panic message and the signal line', () => {
    expect(t.panic).toBe('runtime error: invalid memory address or nil pointer dereference');
    expect(t.fatal).toBeUndefined();
    expect(t.signal).toBe('[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x4553d2]');
  });

  it('reads every goroutine with its state, wait time and lock flag', () => {
    expect(t.goroutines.map((g) => [g.id, g.state, g.waitMinutes, g.lockedToThread])).toEqual([
      [1, 'running', undefined, false],
      [18, 'chan receive', 5, false],
      [19, 'chan receive', 7, false],
      [20, 'chan receive', 6, false],
      [7, 'select', undefined, true],
    ]);
  });

  it('pairs each call with its file line and offset', () => {
    expect(t.goroutines[0].frames).toEqual([
      {
        function: 'main.(*Server).handle',
        args: '0x0, {0x4b2c40, 0xc000012345}',
        file: '/home/me/app/server.go',
        line: 42,
        offset: '+0x12',
        isStdlib: false,
      },
      { function: 'net/http.HandlerFunc.ServeHTTP', args: '...', file: '/usr/local/go/src/net/http/server.go', line: 2136, isStdlib: true },
      { function: 'main.main', args: '', file: '/home/me/app/main.go', line: 10, offset: '+0x25', isStdlib: false },
    ]);
  });

  it('reads "created by" with and without the creating goroutine', () => {
    expect(t.goroutines[1].createdBy).toMatchObject({ function: 'main.main', goroutine: 1, file: '/home/me/app/main.go', line: 12 });
    expect(t.goroutines[4].createdBy).toMatchObject({ function: 'github.com/acme/lib/pool.New', line: 40, isStdlib: false });
    expect(t.goroutines[4].createdBy?.goroutine).toBeUndefined();
  });

  it('groups goroutines with identical stacks, blanking args that differ', () => {
    expect(t.groups.map((g) => [g.ids, g.state])).toEqual([
      [[1], 'running'],
      [[18, 19, 20], 'chan receive'],
      [[7], 'select'],
    ]);
    const workers = t.groups[1];
    expect(workers.frames[0].args).toBe('…');
    expect([workers.minWaitMinutes, workers.maxWaitMinutes]).toEqual([5, 7]);
  });

  it('keeps goroutines apart when their lines differ', () => {
    const dump = [
      'goroutine 1 [select]:',
      'main.a()',
      '\t/x.go:1 +0x1',
      'goroutine 2 [select]:',
      'main.a()',
      '\t/x.go:2 +0x1',
      'goroutine 3 [select]:',
      'main.a()',
      '\t/x.go:1 +0x9',
    ].join('\n');
    expect(parse(dump).groups.map((g) => g.ids)).toEqual([[1, 3], [2]]);
  });

  it.each([
    ['runtime.gopark', true],
    ['net/http.(*conn).serve', true],
    ['internal/poll.(*FD).Read', true],
    ['main.main', false],
    ['github.com/x/y.(*T).M', false],
    ['golang.org/x/sync/errgroup.(*Group).Go.func1', false],
  ])('classifies %s as standard library: %s', (fn, std) => {
    expect(parse(`goroutine 1 [running]:\n${fn}()\n\t/f.go:1`).goroutines[0].frames[0].isStdlib).toBe(std);
  });

  it('reads fatal errors, recovered and nested panics', () => {
    const fatal = parse('fatal error: all goroutines are asleep - deadlock!\n\ngoroutine 1 [chan receive]:\nmain.main()\n\t/a.go:5 +0x1');
    expect(fatal.fatal).toBe(true);
    expect(fatal.panic).toBe('all goroutines are asleep - deadlock!');
    const nested = parse('panic: first [recovered]\n\tpanic: second\n\ngoroutine 1 [running]:\nmain.main()\n\t/a.go:5');
    expect(nested.panic).toBe('first [recovered]\npanic: second');
  });

  it('reads Go 1.17+ elided frames and the GOTRACEBACK=system frame suffix', () => {
    const r = parse(
      'goroutine 1 gp=0xc000002380 m=0 mp=0x5b3f40 [running]:\nmain.f(...)\n\t/a.go:3 +0x1 fp=0xc0 sp=0xc0 pc=0x4\n...additional frames elided...',
    );
    expect(r.goroutines[0]).toMatchObject({ id: 1, state: 'running', framesElided: true });
    expect(r.goroutines[0].frames[0]).toMatchObject({ file: '/a.go', line: 3, offset: '+0x1' });
  });

  it('splits a dump copied from a JSON log', () => {
    const oneLine = JSON.stringify(PANIC).slice(1, -1);
    expect(parse(oneLine).goroutines).toHaveLength(5);
  });

  it('accepts a panic with no goroutines', () => {
    expect(parse('panic: boom').goroutines).toEqual([]);
  });
});

describe('parseGoTrace: malformed input', () => {
  it.each([
    ['empty', ''],
    ['blank', ' \n\t'],
    ['prose', 'everything is fine'],
    ['binary garbage', '\u0000\u0007\uFFFD\uDC00ELF\u0002\u0001'],
    ['a Java trace', 'java.lang.Error: x\n\tat a.B.c(B.java:1)'],
  ])('fails on %s with a message', (_, text) => {
    const r = parseGoTrace(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/empty|No goroutines/);
  });

  it.each([[undefined], [42], [{}]])('fails on the non-string %j instead of throwing', (value) => {
    expect(parseGoTrace(value as unknown as string).ok).toBe(false);
  });

  it('tolerates a dump truncated mid-frame', () => {
    const r = parse(PANIC.slice(0, PANIC.indexOf('/home/me/app/worker.go')));
    expect(r.goroutines.at(-1)?.frames[0]).toMatchObject({ function: 'main.worker', file: '', line: 0 });
  });

  it('handles a 10,000-frame stack and 5 MB of goroutines', () => {
    const deep = `goroutine 1 [running]:\n${'main.recurse(0x1)\n\t/a.go:3 +0x1d\n'.repeat(10000)}`;
    expect(parse(deep).goroutines[0].frames).toHaveLength(10000);
    const block = (id: number) =>
      `goroutine ${id} [IO wait]:\ninternal/poll.runtime_pollWait(0x7f, 0x72)\n\t/usr/local/go/src/runtime/netpoll.go:343 +0x85\ncreated by main.serve in goroutine 1\n\t/app/main.go:30 +0x1f\n\n`;
    const parts: string[] = [];
    for (let id = 1, size = 0; size < 5_000_000; id++) {
      const b = block(id);
      parts.push(b);
      size += b.length;
    }
    const r = parse(parts.join(''));
    expect(r.groups).toHaveLength(1);
    expect(r.groups[0].ids.length).toBe(parts.length);
  });
});

describe('formatIdRanges', () => {
  it.each([
    [[1], '1'],
    [[3, 1, 2], '1–3'],
    [[1, 2, 4, 5, 6, 9], '1, 2, 4–6, 9'],
    [[], ''],
  ])('writes %j as %j', (ids, text) => {
    expect(formatIdRanges(ids)).toBe(text);
  });
});

describe('formatGoTrace', () => {
  it('renders the panic and one block per group', () => {
    expect(formatGoTrace(parse(PANIC))).toBe(
      [
        'panic: runtime error: invalid memory address or nil pointer dereference',
        '[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x4553d2]',
        '',
        '1 goroutine [running]: 1',
        '    main.(*Server).handle(0x0, {0x4b2c40, 0xc000012345})',
        '        /home/me/app/server.go:42',
        '    net/http.HandlerFunc.ServeHTTP(...)',
        '        /usr/local/go/src/net/http/server.go:2136',
        '    main.main()',
        '        /home/me/app/main.go:10',
        '',
        '3 goroutines [chan receive, 5–7 min]: 18–20',
        '    main.worker(…)',
        '        /home/me/app/worker.go:20',
        '    created by main.main',
        '        /home/me/app/main.go:12',
        '',
        '1 goroutine [select]: 7',
        '    github.com/acme/lib/pool.(*Pool).run(0xc000100000)',
        '        /go/pkg/mod/github.com/acme/lib@v1.2.3/pool/pool.go:88',
        '    created by github.com/acme/lib/pool.New',
        '        /go/pkg/mod/github.com/acme/lib@v1.2.3/pool/pool.go:40',
      ].join('\n'),
    );
  });

  it('labels fatal errors', () => {
    expect(formatGoTrace(parse('fatal error: concurrent map writes'))).toBe('fatal error: concurrent map writes');
  });
});
