import { unescapeLoggedTrace } from '@/lib/trace-text';
import { formatStackTrace, parseStackTrace, type ParsedTrace } from '@/tools/stacktrace/stacktrace.core';

const JAVA = [
  'Exception in thread "main" java.lang.IllegalStateException: Could not load order 42',
  '\tat com.acme.orders.OrderService.load(OrderService.java:88)',
  '\tat com.acme.orders.OrderController.get(OrderController.java:31)',
  '\tat java.base/jdk.internal.reflect.NativeMethodAccessorImpl.invoke0(Native Method)',
  '\tat java.base/java.lang.reflect.Method.invoke(Method.java:568)',
  '\tat org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:205)',
  '\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:883) ~[spring-webmvc-6.0.jar:6.0.0]',
  '\tat com.acme.Main.main(Main.java:12)',
  '\tSuppressed: java.io.UncheckedIOException: close failed',
  '\t\tat com.acme.orders.Db.close(Db.java:20)',
  '\t\t... 7 more',
  '\t\tCaused by: java.io.IOException: socket reset',
  '\t\t\tat sun.nio.ch.SocketDispatcher.read0(Native Method)',
  '\t\t\t... 9 more',
  'Caused by: java.sql.SQLException: Connection refused',
  '\tat com.acme.orders.Db.query(Db.java:55)',
  '\tat com.acme.orders.OrderService.load(OrderService.java:80)',
  '\t... 5 more',
  'Caused by: java.net.ConnectException: Connection refused (Connection refused)',
  '\tat java.base/sun.nio.ch.Net.connect0(Native Method)',
  '\tat java.base/sun.nio.ch.Net.connect(Net.java:579)',
  '\t... 7 more',
].join('\n');

const NODE = [
  '/app/src/index.js:10',
  "  throw new TypeError('bad input');",
  '  ^',
  '',
  "TypeError: Cannot read properties of undefined (reading 'id')",
  '    at getUser (/app/src/users.js:10:15)',
  '    at Object.<anonymous> (/app/src/index.js:20:1)',
  '    at Module._compile (node:internal/modules/cjs/loader:1105:14)',
  '    at Module.load (node:internal/modules/cjs/loader:981:32)',
  '    at /app/src/index.js:5:3',
  '    at new Promise (<anonymous>)',
  '    at async Promise.all (index 0)',
  '    at handle (/app/node_modules/express/lib/router/layer.js:95:5) {',
  '  [cause]: Error: db down',
  '      at connect (/app/src/db.js:3:9)',
  '}',
].join('\n');

const FIREFOX = [
  'TypeError: x is undefined',
  'render@http://localhost:3000/static/js/main.js:120:7',
  'commitRoot@http://localhost:3000/node_modules/react-dom/cjs/react-dom.development.js:100:3',
  '@http://localhost:3000/static/js/main.js:5:1',
].join('\n');

const PYTHON = [
  'Traceback (most recent call last):',
  '  File "/app/service.py", line 10, in fetch',
  '    return cache[key]',
  '           ~~~~~^^^^^',
  "KeyError: 'user:1'",
  '',
  'During handling of the above exception, another exception occurred:',
  '',
  'Traceback (most recent call last):',
  '  File "/app/main.py", line 3, in <module>',
  '    main()',
  '  File "/app/service.py", line 12, in fetch',
  '    resp = requests.get(url)',
  '  File "/usr/lib/python3.11/site-packages/requests/api.py", line 73, in get',
  '    return request("get", url, params=params, **kwargs)',
  '  File "/usr/lib/python3.11/site-packages/requests/api.py", line 59, in request',
  '    return session.request(method=method, url=url, **kwargs)',
  'requests.exceptions.ConnectionError: HTTPConnectionPool(host=localhost, port=1): refused',
  '',
  'The above exception was the direct cause of the following exception:',
  '',
  'Traceback (most recent call last):',
  '  File "/app/main.py", line 5, in <module>',
  '    raise RuntimeError("startup failed") from err',
  'RuntimeError: startup failed',
].join('\n');

