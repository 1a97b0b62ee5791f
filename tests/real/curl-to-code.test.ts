// curl to code against the real programs: each command below is sent by curl itself, then by the Node.js code and the
// Python requests code the tool makes of it, to a local echo server (127.0.0.1, a random port) that records what
// arrives. The requests must agree (method, path, query, headers, body) except for the differences listed in
// KNOWN_DIFFERENCES, each explained in tests/conformance/curl-to-code/README.md. `CURL_TABLE=1` rewrites that table.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { curlToCode } from '@/tools/curl-to-code/curl-to-code.core';
import type { CurlTarget } from '@/tools/curl-to-code/curl-to-code.options';
import { requireProgram } from './programs';

const CURL = requireProgram('curl', 'apt-get install curl');
// Debian's python3 with Debian's python3-requests (scripts/test.mjs installs it), not whatever python3 is first on the PATH.
const PYTHON = '/usr/bin/python3';

/**
 * Headers left out of the comparison, where the programs legitimately differ: each sends its own user-agent, accept
 * and accept-encoding defaults (and Node's fetch, as the Fetch standard says, its accept-language and sec-fetch-mode);
 * host and connection are the client's business; content-length follows the body (compared itself), and so does
 * transfer-encoding.
 */
const IGNORED_HEADERS = new Set([
  'user-agent',
  'accept',
  'accept-encoding',
  'accept-language',
  'sec-fetch-mode',
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
]);

interface Seen {
  method: string;
  path: string;
  query: [string, string][];
  headers: [string, string][];
  body: string;
}

let seen: Seen[] = [];
let base = '';
let dir = '';

/** A multipart body with its boundary replaced, so that two senders' bodies can be compared. */
function normalBody(req: IncomingMessage, body: Buffer): string {
  const type = req.headers['content-type'] ?? '';
  const boundary = /boundary=("?)([^";]+)\1/.exec(type)?.[2];
  const text = body.toString('latin1');
  return boundary ? text.split(boundary).join('BOUNDARY') : text;
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://x');
    const headers: [string, string][] = [];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i].toLowerCase();
      if (IGNORED_HEADERS.has(name)) continue;
      const value = req.rawHeaders[i + 1];
      headers.push([name, name === 'content-type' ? value.replace(/boundary=("?)[^";]+\1/, 'boundary=BOUNDARY') : value]);
    }
    headers.sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
    seen.push({ method: req.method ?? '', path: url.pathname, query: [...url.searchParams], headers, body: normalBody(req, Buffer.concat(chunks)) });
    // A client that keeps the connection open would keep its process alive for the server's keep-alive time.
    res.setHeader('Connection', 'close');
    res.end('ok');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = mkdtempSync(path.join(tmpdir(), 'curl-to-code-'));
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

// No proxy from the environment may stand between the programs and the local server.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/_proxy$/i.test(k))) as NodeJS.ProcessEnv;

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(cmd, args, { env, timeout: 20_000 }, (error, _out, stderr) =>
      error ? reject(new Error(`${cmd} failed: ${stderr || error.message}`)) : resolve(),
    ),
  );
}

/** What the server saw for one run of a program. */
async function request(send: () => Promise<void>): Promise<Seen> {
  seen = [];
  await send();
  if (seen.length !== 1) throw new Error(`expected one request, saw ${seen.length}`);
  return seen[0];
}

function code(command: string, target: CurlTarget): string {
  const r = curlToCode(command, target);
  if (!r.ok) throw new Error(`${target}: ${r.error.message}`);
  return r.value.code;
}

let file = 0;
function write(name: string, text: string): string {
  const p = path.join(dir, `${file++}-${name}`);
  writeFileSync(p, text);
  return p;
}

/**
 * Node: the code imports node-fetch (and its FormData for -F), which is not a dependency of this project; the import is
 * removed so the code runs on Node's own fetch and FormData, which have the API node-fetch 3 has.
 */
const runNode = (command: string) =>
  run(process.execPath, [write('req.mjs', code(command, 'node').replace(/^import fetch(, \{ FormData \})? from 'node-fetch';\n/m, ''))]);
const runPython = (command: string) => run(PYTHON, [write('req.py', code(command, 'python'))]);

interface Command {
  name: string;
  /** The command as pasted (bash quoting unless `bash` is given). */
  command: (h: string) => string;
  /** For a cmd.exe command: the same command in bash, which curl runs here. */
  bash?: (h: string) => string;
}

