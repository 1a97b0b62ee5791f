import { execFile } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { buildCurlCommand, CURL_DEFAULTS, HTTP_METHODS, relevantCurlState, type CurlState } from '@/tools/command-generators/curl-command.core';
import { parseCurlCommand } from '@/tools/command-generators/curl-parse.core';

const blank: CurlState = {
  url: 'https://x.test/a',
  method: 'GET',
  headers: '',
  bodyType: 'none',
  body: '',
  auth: 'none',
  username: '',
  password: '',
  token: '',
  follow: false,
  insecure: false,
  connectTimeout: '',
  maxTime: '',
  output: '',
  verbose: false,
  compressed: false,
};
const state = (patch: Partial<CurlState>): CurlState => ({ ...blank, ...patch });
const command = (patch: Partial<CurlState>, multiline = false) => {
  const r = buildCurlCommand(state(patch), multiline);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.command;
};

describe('buildCurlCommand', () => {
  it.each<[string, Partial<CurlState>, string]>([
    ['fetches a URL', {}, "curl 'https://x.test/a'"],
    [
      'sends the sample JSON',
      CURL_DEFAULTS,
      `curl 'https://api.example.com/v1/items' -H 'Content-Type: application/json' -H 'Accept: application/json' -H 'Authorization: Bearer YOUR_TOKEN' -d '{"name": "widget", "qty": 3}' -L`,
    ],
    ['posts without a body', { method: 'POST' }, "curl 'https://x.test/a' -X POST"],
    ['keeps GET with a body', { bodyType: 'raw', body: 'x' }, "curl 'https://x.test/a' -X GET -d 'x'"],
    ['uses -I for HEAD', { method: 'HEAD' }, "curl 'https://x.test/a' -I"],
    ['deletes with basic auth that prompts', { method: 'DELETE', auth: 'basic', username: 'ann' }, "curl 'https://x.test/a' -X DELETE -u 'ann'"],
    ['puts the password after a colon', { auth: 'basic', username: 'ann', password: "p'w:d" }, "curl 'https://x.test/a' -u 'ann:p'\\''w:d'"],
    ['sends raw text starting with @ literally', { method: 'POST', bodyType: 'raw', body: '@me hi' }, "curl 'https://x.test/a' --data-raw '@me hi'"],
    ['uploads a file body as is', { method: 'PUT', bodyType: 'file', body: 'data.bin' }, "curl 'https://x.test/a' -X PUT --data-binary '@data.bin'"],
    [
      'URL-encodes form fields',
      { method: 'POST', bodyType: 'urlencoded', body: 'q=a b\n\nlang=en' },
      "curl 'https://x.test/a' --data-urlencode 'q=a b' --data-urlencode 'lang=en'",
    ],
    [
      'sends multipart fields and files',
      { method: 'POST', bodyType: 'form', body: 'title=Hi\nphoto=@cat.jpg' },
      "curl 'https://x.test/a' -F 'title=Hi' -F 'photo=@cat.jpg'",
    ],
    [
      // Found by tests/real/curl.real.test.ts: -F cut 'a;b' to 'a' and stripped the quotes from '"q"'.
      'sends text with ; or a leading " through --form-string',
      { method: 'POST', bodyType: 'form', body: 'note=a;b\nq="x"\nf=@a;type=text/plain' },
      `curl 'https://x.test/a' --form-string 'note=a;b' --form-string 'q="x"' -F 'f=@a;type=text/plain'`,
    ],
    ['sends an empty header with Name;', { headers: 'X-Empty;' }, "curl 'https://x.test/a' -H 'X-Empty;'"],
    [
      'adds the transfer options',
      { follow: true, insecure: true, compressed: true, connectTimeout: '5', maxTime: '2.5', output: 'out file.json', verbose: true },
      "curl 'https://x.test/a' -L -k --compressed --connect-timeout 5 --max-time 2.5 -o 'out file.json' -v",
    ],
    [
      'does not repeat a JSON content type',
      { method: 'POST', bodyType: 'json', body: '{}', headers: 'Content-Type: application/json' },
      "curl 'https://x.test/a' -H 'Content-Type: application/json' -d '{}'",
    ],
  ])('%s', (_name, patch, expected) => {
    expect(command(patch)).toBe(expected);
  });

  it('notes a JSON body that does not parse, and still builds the command', () => {
    const r = buildCurlCommand(state({ method: 'POST', bodyType: 'json', body: '{"a": 1,}' }));
    expect(r.ok && r.value.command).toBe(`curl 'https://x.test/a' -H 'Content-Type: application/json' -d '{"a": 1,}'`);
    expect(r.ok && r.value.explain.some((e) => e.code === '' && /not valid JSON/.test(e.text))).toBe(true);
  });

  it('explains what curl does with empty headers and URL-encoded lines (checked against the real curl)', () => {
    const r = buildCurlCommand(state({ method: 'POST', headers: 'Accept:\nX-E;', bodyType: 'urlencoded', body: 'a=x@y\nb@file.txt\nplain\n=v' }));
    const text = r.ok ? r.value.explain.map((e) => e.text) : [];
    expect(text).toContain('Leave out the header Accept (an empty value removes it, even one curl adds itself; write Accept; to send it empty).');
    expect(text).toContain('Send the header X-E with an empty value.');
    expect(text).toContain('Percent-encode the value of a and add it to an application/x-www-form-urlencoded body.');
    expect(text).toContain('Read the file file.txt, percent-encode it and add it as the value of b to an application/x-www-form-urlencoded body.');
    expect(text).toContain('Percent-encode this text and add it, without a name, to an application/x-www-form-urlencoded body.');
    expect(text).toContain('Percent-encode the text after the = and add it, without a name, to an application/x-www-form-urlencoded body.');
  });

  it('lays the options out one per line', () => {
    expect(command({ method: 'POST', bodyType: 'json', body: '{}' }, true)).toBe(
      "curl \\\n  'https://x.test/a' \\\n  -H 'Content-Type: application/json' \\\n  -d '{}'",
    );
  });

  it.each<[Partial<CurlState>, RegExp]>([
    [{ url: ' ' }, /^URL: enter/],
    [{ url: 'https://x/a b' }, /^URL: remove the spaces/],
    [{ headers: 'no colon here' }, /^Headers: "no colon here"/],
    // curl drops a header line without a colon unless the ; ends it (found against the real curl).
    [{ headers: 'X-A; b' }, /^Headers: "X-A; b"/],
    [{ headers: 'X-A; ' }, /^Headers: "X-A; "/],
    [{ method: 'HEAD', bodyType: 'raw', body: 'x' }, /^Body: a HEAD request/],
    [{ bodyType: 'form', body: 'novalue' }, /^Body: the form field "novalue"/],
    [{ bodyType: 'urlencoded', body: '\n' }, /^Body: add at least one/],
    [{ bodyType: 'file', body: '' }, /^Body: name the file/],
    [{ auth: 'basic', username: '' }, /^User name: enter/],
    [{ auth: 'basic', username: 'a:b' }, /^User name: curl splits/],
    [{ auth: 'bearer', token: ' ' }, /^Token:/],
    [{ connectTimeout: 'soon' }, /^Connect timeout:/],
    [{ maxTime: '-1' }, /^Max time:/],
  ])('rejects %j naming the field', (patch, message) => {
    const r = buildCurlCommand(state(patch));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  describe('against a real curl and server', () => {
    interface Seen {
      method: string;
      url: string;
      headers: IncomingHttpHeaders;
      body: string;
    }
    let seen: Seen[] = [];
    let base = '';
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.end('ok');
      });
    });
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => server.close());
    beforeEach(() => {
      seen = [];
    });
    const run = async (patch: Partial<CurlState>, cwd = tmpdir()) => {
      await promisify(execFile)('sh', ['-c', `${command({ url: `${base}/api?q=1&r=2`, ...patch }, true)} -s -o /dev/null`], { cwd });
      return seen[0];
    };

    it('sends JSON with the headers and bearer token', async () => {
      const got = await run({ ...CURL_DEFAULTS, url: `${base}/api?q=1&r=2`, body: `{"it's": "ok"}` });
      expect(got).toMatchObject({ method: 'POST', url: '/api?q=1&r=2', body: `{"it's": "ok"}` });
      expect(got.headers).toMatchObject({ 'content-type': 'application/json', accept: 'application/json', authorization: 'Bearer YOUR_TOKEN' });
    });

    it('sends URL-encoded fields and basic auth', async () => {
      const got = await run({ method: 'POST', bodyType: 'urlencoded', body: 'q=a b&c\nx=é', auth: 'basic', username: 'ann', password: 'p:w' });
      // curl writes the space as + or %20 depending on its version; both mean a space in a form body.
      expect(got.body).toMatch(/^q=a(?:\+|%20)b%26c&x=%C3%A9$/);
      expect(got.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(got.headers.authorization).toBe(`Basic ${Buffer.from('ann:p:w').toString('base64')}`);
    });

    it('sends a file byte for byte and a multipart form', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'curl-gen-'));
      writeFileSync(path.join(dir, 'body.txt'), 'line 1\nline 2\n');
      expect((await run({ method: 'PUT', bodyType: 'file', body: 'body.txt' }, dir)).body).toBe('line 1\nline 2\n');
      seen = [];
      const form = await run({ method: 'POST', bodyType: 'form', body: 'title=Hi\ndoc=@body.txt' }, dir);
      expect(form.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(form.body).toContain('name="title"\r\n\r\nHi\r\n');
      expect(form.body).toContain('filename="body.txt"');
    });

    it.each(HTTP_METHODS.filter((m) => m !== 'HEAD'))('uses the %s method', async (method) => {
      expect((await run({ method })).method).toBe(method);
    });
  });
});

