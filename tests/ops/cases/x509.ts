import { readFileSync } from 'node:fs';
import type { OpCase } from './types';

// Fixed inputs made with openssl 3.0; the values the patterns require are what openssl printed for them
// (`openssl x509 -noout -subject -nameopt RFC2253 -serial -dates -fingerprint -sha256 -ext subjectAltName`,
// `openssl req -noout -subject -nameopt RFC2253`). The countdown depends on the day, so these cases match patterns.
const ED25519_CERT = `-----BEGIN CERTIFICATE-----
MIIBgDCCATKgAwIBAgIFD+3LqYcwBQYDK2VwMC4xFDASBgNVBAMMC29wcy5leGFt
cGxlMRYwFAYDVQQKDA1EZXZiZW5jaCwgT3BzMB4XDTI2MTEyOTE4MTUzMFoXDTM2
MTEyNjE4MTUzMFowLjEUMBIGA1UEAwwLb3BzLmV4YW1wbGUxFjAUBgNVBAoMDURl
dmJlbmNoLCBPcHMwKjAFBgMrZXADIQAqz0r7TmMWeme3iD1pevnyraFvT1g8woh0
ys2rcbTZW6NxMG8wHQYDVR0OBBYEFLcxHuvHNumUS+l9GQ4yFMqWNV3SMB8GA1Ud
IwQYMBaAFLcxHuvHNumUS+l9GQ4yFMqWNV3SMA8GA1UdEwEB/wQFMAMBAf8wHAYD
VR0RBBUwE4ILb3BzLmV4YW1wbGWHBMYzZAcwBQYDK2VwA0EAk8nH7+7MapLqXCBV
VjYWnxs4GyRQaOf3s6PJV30mVZ+dR3BAhNMPeJWPsXdTzTPD7nbklGImSE3h6F7c
ItMDCg==
-----END CERTIFICATE-----`;

const ED25519_CSR = `-----BEGIN CERTIFICATE REQUEST-----
MIG+MHICAQAwFjEUMBIGA1UEAwwLY3NyLmV4YW1wbGUwKjAFBgMrZXADIQAqz0r7
TmMWeme3iD1pevnyraFvT1g8woh0ys2rcbTZW6ApMCcGCSqGSIb3DQEJDjEaMBgw
FgYDVR0RBA8wDYILY3NyLmV4YW1wbGUwBQYDK2VwA0EA5RBdOEVhzlzbFxeaxw1Q
k6GEFaxt7jbSAoBCX32a/zS6fdJShHvwAMd/KlI7mDYDXREe1SIXyxKfpB6oSMaY
Aw==
-----END CERTIFICATE REQUEST-----`;

// PKCS#12 files made by `openssl pkcs12 -export` (tests/fixtures/x509/README.md: the commands, and the subject and
// SHA-256 fingerprint `openssl x509` prints for the leaf). The op reads them as Base64 text.
const p12 = (name: string) => readFileSync(new URL(`../../fixtures/x509/${name}`, import.meta.url)).toString('base64');
const P12_LEAF = [
  'Bag 1: Certificate\n  friendlyName: p12 leaf\n',
  'Subject: +O=Devbench,CN=p12\\.example\n  Issuer: +O=Devbench,CN=Devbench Fixture Root\n  Serial: +1234ABCD\n',
  'SHA-256 fingerprint: D0:68:4A:C0:36:E3:86:96:6E:43:BA:46:DF:2A:0D:30:91:C8:86:29:2D:97:B8:CD:D2:DC:4C:D4:BC:E8:33:18\n',
  'Bag 3: Private key \\(PKCS#8, encrypted\\)\n  friendlyName: p12 leaf\n',
  'Key: +EC P-256\n',
];

export const cases: OpCase[] = [
  {
    op: 'x509/decoder',
    name: 'a PKCS#12 file as OpenSSL 3 writes it (PBES2, AES-256-CBC), with its password',
    input: p12('chain.p12'),
    options: { password: 'devbench' },
    match: new RegExp(['MAC: +HMAC-SHA-256, 2048 iterations: matches', ...P12_LEAF].join('[\\s\\S]*')),
  },
  {
    op: 'x509/decoder',
    name: 'a -legacy PKCS#12 file (RC2 and 3DES), with its password',
    input: p12('chain-legacy.pfx'),
    options: { password: 'devbench' },
    match: new RegExp(
      [
        'MAC: +HMAC-SHA-1, 2048 iterations: matches',
        P12_LEAF[0],
        'Encrypted: +pbeWithSHAAnd40BitRC2-CBC, 2048 iterations\n',
        ...P12_LEAF.slice(1, 4),
        'Encrypted: +pbeWithSHAAnd3-KeyTripleDES-CBC, 2048 iterations\n',
        P12_LEAF[4],
      ].join('[\\s\\S]*'),
    ),
  },
  {
    op: 'x509/decoder',
    name: 'a PKCS#12 file with a wrong password',
    input: p12('chain.p12'),
    options: { password: 'not it' },
    error: 'Wrong password, or the file is damaged: the MAC does not match.',
  },
  {
    op: 'x509/decoder',
    name: 'an Ed25519 certificate',
    input: ED25519_CERT,
    match: new RegExp(
      [
        'Subject: +O=Devbench\\\\, Ops,CN=ops\\.example\\n',
        'Serial: +0FEDCBA987\\n',
        'Not before: +2026-11-29 18:15:30 UTC\\n',
        'Not after: +2036-11-26 18:15:30 UTC \\((expires in|expired) ',
        'Public key: +Ed25519\\n',
        'Signature: +ED25519\\n',
        'SANs: +DNS:ops\\.example, IP Address:198\\.51\\.100\\.7\\n',
        'SHA-256 fingerprint: D2:98:5C:D9:A6:39:C9:72:E8:D9:C5:26:49:AC:42:CD:9E:BF:FC:34:51:E6:08:66:26:AB:39:71:F1:81:AE:C3\\n',
      ].join('[\\s\\S]*'),
    ),
  },
  {
    op: 'x509/decoder',
    name: 'a certificate request',
    input: ED25519_CSR,
    match: /Certificate request \(PKCS#10 CSR\)\n  Subject: +CN=csr\.example\n  Public key: +Ed25519\n[\s\S]*SANs: +DNS:csr\.example\n/,
  },
  {
    op: 'x509/decoder',
    name: 'a bad second block names the block and its line',
    input: `${ED25519_CERT}\n-----BEGIN CERTIFICATE-----\nMIIB!gDCC\n-----END CERTIFICATE-----\n`,
    error: 'Block 2 (line 12): not valid Base64',
  },
  { op: 'x509/decoder', name: 'text that is neither PEM nor Base64', input: 'hello, world', error: 'No PEM block' },
];
