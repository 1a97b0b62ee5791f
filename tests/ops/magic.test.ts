import { deflateSync, gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { fail, ok } from '@/lib/result';
import { getOperation } from '@/ops';
import { magic, MAGIC_DECODERS, type MagicResult } from '@/ops/magic';
import { defineOperation, type AnyOperation } from '@/ops/operation';
import { runRecipe, type Data } from '@/ops/pipeline';

// Every layered sample below was made by real programs (GNU gzip, base64 -w0, xxd -p, python3's zlib, json,
// html, quopri and urllib.parse.quote), as the comment above it says; the expected chain is the reverse of the
// encoding, and the expected output is what went in.

// $q is python3 -c "import sys, urllib.parse; sys.stdout.write(urllib.parse.quote(sys.stdin.read(), safe=''))".
const bytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));
const asText = (d: Data) => (typeof d === 'string' ? d : new TextDecoder().decode(d));

// jwt/decoder comes from another group; until it is there, a stand-in that reads the token with the JWT tool's core.
const jwtStandIn = defineOperation({
  id: 'jwt/decoder',
  title: 'JWT decode (test stand-in)',
  description: 'Decodes a JWT to its header and payload.',
  input: 'text',
  output: 'text',
  options: z.object({}),
  run: async (text) => {
    const r = (await import('@/tools/jwt/jwt.core')).decodeJwt(text);
    if (!r.ok) return r;
    return r.value.kind === 'jws' ? ok(JSON.stringify({ header: r.value.header, payload: r.value.payload }, null, 2)) : fail('encrypted');
  },
});
const lookup = (id: string): AnyOperation | undefined => getOperation(id) ?? (id === 'jwt/decoder' ? jwtStandIn : undefined);

/** The operation ids of each chain. */
const chains = (results: MagicResult[]) => results.map((r) => r.steps.map((s) => s.op));

interface Layered {
  name: string;
  input: string | Uint8Array;
  steps: string[];
  output: string;
  label: string;
}