const commands: Command[] = [
  { name: 'GET with a query', command: (h) => `curl '${h}/search?q=hello%20world&page=2'` },
  { name: '-X PUT with -d', command: (h) => `curl -X PUT ${h}/items/1 -d 'name=x'` },
  { name: 'several -H', command: (h) => `curl ${h}/h -H 'X-One: 1' -H 'X-Two: two words' -H 'Authorization: Bearer abc'` },
  { name: 'two -d joined with &', command: (h) => `curl ${h}/form -d 'a=1' -d 'b=2'` },
  { name: '--data-raw JSON', command: (h) => `curl ${h}/json -H 'Content-Type: application/json' --data-raw '{"a":1,"b":[true,null]}'` },
  { name: '--data-binary', command: (h) => `curl ${h}/bin --data-binary 'line1'` },
  { name: '--json', command: (h) => `curl ${h}/j --json '{"k":"v"}'` },
  { name: '-F form fields', command: (h) => `curl ${h}/up -F 'title=Report' -F 'n=42'` },
  { name: '-u user:pass', command: (h) => `curl -u alice:s3cret ${h}/private` },
  { name: '-b cookies', command: (h) => `curl -b 'session=abc; theme=dark' ${h}/me` },
  { name: '--compressed', command: (h) => `curl --compressed ${h}/gz` },
  { name: '-G with -d', command: (h) => `curl -G ${h}/find -d q=curl -d lang=en` },
  { name: '-I', command: (h) => `curl -I ${h}/health` },
  { name: '-X DELETE with a header', command: (h) => `curl -X DELETE ${h}/items/42 -H 'X-Reason: cleanup'` },
  { name: '-X PATCH with --json', command: (h) => `curl -X PATCH ${h}/items/7 --json '{"done":true}'` },
  { name: '--data-urlencode', command: (h) => `curl ${h}/enc --data-urlencode 'msg=a b&c'` },
  {
    name: 'multi-line, as Chrome copies it (bash)',
    command: (h) =>
      `curl '${h}/api/orders?status=open' \\\n  -H 'accept: application/json' \\\n  -H 'content-type: application/json' \\\n  -H 'x-csrf-token: t0k' \\\n  --data-raw '{"item":"book","qty":2}'`,
  },
  { name: '-e referer', command: (h) => `curl -e ${h}/from ${h}/ref` },
  { name: 'a Cookie header', command: (h) => `curl ${h}/c -H 'Cookie: a=1; b=2'` },
  { name: '-X POST without a body', command: (h) => `curl -X POST ${h}/empty` },
  { name: 'non-ASCII form data', command: (h) => `curl ${h}/u --data-raw 'name=Grüße'` },
  { name: 'a query and a body', command: (h) => `curl '${h}/mix?x=1' -d 'y=2'` },
  {
    name: 'Windows cmd quoting, as Chrome copies it (cmd)',
    command: (h) => `curl ^"${h}/win?a=1^&b=2^" ^\n  -H ^"X-Q: say ^\\^"hi^\\^"^" ^\n  --data-raw ^"k=v^"`,
    bash: (h) => `curl '${h}/win?a=1&b=2' -H 'X-Q: say "hi"' --data-raw 'k=v'`,
  },
];

/** Each difference from curl the programs are known to make, by language and command name, with its reason. */
const CHARSET =
  'the code passes the form as a URLSearchParams body and lets fetch set the content type, which fetch writes as `application/x-www-form-urlencoded;charset=UTF-8`; curl sends it without the charset. The body is the same.';
const SPACED_JSON =
  'requests serialises `json=` itself, with a space after each colon and comma, where curl sends the JSON as written: the same JSON value, other bytes. The generated code keeps the original string in a comment (`data = ...`) for a byte-exact body.';
const KNOWN_DIFFERENCES: Record<string, string> = {
  'node: -X PUT with -d': CHARSET,
  'node: two -d joined with &': CHARSET,
  'node: --data-urlencode': CHARSET,
  'node: a query and a body': CHARSET,
  'node: Windows cmd quoting, as Chrome copies it (cmd)': CHARSET,
  'python: --json': SPACED_JSON,
  'python: --data-raw JSON': SPACED_JSON,
  'python: -X PATCH with --json': SPACED_JSON,
  'python: multi-line, as Chrome copies it (bash)': SPACED_JSON,
};

const languages = ['node', 'python'] as const;
const send = { node: runNode, python: runPython };

