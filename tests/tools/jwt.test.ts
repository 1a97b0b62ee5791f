import {
  decodeJwt,
  describeClaims,
  durationText,
  formatLocal,
  formatUtc,
  relativeTime,
  timeStatus,
  type DecodedJwe,
  type DecodedJws,
} from '@/tools/jwt/jwt.core';
import { SAMPLE_TOKEN } from '@/tools/jwt/jwt.sample';

const b64url = (text: string) => Buffer.from(text).toString('base64url');
const part = (value: unknown) => b64url(JSON.stringify(value));

function decoded(input: string): DecodedJws {
  const r = decodeJwt(input);
  if (!r.ok) throw new Error(r.error.message);
  if (r.value.kind !== 'jws') throw new Error('not a JWS');
  return r.value;
}

function errorOf(input: string) {
  const r = decodeJwt(input);
  if (r.ok) throw new Error('decoded');
  return r.error;
}

describe('decodeJwt', () => {
  it('decodes the header and payload of the sample as indented JSON, with its claims', () => {
    const d = decoded(SAMPLE_TOKEN);
    expect(d.alg).toBe('HS256');
    expect(d.headerJson).toBe('{\n  "alg": "HS256",\n  "typ": "JWT"\n}');
    expect(d.payload).toMatchObject({ name: 'Ada Lovelace', exp: 1924992000 });
    expect(d.payloadJson).toContain('\n  "name": "Ada Lovelace",\n');
    expect(d.signature).toBe('8HOoJSKFEuc3ILsSEdTFd-tFYkc7XXoknyUtJ9H2MrI');
    expect(d.signatureBytes).toBe(32);
    expect(d.signingInput).toBe(SAMPLE_TOKEN.slice(0, SAMPLE_TOKEN.lastIndexOf('.')));
    expect(d.claims.map((c) => c.name)).toEqual(['iss', 'sub', 'aud', 'exp', 'iat', 'name']);
    expect(d.claims.find((c) => c.name === 'exp')).toMatchObject({ label: 'Expiration time', registered: true, timeMs: 1924992000000 });
    expect(d.claims.find((c) => c.name === 'name')).toMatchObject({ label: 'Name', registered: false, display: '"Ada Lovelace"' });
    expect(d.warnings).toEqual([]);
  });

  it.each([
    ['a Bearer prefix', `Bearer ${SAMPLE_TOKEN}`],
    ['an Authorization header', `Authorization: bearer ${SAMPLE_TOKEN}\n`],
    ['surrounding whitespace', `\n\t  ${SAMPLE_TOKEN}  \n`],
    ['line breaks inside', SAMPLE_TOKEN.replace(/(.{40})/g, '$1\n')],
    ['quotes', `"${SAMPLE_TOKEN}"`],
  ])('tolerates %s', (_name, input) => {
    expect(decoded(input).token).toBe(SAMPLE_TOKEN);
  });

  it('keeps the digits of large numbers and both copies of a duplicated key', () => {
    const payload = b64url('{"id":12345678901234567890,"exp":1,"exp":2}');
    const d = decoded(`${part({ alg: 'HS256' })}.${payload}.c2ln`);
    expect(d.payloadJson).toBe('{\n  "id": 12345678901234567890,\n  "exp": 1,\n  "exp": 2\n}');
  });

  it.each([
    ['abc', 1],
    ['abc.def', 2],
    ['a.b.c.d', 4],
  ])('says how many parts %j has', (input, parts) => {
    expect(errorOf(input).message).toMatch(new RegExp(`^A JWT has 3 parts separated by dots; this has ${parts}`));
  });

  it('says a 4-part input is not a JWE either', () => {
    expect(errorOf('a.b.c.d').message).toBe('A JWT has 3 parts separated by dots; this has 4 (an encrypted JWE has 5)');
  });

  it('names the part and the character of a bad Base64URL character, and where it is in the input', () => {
    const [h, p, s] = SAMPLE_TOKEN.split('.');
    const bad = `${h}.${p.slice(0, 16)}!${p.slice(17)}.${s}`;
    expect(errorOf(bad)).toEqual({
      message: "The payload (part 2) is not valid Base64URL at character 17: '!' (U+0021) is not one of A–Z, a–z, 0–9, - and _",
      line: 1,
      column: h.length + 1 + 17,
    });
    // Positions stay right in the input with a prefix and a line break before the payload.
    expect(errorOf(`Bearer ${h}.\n${p.slice(0, 16)}!${p.slice(17)}.${s}`)).toMatchObject({ line: 2, column: 17 });
  });

  it.each([
    ['+', /'\+' belongs to standard Base64; Base64URL, which JWTs use, writes - and _ instead of \+ and \//],
    ['=', /'=' padding is not used in JWTs/],
    ['\ud800', /U\+D800/],
  ])('explains a %j in a part', (char, message) => {
    const [h, p, s] = SAMPLE_TOKEN.split('.');
    const error = errorOf(`${h}.${p}.${s.slice(0, 5)}${char}${s.slice(6)}`);
    expect(error.message).toMatch(/^The signature \(part 3\) is not valid Base64URL at character 6: /);
    expect(error.message).toMatch(message);
  });

  it('says when a part has a length no Base64URL text has', () => {
    const [, p, s] = SAMPLE_TOKEN.split('.');
    expect(errorOf(`eyJhbGciOiJIUzI1NiJ9A.${p}.${s}`).message).toMatch(
      /^The header \(part 1\) is not valid Base64URL: its 21 characters leave one over/,
    );
  });

  it('says which part is not JSON, or not an object, or empty', () => {
    const [h, p, s] = SAMPLE_TOKEN.split('.');
    expect(errorOf(`${b64url('{"alg": HS256}')}.${p}.${s}`).message).toMatch(
      /^The header \(part 1\) is not valid JSON \(character 9 of the decoded text\): /,
    );
    expect(errorOf(`${h}.${b64url('[1, 2]')}.${s}`).message).toBe('The payload (part 2) is JSON but not an object: [1, 2]');
    expect(errorOf(`${h}..${s}`).message).toBe('The payload (part 2) is empty');
    expect(errorOf(`${h}.${b64url('\xff\xfe')}.${s}`).message).toMatch(/^The payload \(part 2\) is not valid JSON/);
    expect(errorOf(`${h}.${Buffer.from([0xff, 0xfe]).toString('base64url')}.${s}`).message).toBe(
      'The payload (part 2) decodes to bytes that are not UTF-8 text, so it is not JSON',
    );
  });

  it('points at a nested token in the payload', () => {
    const [h, , s] = SAMPLE_TOKEN.split('.');
    expect(errorOf(`${h}.${b64url(SAMPLE_TOKEN)}.${s}`).message).toMatch(/looks like another token \(a nested JWT\)/);
  });

  it('recognises an encrypted JWE and reads only its protected header', () => {
    const header = part({ alg: 'RSA-OAEP', enc: 'A256GCM' });
    const r = decodeJwt(`${header}.${b64url('k'.repeat(256))}.${b64url('iv'.repeat(6))}.${b64url('secret claims')}.${b64url('t'.repeat(16))}`);
    expect(r.ok).toBe(true);
    const jwe = (r as { value: DecodedJwe }).value;
    expect(jwe).toMatchObject({ kind: 'jwe', alg: 'RSA-OAEP', enc: 'A256GCM' });
    expect(jwe.parts).toEqual([
      { label: 'encrypted key', bytes: 256 },
      { label: 'initialization vector', bytes: 12 },
      { label: 'ciphertext', bytes: 13 },
      { label: 'authentication tag', bytes: 16 },
    ]);
  });

  it('reports alg none as unsigned', () => {
    const d = decoded(`${part({ alg: 'none' })}.${part({ sub: 'x' })}.`);
    expect(d.alg).toBe('none');
    expect(d.signatureBytes).toBe(0);
    expect(d.warnings).toEqual(['Unsigned token (alg none): anyone can write or change it. Never accept one.']);
  });

  it('warns about a missing alg, an empty signature and key URLs it does not fetch', () => {
    expect(decoded(`${part({ typ: 'JWT' })}.${part({})}.c2ln`).warnings[0]).toMatch(/has no alg/);
    expect(decoded(`${part({ alg: 'RS256', jku: 'https://example.com/jwks' })}.${part({})}.`).warnings).toEqual([
      'The signature (part 3) is empty although alg is RS256.',
      'The header names a key URL (jku); it is not fetched. Paste the key to verify.',
    ]);
  });

  it('returns a Result for 1 MB of garbage, never throwing', () => {
    let garbage = '';
    for (let i = 0; garbage.length < 1_000_000; i++) garbage += String.fromCharCode(32 + ((i * 7919) % 95));
    const dotted = `${'A'.repeat(400_000)}.${'!'.repeat(400_000)}.${'x'.repeat(200_001)}`;
    const quoteless = 'eyJ'.repeat(350_000);
    for (const input of [garbage, dotted, quoteless, `${quoteless}.${quoteless}.${quoteless}`]) {
      const r = decodeJwt(input);
      expect(r.ok).toBe(false);
      expect(typeof (r as { error: { message: string } }).error.message).toBe('string');
    }
  });

  it('asks for a token when the input is empty', () => {
    expect(errorOf('  \n').message).toMatch(/^Paste a JWT/);
  });
});

describe('claims and times', () => {
  it('notes times in milliseconds, as strings, or out of range, and claims of the wrong type', () => {
    const claims = describeClaims({ exp: 1700000000000, nbf: '1700000000', iat: 1e20, aud: 5, jti: 'x' });
    expect(claims.map((c) => [c.name, c.note])).toEqual([
      ['aud', 'Should be a string or an array of strings.'],
      ['exp', 'Looks like milliseconds: JWT times count seconds, so libraries read this as the year 55840.'],
      ['nbf', 'A string, not a number: JWT times are numbers of seconds since 1970, and most libraries reject this.'],
      ['iat', 'Out of range: no calendar date is this far from 1970.'],
      ['jti', undefined],
    ]);
  });

  it('does not take inherited names for registered claims', () => {
    expect(describeClaims({ constructor: 1, toString: 'x' }).map((c) => [c.name, c.label, c.registered])).toEqual([
      ['constructor', null, false],
      ['toString', null, false],
    ]);
  });

  it.each([
    [0, '0 seconds'],
    [59_999, '59 seconds'],
    [90_000, '1 minute 30 seconds'],
    [2 * 3600_000, '2 hours'],
    [3 * 86400_000 + 3600_000 * 4, '3 days 4 hours'],
    [45 * 86400_000, '1 month 14 days'],
    [-3 * 86400_000, '3 days'],
    [(4 * 365.25 + 31) * 86400_000, '4 years 1 month'],
  ])('writes %d ms as %j', (ms, text) => {
    expect(durationText(ms)).toBe(text);
  });

  it('says how far a time is from now', () => {
    const now = Date.UTC(2025, 0, 1);
    expect(relativeTime(now + 2 * 3600_000, now)).toBe('in 2 hours');
    expect(relativeTime(now - 3 * 86400_000, now)).toBe('3 days ago');
    expect(relativeTime(now + 400, now)).toBe('now');
  });

  it('shows instants in UTC and in a given time zone', () => {
    expect(formatUtc(0)).toBe('1970-01-01 00:00:00 UTC');
    expect(formatUtc(1500)).toBe('1970-01-01 00:00:01.500 UTC');
    expect(formatUtc(1e20)).toBe('out of range');
    expect(formatLocal(Date.UTC(2025, 0, 15, 10, 30), 'en-GB', 'Europe/Berlin')).toBe('15 Jan 2025, 11:30:00 CET');
    expect(formatLocal(Date.UTC(2025, 6, 15, 10, 30), 'en-US', 'America/New_York')).toBe('Jul 15, 2025, 06:30:00 AM EDT');
  });

  it('says whether the token is expired, valid, not yet valid or without expiry', () => {
    const now = Date.UTC(2025, 0, 10);
    const at = (ms: number) => ms / 1000;
    const status = (payload: Record<string, unknown>) => timeStatus(describeClaims(payload), now);
    expect(status({ exp: at(now - 3 * 86400_000) })).toEqual({ state: 'expired', message: 'Expired 3 days ago, at 2025-01-07 00:00:00 UTC' });
    expect(status({ exp: at(now + 2 * 3600_000) })).toEqual({ state: 'valid', message: 'Valid for 2 hours, until 2025-01-10 02:00:00 UTC' });
    expect(status({ exp: at(now + 86400_000), nbf: at(now + 3600_000) })).toEqual({
      state: 'not-yet-valid',
      message: 'Not valid yet: becomes valid in 1 hour, at 2025-01-10 01:00:00 UTC',
    });
    expect(status({ exp: at(now) })).toMatchObject({ state: 'expired' });
    expect(status({ sub: 'x' })).toMatchObject({ state: 'no-expiry', message: expect.stringMatching(/^No expiry/) });
    expect(status({ exp: 'tomorrow' })).toMatchObject({ state: 'unknown' });
  });
});