const LAYERED: Layered[] = [
  // 1 layer: python3 -c "import html, json; print(html.escape(json.dumps({'name': 'Ada & Bob', 'n': 1, 'ok': True})))"
  {
    name: 'HTML entities of a JSON document',
    input: '{&quot;name&quot;: &quot;Ada &amp; Bob&quot;, &quot;n&quot;: 1, &quot;ok&quot;: true}',
    steps: ['html/html_entities/decode'],
    output: '{"name": "Ada & Bob", "n": 1, "ok": true}',
    label: 'HTML entities → JSON',
  },
  // 1 layer: printf 'Grüße aus Köln, und viele Grüße an alle!' | base64 -w0
  {
    name: 'Base64 of UTF-8 text',
    input: 'R3LDvMOfZSBhdXMgS8O2bG4sIHVuZCB2aWVsZSBHcsO8w59lIGFuIGFsbGUh',
    steps: ['base64_decoder'],
    output: 'Grüße aus Köln, und viele Grüße an alle!',
    label: 'Base64 → text',
  },
  // 1 layer, bytes in: printf 'The gzip layer holds a plain sentence of English words.' | gzip -n
  {
    name: 'gzip bytes',
    input: bytes('H4sIAAAAAAAAAwvJSFVIr8osUMhJrEwtUsjIz0kpVkhUKMhJzMxTKE7NK0nNS05VyE9TcM1Lz8kszlAozy9KKdYDAL8cvS83AAAA'),
    steps: ['gzip/decompress'],
    output: 'The gzip layer holds a plain sentence of English words.',
    label: 'gzip → text',
  },
  // 1 layer, bytes in: python3 zlib.compress(b'<note><to>Ada</to><body>Hi</body></note>', 9)
  {
    name: 'zlib bytes',
    input: bytes('eNqzycsvSbWzKcm3c0xJtNEH0jZJ+SmVdh6ZNvpgho0+WAUAGT8Nrw=='),
    steps: ['zlib/decompress'],
    output: '<note><to>Ada</to><body>Hi</body></note>',
    label: 'zlib → XML',
  },
  // 1 layer, bytes in: python3 zlib.compressobj(9, zlib.DEFLATED, -15) (raw deflate, no header)
  {
    name: 'raw deflate bytes',
    input: bytes('q1ZKSU3LSSxJVbJSKkosV9JRykktS81RsrLUUSrPL0opVrKKVkrMKchIBEolpZaAKBRubC0A'),
    steps: ['deflate/decompress'],
    output: '{"deflate":"raw","level":9,"words":["alpha","beta","alpha","beta"]}',
    label: 'deflate → JSON',
  },
  // 1 layer: printf 'Grüße = greetings, naïve café.\nSecond line with – a dash.\n' | python3 quopri.encodestring
  {
    name: 'quoted-printable',
    input: 'Gr=C3=BC=C3=9Fe =3D greetings, na=C3=AFve caf=C3=A9.\nSecond line with =E2=80=93 a dash.\n',
    steps: ['quoted-printable/decode'],
    output: 'Grüße = greetings, naïve café.\nSecond line with – a dash.\n',
    label: 'Quoted-printable → text',
  },
  // 1 layer: python3 json.dumps('Zoë wrote: “naïve café” — 😀 done')[1:-1]
  {
    name: 'Unicode escapes with a surrogate pair',
    input: 'Zo\\u00eb wrote: \\u201cna\\u00efve caf\\u00e9\\u201d \\u2014 \\ud83d\\ude00 done',
    steps: ['unicode-escape/decode'],
    output: 'Zoë wrote: “naïve café” — 😀 done',
    label: 'Unicode escapes → text',
  },
  // 1 layer: python3 -c "print(repr('Grüße aus Köln'.encode())[2:-1])"
  {
    name: 'Python bytes escapes (UTF-8)',
    input: 'Gr\\xc3\\xbc\\xc3\\x9fe aus K\\xc3\\xb6ln',
    steps: ['unicode-escape/decode'],
    output: 'Grüße aus Köln',
    label: 'Unicode escapes → text',
  },
  // 2 layers: printf 'Hello, Magic! Decoding layers one at a time.' | base64 | xxd -p
  {
    name: 'hex of Base64',
    input: '5347567362473873494531685a326c6a495342455a574e765a476c755a79\n427359586c6c636e4d676232356c494746304947456764476c745a53343d\n0a\n',
    steps: ['hex/decode', 'base64_decoder'],
    output: 'Hello, Magic! Decoding layers one at a time.',
    label: 'Hex → Base64 → text',
  },
  // 2 layers: python3 -c "import html, json; print(html.escape(json.dumps('line one\nline \"two\"')))"
  {
    name: 'HTML entities of a JSON string',
    input: '&quot;line one\\nline \\&quot;two\\&quot;&quot;',
    steps: ['html/html_entities/decode', 'json/unescape'],
    output: 'line one\nline "two"',
    label: 'HTML entities → JSON string → text',
  },
  // 3 layers: printf '{"user":"ada","roles":["admin","dev"],"active":true}' | gzip -n | base64 -w0 | $q
  {
    name: 'JSON → gzip → Base64 → URL',
    input: 'H4sIAAAAAAAAA6tWKi1OLVKyUkpMSVTSUSrKz0ktVrKKBnJzM%2FOAAimpZUqxOkqJySWZZalKViVFpam1AJsiBuU0AAAA',
    steps: ['url_decoder', 'base64_decoder', 'gzip/decompress'],
    output: '{"user":"ada","roles":["admin","dev"],"active":true}',
    label: 'URL → Base64 → gzip → JSON',
  },
  // 5 layers: printf '{"id":42,"name":"Zoë","tags":["x","y"]}' | python3 zlib.compress | base64 -w0 | xxd -p | base64 -w0 | $q
  {
    name: 'JSON → zlib → Base64 → hex → Base64 → URL',
    input:
      'NjU0YTc5NzI1NjczNzA0ZDU1NjI0OTc5NGQ2NDRhNTI3OTZiNzY0ZDU0NTY1Nzc5NTU2ZjcyNGI1MDM3Cjc4NjE1MzU1NjU3MDRhNDQ0NzM5NTc0ZDZiNzE1NzcxNmI0Mzc5NGIzNTU1Njk3MTMwNDY0MTUwNjM0Mwo0NDQzNTkzZAo%3D',
    steps: ['url_decoder', 'base64_decoder', 'hex/decode', 'base64_decoder', 'zlib/decompress'],
    output: '{"id":42,"name":"Zoë","tags":["x","y"]}',
    label: 'URL → Base64 → Hex → Base64 → zlib → JSON',
  },
  // 5 layers: printf 'Meet me at the old bridge at noon; bring the blue notebook.' | gzip -n | base64 -w0
  //   | python3 -c "…html.escape(json.dumps(sys.stdin.read()))" | $q
  {
    name: 'text → gzip → Base64 → JSON string → HTML entities → URL',
    input: '%26quot%3BH4sIAAAAAAAAA%2FNNTS1RyE1VSCxRKMlIVcjPSVFIKspMSQeL5OXn51mD%2BHnpYNmknNJUoGBJalJ%2BfrYeABHzCmw7AAAA%26quot%3B',
    steps: ['url_decoder', 'html/html_entities/decode', 'json/unescape', 'base64_decoder', 'gzip/decompress'],
    output: 'Meet me at the old bridge at noon; bring the blue notebook.',
    label: 'URL → HTML entities → JSON string → Base64 → gzip → text',
  },
];

