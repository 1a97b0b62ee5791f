import type { OpCase } from './types';

// Expected outputs come from the real programs, run once on keys they made (the commands are above each key):
// OpenSSL 3.0 (`openssl pkey`, `openssl ec`), OpenSSH 9.2 (`ssh-keygen -i -m PKCS8`, `-y`, `-l`) and, for the JWK,
// Node's crypto (`createPrivateKey(pem).export({ format: 'jwk' })`, its members in the order the tool writes them).
// Generated keys are random, so those cases check the form; tests/real/crypto-keys.test.ts checks generated keys
// with openssl and ssh-keygen.

// openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256
const EC_PKCS8 =
  '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgf78W+r23bEMa6VbE\n/6HcWbDcln/nCMIJTACiFrLw4TqhRANCAATKkEi5SoaBCnhm2DZANAouidSaI43f\nZFZeD3+iIQLIEhw58HtFCipcZp4LAhlIPogS4vtlao7NWBid7GDpKolx\n-----END PRIVATE KEY-----';
// openssl ec -in ec.pem
const EC_SEC1 =
  '-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIH+/Fvq9t2xDGulWxP+h3Fmw3JZ/5wjCCUwAohay8OE6oAoGCCqGSM49\nAwEHoUQDQgAEypBIuUqGgQp4Ztg2QDQKLonUmiON32RWXg9/oiECyBIcOfB7RQoq\nXGaeCwIZSD6IEuL7ZWqOzVgYnexg6SqJcQ==\n-----END EC PRIVATE KEY-----';
// openssl pkey -in ec.pem -pubout
const EC_SPKI =
  '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEypBIuUqGgQp4Ztg2QDQKLonUmiON\n32RWXg9/oiECyBIcOfB7RQoqXGaeCwIZSD6IEuL7ZWqOzVgYnexg6SqJcQ==\n-----END PUBLIC KEY-----';
// ssh-keygen -i -m PKCS8 -f ec-pub.pem
const EC_SSH =
  'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBMqQSLlKhoEKeGbYNkA0Ci6J1Jojjd9kVl4Pf6IhAsgSHDnwe0UKKlxmngsCGUg+iBLi+2Vqjs1YGJ3sYOkqiXE=';
// ssh-keygen -l -f (EC_SSH with the comment ops@devbench)
const EC_FINGERPRINT = '256 SHA256:mfhSr233qo4jD4t1olAYQTW3i5QUirU3hemLJ4Z+D+Q ops@devbench (ECDSA)';
const EC_JWK =
  '{\n  "kty": "EC",\n  "crv": "P-256",\n  "x": "ypBIuUqGgQp4Ztg2QDQKLonUmiON32RWXg9_oiECyBI",\n  "y": "HDnwe0UKKlxmngsCGUg-iBLi-2Vqjs1YGJ3sYOkqiXE",\n  "d": "f78W-r23bEMa6VbE_6HcWbDcln_nCMIJTACiFrLw4To"\n}';
// ssh-keygen -t ed25519 -N '' -C ops@devbench
const ED_OPENSSH =
  '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACC3CQCTn/oI03/T5fMb49yIvPkOjFZ78Do19VJCjgqqZQAAAJDkCEVc5AhF\nXAAAAAtzc2gtZWQyNTUxOQAAACC3CQCTn/oI03/T5fMb49yIvPkOjFZ78Do19VJCjgqqZQ\nAAAEBxtDHIB8cANR10/clJhxqgqmFMfwo3kKT2Zlgtk45OWLcJAJOf+gjTf9Pl8xvj3Ii8\n+Q6MVnvwOjX1UkKOCqplAAAADG9wc0BkZXZiZW5jaAE=\n-----END OPENSSH PRIVATE KEY-----';
