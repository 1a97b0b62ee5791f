import { countdown, decodeX509 } from '@/tools/x509/x509.core';
import { x509Sample } from '@/tools/x509/x509.sample';

const NOW = Date.UTC(2027, 0, 1);
const blocks = x509Sample.trim().split(/(?<=-----END CERTIFICATE-----)\n/);
const [leaf, intermediate, root] = blocks;

// A throwaway test key, made for these tests with `openssl ecparam -name prime256v1 -genkey -noout`.
const EC_KEY = `-----BEGIN EC PRIVATE KEY-----
MHcCAQEEILHDCwUUg8jAUqzPoSxT0LJXzAr9iBK50PTHEeA8zf5hoAoGCCqGSM49
AwEHoUQDQgAEdAufLvBuOPHGxVkVBSSGzwefA2q6lyujNym8ulT0cRGgI6dsAeFI
Jl/VChxs9DjQnoaQFeKv2Se2VdkYS79xmw==
-----END EC PRIVATE KEY-----`;
const EC_PUBLIC = `-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEdAufLvBuOPHGxVkVBSSGzwefA2q6
lyujNym8ulT0cRGgI6dsAeFIJl/VChxs9DjQnoaQFeKv2Se2VdkYS79xmw==
-----END PUBLIC KEY-----`;

