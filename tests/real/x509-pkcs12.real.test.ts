// The X.509 decoder's PKCS#12 reading against OpenSSL (Debian's openssl): a root (RSA) and two leaves it signs (RSA and
// EC) are made here, each leaf with its key and the root is exported with `openssl pkcs12 -export` (OpenSSL 3's
// default and `-legacy`, with a password and with an empty one), and what our report says of each bag (friendlyName,
// localKeyID, subject, issuer, serial, SHA-256 fingerprint, key type and size) and of the MAC is compared with what
// `openssl pkcs12 -info -nodes -passin pass:…` prints and `openssl x509 -fingerprint -sha256` and `openssl pkey -text`
// say of the PEM blocks it writes out. A wrong password: openssl refuses it, and we say so.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeX509 } from '@/tools/x509/x509.core';
import { requireProgram } from './programs';

const OPENSSL = requireProgram('openssl', 'apt-get install openssl');
const dir = mkdtempSync(join(tmpdir(), 'x509-p12-real-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const path = (name: string) => join(dir, name);
const openssl = (args: string[], input?: string) =>
  execFileSync(OPENSSL, args, { cwd: dir, encoding: 'utf8', input, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
const NAMEOPT = ['-nameopt', 'RFC2253,-esc_msb'];
const PASSWORD = 'pässwörd 42';

/** "RSA 3072", "EC P-256" from `openssl pkey -text`. */
function keyFromText(text: string): string {
  const curve = /NIST CURVE: (\S+)/.exec(text);
  if (curve) return `EC ${curve[1]}`;
  const bits = /Private-Key: \((\d+) bit/.exec(text);
  if (bits && /modulus:/.test(text)) return `RSA ${bits[1]}`;
  throw new Error(`no key type in\n${text}`);
}

interface Bag {
  friendlyName?: string;
  localKeyId?: string;
  subject?: string;
  issuer?: string;
  serial?: string;
  sha256?: string;
  key?: string;
}

/** The bags of `openssl pkcs12 -info -nodes` output, in order, each PEM block described by openssl itself. */
function opensslBags(stdout: string): Bag[] {
  return stdout
    .split(/^Bag Attributes/m)
    .slice(1)
    .map((section, i) => {
      const bag: Bag = {};
      const name = /^ +friendlyName: (.*)$/m.exec(section);
      if (name) bag.friendlyName = name[1];
      const id = /^ +localKeyID: (.*?) *$/m.exec(section);
      if (id) bag.localKeyId = id[1];
      const pem = /-----BEGIN ([A-Z ]+)-----[\s\S]*?-----END \1-----\n/.exec(section)!;
      const file = path(`bag-${i}.pem`);
      writeFileSync(file, pem[0]);
      if (pem[1] === 'CERTIFICATE') {
        const lines = openssl(['x509', '-in', file, '-noout', '-subject', '-issuer', '-serial', '-fingerprint', '-sha256', ...NAMEOPT]).split('\n');
        const get = (key: string) => lines.find((l) => l.startsWith(`${key}=`))!.slice(key.length + 1);
        Object.assign(bag, { subject: get('subject'), issuer: get('issuer'), serial: get('serial'), sha256: get('sha256 Fingerprint') });
      } else bag.key = keyFromText(openssl(['pkey', '-in', file, '-noout', '-text']));
      return bag;
    });
}

/** The bags of our report, field by field. */
function ourBags(report: string): Bag[] {
  return report
    .split(/^Bag \d+: /m)
    .slice(1)
    .map((section) => {
      const get = (name: string) => new RegExp(`^  ${name}: +(.*)$`, 'm').exec(section)?.[1];
      const bag: Bag = {};
      for (const [k, name] of [
        ['friendlyName', 'friendlyName'],
        ['localKeyId', 'localKeyID'],
        ['subject', 'Subject'],
        ['issuer', 'Issuer'],
        ['serial', 'Serial'],
        ['sha256', 'SHA-256 fingerprint'],
        ['key', 'Key'],
      ] as const) {
        const v = get(name);
        if (v !== undefined) bag[k] = v;
      }
      return bag;
    });
}

const keys = {
  rsa: () => openssl(['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:3072', '-out', path('rsa.key')]),
  ec: () => openssl(['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-384', '-out', path('ec.key')]),
};

beforeAll(() => {
  openssl([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    path('root.key'),
    '-out',
    path('root.crt'),
    '-subj',
    '/C=DE/O=Devbench Tests/CN=PKCS12 Root',
    '-days',
    '30',
  ]);
  for (const [kind, make] of Object.entries(keys)) {
    make();
    openssl(['req', '-new', '-key', path(`${kind}.key`), '-out', path(`${kind}.csr`), '-subj', `/O=Devbench Tests/CN=${kind}.p12.example`]);
    openssl([
      'x509',
      '-req',
      '-in',
      path(`${kind}.csr`),
      '-CA',
      path('root.crt'),
      '-CAkey',
      path('root.key'),
      '-CAcreateserial',
      '-out',
      path(`${kind}.crt`),
      '-days',
      '30',
    ]);
  }
}, 120_000);

const variants = [
  { kind: 'rsa', legacy: false, password: PASSWORD },
  { kind: 'ec', legacy: false, password: PASSWORD },
  { kind: 'rsa', legacy: true, password: PASSWORD },
  { kind: 'ec', legacy: true, password: PASSWORD },
  { kind: 'ec', legacy: false, password: '' },
  { kind: 'rsa', legacy: true, password: '' },
];

describe('PKCS#12 against openssl pkcs12', () => {
  it.each(variants)(
    '$kind key, legacy $legacy, password "$password"',
    ({ kind, legacy, password }) => {
      const file = path(`${kind}-${legacy ? 'legacy' : 'default'}-${password ? 'pw' : 'nopw'}.p12`);
      const name = `${kind} leaf (${legacy ? 'legacy' : 'default'})`;
      const flag = legacy ? ['-legacy'] : [];
      openssl([
        'pkcs12',
        '-export',
        ...flag,
        '-inkey',
        path(`${kind}.key`),
        '-in',
        path(`${kind}.crt`),
        '-certfile',
        path('root.crt'),
        '-name',
        name,
        '-passout',
        `pass:${password}`,
        '-out',
        file,
      ]);
      const info = spawnSync(OPENSSL, ['pkcs12', '-info', '-nodes', ...flag, '-in', file, '-passin', `pass:${password}`], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(info.status).toBe(0);
      const want = opensslBags(info.stdout);
      expect(want.length).toBe(3);

      return decodeX509(readFileSync(file).toString('base64'), { password }).then((r) => {
        if (!r.ok) throw new Error(r.error.message);
        expect(ourBags(r.value)).toEqual(want);
        // "MAC: sha256, Iteration 2048" -> "HMAC-SHA-256, 2048 iterations".
        const mac = /MAC: sha(\d+), Iteration (\d+)/.exec(info.stderr)!;
        expect(r.value).toContain(`  MAC:          HMAC-SHA-${mac[1]}, ${mac[2]} iterations: matches`);
        // The ciphers openssl names for the certificates and the key are the ones we name.
        const certCipher = /PKCS7 Encrypted data: (.*)/.exec(info.stderr)![1];
        const keyCipher = /Shrouded Keybag: (.*)/.exec(info.stderr)![1];
        const encrypted = [...r.value.matchAll(/^ {2}Encrypted: +(.*)$/gm)].map((m) => m[1]);
        const cipherOf = (s: string) => (/AES-256-CBC/.test(s) ? 'AES-256-CBC' : /RC2/.test(s) ? 'RC2' : /TripleDES/.test(s) ? '3DES' : s);
        expect(encrypted.map(cipherOf)).toEqual([cipherOf(certCipher), cipherOf(certCipher), cipherOf(keyCipher)]);
        // The key is tied to the leaf (bag 1) by the localKeyID openssl gave both.
        expect(r.value).toContain(`  Certificate:  bag 1 (${want[0].subject}), by the same localKeyID`);
      });
    },
    120_000,
  );

  it.each([false, true])(
    'a wrong password (legacy %s): openssl refuses it, and so do we',
    async (legacy) => {
      const file = path(`ec-${legacy ? 'legacy' : 'default'}-pw.p12`);
      const flag = legacy ? ['-legacy'] : [];
      const info = spawnSync(OPENSSL, ['pkcs12', '-info', '-nodes', ...flag, '-in', file, '-passin', 'pass:wrong'], { cwd: dir, encoding: 'utf8' });
      expect(info.status).not.toBe(0);
      expect(info.stderr).toMatch(/Mac verify error/);
      const r = await decodeX509(readFileSync(file).toString('base64'), { password: 'wrong' });
      expect(r).toEqual({ ok: false, error: { message: 'Wrong password, or the file is damaged: the MAC does not match.' } });
    },
    120_000,
  );
});
