import { CRYPTO_KEYS_SAMPLE, isPrivateKeyText } from '@/tools/crypto-keys/crypto-keys.sample';
import { convertKeyText, describeKey, generateKey, KEY_FORMATS, MAX_KEY_CHARS, readKey, type KeySpec } from '@/tools/crypto-keys/crypto-keys.core';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const SPECS: [string, KeySpec][] = [
  ['RSA 2048', { algorithm: 'rsa', size: 2048, curve: 'P-256' }],
  ['ECDSA P-256', { algorithm: 'ecdsa', size: 2048, curve: 'P-256' }],
  ['ECDSA P-384', { algorithm: 'ecdsa', size: 2048, curve: 'P-384' }],
  ['ECDSA P-521', { algorithm: 'ecdsa', size: 2048, curve: 'P-521' }],
  ['Ed25519', { algorithm: 'ed25519', size: 2048, curve: 'P-256' }],
];

describe('crypto/keys: every format reads back as the same key', () => {
  it.each(SPECS)('%s', async (_, spec) => {
    const jwk = unwrap(await generateKey(spec));
    const info = unwrap(await describeKey(jwk, { comment: 'me@host' }));
    expect(Object.keys(info.formats).sort()).toEqual([...KEY_FORMATS].sort());
    expect(info.fingerprintLine).toMatch(/^\d+ SHA256:[A-Za-z0-9+/]{43} me@host \((RSA|ECDSA|ED25519)\)$/);
    for (const format of KEY_FORMATS) {
      const back = unwrap(await readKey(info.formats[format]!));
      const again = unwrap(await describeKey(back.jwk, { comment: back.comment || 'me@host' }));
      expect(again.fingerprintLine, format).toBe(info.fingerprintLine);
      expect(again.formats.spki, format).toBe(info.formats.spki);
      if (format === 'pkcs8' || format === 'jwk' || format === 'openssh-private') expect(again.formats.pkcs8, format).toBe(info.formats.pkcs8);
      else expect(again.isPrivate, format).toBe(false);
      if (format.startsWith('openssh')) expect(back.comment).toBe('me@host');
    }
  });
});

describe('crypto/keys: details and fixed outputs', () => {
  it('reads the sample (the RFC 8410 Ed25519 key) and gives its public key from the RFC', async () => {
    const key = unwrap(await readKey(CRYPTO_KEYS_SAMPLE));
    const info = unwrap(await describeKey(key.jwk, { comment: '' }));
    expect(info.type).toBe('Ed25519');
    expect(info.isPrivate).toBe(true);
    // RFC 8410 §10.1: the public key of this private key.
    expect(info.formats.spki).toBe(
      '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----',
    );
    expect(info.fingerprintLine).toMatch(/^256 SHA256:\S+ no comment \(ED25519\)$/);
  });

  it('writes the OpenSSH private key with the check number given, padded to 8 bytes', async () => {
    const key = unwrap(await readKey(CRYPTO_KEYS_SAMPLE));
    const a = unwrap(await describeKey(key.jwk, { comment: 'x', checkInt: 0x01020304 })).formats['openssh-private']!;
    const b = unwrap(await describeKey(key.jwk, { comment: 'x', checkInt: 0x01020304 })).formats['openssh-private']!;
    expect(a).toBe(b);
    const lines = a.split('\n');
    expect(lines[0]).toBe('-----BEGIN OPENSSH PRIVATE KEY-----');
    expect(lines.slice(1, -2).every((l) => l.length === 70)).toBe(true);
    const bytes = Buffer.from(lines.slice(1, -1).join(''), 'base64');
    expect(bytes.subarray(0, 15).toString('latin1')).toBe('openssh-key-v1\0');
  });

  it('keeps the comment of an OpenSSH public key line, and the option replaces it', async () => {
    const line = unwrap(await convertKeyText(CRYPTO_KEYS_SAMPLE, { target: 'openssh', comment: 'a b@c' }));
    expect(line).toMatch(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI\S+ a b@c$/);
    expect(unwrap(await convertKeyText(line, { target: 'fingerprint', comment: '' }))).toMatch(/ a b@c \(ED25519\)$/);
    expect(unwrap(await convertKeyText(line, { target: 'fingerprint', comment: 'other' }))).toMatch(/ other \(ED25519\)$/);
  });

  it('tells a private key text from a public one (the share link drops private keys)', () => {
    expect(isPrivateKeyText(CRYPTO_KEYS_SAMPLE)).toBe(true);
    expect(isPrivateKeyText('-----BEGIN OPENSSH PRIVATE KEY-----')).toBe(true);
    expect(isPrivateKeyText('{"kty":"OKP","crv":"Ed25519","x":"a","d":"b"}')).toBe(true);
    expect(isPrivateKeyText('-----BEGIN PUBLIC KEY-----')).toBe(false);
    expect(isPrivateKeyText('ssh-ed25519 AAAA me')).toBe(false);
  });
});

