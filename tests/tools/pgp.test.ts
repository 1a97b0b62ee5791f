import { armoredBlocks, explain, generatePgpKey, inspectKeys, runPgp } from '@/tools/pgp/pgp.core';
import type { GeneratedKey } from '@/tools/pgp/pgp.options';
import { emptyJob } from '../fixtures/pgp/pgp-fixtures';
import { SAMPLE_ENCRYPTED, SAMPLE_MESSAGE, SAMPLE_PASSPHRASE, SAMPLE_PRIVATE_KEY, SAMPLE_PUBLIC_KEY, SAMPLE_SIGNED } from '@/tools/pgp/pgp.sample';

const base = emptyJob;
const TEXT = 'Line one\nLine two: Grüße 🔑\n';

let alice: GeneratedKey;
let bob: GeneratedKey;
beforeAll(async () => {
  const [a, b] = await Promise.all([
    generatePgpKey({ name: 'Alice', email: 'alice@example.org', type: 'curve25519', passphrase: 'alice pw', expiryDays: 0 }),
    generatePgpKey({ name: '', email: 'bob@example.org', type: 'curve25519', passphrase: '', expiryDays: 30 }),
  ]);
  if (!a.ok || !b.ok) throw new Error('key generation failed');
  alice = a.value;
  bob = b.value;
});

describe('armored blocks', () => {
  it('rejects text that is not armored at line 1, column 1', () => {
    expect(armoredBlocks('hello', 'The input', ['MESSAGE'], true)).toEqual({
      ok: false,
      error: { message: 'The input is not ASCII-armored OpenPGP data: no "-----BEGIN PGP MESSAGE-----" line', line: 1, column: 1 },
    });
  });

  it('reports a character that cannot be in the Base64 body with its line and column', () => {
    const text = 'note\n-----BEGIN PGP MESSAGE-----\n\nhQEM*AAA\n=abcd\n-----END PGP MESSAGE-----\n';
    const r = armoredBlocks(text, 'The input', ['MESSAGE'], true);
    expect(r).toEqual({ ok: false, error: { message: "The input: '*' cannot be in the Base64 of an armored block", line: 4, column: 5 } });
  });

  it('says a block is cut short, and names a block of the wrong kind', () => {
    const cut = armoredBlocks('-----BEGIN PGP MESSAGE-----\n\nhQEM\n', 'The input', ['MESSAGE'], true);
    expect(!cut.ok && cut.error.message).toContain('has no "-----END PGP MESSAGE-----" line');
    const kind = armoredBlocks(SAMPLE_PUBLIC_KEY, 'The input', ['MESSAGE'], true);
    expect(!kind.ok && kind.error.message).toContain('is a PGP public key block, not what this needs');
  });

  it('finds several blocks pasted one after another, armor headers allowed', () => {
    const withHeader = SAMPLE_PUBLIC_KEY.replace('-----\n\n', '-----\nComment: test key\n\n');
    const r = armoredBlocks(`${withHeader}\n${SAMPLE_PUBLIC_KEY}`, 'Keys', ['PUBLIC KEY BLOCK'], false);
    expect(r.ok && r.value.length).toBe(2);
  });
});

describe('messages of the OpenPGP.js errors', () => {
  it.each([
    ['Error decrypting private key: Incorrect key passphrase', 'Wrong passphrase for the private key'],
    [
      'Error decrypting message: Session key decryption failed.',
      'This message cannot be decrypted with the given key or password (wrong key or wrong password)',
    ],
    ['Error decrypting message: Modification detected.', 'The message was modified or damaged: its integrity check failed'],
    ['Signed digest did not match', 'BAD signature: the text or the signature was changed after signing'],
  ])('%s', (raw, said) => {
    expect(explain(new Error(raw))).toBe(said);
  });
});

