// The curl generator against the real curl: every option it writes is one `curl --help all` lists (with a value
// exactly when curl's help says it takes one), and the commands run against a local server (127.0.0.1 only) deliver
// what the form and its explanations promise.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildCurlCommand, EMPTY_CURL_STATE, HTTP_METHODS, type CurlState } from '@/tools/command-generators/curl-command.core';
import { parsePipeline } from '@/lib/shell-words';
import { requireProgram } from './programs';

const CURL = requireProgram('curl', 'apt-get install curl');

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  raw: string[];
  body: Buffer;
}

let seen: Seen[] = [];
let base = '';
let dir = '';
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, raw: req.rawHeaders, body: Buffer.concat(chunks) });
    if (req.url === '/redirect') {
      res.writeHead(302, { Location: '/final' });
      res.end();
    } else if (req.url === '/slow') setTimeout(() => res.end('late'), 3000).unref();
    else res.end(`reply to ${req.method} ${req.url}`);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = mkdtempSync(path.join(tmpdir(), 'curl-real-'));
  writeFileSync(path.join(dir, 'body.bin'), 'line 1\r\nline 2\n\0end');
  writeFileSync(path.join(dir, 'up load.txt'), 'uploaded\n');
  writeFileSync(path.join(dir, 'value.txt'), 'from a file & more\n');
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  seen = [];
});