async function report(text: string): Promise<string> {
  const r = await decodeX509(text, { now: NOW });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

async function error(text: string) {
  const r = await decodeX509(text, { now: NOW });
  if (r.ok) throw new Error(`decoded: ${r.value}`);
  return r.error;
}

describe('x509 decoder: certificates', () => {
  it.each([
    'Block 1 (line 1): Certificate\n  Subject:      CN=www.example.com,O=Devbench Example,ST=California,C=US\n',
    '  Issuer:       CN=Devbench Example Issuing CA,O=Devbench Example,C=US\n',
    '  Public key:   RSA 2048\n  Signature:    ecdsa-with-SHA256\n',
    '  SANs:         DNS:www.example.com, DNS:example.com, IP Address:192.0.2.10, IP Address:2001:DB8:0:0:0:0:0:10, email:admin@example.com, URI:https://example.com/\n',
    '    Key Usage (critical): Digital Signature, Key Encipherment\n',
    '    Extended Key Usage: TLS Web Server Authentication, TLS Web Client Authentication\n',
    '    Basic Constraints (critical): CA:TRUE, pathlen:0\n',
    '    CRL Distribution Points: URI:http://crl.example.com/issuing.crl\n',
    '    Authority Information Access: OCSP - URI:http://ocsp.example.com, CA Issuers - URI:http://ca.example.com/issuing.crt\n',
    '    Certificate Policies: 2.23.140.1.2.2 (organization validated)\n',
    '    1.2.3.4.5.6 (unknown extension): 0C:0C:63:75:73:74:6F:6D:20:76:61:6C:75:65\n',
    'Block 2 (line 26): Certificate\n',
    '  Public key:   EC P-256\n',
    '  Public key:   EC P-384\n',
  ])('reports %j for the sample chain', async (line) => {
    expect(await report(x509Sample)).toContain(line);
  });

  it('gives SHA-1 and SHA-256 fingerprints as colon-separated hex', async () => {
    const out = await report(x509Sample);
    expect(out).toMatch(/SHA-1 fingerprint: +([0-9A-F]{2}:){19}[0-9A-F]{2}\n/);
    expect(out).toMatch(/SHA-256 fingerprint: ([0-9A-F]{2}:){31}[0-9A-F]{2}\n/);
  });

  it('says a chain in order is in order', async () => {
    const out = await report(x509Sample);
    expect(out).toContain('block 1 (CN=www.example.com,O=Devbench Example,ST=California,C=US): issued by block 2 (CN=Devbench Example Issuing CA');
    expect(out).toContain('block 3 (CN=Devbench Example Root CA,O=Devbench Example,C=US): self-signed (a root)');
    expect(out).toContain('Order: correct, leaf first');
  });

  it('says a reversed chain is out of order and gives the right order', async () => {
    const out = await report([root, intermediate, leaf].join('\n'));
    expect(out).toContain(
      'Order is broken: block 1 (CN=Devbench Example Root CA,O=Devbench Example,C=US) is self-signed, yet more certificates follow it.',
    );
    expect(out).toContain('The right order: blocks 3, 2, 1.');
  });

  it('names the missing link when the intermediate is left out', async () => {
    const out = await report([leaf, root].join('\n'));
    expect(out).toContain('Chain is broken: a link is missing after block 1');
    expect(out).toContain('its issuer (CN=Devbench Example Issuing CA,O=Devbench Example,C=US) is not in the input');
  });

  it('accepts a chain without its root', async () => {
    const out = await report([leaf, intermediate].join('\n'));
    expect(out).toContain('Order: correct, leaf first');
    expect(out).toContain("The last certificate's issuer (CN=Devbench Example Root CA,O=Devbench Example,C=US) is not included");
  });

  it('reads Base64 DER without PEM lines, and a dropped DER file', async () => {
    const body = leaf.split('\n').slice(1, -1).join('');
    expect(await report(body)).toContain('Block 1 (line 1): Certificate (DER)\n  Subject:      CN=www.example.com');
    expect(await report(`data:application/pkix-cert;base64,${body}`)).toContain('Certificate (DER)');
  });
});

describe('x509 decoder: keys', () => {
  it('reports the curve of an EC private key and warns it is private', async () => {
    const out = await report(EC_KEY);
    expect(out).toContain('Block 1 (line 1): EC private key (SEC 1)\n  Key:          EC P-256\n');
    expect(out).toContain('a private key');
  });

  it('reports a public key', async () => {
    expect(await report(EC_PUBLIC)).toContain('Public key (SubjectPublicKeyInfo)\n  Key:          EC P-256\n');
  });

  it('does not try to decrypt an encrypted key', async () => {
    expect(
      await report('-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIBvTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQI\n-----END ENCRYPTED PRIVATE KEY-----'),
    ).toContain('not decoded');
  });
});

describe('x509 decoder: bad input', () => {
  it.each([
    [
      'a bad Base64 character in block 2',
      `${leaf}\n-----BEGIN CERTIFICATE-----\nMIIB!AAA\n-----END CERTIFICATE-----`,
      /^Block 2 \(line 26\): not valid Base64: Invalid Base64 character '!'/,
      27,
    ],
    [
      'a block with no END line',
      `${leaf}\n-----BEGIN CERTIFICATE-----\nMIIB`,
      /^Block 2 \(line 26\): "-----BEGIN CERTIFICATE-----" has no "-----END CERTIFICATE-----" line/,
      26,
    ],
    [
      'Base64 that is not DER',
      '-----BEGIN CERTIFICATE-----\naGVsbG8gd29ybGQ=\n-----END CERTIFICATE-----',
      /^Block 1 \(line 1\): the CERTIFICATE could not be decoded/,
      1,
    ],
    ['text that is neither', 'hello, world', /^No PEM block .* Invalid Base64 character ','/, 1],
  ])('reports %s with its block and line', async (_, text, message, line) => {
    const e = await error(text);
    expect(e.message).toMatch(message);
    expect(e.line).toBe(line);
  });

  it('answers nothing for an empty input', async () => {
    expect(await decodeX509('  \n')).toEqual({ ok: true, value: '' });
  });
});

describe('countdown', () => {
  const from = new Date(Date.UTC(2026, 0, 1));
  const to = new Date(Date.UTC(2026, 11, 31));
  it.each([
    [Date.UTC(2026, 10, 20), 'expires in 41 days'],
    [Date.UTC(2027, 0, 3), 'expired 3 days ago'],
    [Date.UTC(2026, 11, 30, 19), 'expires in 5 hours'],
    [Date.UTC(2025, 11, 30), 'not valid yet: starts in 2 days'],
  ])('at %i says %s', (now, text) => {
    expect(countdown(from, to, now)).toBe(text);
  });
});
