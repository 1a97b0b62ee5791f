// The X.509 decoder against OpenSSL (Debian's openssl): certificates, a CSR, a chain and keys are made with openssl in
// this test, then subject, issuer, serial, dates, SANs, key type and size and the SHA-1/SHA-256 fingerprints of our
// report are compared with what `openssl x509 -noout -subject -issuer -serial -dates -fingerprint -ext subjectAltName
// -nameopt RFC2253,-esc_msb`, `openssl req -text` and `openssl pkey -text` print, and the chain verdict with
// `openssl verify`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeX509 } from '@/tools/x509/x509.core';
import { requireProgram } from './programs';

const OPENSSL = requireProgram('openssl', 'apt-get install openssl');
const dir = mkdtempSync(join(tmpdir(), 'x509-real-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const path = (name: string) => join(dir, name);
const openssl = (args: string[]) => execFileSync(OPENSSL, args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const NAMEOPT = ['-nameopt', 'RFC2253,-esc_msb'];

/** Our report of a text, failing the test on an error. */
async function report(text: string, now = Date.now()): Promise<string> {
  const r = await decodeX509(text, { now });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A field of the first block of a report (`Subject`, `Serial` …). */
function field(out: string, name: string): string {
  const m = new RegExp(`^  ${name}: +(.*)$`, 'm').exec(out);
  if (!m) throw new Error(`no ${name} in\n${out}`);
  return m[1];
}

/** Our "2026-11-29 18:15:30 UTC (…)" as milliseconds. */
const ourDate = (text: string) => Date.parse(text.slice(0, 19).replace(' ', 'T') + 'Z');

/** openssl's answer for a certificate file, field by field. */
function opensslFacts(file: string) {
  const lines = openssl(['x509', '-in', file, '-noout', '-subject', '-issuer', '-serial', '-dates', ...NAMEOPT]).split('\n');
  const get = (key: string) => lines.find((l) => l.startsWith(`${key}=`))!.slice(key.length + 1);
  const fp = (alg: string) =>
    openssl(['x509', '-in', file, '-noout', '-fingerprint', `-${alg}`])
      .trim()
      .split('=')[1];
  const ext = openssl(['x509', '-in', file, '-noout', '-ext', 'subjectAltName']).split('\n');
  const text = openssl(['x509', '-in', file, '-noout', '-text']);
  return {
    subject: get('subject'),
    issuer: get('issuer'),
    serial: get('serial'),
    notBefore: Date.parse(get('notBefore')),
    notAfter: Date.parse(get('notAfter')),
    sha1: fp('sha1'),
    sha256: fp('sha256'),
    san: ext.length > 1 && ext[1].trim() ? ext[1].trim() : '(none)',
    key: keyFromText(text),
  };
}

/** "RSA 2048", "EC P-256", "Ed25519" from openssl's -text output of a certificate, request or key. */
function keyFromText(text: string): string {
  const curve = /NIST CURVE: (\S+)/.exec(text);
  if (curve) return `EC ${curve[1]}`;
  if (/ED25519/.test(text)) return 'Ed25519';
  if (/ED448/.test(text)) return 'Ed448';
  const bits = /(?:Public-Key|Private-Key): \((\d+) bit/.exec(text);
  if (bits && /rsaEncryption|modulus:/i.test(text)) return `RSA ${bits[1]}`;
  throw new Error(`no key type in\n${text}`);
}

function expectSameAsOpenssl(out: string, file: string) {
  const want = opensslFacts(file);
  expect(field(out, 'Subject')).toBe(want.subject);
  expect(field(out, 'Issuer')).toBe(want.issuer);
  expect(field(out, 'Serial')).toBe(want.serial);
  expect(ourDate(field(out, 'Not before'))).toBe(want.notBefore);
  expect(ourDate(field(out, 'Not after'))).toBe(want.notAfter);
  expect(field(out, 'SANs')).toBe(want.san);
  expect(field(out, 'Public key')).toBe(want.key);
  expect(field(out, 'SHA-1 fingerprint')).toBe(want.sha1);
  expect(field(out, 'SHA-256 fingerprint')).toBe(want.sha256);
}

const SANS =
  'subjectAltName=DNS:www.example.test,DNS:*.example.test,IP:192.0.2.1,IP:2001:db8::8:800:200c:417a,email:ops@example.test,URI:https://example.test/a?b=c,RID:1.2.3.4';

const P256 = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256'];

/** A self-signed certificate `<name>.pem` (key `<name>.key`). */
const selfSigned = (name: string, keyArgs: string[], subject: string, extra: string[] = []) =>
  openssl([
    'req',
    '-x509',
    ...keyArgs,
    '-nodes',
    '-keyout',
    path(`${name}.key`),
    '-out',
    path(`${name}.pem`),
    '-days',
    '90',
    '-subj',
    subject,
    ...extra,
  ]);

/** A certificate request `<name>.csr` (key `<name>.key`). */
const request = (name: string, keyArgs: string[], subject: string, extra: string[] = []) =>
  openssl(['req', '-new', ...keyArgs, '-nodes', '-keyout', path(`${name}.key`), '-out', path(`${name}.csr`), '-subj', subject, ...extra]);

/** Signs `<name>.csr` with the CA `<ca>.pem`/`<ca>.key` into `<name>.pem`, with the extensions of `ext`. */
function sign(name: string, ca: string, serial: string, ext: string) {
  writeFileSync(path(`${name}.ext`), ext);
  openssl([
    'x509',
    '-req',
    '-in',
    path(`${name}.csr`),
    '-CA',
    path(`${ca}.pem`),
    '-CAkey',
    path(`${ca}.key`),
    '-set_serial',
    serial,
    '-days',
    '60',
    '-extfile',
    path(`${name}.ext`),
    '-out',
    path(`${name}.pem`),
  ]);
}

const KEYS: [string, string[]][] = [
  ['RSA 2048', ['-newkey', 'rsa:2048']],
  ['RSA 3072', ['-newkey', 'rsa:3072']],
  ['EC P-256', P256],
  ['EC P-384', ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-384']],
  ['Ed25519', ['-newkey', 'ed25519']],
];

describe('certificates against openssl x509', () => {
  it.each(KEYS)('a self-signed %s certificate with SANs of every kind', async (name, keyArgs) => {
    const file = name.replace(/\W/g, '');
    selfSigned(file, keyArgs, `/C=US/O=Example ${name}/CN=www.example.test`, ['-addext', SANS]);
    const out = await report(readFileSync(path(`${file}.pem`), 'utf8'));
    expectSameAsOpenssl(out, `${file}.pem`);
    expect(field(out, 'Not after')).toMatch(/\(expires in (89|90) days\)$/);
  });

  it('names with escapes, UTF-8, a multi-valued RDN and an e-mail address', async () => {
    const subject = '/C=CH/L=Zürich/O=Acme\\, "Quoted" <Co>; Ltd/OU=R\\+D/CN=#hash and trailing \\ /emailAddress=pki@example.test/CN=a+UID=b';
    selfSigned('names', P256, subject, ['-utf8', '-multivalue-rdn']);
    const out = await report(readFileSync(path('names.pem'), 'utf8'));
    expectSameAsOpenssl(out, 'names.pem');
    expect(field(out, 'Subject')).toContain('Zürich');
  });

  it('an expired certificate, with a serial that has its top bit set', async () => {
    // openssl ca is the one command of OpenSSL 3.0 that writes dates in the past.
    writeFileSync(
      path('ca.cnf'),
      '[ca]\ndefault_ca=d\n[d]\ndatabase=index.txt\nnew_certs_dir=.\nserial=serial\ndefault_md=sha256\npolicy=p\ncopy_extensions=copy\n[p]\ncommonName=supplied\n',
    );
    writeFileSync(path('index.txt'), '');
    writeFileSync(path('serial'), 'F1E2D3C4B5A6\n');
    selfSigned('ca', P256, '/CN=Old CA');
    request('old', ['-newkey', 'rsa:2048'], '/CN=old.example.test', ['-addext', 'subjectAltName=DNS:old.example.test']);
    openssl([
      'ca',
      '-batch',
      '-config',
      path('ca.cnf'),
      '-cert',
      path('ca.pem'),
      '-keyfile',
      path('ca.key'),
      '-in',
      path('old.csr'),
      '-out',
      path('old.pem'),
      '-startdate',
      '20200101000000Z',
      '-enddate',
      '20210101000000Z',
      '-notext',
    ]);
    const out = await report(readFileSync(path('old.pem'), 'utf8'));
    expectSameAsOpenssl(out, 'old.pem');
    expect(spawnSync(OPENSSL, ['x509', '-in', path('old.pem'), '-noout', '-checkend', '0'], { cwd: dir }).status).toBe(1);
    expect(field(out, 'Not after')).toMatch(/\(expired \d+ days ago\)$/);
  });
});

describe('a chain against openssl verify', () => {
  it('agrees that leaf, intermediate, root is a good chain, and that leaving out the intermediate breaks it', async () => {
    selfSigned('root', ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-384'], '/O=Chain Test/CN=Chain Root', [
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign',
    ]);
    request('int', P256, '/O=Chain Test/CN=Chain Intermediate');
    sign('int', 'root', '2', 'basicConstraints=critical,CA:TRUE,pathlen:0\nkeyUsage=critical,keyCertSign\n');
    request('leaf', ['-newkey', 'rsa:2048'], '/CN=leaf.example.test');
    sign('leaf', 'int', '3', 'subjectAltName=DNS:leaf.example.test\n');
    const pem = (f: string) => readFileSync(path(f), 'utf8');
    const verify = (untrusted: string[]) =>
      spawnSync(OPENSSL, ['verify', '-CAfile', path('root.pem'), ...untrusted.flatMap((u) => ['-untrusted', path(u)]), path('leaf.pem')], {
        cwd: dir,
      }).status;

    expect(verify(['int.pem'])).toBe(0);
    const good = await report([pem('leaf.pem'), pem('int.pem'), pem('root.pem')].join(''));
    expect(good).toContain('Order: correct, leaf first');
    for (const [i, f] of ['leaf.pem', 'int.pem', 'root.pem'].entries()) expectSameAsOpenssl(good.split(/\n(?=Block )/)[i], f);

    expect(verify([])).not.toBe(0);
    const broken = await report([pem('leaf.pem'), pem('root.pem')].join(''));
    expect(broken).toContain('Chain is broken: a link is missing after block 1 (CN=leaf.example.test)');

    const shuffled = await report([pem('int.pem'), pem('leaf.pem'), pem('root.pem')].join(''));
    expect(shuffled).toContain('The right order: blocks 2, 1, 3.');
  });
});

describe('a certificate request against openssl req -text', () => {
  it('reports the subject, key and requested SANs', async () => {
    request('req', ['-newkey', 'rsa:3072'], '/C=DE/O=Req GmbH/CN=req.example.test', ['-addext', SANS]);
    const out = await report(readFileSync(path('req.csr'), 'utf8'));
    const text = openssl(['req', '-in', path('req.csr'), '-noout', '-text']);
    const subject = openssl(['req', '-in', path('req.csr'), '-noout', '-subject', ...NAMEOPT])
      .trim()
      .replace(/^subject=/, '');
    expect(out).toContain('Certificate request (PKCS#10 CSR)');
    expect(field(out, 'Subject')).toBe(subject);
    expect(field(out, 'Public key')).toBe(keyFromText(text));
    const san = /X509v3 Subject Alternative Name: *\n\s*(.*)\n/.exec(text)![1].trim();
    expect(field(out, 'SANs')).toBe(san);
    expect(field(out, 'Signature')).toMatch(/^sha256WithRSAEncryption, valid/);
  });
});

describe('private and public keys against openssl pkey -text', () => {
  const KEY_CASES: [string, string[]][] = [
    ['PKCS#8 RSA 2048', ['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048']],
    ['PKCS#1 RSA 3072', ['genrsa', '-traditional', '3072']],
    ['SEC 1 EC P-384', ['ecparam', '-name', 'secp384r1', '-genkey', '-noout']],
    ['PKCS#8 EC P-256', ['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256']],
    ['PKCS#8 Ed25519', ['genpkey', '-algorithm', 'ed25519']],
  ];

  it.each(KEY_CASES)('a %s private key and its public key', async (name, args) => {
    const file = path(`${name.replace(/\W/g, '')}.key`);
    writeFileSync(file, openssl(args));
    const want = keyFromText(openssl(['pkey', '-in', file, '-noout', '-text']));
    const out = await report(readFileSync(file, 'utf8'));
    expect(field(out, 'Key')).toBe(want);
    expect(out).toContain('a private key');
    const pub = await report(openssl(['pkey', '-in', file, '-pubout']));
    expect(field(pub, 'Key')).toBe(want);
  });
});