const state = (patch: Partial<CurlState>): CurlState => ({ ...EMPTY_CURL_STATE, url: `${base}/api?q=1&r=a%20b`, ...patch });
const build = (patch: Partial<CurlState>, multiline = false) => {
  const r = buildCurlCommand(state(patch), multiline);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Runs the generated command (async: the server lives in this process) and returns curl's output and exit code. */
function run(command: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('sh', ['-c', command], { cwd: dir, encoding: 'utf8', timeout: 10_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}
async function request(patch: Partial<CurlState>, multiline = false): Promise<Seen> {
  const r = await run(build(patch, multiline).command);
  // stderr carries the progress meter (no terminal); any complaint of curl's starts with curl: or Warning:.
  expect(r.stderr).not.toMatch(/curl: |Warning:/);
  expect(r.code).toBe(0);
  expect(seen).toHaveLength(1);
  return seen[0];
}

/** A multipart body read back by the platform's own parser (undici), not by hand. */
async function formData(got: Seen): Promise<FormData> {
  return new Request('http://x/', {
    method: 'POST',
    headers: { 'content-type': String(got.headers['content-type']) },
    body: new Uint8Array(got.body),
  }).formData();
}

/** A spread of forms covering every option the generator can write. */
const SPREAD: Partial<CurlState>[] = [
  { method: 'GET', headers: 'X-A: 1' },
  { method: 'HEAD', follow: true },
  { method: 'GET', bodyType: 'json', body: '{"a": 1}', headers: 'Accept: application/json' },
  { method: 'POST' },
  { method: 'POST', bodyType: 'raw', body: '@not-a-file', auth: 'basic', username: 'u', password: 'p' },
  { method: 'PUT', bodyType: 'file', body: 'body.bin', auth: 'bearer', token: 't' },
  { method: 'PATCH', bodyType: 'urlencoded', body: 'a=1\nb=2', insecure: true, compressed: true },
  { method: 'DELETE', bodyType: 'form', body: 'a=1\nb=x;y\nf=@up load.txt', connectTimeout: '2.5', maxTime: '30', output: 'out.txt', verbose: true },
  { method: 'OPTIONS', auth: 'basic', username: 'ann' },
];

describe('every option the generator writes is one curl knows', () => {
  const help = execFileSync(CURL, ['--help', 'all'], { encoding: 'utf8' });
  /** option (short or long) -> whether it takes a value, from lines like " -X, --request <method> Specify …". */
  const known = new Map<string, boolean>();
  for (const line of help.split('\n')) {
    const m = /^\s*(?:(-\w), )?(--[\w.-]+)(?: <[^>]+>)?/.exec(line);
    if (!m) continue;
    const takesValue = /^\s*(?:-\w, )?--[\w.-]+ </.test(line);
    known.set(m[2], takesValue);
    if (m[1]) known.set(m[1], takesValue);
  }

  it('parses a full option list from curl --help all', () => {
    expect(known.size).toBeGreaterThan(200);
    expect(known.get('-X')).toBe(true);
    expect(known.get('-L')).toBe(false);
  });

  it.each(SPREAD)('%j', (patch) => {
    const built = build(patch);
    let options = 0;
    for (const part of built.explain) {
      if (!part.code.startsWith('-')) continue;
      const words = parsePipeline(part.code);
      if (!words.ok) throw new Error(words.error.message);
      const [option, ...values] = words.value.commands[0].words.map((w) => w.value);
      expect(known.has(option), `${option} in curl --help all`).toBe(true);
      expect(values.length === 1, `${option} takes a value`).toBe(known.get(option));
      options++;
    }
    expect(options).toBeGreaterThan(0);
  });
});

describe('generated commands against a local server', () => {
  it.each(HTTP_METHODS.filter((m) => m !== 'HEAD'))('sends %s with the URL and query untouched', async (method) => {
    const got = await request({ method });
    expect(got.method).toBe(method);
    expect(got.url).toBe('/api?q=1&r=a%20b');
    expect(got.body.length).toBe(0);
  });

  it('sends HEAD with -I and prints the response headers', async () => {
    const r = await run(build({ method: 'HEAD' }).command);
    expect(r.code).toBe(0);
    expect(seen.map((s) => s.method)).toEqual(['HEAD']);
    expect(r.stdout).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it('sends JSON with its Content-Type, the extra headers and the bearer token', async () => {
    const body = `{"it's": "ok", "n": [1, 2], "s": "a\\"b $HOME \`x\`"}\n`;
    const got = await request({
      method: 'POST',
      bodyType: 'json',
      body,
      headers: 'Accept: application/json\nX-Trace:  a b ',
      auth: 'bearer',
      token: 'tok.en',
    });
    expect(got.method).toBe('POST');
    expect(got.body.toString('utf8')).toBe(body);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers.accept).toBe('application/json');
    expect(got.headers['x-trace']).toBe('a b');
    expect(got.headers.authorization).toBe('Bearer tok.en');
  });

  it('keeps GET when a body is sent, and keeps a Content-Type the user gave', async () => {
    const got = await request({ method: 'GET', bodyType: 'json', body: '[]', headers: 'Content-Type: application/json; charset=utf-8' });
    expect(got.method).toBe('GET');
    expect(got.body.toString()).toBe('[]');
    expect(got.raw.filter((h) => /^content-type$/i.test(h))).toHaveLength(1);
    expect(got.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('sends raw text exactly, including a leading @ and line breaks', async () => {
    const body = '@notes.txt\nsecond line\r\n  indented\t"q" \'s\'';
    const got = await request({ method: 'PUT', bodyType: 'raw', body });
    expect(got.body.toString('utf8')).toBe(body);
  });

  it('sends a file byte for byte', async () => {
    const got = await request({ method: 'POST', bodyType: 'file', body: 'body.bin' });
    expect(got.body.equals(readFileSync(path.join(dir, 'body.bin')))).toBe(true);
  });

  it('sends empty headers and removes them as the explanation says', async () => {
    const built = build({ headers: 'X-Empty;\nUser-Agent:\nX-Kept: 1' });
    const text = built.explain.map((e) => e.text).join('\n');
    expect(text).toMatch(/header X-Empty with an empty value/);
    expect(text).toMatch(/Leave out the header User-Agent/);
    const got = await request({ headers: 'X-Empty;\nUser-Agent:\nX-Kept: 1' });
    expect(got.headers['x-empty']).toBe('');
    expect(got.headers['user-agent']).toBeUndefined();
    expect(got.headers['x-kept']).toBe('1');
  });

  it('refuses header lines curl would drop', () => {
    for (const h of ['X-A; b', 'X-A;  ', 'no colon']) {
      const r = buildCurlCommand(state({ headers: h }));
      expect(r.ok, h).toBe(false);
    }
  });

  it.each([
    ['user', 'pass'],
    ['ann', 'p:w "it\'s" $x'],
    ['é user', ''],
  ])('authenticates as %j with password %j', async (username, password) => {
    const built = build({ auth: 'basic', username, password });
    if (password === '') {
      // Without a password curl asks for one, as the explanation says (here with no terminal, so it gets nothing).
      expect(built.explain.map((e) => e.text).join('\n')).toMatch(/curl asks for the password/);
      const r = await run(`setsid -w ${built.command} </dev/null`);
      expect(r.stderr).toContain(`Enter host password for user '${username}'`);
      return;
    }
    const got = await request({ auth: 'basic', username, password });
    expect(Buffer.from(String(got.headers.authorization).replace(/^Basic /, ''), 'base64').toString('utf8')).toBe(`${username}:${password}`);
  });

  it('URL-encodes every field as the explanation describes', async () => {
    const body = 'q=a b&c=d\nemail=ann@example.com\nx=é+%\n=no name\nplain text\nfile@value.txt';
    const built = build({ method: 'POST', bodyType: 'urlencoded', body });
    const text = built.explain.map((e) => e.text).join('\n');
    expect(text).toMatch(/Read the file value\.txt, percent-encode it and add it as the value of file/);
    expect(text).toMatch(/Percent-encode this text and add it, without a name/);
    const got = await request({ method: 'POST', bodyType: 'urlencoded', body });
    expect(got.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const parts = got.body.toString('latin1').split('&');
    const decoded = parts.map((p) => decodeURIComponent(p.replace(/\+/g, ' ')));
    expect(decoded).toEqual(['q=a b&c=d', 'email=ann@example.com', 'x=é+%', 'no name', 'plain text', 'file=from a file & more\n']);
  });

  it('sends multipart fields literally and uploads files', async () => {
    const body = 'title=Hi there\nnote=a;b\nquoted="q"\ncsv=a,b\ntyped=x;type=text/html\nphoto=@up load.txt\ntext=<value.txt';
    const got = await request({ method: 'POST', bodyType: 'form', body });
    expect(got.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formData(got);
    expect(form.get('title')).toBe('Hi there');
    expect(form.get('note')).toBe('a;b');
    expect(form.get('quoted')).toBe('"q"');
    expect(form.get('csv')).toBe('a,b');
    expect(form.get('typed')).toBe('x;type=text/html');
    expect(form.get('text')).toBe('from a file & more\n');
    const photo = form.get('photo');
    expect(photo).toBeInstanceOf(File);
    expect((photo as File).name).toBe('up load.txt');
    expect(await (photo as File).text()).toBe('uploaded\n');
  });

  it('follows redirects with -L and writes the body with -o', async () => {
    const r = await run(build({ url: `${base}/redirect`, follow: true, output: 'saved body.txt' }).command);
    expect(r.code).toBe(0);
    expect(seen.map((s) => s.url)).toEqual(['/redirect', '/final']);
    expect(readFileSync(path.join(dir, 'saved body.txt'), 'utf8')).toBe('reply to GET /final');
    seen = [];
    const plain = await run(build({ url: `${base}/redirect` }).command);
    expect(seen.map((s) => s.url)).toEqual(['/redirect']);
    expect(plain.stdout).toBe('');
  });

  it('asks for compression with --compressed, prints the exchange with -v', async () => {
    const r = await run(build({ compressed: true, verbose: true, insecure: true }).command);
    expect(r.code).toBe(0);
    expect(seen[0].headers['accept-encoding']).toMatch(/gzip/);
    expect(r.stderr).toMatch(/^> GET \/api\?q=1&r=a%20b HTTP\/1\.1\r?$/m);
    expect(r.stdout).toBe('reply to GET /api?q=1&r=a%20b');
  });

  it('gives up after --max-time seconds', async () => {
    // The server answers after 3 s; without --max-time curl would wait, print 'late' and exit 0.
    const r = await run(build({ url: `${base}/slow`, maxTime: '0.5', connectTimeout: '1' }).command);
    // curl's exit code 28: operation timed out.
    expect(r.code).toBe(28);
    expect(r.stdout).toBe('');
  });

  it('runs the multi-line layout the same as the one-line one', async () => {
    const patch: Partial<CurlState> = {
      method: 'PATCH',
      bodyType: 'json',
      body: '{"a":"b c"}',
      headers: 'X-One: 1',
      auth: 'basic',
      username: 'u',
      password: 'p w',
    };
    const one = await request(patch);
    seen = [];
    const many = await request(patch, true);
    expect(many.method).toBe(one.method);
    expect(many.body.equals(one.body)).toBe(true);
    expect(many.headers.authorization).toBe(one.headers.authorization);
    expect(many.headers['x-one']).toBe('1');
  });
});