describe('magic finds the layers', () => {
  it.each(LAYERED.map((c) => [`${c.name} (${c.steps.length})`, c] as const))('%s', async (_, c) => {
    const results = await magic(c.input, { lookup });
    expect(results.length).toBeGreaterThan(0);
    const [best] = results;
    expect(best.steps.map((s) => s.op)).toEqual(c.steps);
    expect(best.output).toBe(c.output);
    expect(best.label).toBe(c.label);
    // Results are ranked best first.
    for (let i = 1; i < results.length; i++) expect(results[i].score).toBeLessThanOrEqual(results[i - 1].score);
    // The steps are a recipe that gives the same output.
    const run = await runRecipe({ steps: best.steps }, c.input, lookup);
    expect(run.failedAt).toBeNull();
    expect(asText(run.output)).toBe(c.output);
  });

  // python3: an HS256 token {"alg":"HS256","typ":"JWT"} . {"sub":"ada","name":"Ada Lovelace","iat":1700000000}
  // signed with 'secret', then urllib.parse.quote('Bearer ' + token, safe='') as a cookie value carries it.
  const cookie =
    'Bearer%20eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhZGEiLCJuYW1lIjoiQWRhIExvdmVsYWNlIiwiaWF0IjoxNzAwMDAwMDAwfQ.Cn_cCGhwFI3B0sLxNpB_G3iOCUHx_HgamtAa4GjHB0s';

  it('a JWT in a URL-encoded cookie value (URL → JWT)', async () => {
    const [best] = await magic(cookie, { lookup });
    expect(best.steps).toEqual([{ op: 'url_decoder' }, { op: 'jwt/decoder' }]);
    const out = asText(best.output);
    expect(out).toMatch(/"name":\s*"Ada Lovelace"/);
    expect(out).toMatch(/"alg":\s*"HS256"/);
    expect(best.label).toMatch(/^URL → JWT → /);
  });

  it('without jwt/decoder, a JWT is left as it is', async () => {
    const results = await magic(cookie, { lookup: (id) => (id === 'jwt/decoder' ? undefined : getOperation(id)) });
    expect(chains(results).flat()).not.toContain('jwt/decoder');
    if (results.length) expect(results[0].steps).toEqual([{ op: 'url_decoder' }]);
  });

  it('records the options a step needs: + as a space in a form-encoded value', async () => {
    // python3 -c "import urllib.parse; print(urllib.parse.quote_plus('Grüße aus Köln, und viele Grüße!'))"
    const [best] = await magic('Gr%C3%BC%C3%9Fe+aus+K%C3%B6ln%2C+und+viele+Gr%C3%BC%C3%9Fe%21', { lookup });
    expect(best.steps).toEqual([{ op: 'url_decoder', options: { plusAsSpace: true } }]);
    expect(best.output).toBe('Grüße aus Köln, und viele Grüße!');
  });
});