describe('parseCurlCommand', () => {
  const parsed = (text: string) => {
    const r = parseCurlCommand(text);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('reads a browser "Copy as cURL" command', () => {
    const r = parsed(`curl 'https://api.example.com/graphql' \\
  -H 'accept: */*' \\
  -H 'content-type: application/json' \\
  -b 'session=abc; theme=dark' \\
  -H 'user-agent: Mozilla/5.0' \\
  --data-raw $'{"query":"{ me { name } }","note":"it\\'s"}' \\
  --compressed`);
    expect(r.state).toEqual({
      ...blank,
      url: 'https://api.example.com/graphql',
      method: 'POST',
      headers: 'accept: */*\ncontent-type: application/json\nCookie: session=abc; theme=dark\nuser-agent: Mozilla/5.0',
      bodyType: 'json',
      body: `{"query":"{ me { name } }","note":"it's"}`,
      compressed: true,
    });
    expect(r.warnings).toEqual([]);
  });

  it.each<[string, Partial<CurlState>]>([
    ['curl example.com', { url: 'example.com' }],
    ['curl -sSL https://x.test', { url: 'https://x.test', follow: true }],
    ['curl -XPUT https://x.test -d a=1 -d b=2', { url: 'https://x.test', method: 'PUT', bodyType: 'raw', body: 'a=1&b=2' }],
    [
      'curl --json \'{"a":1}\' https://x.test',
      { url: 'https://x.test', method: 'POST', bodyType: 'json', body: '{"a":1}', headers: 'Accept: application/json' },
    ],
    ['curl -H "Authorization: Bearer t0k" https://x.test', { url: 'https://x.test', auth: 'bearer', token: 't0k' }],
    ['curl --oauth2-bearer t0k --url https://x.test', { url: 'https://x.test', auth: 'bearer', token: 't0k' }],
    ['curl -u ann https://x.test', { url: 'https://x.test', auth: 'basic', username: 'ann' }],
    ['curl --user ann:p:w https://x.test', { url: 'https://x.test', auth: 'basic', username: 'ann', password: 'p:w' }],
    ['curl -F a=1 -F f=@x.png https://x.test', { url: 'https://x.test', method: 'POST', bodyType: 'form', body: 'a=1\nf=@x.png' }],
    ["curl --form-string 'a=1;b' https://x.test", { url: 'https://x.test', method: 'POST', bodyType: 'form', body: 'a=1;b' }],
    ['curl --data-urlencode "q=a b" https://x.test', { url: 'https://x.test', method: 'POST', bodyType: 'urlencoded', body: 'q=a b' }],
    ['curl --data-binary @big.json https://x.test', { url: 'https://x.test', method: 'POST', bodyType: 'file', body: 'big.json' }],
    ['curl -I https://x.test', { url: 'https://x.test', method: 'HEAD' }],
    [
      'curl -m 10 --connect-timeout 3 -o out.html -kv https://x.test',
      { url: 'https://x.test', maxTime: '10', connectTimeout: '3', output: 'out.html', insecure: true, verbose: true },
    ],
    ['curl -A bot -e https://ref.test https://x.test', { url: 'https://x.test', headers: 'User-Agent: bot\nReferer: https://ref.test' }],
  ])('reads %j', (text, expected) => {
    expect(parsed(text).state).toEqual(relevantCurlState(state(expected)));
  });

  it.each([
    ['curl -sS -i --retry 3 https://x.test', [/-s is not one/, /-S is not one/, /-i is not one/, /--retry is not one/]],
    ['curl -d @notes.txt https://x.test', [/strips line breaks/]],
    ['curl --form-string a=@x -F b=1 https://x.test', [/sends the text literally/]],
    ['curl --max-time=5 https://x.test', [/does not accept --max-time=value/]],
    ['curl https://a.test https://b.test', [/keeps the first/]],
    ['curl "$API/items"', [/would expand/]],
    ['curl -G -d q=1 https://x.test', [/moves the data into the URL/]],
  ])('warns while reading %j', (text, warnings) => {
    const got = parsed(text).warnings.join('\n');
    for (const w of warnings) expect(got).toMatch(w);
  });

  it.each([
    ['wget https://x.test', /not a curl command/],
    ['curl -v', /no URL/],
    ['curl -X', /-X needs a value/],
    ['curl -X BREW https://x.test', /-X BREW/],
    ['curl -F a=1 -d b=2 https://x.test', /mixes -F/],
    ['curl -I -d x https://x.test', /HEAD/],
    ['curl --max-time soon https://x.test', /seconds/],
    ["curl 'https://x.test", /never closed/],
    ['>\ud800', /redirection ">" has no command/],
  ])('rejects %j', (text, message) => {
    const r = parseCurlCommand(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it('reads back every command it builds (round trip)', () => {
    const text = fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom(...'ab=&@<{}":. \'$\\é👋\n'.split('')) });
    const line = text.filter((s) => !s.includes('\n') && s.trim() !== '');
    const headerName = fc.stringMatching(/^X-[A-Za-z0-9-]{1,8}$/);
    const header = fc.tuple(headerName, fc.option(line, { nil: '' })).map(([n, v]) => `${n}: ${v}`);
    const seconds = fc.option(fc.constantFrom('1', '2.5', '30', '.5'), { nil: '' });
    const stateArb = fc.record<CurlState>({
      url: fc.webUrl(),
      method: fc.constantFrom(...HTTP_METHODS),
      headers: fc.array(header, { maxLength: 3 }).map((h) => h.join('\n')),
      bodyType: fc.constantFrom('none', 'raw', 'json', 'urlencoded', 'form', 'file'),
      body: fc.oneof(
        text,
        fc
          .array(
            line.map((l) => `k=${l}`),
            { minLength: 1, maxLength: 3 },
          )
          .map((l) => l.join('\n')),
      ),
      auth: fc.constantFrom('none', 'basic', 'bearer'),
      username: line.filter((s) => !s.includes(':')),
      password: fc.option(line, { nil: '' }),
      token: line,
      follow: fc.boolean(),
      insecure: fc.boolean(),
      connectTimeout: seconds,
      maxTime: seconds,
      output: fc.option(
        line.filter((s) => !s.startsWith('-')),
        { nil: '' },
      ),
      verbose: fc.boolean(),
      compressed: fc.boolean(),
    });
    fc.assert(
      fc.property(stateArb, (s) => {
        const built = buildCurlCommand(s);
        fc.pre(built.ok);
        if (!built.ok) return;
        const back = parseCurlCommand(built.value.command);
        expect(back.ok && back.value.state).toEqual(relevantCurlState(s));
        expect(back.ok && back.value.warnings).toEqual([]);
      }),
      { numRuns: 500 },
    );
  }, 60_000);
});
