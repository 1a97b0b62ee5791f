import { decodeBase64, decryptAes, encryptAes, parseKeyHex, runAesPage, type AesOptions, type AesPageOptions } from '@/tools/aes/aes.core';

const utf8 = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array) => new TextDecoder().decode(b);
const pass = (passphrase: string, cipher: 'cbc' | 'gcm' = 'cbc', iterations = 1000): AesOptions => ({ cipher, passphrase, keyHex: '', iterations });
const KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

describe('AES round trips', () => {
  it.each([
    ['cbc', 'passphrase'],
    ['gcm', 'passphrase'],
    ['cbc', 'raw key'],
    ['gcm', 'raw key'],
  ] as const)('%s with a %s gives back the text, Unicode and empty text included', async (cipher, kind) => {
    const o: AesOptions = kind === 'raw key' ? { cipher, passphrase: '', keyHex: KEY, iterations: 1 } : pass('pässword 🔑', cipher);
    for (const plain of ['', 'a', 'exactly 16 bytes', 'Grüße, 世界! 👋'.repeat(20)]) {
      const enc = await encryptAes(utf8(plain), o);
      if (!enc.ok) throw new Error(enc.error.message);
      expect(enc.value).toMatch(/^[A-Za-z0-9+/]+=*$/);
      const dec = await decryptAes(enc.value, o);
      expect(dec.ok && text(dec.value)).toBe(plain);
    }
  });

  it('writes the Salted__ header in CBC passphrase mode and a fresh salt each time', async () => {
    const a = await encryptAes(utf8('same'), pass('p'));
    const b = await encryptAes(utf8('same'), pass('p'));
    expect(a.ok && a.value.startsWith('U2FsdGVkX1')).toBe(true);
    expect(a.ok && b.ok && a.value !== b.value).toBe(true);
  });

  it('keeps binary bytes intact', async () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 7) & 255);
    const enc = await encryptAes(bytes, pass('p', 'gcm'));
    const dec = enc.ok ? await decryptAes(enc.value, pass('p', 'gcm')) : enc;
    expect(dec.ok && Array.from(dec.value)).toEqual(Array.from(bytes));
  });
});

describe('AES errors', () => {
  it.each(['cbc', 'gcm'] as const)('a wrong passphrase with %s is an error, never garbage', async (cipher) => {
    const enc = await encryptAes(utf8('top secret message'), pass('right', cipher));
    const dec = enc.ok ? await decryptAes(enc.value, pass('wrong', cipher)) : enc;
    expect(dec).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^Wrong passphrase or corrupted data/) } });
  });

  it('a changed byte in GCM data is caught by the tag', async () => {
    const enc = await encryptAes(utf8('top secret message'), pass('p', 'gcm'));
    if (!enc.ok) throw new Error();
    const bytes = decodeBase64(enc.value);
    if (!bytes.ok) throw new Error();
    bytes.value[40] ^= 1;
    const tampered = Buffer.from(bytes.value).toString('base64');
    expect(await decryptAes(tampered, pass('p', 'gcm'))).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^Wrong passphrase/) } });
  });

  it('says which format is expected, and where Base64 goes wrong', async () => {
    expect(await decryptAes('aGVsbG8gd29ybGQgaGVsbG8gd29ybGQ=', pass('p'))).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/does not start with Salted__/) },
    });
    expect(await decryptAes('U2FsdGVk\nX1+t0!', pass('p'))).toEqual({
      ok: false,
      error: { message: "The encrypted text must be Base64: '!' is not a Base64 character", line: 2, column: 6 },
    });
    const cbc = await encryptAes(utf8('x'), pass('p'));
    expect(cbc.ok && (await decryptAes(cbc.value, pass('p', 'gcm')))).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/choose CBC/) },
    });
    expect(await decryptAes('', pass('p'))).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^Paste the encrypted text/) } });
  });

  it('checks the passphrase, the iterations and the raw key', async () => {
    expect(await encryptAes(utf8('x'), pass(''))).toMatchObject({ ok: false, error: { message: 'Enter a passphrase (or a raw key in hex)' } });
    expect(await encryptAes(utf8('x'), pass('p', 'cbc', 0))).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^Iterations must be/) },
    });
    expect(parseKeyHex('00ff')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/is 4 hex digits/) } });
    expect(parseKeyHex('zz')).toMatchObject({ ok: false, error: { message: "The key must be hex: 'z' is not a hex digit" } });
    expect(parseKeyHex('00:11:22:33:44:55:66:77:88:99:aa:bb:cc:dd:ee:ff')).toMatchObject({ ok: true });
  });
});

describe('the page run', () => {
  const page = (o: Partial<AesPageOptions>): AesPageOptions => ({
    mode: 'encrypt',
    cipher: 'cbc',
    keyType: 'passphrase',
    passphrase: 'p',
    keyHex: '',
    iterations: 1000,
    ...o,
  });

  it('encrypts text and decrypts it back, and hands a binary plaintext over as bytes', async () => {
    const enc = await runAesPage('hello', page({}));
    const dec = enc.ok ? await runAesPage(enc.value.text, page({ mode: 'decrypt' })) : enc;
    expect(dec).toEqual({ ok: true, value: { text: 'hello', binary: null } });
    const bin = await encryptAes(Uint8Array.from([0xff, 0xfe, 0]), pass('p'));
    const out = bin.ok ? await runAesPage(bin.value, page({ mode: 'decrypt' })) : bin;
    expect(out.ok && out.value.text === '' && Array.from(out.value.binary!)).toEqual([0xff, 0xfe, 0]);
  });

  it('asks for the key when the raw key is chosen and empty', async () => {
    expect(await runAesPage('x', page({ keyType: 'raw' }))).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^Enter the key in hex/) },
    });
  });

  it('encrypts 5 MB of text', async () => {
    const big = 'x'.repeat(5_000_000);
    const enc = await runAesPage(big, page({ cipher: 'gcm' }));
    const dec = enc.ok ? await runAesPage(enc.value.text, page({ cipher: 'gcm', mode: 'decrypt' })) : enc;
    expect(dec.ok && dec.value.text.length).toBe(5_000_000);
  });
});