function parse(text: string, ownPackages?: string[]): ParsedTrace {
  const r = parseStackTrace(text, ownPackages ? { ownPackages } : undefined);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('parseStackTrace: language detection', () => {
  it.each([
    ['a Java trace', JAVA, 'java'],
    ['a Node (V8) trace', NODE, 'javascript'],
    ['a Firefox trace', FIREFOX, 'javascript'],
    ['a Python traceback', PYTHON, 'python'],
    ['a Kotlin frame', 'kotlin.KotlinNullPointerException\n\tat com.x.MainKt.main(Main.kt:4)', 'java'],
    ['a Chrome trace without a message', '    at foo (https://x.test/a.js:1:2)\n    at bar (https://x.test/a.js:3:4)', 'javascript'],
  ])('detects %s', (_, text, language) => {
    expect(parse(text).language).toBe(language);
  });
});

describe('parseStackTrace: Java', () => {
  const t = parse(JAVA);
  const top = t.exceptions[0];

  it('reads the exception type and message, dropping the thread prefix', () => {
    expect(t.exceptions).toHaveLength(1);
    expect(top.type).toBe('java.lang.IllegalStateException');
    expect(top.message).toBe('Could not load order 42');
  });

  it('splits frames into method, file and line', () => {
    expect(top.frames[0]).toMatchObject({
      function: 'com.acme.orders.OrderService.load',
      file: 'OrderService.java',
      line: 88,
      isLibrary: false,
      raw: 'at com.acme.orders.OrderService.load(OrderService.java:88)',
    });
    expect(top.frames).toHaveLength(7);
  });

  it('strips the module prefix and handles native methods and jar suffixes', () => {
    expect(top.frames[2]).toMatchObject({
      function: 'jdk.internal.reflect.NativeMethodAccessorImpl.invoke0',
      file: 'Native Method',
      isLibrary: true,
    });
    expect(top.frames[2].line).toBeUndefined();
    expect(top.frames[5]).toMatchObject({ file: 'FrameworkServlet.java', line: 883, isLibrary: true });
  });

  it('marks JDK and Spring frames as library frames', () => {
    expect(top.frames.map((f) => f.isLibrary)).toEqual([false, false, true, true, true, true, false]);
  });

  it('chains causes in order with their omitted-frame counts', () => {
    expect(top.causes.map((c) => c.type)).toEqual(['java.sql.SQLException', 'java.net.ConnectException']);
    expect(top.causes.map((c) => c.relation)).toEqual(['caused-by', 'caused-by']);
    expect(top.causes[0].omittedFrames).toBe(5);
    expect(top.causes[1].message).toBe('Connection refused (Connection refused)');
    expect(top.causes[1].frames.every((f) => f.isLibrary)).toBe(true);
  });

  it('attaches suppressed exceptions and their own causes by indentation', () => {
    expect(top.suppressed).toHaveLength(1);
    const s = top.suppressed[0];
    expect(s.type).toBe('java.io.UncheckedIOException');
    expect(s.frames).toHaveLength(1);
    expect(s.omittedFrames).toBe(7);
    expect(s.causes.map((c) => c.type)).toEqual(['java.io.IOException']);
    expect(s.causes[0].omittedFrames).toBe(9);
  });

  it('counts frames across the whole tree', () => {
    expect(t.frameCount).toBe(7 + 1 + 1 + 2 + 2);
    expect(t.libraryFrameCount).toBe(4 + 1 + 2);
  });

  it('lets ownPackages mark framework-looking code as your own', () => {
    const own = parse(JAVA, ['org.springframework.web.servlet']).exceptions[0];
    expect(own.frames[5].isLibrary).toBe(false);
    expect(own.frames[4].isLibrary).toBe(true);
  });

  it('reads a header without a message and a multi-line message', () => {
    const r = parse(
      'com.acme.BadThing\n\tat com.acme.A.b(A.java:1)\n\njava.lang.RuntimeException: first line\nsecond line\n\tat com.acme.A.c(A.java:2)',
    );
    expect(r.exceptions.map((e) => [e.type, e.message])).toEqual([
      ['com.acme.BadThing', ''],
      ['java.lang.RuntimeException', 'first line\nsecond line'],
    ]);
  });

  it('keeps "Key: value" lines of a multi-line message in the message', () => {
    const r = parse('java.lang.IllegalArgumentException: Invalid request\nField: email\nReason: missing\n\tat com.acme.A.b(A.java:1)');
    expect(r.exceptions).toHaveLength(1);
    expect(r.exceptions[0].message).toBe('Invalid request\nField: email\nReason: missing');
  });

  it('reads logback "common frames omitted" lines', () => {
    const r = parse(
      'java.lang.Exception: x\n\tat a.B.c(B.java:1)\nCaused by: java.lang.Error: y\n\tat a.B.d(B.java:2)\n\t... 12 common frames omitted',
    );
    expect(r.exceptions[0].causes[0].omittedFrames).toBe(12);
  });

  it('keeps working when indentation was stripped by the paste', () => {
    const flat = JAVA.split('\n')
      .map((l) => l.trim())
      .join('\n');
    const r = parse(flat);
    expect(r.exceptions[0].frames).toHaveLength(7);
    expect(r.frameCount).toBe(13);
  });
});

describe('parseStackTrace: JavaScript', () => {
  it('reads a Node trace with anonymous, native, async and node_modules frames', () => {
    const t = parse(NODE);
    expect(t.exceptions).toHaveLength(1);
    const e = t.exceptions[0];
    expect(e.type).toBe('TypeError');
    expect(e.message).toBe("Cannot read properties of undefined (reading 'id')");
    expect(e.frames[0]).toMatchObject({ function: 'getUser', file: '/app/src/users.js', line: 10, column: 15, isLibrary: false });
    expect(e.frames[2]).toMatchObject({ function: 'Module._compile', file: 'node:internal/modules/cjs/loader', isLibrary: true });
    expect(e.frames[4]).toMatchObject({ function: '', file: '/app/src/index.js', line: 5, column: 3, isLibrary: false });
    expect(e.frames[5]).toMatchObject({ function: 'new Promise', file: '<anonymous>', isLibrary: true });
    expect(e.frames[6]).toMatchObject({ function: 'async Promise.all', file: 'index 0', isLibrary: true });
    expect(e.frames[7]).toMatchObject({
      function: 'handle',
      line: 95,
      isLibrary: true,
      raw: 'at handle (/app/node_modules/express/lib/router/layer.js:95:5)',
    });
    expect(e.frames).toHaveLength(8);
  });

  it('chains a Node [cause]', () => {
    const e = parse(NODE).exceptions[0];
    expect(e.causes).toHaveLength(1);
    expect(e.causes[0]).toMatchObject({ type: 'Error', message: 'db down', relation: 'caused-by' });
    expect(e.causes[0].frames[0]).toMatchObject({ function: 'connect', file: '/app/src/db.js', line: 3, column: 9 });
  });

  it('reads Firefox frames including anonymous ones', () => {
    const e = parse(FIREFOX).exceptions[0];
    expect(e.type).toBe('TypeError');
    expect(e.frames.map((f) => [f.function, f.line, f.column, f.isLibrary])).toEqual([
      ['render', 120, 7, false],
      ['commitRoot', 100, 3, true],
      ['', 5, 1, false],
    ]);
  });

  it.each([
    ['Uncaught (in promise) TypeError: nope', 'TypeError', 'nope'],
    [
      'TypeError [ERR_INVALID_ARG_TYPE]: The "path" argument must be of type string',
      'TypeError [ERR_INVALID_ARG_TYPE]',
      'The "path" argument must be of type string',
    ],
    ['RangeError: Maximum call stack size exceeded', 'RangeError', 'Maximum call stack size exceeded'],
  ])('reads the header %j', (header, type, message) => {
    const e = parse(`${header}\n    at f (/a.js:1:1)`).exceptions[0];
    expect([e.type, e.message]).toEqual([type, message]);
  });

  it('keeps the lines of a multi-line message together', () => {
    const t = parse('Error: Validation failed\nfield: email\nreason: missing\n    at validate (/app/v.js:1:1)');
    expect(t.exceptions).toHaveLength(1);
    expect(t.exceptions[0].message).toBe('Validation failed\nfield: email\nreason: missing');
  });

  it('splits several traces in one paste', () => {
    const t = parse('Error: one\n    at a (/a.js:1:1)\n\nError: two\n    at b (/b.js:2:2)');
    expect(t.exceptions.map((e) => e.message)).toEqual(['one', 'two']);
  });

  it('finds the error name inside a surrounding log line', () => {
    const t = parse('2024-05-01T10:00:00Z level=error msg="request failed" err="ValidationError: name is required"\n    at validate (/app/v.js:1:1)');
    expect(t.exceptions[0].type).toBe('ValidationError');
    expect(t.exceptions[0].message).toBe('name is required');
  });
});

describe('parseStackTrace: Python', () => {
  const t = parse(PYTHON);
  const head = t.exceptions[0];

  it('makes the last exception printed the head of the chain', () => {
    expect(t.exceptions).toHaveLength(1);
    expect(head.type).toBe('RuntimeError');
    expect(head.message).toBe('startup failed');
  });

  it('lists causes nearest first with how each led to the next', () => {
    expect(head.causes.map((c) => [c.type, c.relation])).toEqual([
      ['requests.exceptions.ConnectionError', 'caused-by'],
      ['KeyError', 'during-handling'],
    ]);
    expect(head.causes[1].message).toBe("'user:1'");
  });

  it('reads frames with their source lines and skips caret markers', () => {
    const conn = head.causes[0];
    expect(conn.frames[1]).toMatchObject({
      file: '/app/service.py',
      line: 12,
      function: 'fetch',
      code: 'resp = requests.get(url)',
      isLibrary: false,
    });
    expect(conn.frames[2].isLibrary).toBe(true);
    expect(head.causes[1].frames[0].code).toBe('return cache[key]');
  });

  it.each([
    ['/usr/lib/python3.11/json/decoder.py', true],
    ['/home/me/.venv/lib/python3.12/site-packages/flask/app.py', true],
    ['/usr/lib/python3/dist-packages/apt/cache.py', true],
    ['C:\\Python311\\Lib\\asyncio\\runners.py', true],
    ['<frozen importlib._bootstrap>', true],
    ['/srv/app/handlers.py', false],
  ])('classifies %s as library: %s', (file, library) => {
    const r = parse(`Traceback (most recent call last):\n  File "${file}", line 1, in f\nValueError: x`);
    expect(r.exceptions[0].frames[0].isLibrary).toBe(library);
  });

  it('lets ownPackages claim an installed package', () => {
    const r = parse('Traceback (most recent call last):\n  File "/venv/lib/python3.11/site-packages/acme/core.py", line 1, in f\nValueError: x', [
      'acme',
    ]);
    expect(r.exceptions[0].frames[0].isLibrary).toBe(false);
  });

  it('reads a SyntaxError frame without a function and a multi-line message', () => {
    const r = parse('Traceback (most recent call last):\n  File "x.py", line 3\n    def f(\n         ^\nSyntaxError: \'(\' was never closed');
    const e = r.exceptions[0];
    expect(e.frames[0]).toMatchObject({ function: '', line: 3, code: 'def f(' });
    expect(e.type).toBe('SyntaxError');
    const multi = parse('Traceback (most recent call last):\n  File "a.py", line 1, in <module>\nAssertionError: first\nsecond\n');
    expect(multi.exceptions[0].message).toBe('first\nsecond');
  });
});

describe('unescapeLoggedTrace', () => {
  it('splits a trace copied from a JSON log', () => {
    const oneLine = JSON.stringify(JAVA).slice(1, -1);
    expect(oneLine.includes('\n')).toBe(false);
    const t = parse(oneLine);
    expect(t.language).toBe('java');
    expect(t.exceptions[0].frames).toHaveLength(7);
    expect(t.exceptions[0].suppressed).toHaveLength(1);
  });

  it('accepts the JSON string with its quotes and a doubly escaped trace', () => {
    expect(unescapeLoggedTrace(JSON.stringify(NODE))).toBe(NODE);
    expect(unescapeLoggedTrace(JSON.stringify(JSON.stringify(NODE)).slice(1, -1)).replace(/^"|"$/g, '')).toBe(NODE);
  });

  it('leaves a real multi-line trace with Windows paths alone', () => {
    const text = 'Error: x\n    at f (C:\\new\\test.js:1:2)\n    at g (C:\\new\\b.js:1:2)';
    expect(unescapeLoggedTrace(text)).toBe(text);
    expect(parse(text).exceptions[0].frames[0].file).toBe('C:\\new\\test.js');
  });

  it('does not mistake \\node_modules in Windows paths for escaped line breaks', () => {
    const text = 'Error: x\n    at f (C:\\app\\node_modules\\lib\\new.js:1:2)';
    expect(unescapeLoggedTrace(text)).toBe(text);
  });
});

describe('parseStackTrace: malformed input', () => {
  it.each([
    ['empty', ''],
    ['blank', '   \n\t '],
    ['plain prose', 'The server returned an error, please try again.'],
    ['binary garbage', '\u0000\u0001\uFFFD\uD800PK\u0003\u0004\u0089PNG'],
    ['a truncated header only', 'java.lang.NullPointerException: Cannot invoke'],
  ])('fails on %s with a message', (_, text) => {
    const r = parseStackTrace(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/empty|No stack frames/);
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['an object', { text: 'x' }],
  ])('fails on %s instead of throwing', (_, value) => {
    expect(parseStackTrace(value as unknown as string).ok).toBe(false);
  });

  it('tolerates a truncated trace', () => {
    const r = parse(JAVA.slice(0, 200));
    expect(r.exceptions[0].frames.length).toBeGreaterThan(0);
  });

  // Nesting is written as indentation, so depth d costs d tabs per line: 4,000 levels is already 16 MB of input.
  it('handles 4,000 nested suppressed exceptions without overflowing', () => {
    const lines = ['java.lang.Exception: root', '\tat a.B.c(B.java:1)'];
    for (let d = 1; d <= 4000; d++)
      lines.push(`${'\t'.repeat(d)}Suppressed: java.lang.Exception: s${d}`, `${'\t'.repeat(d + 1)}at a.B.c(B.java:${d})`);
    const t = parse(lines.join('\n'));
    expect(t.frameCount).toBe(4001);
    let e = t.exceptions[0];
    for (let d = 1; d <= 4000; d++) e = e.suppressed[0];
    expect(e.message).toBe('s4000');
    const text = formatStackTrace(t);
    expect(text.split('\n').length).toBe(8002);
  });

  it('handles 10,000 causes in one chain', () => {
    const lines = ['java.lang.Exception: root', '\tat a.B.c(B.java:1)'];
    for (let d = 1; d <= 10000; d++) lines.push(`Caused by: java.lang.Exception: c${d}`, `\tat a.B.c(B.java:${d})`, '\t... 1 more');
    const t = parse(lines.join('\n'));
    expect(t.exceptions[0].causes).toHaveLength(10000);
    expect(formatStackTrace(t).split('\n').length).toBe(30002);
  });

  it('parses a 5 MB trace', () => {
    const frame = '\tat com.acme.orders.OrderService.load(OrderService.java:88)\n';
    const text = `java.lang.RuntimeException: big\n${frame.repeat(Math.ceil(5_000_000 / frame.length))}`;
    const t = parse(text);
    expect(t.frameCount).toBeGreaterThan(80000);
  });

  it('does not hang on one enormous line of parentheses', () => {
    const r = parseStackTrace(`at ${'('.repeat(200000)}`);
    expect(r.ok).toBe(false);
  });
});

describe('formatStackTrace', () => {
  it('renders a Java chain with suppressed exceptions and collapsed library frames', () => {
    expect(formatStackTrace(parse(JAVA))).toBe(
      [
        'java.lang.IllegalStateException: Could not load order 42',
        '    at com.acme.orders.OrderService.load(OrderService.java:88)',
        '    at com.acme.orders.OrderController.get(OrderController.java:31)',
        '    … 4 library frames',
        '    at com.acme.Main.main(Main.java:12)',
        '    Suppressed: java.io.UncheckedIOException: close failed',
        '        at com.acme.orders.Db.close(Db.java:20)',
        '        … 7 more',
        '    Caused by: java.io.IOException: socket reset',
        '        at sun.nio.ch.SocketDispatcher.read0(Native Method)',
        '        … 9 more',
        'Caused by: java.sql.SQLException: Connection refused',
        '    at com.acme.orders.Db.query(Db.java:55)',
        '    at com.acme.orders.OrderService.load(OrderService.java:80)',
        '    … 5 more',
        'Caused by: java.net.ConnectException: Connection refused (Connection refused)',
        '    … 2 library frames',
        '    … 7 more',
      ].join('\n'),
    );
  });

  it('shows every frame when collapsing is off', () => {
    const text = formatStackTrace(parse(JAVA), { collapseLibraryFrames: false });
    expect(text).not.toContain('library frames');
    expect(text).toContain('at java.base/java.lang.reflect.Method.invoke(Method.java:568)');
  });

  it('does not collapse when no frame is your own', () => {
    const text = formatStackTrace(parse('Error: x\n    at a (node:internal/a:1:1)\n    at b (node:internal/b:1:1)'));
    expect(text).toBe('Error: x\n    at a (node:internal/a:1:1)\n    at b (node:internal/b:1:1)');
  });

  it('renders a Python chain oldest first with the original separators', () => {
    const text = formatStackTrace(parse(PYTHON));
    const order = ['KeyError', 'During handling of the above exception', 'ConnectionError', 'direct cause', 'RuntimeError: startup failed'];
    let at = -1;
    for (const marker of order) {
      const next = text.indexOf(marker, at + 1);
      expect(next).toBeGreaterThan(at);
      at = next;
    }
    expect(text).toContain('  … 2 library frames');
    expect(text).toContain('  File "/app/main.py", line 5, in <module>\n    raise RuntimeError("startup failed") from err');
  });

  it('renders a JavaScript cause', () => {
    const text = formatStackTrace(parse(NODE));
    expect(text).toContain('Caused by: Error: db down\n    at connect (/app/src/db.js:3:9)');
    expect(text).toContain('… 2 library frames');
  });
});