describe('round trips', () => {
  it('encrypts to two keys, each decrypts, and a signature is checked', async () => {
    const enc = await runPgp({
      ...base,
      input: TEXT,
      publicKeys: `${alice.publicKey}\n${bob.publicKey}`,
      sign: true,
      privateKey: alice.privateKey,
      passphrase: 'alice pw',
    });
    expect(enc.ok && enc.value.notes[0]).toBe('Encrypted to Alice <alice@example.org>, <bob@example.org>; signed by Alice <alice@example.org>.');
    if (!enc.ok) return;
    const byBob = await runPgp({ ...base, mode: 'decrypt', input: enc.value.text, privateKey: bob.privateKey, publicKeys: alice.publicKey });
    expect(byBob.ok && byBob.value.text).toBe(TEXT);
    expect(byBob.ok && byBob.value.notes[0]).toMatch(/^Good signature from Alice <alice@example.org> \(key ID [0-9A-F]{16}, made /);
    const byAlice = await runPgp({ ...base, mode: 'decrypt', input: enc.value.text, privateKey: alice.privateKey, passphrase: 'alice pw' });
    expect(byAlice.ok && byAlice.value.notes[0]).toMatch(/^Signed by key ID [0-9A-F]{16}; give the sender's public key/);
  });

  it('encrypts with a password and refuses a wrong one', async () => {
    const enc = await runPgp({ ...base, input: TEXT, password: 'pw' });
    if (!enc.ok) throw new Error(enc.error.message);
    expect(enc.value.text).toMatch(/^-----BEGIN PGP MESSAGE-----\n/);
    const back = await runPgp({ ...base, mode: 'decrypt', input: enc.value.text, password: 'pw' });
    expect(back.ok && back.value.text).toBe(TEXT);
    const wrong = await runPgp({ ...base, mode: 'decrypt', input: enc.value.text, password: 'pw2' });
    expect(wrong.ok).toBe(false);
  });

  it('signs cleartext and detached, verifies both, and catches a change', async () => {
    const clear = await runPgp({ ...base, mode: 'sign', input: TEXT, privateKey: alice.privateKey, passphrase: 'alice pw' });
    if (!clear.ok) throw new Error(clear.error.message);
    expect(clear.value.text).toMatch(/^-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA\d+\n\nLine one\n/);
    const ok1 = await runPgp({ ...base, mode: 'verify', input: clear.value.text, publicKeys: alice.publicKey });
    expect(ok1.ok && ok1.value.text).toMatch(
      new RegExp(`^Good signature from Alice <alice@example.org>\\nKey ID: [0-9A-F]{16}\\nPrimary key fingerprint: ${alice.fingerprint}\\nSigned: `),
    );
    const changed = await runPgp({ ...base, mode: 'verify', input: clear.value.text.replace('Line one', 'Line 1'), publicKeys: alice.publicKey });
    expect(!changed.ok && changed.error.message).toBe('BAD signature: the text or the signature was changed after signing');

    const det = await runPgp({ ...base, mode: 'sign', input: TEXT, privateKey: alice.privateKey, passphrase: 'alice pw', detached: true });
    if (!det.ok) throw new Error(det.error.message);
    expect(det.value.text).toMatch(/^-----BEGIN PGP SIGNATURE-----\n/);
    const ok2 = await runPgp({ ...base, mode: 'verify', input: TEXT, signature: det.value.text, publicKeys: alice.publicKey });
    expect(ok2.ok).toBe(true);
    const other = await runPgp({ ...base, mode: 'verify', input: TEXT, signature: det.value.text, publicKeys: bob.publicKey });
    expect(!other.ok && other.error.message).toMatch(/^The signature was made by key ID [0-9A-F]{16}; none of the given public keys has it$/);
  });
});

describe('bad keys and passphrases', () => {
  it('asks for the passphrase of a protected key, and names a wrong one', async () => {
    const none = await runPgp({ ...base, mode: 'sign', input: 'x', privateKey: alice.privateKey });
    expect(!none.ok && none.error.message).toBe('The private key of Alice <alice@example.org> is protected: enter its passphrase');
    const wrong = await runPgp({ ...base, mode: 'sign', input: 'x', privateKey: alice.privateKey, passphrase: 'nope' });
    expect(!wrong.ok && wrong.error.message).toBe('Wrong passphrase for the private key');
  });

  it('says which key a message is for when the private key is another', async () => {
    const enc = await runPgp({ ...base, input: 'x', publicKeys: bob.publicKey });
    if (!enc.ok) throw new Error(enc.error.message);
    const r = await runPgp({ ...base, mode: 'decrypt', input: enc.value.text, privateKey: alice.privateKey, passphrase: 'alice pw' });
    expect(!r.ok && r.error.message).toMatch(
      /^This message is encrypted to key ID [0-9A-F]{16}, not to this private key \([0-9A-F]{16}, [0-9A-F]{16}\)$/,
    );
  });

  it('refuses a signed message in Decrypt and a public key given as the private one', async () => {
    const signed = await runPgp({ ...base, mode: 'decrypt', input: SAMPLE_SIGNED, password: 'x' });
    expect(!signed.ok && signed.error.message).toBe('This is a signed message, not an encrypted one: choose Verify to check it');
    const pub = await runPgp({ ...base, mode: 'sign', input: 'x', privateKey: SAMPLE_PUBLIC_KEY });
    expect(!pub.ok && pub.error.message).toContain('The private key is a PGP public key block');
  });

  it('answers nothing for an empty input', async () => {
    expect(await runPgp({ ...base, mode: 'decrypt', input: '  \n' })).toEqual({ ok: true, value: { text: '', notes: [] } });
  });
});

describe('key generation', () => {
  it('makes v4 keys with a user ID, an expiry when asked and an ECDH subkey', async () => {
    const r = await inspectKeys(bob.publicKey);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.text).toMatch(/^Public key \(OpenPGP v4\)\nFingerprint: [0-9A-F]{40}\n/);
    expect(r.value.text).toContain('User ID: <bob@example.org>');
    expect(r.value.text).toContain('Algorithm: EdDSA (Ed25519)');
    expect(r.value.text).toMatch(/\nExpires: \d{4}-\d\d-\d\dT/);
    expect(r.value.text).toContain('  Algorithm: ECDH (Curve25519)\n');
    expect(r.value.text).toContain('  Usage: encrypt communications, encrypt storage');
    expect(bob.privateKey).toMatch(/^-----BEGIN PGP PRIVATE KEY BLOCK-----\n/);
    const priv = await inspectKeys(alice.privateKey);
    expect(priv.ok && priv.value.text).toContain('Protected by a passphrase: yes');
  });

  it.each([
    [{ name: '', email: '' }, 'Give a name or an email address for the key'],
    [{ name: 'A', email: 'a@' }, '"a@" is not an email address'],
    [{ name: 'A <b>', email: '' }, 'The name cannot contain < or >'],
  ])('rejects %j', async (who, message) => {
    const r = await generatePgpKey({ ...who, type: 'curve25519', passphrase: '', expiryDays: 0 });
    expect(!r.ok && r.error.message).toBe(message);
  });
});

describe("the page's samples (made by gpg)", () => {
  it('the encrypted sample decrypts with the sample key, and the signed one verifies', async () => {
    const dec = await runPgp({ ...base, mode: 'decrypt', input: SAMPLE_ENCRYPTED, privateKey: SAMPLE_PRIVATE_KEY, passphrase: SAMPLE_PASSPHRASE });
    expect(dec.ok && dec.value.text).toBe(SAMPLE_MESSAGE);
    const ver = await runPgp({ ...base, mode: 'verify', input: SAMPLE_SIGNED, publicKeys: SAMPLE_PUBLIC_KEY });
    expect(ver.ok && ver.value.text).toMatch(
      /^Good signature from Sample User <sample@example.org>\n[\s\S]*\n\nMeet me by the old oak at ten. Bring the map.$/,
    );
  });
});