// ssh-keygen -y -f ed
const ED_SSH = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILcJAJOf+gjTf9Pl8xvj3Ii8+Q6MVnvwOjX1UkKOCqpl ops@devbench';
// ssh-keygen -l -f ed
const ED_FINGERPRINT = '256 SHA256:vwrfQJb6EU3xKbhfSPsZM5rAijToch4Z56+liMafZnc ops@devbench (ED25519)';
// openssl rsa -in rsa.pem -RSAPublicKey_out (of a 2048-bit openssl genpkey key)
const RSA_PKCS1_PUBLIC =
  '-----BEGIN RSA PUBLIC KEY-----\nMIIBCgKCAQEA2edCa1j1D57/s/D2EhJF74mpPhql7pGVdKtsO4G9tRXtZ+8+r5ll\n37EQRXTxutCW1wqM/eZk/azoN6WQ1WhO86z855N7dj18ovtWF21EKek8B6B0kZAI\nOU+skyppXoirwwFNOx38QZO6InpoI22MKiBv2W/3bjVLVj3uuVB/x67QLBj6PeiZ\nbK7kbPEkyZQuJBow4HZFO43Wn+Yy2JVwiJdeDWQ0eK0JJG2ICi3DGB54rN5ZiADw\nTdcTTSdRwAQ89kEgrWrPWKf8WgMq+/5xF2cGlX+9u+8To+4dpW9aMk6hg1f9I5wM\n2OSQfOVbzLQLZ6b5NITE2UZfyaF2ZlNDXQIDAQAB\n-----END RSA PUBLIC KEY-----';
// ssh-keygen -i -m PKCS8 -f rsa-pub.pem
const RSA_SSH =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDZ50JrWPUPnv+z8PYSEkXviak+GqXukZV0q2w7gb21Fe1n7z6vmWXfsRBFdPG60JbXCoz95mT9rOg3pZDVaE7zrPznk3t2PXyi+1YXbUQp6TwHoHSRkAg5T6yTKmleiKvDAU07HfxBk7oiemgjbYwqIG/Zb/duNUtWPe65UH/HrtAsGPo96JlsruRs8STJlC4kGjDgdkU7jdaf5jLYlXCIl14NZDR4rQkkbYgKLcMYHnis3lmIAPBN1xNNJ1HABDz2QSCtas9Yp/xaAyr7/nEXZwaVf7277xOj7h2lb1oyTqGDV/0jnAzY5JB85VvMtAtnpvk0hMTZRl/JoXZmU0Nd';

const B64 = '[A-Za-z0-9+/]';
const pem = (label: string) => `-----BEGIN ${label}-----\\n(${B64}{64}\\n)*${B64}+={0,2}\\n-----END ${label}-----`;