describe('magic offers no false chain', () => {
  it.each([
    ['plain English', 'The quick brown fox jumps over the lazy dog, then naps in the afternoon sun.'],
    ['one long English word', 'Internationalization'],
    ['JSON already', '{"token":"SGVsbG8gd29ybGQ=","n":1}'],
    // head -c 45 /dev/urandom | base64 -w0
    ['random Base64', 'U0RKxuflofcMRStxSkAogA4kTEi0gfxPVkt1qXBNKC7jSPDSxsKDlF/Ez+0o'],
    // head -c 60 /dev/urandom | base64 -w0 | tr '+/' '-_'
    ['random Base64URL', '03lo8HBxT4IkLXRosLqfro29WevaF3ViVFZ-vytAS7KHVL8esARNOL2tTvOlDeATdMBXiGFdSNQEvsy9'],
    // printf '' | sha256sum
    ['a SHA-256 digest', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['a UUID', '550e8400-e29b-41d4-a716-446655440000'],
    ['an empty input', ''],
  ])('%s', async (_, input) => {
    expect(chains(await magic(input, { lookup }))).toEqual([]);
  });

  it('random bytes', async () => {
    // head -c 64 /dev/urandom | base64 -w0
    const noise = bytes('2zkqR6Wg8cwbvwGE8uF2qdFeTc8OcXDKXqOSpUjQ5bkkNP4AIm7hEXZB3GUgZuJ0G1yHVuYJDFdNHqyn6+Qq2A==');
    expect(chains(await magic(noise, { lookup }))).toEqual([]);
  });
});

describe('magic stays bounded', () => {
  /** The lookup, counting operation runs. */
  function counting() {
    const counter = { runs: 0 };
    const wrap = (id: string): AnyOperation | undefined => {
      const op = lookup(id);
      return op && { ...op, run: (...args: Parameters<AnyOperation['run']>) => (counter.runs++, op.run(...args)) };
    };
    return { counter, wrap };
  }

  it('runs at most 200 operations, or maxRuns', async () => {
    // Text every decoder has something to say about, whose decodings leave work for the others.
    const tangle = '"%41+&amp;\\u0041=41 %2B&lt;\\x41=42\\"%26amp%3B&#65;"'.repeat(20);
    const { counter, wrap } = counting();
    await magic(tangle, { lookup: wrap });
    expect(counter.runs).toBeGreaterThan(0);
    expect(counter.runs).toBeLessThanOrEqual(200);
    const small = counting();
    await magic(tangle, { lookup: small.wrap, maxRuns: 7 });
    expect(small.counter.runs).toBeLessThanOrEqual(7);
  });

  it('never goes deeper than five layers', async () => {
    // Seven layers of Base64 over a JSON document: the five outer ones are found, no more.
    let s = '{"deep":true}';
    for (let i = 0; i < 7; i++) s = Buffer.from(s).toString('base64');
    const results = await magic(s, { lookup });
    for (const r of results) expect(r.steps.length).toBeLessThanOrEqual(5);
    const deeper = await magic(s, { lookup, maxDepth: 7 });
    expect(deeper[0].steps).toHaveLength(7);
    expect(deeper[0].output).toBe('{"deep":true}');
  });

  it('a zip bomb stops at the size limit instead of filling memory', async () => {
    // 80 MB of zeros, about 80 KB as gzip: over the 64 MB Magic lets a decompression reach.
    const bomb = gzipSync(Buffer.alloc(80 * 1024 * 1024), { level: 1 });
    const results = await magic(new Uint8Array(bomb), { lookup });
    expect(chains(results)).toEqual([]);
  });

  it('answers on 2 MB inputs', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `user ${i}`, email: `user${i}@example.test`, admin: i % 7 === 0 }));
    const json = JSON.stringify(rows);
    const base64 = Buffer.from(json).toString('base64');
    expect(base64.length).toBeGreaterThan(2_000_000);
    let started = performance.now();
    const [best] = await magic(base64, { lookup });
    expect(best.steps.map((s) => s.op)).toEqual(['base64_decoder']);
    expect(asText(best.output)).toBe(json);
    expect(performance.now() - started).toBeLessThan(30_000);

    // Compressed, then Base64 and URL-encoded: a few hundred KB that decompress to 1.5 MB.
    const wrapped = encodeURIComponent(deflateSync(json).toString('base64'));
    const [deep] = await magic(wrapped, { lookup });
    expect(deep.steps.map((s) => s.op)).toEqual(['url_decoder', 'base64_decoder', 'zlib/decompress']);

    const noise = randomBytes(1_600_000).toString('base64');
    started = performance.now();
    expect(chains(await magic(noise, { lookup }))).toEqual([]);
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it('tries only the decoders it names', () => {
    expect(MAGIC_DECODERS).toEqual([
      'url_decoder',
      'base64_decoder',
      'hex/decode',
      'gzip/decompress',
      'zlib/decompress',
      'deflate/decompress',
      'json/unescape',
      'html/html_entities/decode',
      'jwt/decoder',
      'unicode-escape/decode',
      'quoted-printable/decode',
    ]);
    for (const id of MAGIC_DECODERS) if (id !== 'jwt/decoder') expect(getOperation(id), id).toBeDefined();
  });
});
