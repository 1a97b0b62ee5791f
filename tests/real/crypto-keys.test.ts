// The key pair tool against OpenSSL and OpenSSH: openssl checks and reads the PKCS#8 and SPKI keys we generate and
// derives the same public key; ssh-keygen prints our fingerprint for our OpenSSH public key and derives that public
// key from our OpenSSH private key; Node's crypto reads our JWKs as the same keys. The other way: keys made by
// `openssl genpkey` and `ssh-keygen -t` are converted by us exactly as openssl and ssh-keygen -e/-i convert them.
import { execFileSync } from 'node:child_process';
import { createPublicKey, type JsonWebKey } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { convertKeyText, describeKey, generateKey, type KeyInfo, type KeySpec } from '@/tools/crypto-keys/crypto-keys.core';
import { requireProgram } from './programs';

const OPENSSL = requireProgram('openssl', 'apt-get install openssl');
const SSH_KEYGEN = requireProgram('ssh-keygen', 'apt-get install openssh-client');

const dir = mkdtempSync(join(tmpdir(), 'crypto-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
/** Writes a file in the test's folder (mode 600, as ssh-keygen wants for a private key); its path. */
function file(text: string): string {
  const path = join(dir, `k${n++}`);
  writeFileSync(path, text.endsWith('\n') ? text : `${text}\n`);
  chmodSync(path, 0o600);
  return path;
}
const run = (cmd: string, args: string[]) =>
  execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    .toString()
    .trim();
const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** The OpenSSH line of an Ed25519 key from openssl's SPKI DER of the private key (whose last 32 bytes are the raw public key), with no comment. */
function ed25519Line(priv: string): string {
  const der = execFileSync(OPENSSL, ['pkey', '-in', priv, '-pubout', '-outform', 'DER']);
  const str = (b: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, b.length]), b]);
  return `ssh-ed25519 ${Buffer.concat([str(Buffer.from('ssh-ed25519')), str(der.subarray(der.length - 32))]).toString('base64')}`;
}

const SPECS: [string, KeySpec][] = [
  ['RSA 2048', { algorithm: 'rsa', size: 2048, curve: 'P-256' }],
  ['RSA 3072', { algorithm: 'rsa', size: 3072, curve: 'P-256' }],
  ['RSA 4096', { algorithm: 'rsa', size: 4096, curve: 'P-256' }],
  ['ECDSA P-256', { algorithm: 'ecdsa', size: 2048, curve: 'P-256' }],
  ['ECDSA P-384', { algorithm: 'ecdsa', size: 2048, curve: 'P-384' }],
  ['ECDSA P-521', { algorithm: 'ecdsa', size: 2048, curve: 'P-521' }],
  ['Ed25519', { algorithm: 'ed25519', size: 2048, curve: 'P-256' }],
];

describe('keys we generate, read by openssl, ssh-keygen and node', () => {
  it.each(SPECS)('%s', async (_, spec) => {
    const jwk = unwrap(await generateKey(spec));
    const info: KeyInfo = unwrap(await describeKey(jwk, { comment: 'me@host test' }));
    const f = info.formats;
    const priv = file(f.pkcs8!);
    const pub = file(f.spki!);
    if (spec.algorithm === 'ed25519') run(OPENSSL, ['pkey', '-in', priv, '-noout']);
    else expect(run(OPENSSL, ['pkey', '-check', '-in', priv, '-noout'])).toMatch(/valid/i);
    run(OPENSSL, ['pkey', '-pubin', '-in', pub, '-noout']);
    // openssl's public key from our private key is our public key.
    expect(run(OPENSSL, ['pkey', '-in', priv, '-pubout'])).toBe(f.spki);
    // openssl writes our PKCS#8 back unchanged.
    expect(run(OPENSSL, ['pkey', '-in', priv])).toBe(f.pkcs8);
    // ssh-keygen: our fingerprint line, and our public key from our private key.
    expect(run(SSH_KEYGEN, ['-l', '-f', file(f.openssh!)])).toBe(info.fingerprintLine);
    expect(run(SSH_KEYGEN, ['-y', '-f', file(f['openssh-private']!)])).toBe(f.openssh);
    expect(run(SSH_KEYGEN, ['-l', '-f', file(f['openssh-private']!)])).toBe(info.fingerprintLine);
    // ssh-keygen reads our SPKI as the same SSH key (OpenSSH 9.2 converts no Ed25519 key from or to PKCS#8).
    if (spec.algorithm !== 'ed25519') expect(run(SSH_KEYGEN, ['-i', '-m', 'PKCS8', '-f', pub])).toBe(f.openssh!.split(' ').slice(0, 2).join(' '));
    // node reads both JWKs as our public key.
    for (const j of [f.jwk!, f['jwk-public']!]) {
      const key = createPublicKey({ key: JSON.parse(j) as JsonWebKey, format: 'jwk' });
      expect(String(key.export({ type: 'spki', format: 'pem' })).trim()).toBe(f.spki);
    }
  });
});

const OPENSSL_KEYS: [string, string[]][] = [
  ['RSA 2048', ['-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048']],
  ['RSA 3072 (exponent 3)', ['-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:3072', '-pkeyopt', 'rsa_keygen_pubexp:3']],
  ['EC P-256', ['-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256']],
  ['EC P-384', ['-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-384']],
  ['EC P-521', ['-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-521']],
  ['Ed25519', ['-algorithm', 'ED25519']],
];