export const cases: OpCase[] = [
  {
    op: 'crypto/keys',
    name: 'Ed25519, every format',
    match: new RegExp(
      `^# Ed25519 private key, 256 bits\\n# 256 SHA256:${B64}{43} no comment \\(ED25519\\)\\n\\n# Private key \\(PKCS#8 PEM\\)\\n${pem('PRIVATE KEY')}\\n\\n# Public key \\(SPKI PEM\\)\\n${pem('PUBLIC KEY')}\\n\\n# Private JWK\\n\\{[^]*"crv": "Ed25519"[^]*\\}\\n\\n# Public JWK\\n\\{[^]*\\}\\n\\n# OpenSSH public key\\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${B64}{43}\\n\\n# OpenSSH private key\\n-----BEGIN OPENSSH PRIVATE KEY-----\\nb3BlbnNzaC1rZXktdjE[^]*-----END OPENSSH PRIVATE KEY-----$`,
    ),
  },
  {
    op: 'crypto/keys',
    name: 'ECDSA P-384 OpenSSH public key with a comment',
    options: { algorithm: 'ecdsa', curve: 'P-384', comment: 'me@host', format: 'openssh' },
    match: new RegExp(`^ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhB${B64}+={0,2} me@host$`),
  },
  {
    op: 'crypto/keys',
    name: 'RSA 2048 fingerprint',
    options: { algorithm: 'rsa', size: 2048, format: 'fingerprint', comment: 'ci' },
    match: new RegExp(`^2048 SHA256:${B64}{43} ci \\(RSA\\)$`),
  },
  {
    op: 'crypto/keys',
    name: 'ECDSA P-521 SPKI',
    options: { algorithm: 'ecdsa', curve: 'P-521', format: 'spki' },
    match: /^-----BEGIN PUBLIC KEY-----\nMIGbMBAGByqGSM49AgEGBSuBBAAjA4GGAA/,
  },
  {
    op: 'crypto/keys',
    name: 'an RSA size WebCrypto does not offer here',
    options: { algorithm: 'rsa', size: 2500 },
    error: 'RSA size must be one of 2048, 3072, 4096',
  },

  { op: 'crypto/keys/convert', name: 'PKCS#8 to SPKI (openssl pkey -pubout)', input: EC_PKCS8, options: { target: 'spki' }, output: EC_SPKI },
  { op: 'crypto/keys/convert', name: 'SEC1 to PKCS#8 (openssl pkey)', input: EC_SEC1, options: { target: 'pkcs8' }, output: EC_PKCS8 },
  { op: 'crypto/keys/convert', name: 'SPKI to OpenSSH (ssh-keygen -i -m PKCS8)', input: EC_SPKI, options: { target: 'openssh' }, output: EC_SSH },
  {
    op: 'crypto/keys/convert',
    name: 'fingerprint with a comment (ssh-keygen -l)',
    input: EC_PKCS8,
    options: { target: 'fingerprint', comment: 'ops@devbench' },
    output: EC_FINGERPRINT,
  },
  { op: 'crypto/keys/convert', name: 'PKCS#8 to JWK (node crypto)', input: EC_PKCS8, options: { target: 'jwk' }, output: EC_JWK },
  { op: 'crypto/keys/convert', name: 'JWK to PKCS#8', input: EC_JWK, options: { target: 'pkcs8' }, output: EC_PKCS8 },
  { op: 'crypto/keys/convert', name: 'OpenSSH public key to SPKI', input: EC_SSH, options: { target: 'spki' }, output: EC_SPKI },
  {
    op: 'crypto/keys/convert',
    name: 'OpenSSH private key to its public key (ssh-keygen -y)',
    input: ED_OPENSSH,
    options: { target: 'openssh' },
    output: ED_SSH,
  },
  {
    op: 'crypto/keys/convert',
    name: 'OpenSSH key fingerprint (ssh-keygen -l)',
    input: ED_OPENSSH,
    options: { target: 'fingerprint' },
    output: ED_FINGERPRINT,
  },
  { op: 'crypto/keys/convert', name: 'PKCS#1 RSA public key to OpenSSH', input: RSA_PKCS1_PUBLIC, options: { target: 'openssh' }, output: RSA_SSH },
  {
    op: 'crypto/keys/convert',
    name: 'a public key has no private formats',
    input: EC_SPKI,
    options: { target: 'pkcs8' },
    error: 'A public key has no private key',
  },
  {
    op: 'crypto/keys/convert',
    name: 'a bad Base64 character, with its place',
    input: EC_SPKI.replace('MFkw', 'MF*w'),
    error: "Invalid Base64 character '*'",
  },
  {
    op: 'crypto/keys/convert',
    name: 'no END line',
    input: EC_SPKI.split('\n').slice(0, 2).join('\n'),
    error: 'The "-----END PUBLIC KEY-----" line is missing',
  },
  { op: 'crypto/keys/convert', name: 'not a key', input: 'hello', error: 'Not a key' },
  { op: 'crypto/keys/convert', name: 'a DSA key line', input: 'ssh-dss AAAAB3NzaC1kc3MAAACBAP1', error: 'Unsupported SSH key type "ssh-dss"' },
];