describe('crypto/keys: bad input says what and where', () => {
  const error = async (text: string) => {
    const r = await readKey(text);
    if (r.ok) throw new Error('expected an error');
    return r.error;
  };

  it.each([
    ['', { message: 'Paste a key' }],
    ['hello', { message: 'Not a key', line: 1, column: 1 }],
    ['\n\n  -----BEGIN PUBLIC KEY-----\nMCow', { message: 'The "-----END PUBLIC KEY-----" line is missing', line: 3, column: 3 }],
    [
      '-----BEGIN PUBLIC KEY-----\nMCowBQYD*2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----',
      { message: "Invalid Base64 character '*'", line: 2, column: 9 },
    ],
    ['-----BEGIN CERTIFICATE-----\nMCow\n-----END CERTIFICATE-----', { message: 'This is a certificate, not a key', line: 1 }],
    ['-----BEGIN ENCRYPTED PRIVATE KEY-----\nMCow\n-----END ENCRYPTED PRIVATE KEY-----', { message: 'encrypted with a passphrase' }],
    ['-----BEGIN PRIVATE KEY-----\nMCowBQYDK2VwAyEAGb9E\n-----END PRIVATE KEY-----', { message: 'DER:' }],
    [
      '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VuAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----',
      { message: 'X25519 and Ed448 keys are not supported' },
    ],
    ['{"kty": "RSA", "n": "AQAB"', { message: '', line: 1 }],
    ['{"kty": "oct", "k": "AQAB"}', { message: 'secret (symmetric) key' }],
    ['{"kty": "EC", "crv": "secp256k1", "x": "AA", "y": "AA"}', { message: 'JWK "crv" must be P-256, P-384 or P-521' }],
    ['{"kty": "OKP", "crv": "Ed25519"}', { message: 'JWK member "x" is missing' }],
    ['{"kty": "OKP", "crv": "Ed25519", "x": "not base64!"}', { message: 'JWK member "x" is not Base64URL text' }],
    ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILcJAJOf', { message: 'ends early' }],
    [
      'ssh-rsa AAAAC3NzaC1lZDI1NTE5AAAAILcJAJOf+gjTf9Pl8xvj3Ii8+Q6MVnvwOjX1UkKOCqpl',
      { message: 'The line says ssh-rsa but its data holds a ssh-ed25519 key', line: 1, column: 1 },
    ],
    ['  ssh-ed25519 AAAA$C3', { message: "Invalid Base64 character '$'", line: 1, column: 19 }],
    ['ssh-dss AAAAB3NzaC1kc3M', { message: 'Unsupported SSH key type "ssh-dss"' }],
    ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILcJAJOf+gjTf9Pl8xvj3Ii8+Q6MVnvwOjX1UkKOCqpl me\nmore', { message: 'Paste one key', line: 2, column: 1 }],
  ])('%j', async (text, expected) => {
    const e = await error(text);
    expect(e.message).toContain(expected.message);
    if ('line' in expected) expect(e.line).toBe(expected.line);
    if ('column' in expected) expect(e.column).toBe(expected.column);
  });

  it('refuses a text larger than any key at once (5 MB stays cheap)', async () => {
    const start = performance.now();
    const e = await error('A'.repeat(5 * 1024 * 1024));
    expect(e.message).toContain(`no key in these formats is larger than ${MAX_KEY_CHARS.toLocaleString('en-US')}`);
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('refuses an encrypted OpenSSH key and a multi-line comment', async () => {
    const key = unwrap(await readKey(CRYPTO_KEYS_SAMPLE));
    const r = await describeKey(key.jwk, { comment: 'a\nb' });
    expect(!r.ok && r.error.message).toBe('The comment must be one line');
    const long = await describeKey(key.jwk, { comment: 'x'.repeat(2000) });
    expect(!long.ok && long.error.message).toContain('at most 1024');
  });
});
