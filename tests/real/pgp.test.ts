// The PGP tool against GnuPG (Debian's gnupg, 2.2 here): gpg imports the keys we generate (Curve25519 and RSA) and
// decrypts and verifies what we encrypt and sign; we decrypt and verify what gpg encrypts and signs with keys gpg makes
// (RSA 3072 and Ed25519/Cv25519); our fingerprints are gpg's; cleartext and detached signatures verify both ways; a
// tampered message fails on both sides. Each run uses a fresh GNUPGHOME.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePgpKey, runPgp } from '@/tools/pgp/pgp.core';
import type { GeneratedKey } from '@/tools/pgp/pgp.options';
import { emptyJob, tamper } from '../fixtures/pgp/pgp-fixtures';
import { requireProgram } from './programs';

const GPG = requireProgram('gpg', 'apt-get install gnupg');
const home = mkdtempSync(join(tmpdir(), 'pgp-real-'));
const env = { ...process.env, GNUPGHOME: home };
const TEXT = 'Meet me by the old oak at ten.\nBring the map: Grüße 🔑\n';
const base = emptyJob;

/** Runs gpg in the test's home with a loopback passphrase; answers its exit status, stdout and status lines. */
function gpg(args: string[], opts: { passphrase?: string; input?: string } = {}) {
  const pass = opts.passphrase === undefined ? [] : ['--pinentry-mode', 'loopback', '--passphrase', opts.passphrase];
  const r = spawnSync(GPG, ['--batch', '--yes', '--trust-model', 'always', '--status-fd', '2', ...pass, ...args], {
    env,
    input: opts.input,
    encoding: 'utf8',
  });
  return { status: r.status, out: r.stdout, status_: r.stderr };
}
const file = (name: string, text: string) => {
  const path = join(home, name);
  writeFileSync(path, text);
  return path;
};
const fingerprintsOf = (email: string) =>
  execFileSync(GPG, ['--batch', '--with-colons', '--fingerprint', '--with-subkey-fingerprint', email], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .split('\n')
    .filter((l) => l.startsWith('fpr:'))
    .map((l) => l.split(':')[9]);

afterAll(() => {
  spawnSync('gpgconf', ['--kill', 'gpg-agent'], { env });
  rmSync(home, { recursive: true, force: true });
});

describe.each([
  ['curve25519', 'ours-ecc@example.org'],
  ['rsa3072', 'ours-rsa@example.org'],
] as const)('a %s key we generate, in gpg', (type, email) => {
  let key: GeneratedKey;
  beforeAll(async () => {
    const r = await generatePgpKey({ name: 'Ours', email, type, passphrase: 'our pass', expiryDays: 365 });
    if (!r.ok) throw new Error(r.error.message);
    key = r.value;
    expect(gpg(['--import'], { input: key.privateKey, passphrase: 'our pass' }).status).toBe(0);
  }, 120_000);

  it('is a v4 key with our fingerprint and an expiry, which gpg imports', () => {
    expect(fingerprintsOf(email)[0]).toBe(key.fingerprint);
    const pub = execFileSync(GPG, ['--batch', '--with-colons', '--list-keys', email], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')
      .find((l) => l.startsWith('pub:'))!;
    // Field 4: the algorithm (22 EdDSA, 1 RSA); field 7: an expiry date.
    expect(pub.split(':')[3]).toBe(type === 'curve25519' ? '22' : '1');
    expect(pub.split(':')[6]).toMatch(/^\d+$/);
    const packets = gpg(['--list-packets'], { input: key.publicKey }).out;
    expect(packets).toMatch(/:public key packet:\n\s+version 4/);
  });

  it('gpg decrypts what we encrypt and sign to it, and checks our signature', async () => {
    const r = await runPgp({
      ...base,
      mode: 'encrypt',
      input: TEXT,
      publicKeys: key.publicKey,
      sign: true,
      privateKey: key.privateKey,
      passphrase: 'our pass',
    });
    if (!r.ok) throw new Error(r.error.message);
    const packets = gpg(['--list-packets'], { input: r.value.text });
    // SEIPD v1 with an MDC (tag 18), no AEAD packet: GnuPG 2.2 reads it.
    expect(packets.out).toMatch(/:encrypted data packet:[\s\S]*mdc_method: 2/);
    expect(packets.out).not.toMatch(/aead/i);
    const out = gpg(['--decrypt'], { input: r.value.text, passphrase: 'our pass' });
    expect(out.status).toBe(0);
    expect(out.out).toBe(TEXT);
    expect(out.status_).toContain(`VALIDSIG ${key.fingerprint}`);
  });

  it('gpg verifies our cleartext and detached signatures, and rejects them tampered', async () => {
    const clear = await runPgp({ ...base, mode: 'sign', input: TEXT, privateKey: key.privateKey, passphrase: 'our pass' });
    const detached = await runPgp({ ...base, mode: 'sign', input: TEXT, privateKey: key.privateKey, passphrase: 'our pass', detached: true });
    if (!clear.ok || !detached.ok) throw new Error('signing failed');
    expect(gpg(['--verify'], { input: clear.value.text }).status_).toContain(`VALIDSIG ${key.fingerprint}`);
    const data = file(`${type}.txt`, TEXT);
    const sig = file(`${type}.txt.asc`, detached.value.text);
    expect(gpg(['--verify', sig, data]).status_).toContain(`VALIDSIG ${key.fingerprint}`);
    const bad = gpg(['--verify'], { input: clear.value.text.replace('old oak', 'old elm') });
    expect(bad.status).not.toBe(0);
    expect(bad.status_).toContain('BADSIG');
    expect(gpg(['--verify', sig, file(`${type}-changed.txt`, TEXT + ' ')]).status_).toContain('BADSIG');
  });

  it('gpg fails on a tampered message of ours', async () => {
    const r = await runPgp({ ...base, mode: 'encrypt', input: TEXT, publicKeys: key.publicKey });
    if (!r.ok) throw new Error(r.error.message);
    const out = gpg(['--decrypt'], { input: tamper(r.value.text), passphrase: 'our pass' });
    expect(out.status).not.toBe(0);
  });
});

describe.each([
  ['RSA 3072', 'rsa3072', 'rsa3072', 'gpg-rsa@example.org'],
  ['Ed25519 / Cv25519', 'ed25519', 'cv25519', 'gpg-ecc@example.org'],
] as const)('a %s key gpg makes, here', (_, primary, sub, email) => {
  let publicKey: string;
  let privateKey: string;
  beforeAll(() => {
    expect(gpg(['--quick-gen-key', `Their Key <${email}>`, primary, 'sign,cert', 'never'], { passphrase: 'their pass' }).status).toBe(0);
    const fpr = fingerprintsOf(email)[0];
    expect(gpg(['--quick-add-key', fpr, sub, 'encr', 'never'], { passphrase: 'their pass' }).status).toBe(0);
    publicKey = gpg(['--armor', '--export', email]).out;
    privateKey = gpg(['--armor', '--export-secret-keys', email], { passphrase: 'their pass' }).out;
  }, 120_000);

  it("our fingerprints and key IDs are gpg's", async () => {
    const r = await runPgp({ ...base, mode: 'inspect', input: publicKey });
    if (!r.ok) throw new Error(r.error.message);
    const ours = [...r.value.text.matchAll(/Fingerprint: ([0-9A-F]{40})/g)].map((m) => m[1]);
    expect(ours).toEqual(fingerprintsOf(email));
    expect(r.value.text).toContain(`Key ID: ${fingerprintsOf(email)[0].slice(-16)}`);
  });

  it('we decrypt what gpg encrypts and signs, and check the signature', async () => {
    const enc = gpg(['--armor', '-r', email, '-u', email, '--sign', '--encrypt'], { input: TEXT, passphrase: 'their pass' });
    expect(enc.status).toBe(0);
    const r = await runPgp({ ...base, mode: 'decrypt', input: enc.out, privateKey, passphrase: 'their pass', publicKeys: publicKey });
    expect(r.ok && r.value.text).toBe(TEXT);
    expect(r.ok && r.value.notes[0]).toMatch(/^Good signature from Their Key/);
    const bad = await runPgp({ ...base, mode: 'decrypt', input: tamper(enc.out), privateKey, passphrase: 'their pass' });
    expect(bad.ok).toBe(false);
    const wrong = await runPgp({ ...base, mode: 'decrypt', input: enc.out, privateKey, passphrase: 'not it' });
    expect(!wrong.ok && wrong.error.message).toBe('Wrong passphrase for the private key');
  });

  it('we verify what gpg clearsigns and detach-signs, and reject them tampered', async () => {
    const clear = gpg(['-u', email, '--clearsign'], { input: TEXT, passphrase: 'their pass' }).out;
    const r = await runPgp({ ...base, mode: 'verify', input: clear, publicKeys: publicKey });
    expect(r.ok && r.value.text).toContain(`Primary key fingerprint: ${fingerprintsOf(email)[0]}`);
    const bad = await runPgp({ ...base, mode: 'verify', input: clear.replace('old oak', 'old elm'), publicKeys: publicKey });
    expect(!bad.ok && bad.error.message).toMatch(/^BAD signature/);
    const data = file(`${primary}.txt`, TEXT);
    gpg(['-u', email, '--armor', '--detach-sign', data], { passphrase: 'their pass' });
    const signature = readFileSync(`${data}.asc`, 'utf8');
    const d = await runPgp({ ...base, mode: 'verify', input: TEXT, signature, publicKeys: publicKey });
    expect(d.ok && d.value.text).toMatch(/^Good signature from Their Key/);
    const dBad = await runPgp({ ...base, mode: 'verify', input: TEXT.replace('ten', 'eleven'), signature, publicKeys: publicKey });
    expect(dBad.ok).toBe(false);
  });
});

describe('passwords', () => {
  it('gpg decrypts what we encrypt with a password, and we decrypt what gpg -c encrypts', async () => {
    const r = await runPgp({ ...base, mode: 'encrypt', input: TEXT, password: 'shared secret' });
    if (!r.ok) throw new Error(r.error.message);
    expect(gpg(['--decrypt'], { input: r.value.text, passphrase: 'shared secret' }).out).toBe(TEXT);
    const theirs = gpg(['--armor', '--symmetric'], { input: TEXT, passphrase: 'shared secret' }).out;
    const back = await runPgp({ ...base, mode: 'decrypt', input: theirs, password: 'shared secret' });
    expect(back.ok && back.value.text).toBe(TEXT);
  });
});