/** Where two requests differ, in words ('' when they agree). */
function difference(want: Seen, got: Seen): string {
  const parts: string[] = [];
  if (want.method !== got.method) parts.push(`method ${got.method} instead of ${want.method}`);
  if (want.path !== got.path) parts.push(`path ${got.path} instead of ${want.path}`);
  if (JSON.stringify(want.query) !== JSON.stringify(got.query))
    parts.push(`query ${JSON.stringify(got.query)} instead of ${JSON.stringify(want.query)}`);
  if (JSON.stringify(want.headers) !== JSON.stringify(got.headers))
    parts.push(`headers ${JSON.stringify(got.headers)} instead of ${JSON.stringify(want.headers)}`);
  if (want.body !== got.body) parts.push(`body ${JSON.stringify(got.body)} instead of ${JSON.stringify(want.body)}`);
  return parts.join('; ');
}

describe('curl to code: the generated code sends what curl sends', () => {
  it(`agrees with curl for ${commands.length} commands, in Node and in Python requests`, { timeout: 240_000 }, async () => {
    const found: Record<string, string> = {};
    const agree: Record<string, number> = { node: 0, python: 0 };
    for (const c of commands) {
      const pasted = c.command(base);
      const want = await request(() => run('bash', ['-c', c.bash ? c.bash(base) : pasted]));
      for (const lang of languages) {
        const got = await request(() => send[lang](pasted));
        const diff = difference(want, got);
        if (diff) found[`${lang}: ${c.name}`] = diff;
        else agree[lang]++;
      }
    }
    if (process.env.CURL_TABLE) writeTable(agree, found);
    expect(Object.keys(found).sort()).toEqual(Object.keys(KNOWN_DIFFERENCES).sort());
    // Python's are bodies that are the same JSON value written with other spacing; Node's the form's content type alone.
    for (const [key, diff] of Object.entries(found)) {
      if (key.startsWith('python')) {
        const [, got, want] = /^body ("(?:[^"\\]|\\.)*") instead of ("(?:[^"\\]|\\.)*")$/.exec(diff) ?? [];
        expect(got, diff).toBeDefined();
        expect(JSON.parse(JSON.parse(got)), key).toEqual(JSON.parse(JSON.parse(want)));
      } else expect(diff, key).toMatch(/^headers .*"content-type","application\/x-www-form-urlencoded;charset=UTF-8"/);
    }
  });
});

function writeTable(agree: Record<string, number>, found: Record<string, string>) {
  const n = commands.length;
  const rows = languages.map((l) => `| ${l === 'node' ? 'Node.js (fetch)' : 'Python (requests)'} | ${n} | ${agree[l]} | ${n - agree[l]} |`);
  const diffs = Object.keys(found)
    .sort()
    .map((k) => `- **${k}**: ${KNOWN_DIFFERENCES[k] ?? 'UNEXPLAINED'}\n  (seen: ${found[k].replace(/\n/g, ' ')})`);
  const text = `# curl to code: conformance against curl

\`tests/real/curl-to-code.test.ts\` sends each of ${n} curl commands three ways to a local echo server (node \`http\` on
127.0.0.1, a random port): with **curl** itself (${CURL}, the reference), with the **Node.js** code the tool makes
(target \`node\`, run by \`node\` ${process.version}) and with the **Python requests** code (target \`python\`, run by
Debian's \`/usr/bin/python3\` with \`python3-requests\`). The server records the method, the path, the query (decoded
name/value pairs in order), the headers (names lower-cased, sorted) and the body bytes; a multipart body and its
content type are compared with the boundary replaced, since every sender draws its own.

Ignored headers, where programs legitimately differ: ${[...IGNORED_HEADERS].map((h) => `\`${h}\``).join(', ')}.

The Node.js code imports \`node-fetch\`, which is not a dependency here: that one line is removed so the code runs on
Node's built-in fetch (the API node-fetch 3 has). The Windows cmd command is run by curl as its bash equivalent (curl
on Linux cannot read cmd quoting); the tool is given the cmd form.

Commands: ${commands.map((c) => c.name).join('; ')}.

| Language | Commands | Agree with curl | Differ |
| --- | --- | --- | --- |
${rows.join('\n')}

## Differences

${diffs.join('\n') || 'None.'}

Regenerate this file with \`CURL_TABLE=1 npx vitest run tests/real/curl-to-code.test.ts\`.
`;
  writeFileSync(fileURLToPath(new URL('../conformance/curl-to-code/README.md', import.meta.url)), text);
}