describe('keys made by openssl genpkey, converted by us as openssl converts them', () => {
  it.each(OPENSSL_KEYS)('%s', async (name, args) => {
    const pkcs8 = run(OPENSSL, ['genpkey', ...args]);
    const priv = file(pkcs8);
    const spki = run(OPENSSL, ['pkey', '-in', priv, '-pubout']);
    const convert = async (text: string, target: Parameters<typeof convertKeyText>[1]['target'], comment = '') =>
      unwrap(await convertKeyText(text, { target, comment }));
    expect(await convert(pkcs8, 'pkcs8')).toBe(pkcs8);
    expect(await convert(pkcs8, 'spki')).toBe(spki);
    expect(await convert(spki, 'spki')).toBe(spki);
    // The traditional forms: PKCS#1 (RSA PRIVATE KEY, RSA PUBLIC KEY) and SEC1 (EC PRIVATE KEY).
    if (name.startsWith('RSA')) {
      expect(await convert(run(OPENSSL, ['pkey', '-in', priv, '-traditional']), 'pkcs8')).toBe(pkcs8);
      expect(await convert(run(OPENSSL, ['rsa', '-in', priv, '-RSAPublicKey_out']), 'spki')).toBe(spki);
    }
    if (name.startsWith('EC')) {
      const sec1 = run(OPENSSL, ['ec', '-in', priv]);
      expect(sec1).toMatch(/^-----BEGIN EC PRIVATE KEY-----/);
      expect(await convert(sec1, 'pkcs8')).toBe(pkcs8);
    }
    // ssh-keygen's OpenSSH public key of openssl's key (for Ed25519, which OpenSSH 9.2 cannot convert, the line made of
    // the 32 bytes of openssl's raw public key); our JWK read back by node.
    const sshLine = name === 'Ed25519' ? ed25519Line(priv) : run(SSH_KEYGEN, ['-i', '-m', 'PKCS8', '-f', file(spki)]);
    expect(await convert(spki, 'openssh')).toBe(sshLine);
    const jwk = await convert(pkcs8, 'jwk');
    expect(String(createPublicKey({ key: JSON.parse(jwk) as JsonWebKey, format: 'jwk' }).export({ type: 'spki', format: 'pem' })).trim()).toBe(spki);
    expect(await convert(jwk, 'pkcs8')).toBe(pkcs8);
    // Our OpenSSH private key of openssl's key is the same key for ssh-keygen.
    const sshPriv = await convert(pkcs8, 'openssh-private', 'from openssl');
    expect(run(SSH_KEYGEN, ['-y', '-f', file(sshPriv)])).toBe(`${sshLine} from openssl`);
  });
});

const SSH_TYPES: [string, string[]][] = [
  ['rsa', ['-t', 'rsa', '-b', '2048']],
  ['ecdsa 256', ['-t', 'ecdsa', '-b', '256']],
  ['ecdsa 384', ['-t', 'ecdsa', '-b', '384']],
  ['ecdsa 521', ['-t', 'ecdsa', '-b', '521']],
  ['ed25519', ['-t', 'ed25519']],
];

describe('keys made by ssh-keygen, converted by us as ssh-keygen -e/-i and openssl convert them', () => {
  it.each(SSH_TYPES)('%s', async (type, args) => {
    const path = join(dir, `ssh-${type.replace(' ', '')}`);
    run(SSH_KEYGEN, [...args, '-N', '', '-C', 'made by ssh-keygen', '-q', '-f', path]);
    const sshPub = readFileSync(`${path}.pub`, 'utf8').trim();
    const sshPriv = readFileSync(path, 'utf8');
    const convert = async (text: string, target: Parameters<typeof convertKeyText>[1]['target']) =>
      unwrap(await convertKeyText(text, { target, comment: '' }));
    const pkcs8 = await convert(sshPriv, 'pkcs8');
    // OpenSSH 9.2 writes no Ed25519 key as PKCS#8: openssl derives its public key from our PKCS#8 of the private key.
    const spki =
      type === 'ed25519' ? run(OPENSSL, ['pkey', '-in', file(pkcs8), '-pubout']) : run(SSH_KEYGEN, ['-e', '-m', 'PKCS8', '-f', `${path}.pub`]);
    const fingerprint = run(SSH_KEYGEN, ['-l', '-f', `${path}.pub`]);
    // The public key line: SPKI as ssh-keygen -e writes it, the fingerprint as -l prints it, and back with -i.
    expect(await convert(sshPub, 'spki')).toBe(spki);
    expect(await convert(sshPub, 'fingerprint')).toBe(fingerprint);
    if (type !== 'ed25519') expect(await convert(spki, 'openssh')).toBe(run(SSH_KEYGEN, ['-i', '-m', 'PKCS8', '-f', file(spki)]));
    expect(await convert(spki, 'openssh')).toBe(sshPub.replace(/ made by ssh-keygen$/, ''));
    expect(await convert(sshPub, 'openssh')).toBe(sshPub);
    // The private key: its public key and fingerprint (the comment kept), and PKCS#8 as openssl writes it.
    expect(await convert(sshPriv, 'openssh')).toBe(sshPub);
    expect(await convert(sshPriv, 'fingerprint')).toBe(fingerprint);
    expect(await convert(sshPriv, 'spki')).toBe(spki);
    expect(run(OPENSSL, ['pkey', '-in', file(pkcs8)])).toBe(pkcs8);
    expect(run(OPENSSL, ['pkey', '-in', file(pkcs8), '-pubout'])).toBe(spki);
    if (type !== 'ed25519') {
      // ssh-keygen rewrites the key as PEM (PKCS#1 or SEC1); openssl's PKCS#8 of that is ours.
      const pem = join(dir, `pem-${type.replace(' ', '')}`);
      writeFileSync(pem, sshPriv);
      chmodSync(pem, 0o600);
      run(SSH_KEYGEN, ['-p', '-N', '', '-m', 'PEM', '-q', '-f', pem]);
      expect(run(OPENSSL, ['pkey', '-in', pem])).toBe(pkcs8);
    }
  });
});
