/** The page's state and sample: small, so the page loads them without the core. */

/** The Ed25519 private key printed in RFC 8410 §10.3 (a published example: never use it for anything). */
export const CRYPTO_KEYS_SAMPLE = `-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC
-----END PRIVATE KEY-----`;

export const CRYPTO_KEYS_DEFAULTS = {
  /** generate | convert */
  mode: 'generate',
  /** ed25519 | ecdsa | rsa */
  algorithm: 'ed25519',
  size: '2048',
  curve: 'P-256',
  comment: '',
  input: CRYPTO_KEYS_SAMPLE,
};

export const KEY_FORMATS = ['pkcs8', 'spki', 'jwk', 'jwk-public', 'openssh', 'openssh-private'] as const;
export type KeyFormat = (typeof KEY_FORMATS)[number];
export const FORMAT_LABELS: Record<KeyFormat, string> = {
  pkcs8: 'Private key (PKCS#8 PEM)',
  spki: 'Public key (SPKI PEM)',
  jwk: 'Private JWK',
  'jwk-public': 'Public JWK',
  openssh: 'OpenSSH public key',
  'openssh-private': 'OpenSSH private key',
};

/** Whether a pasted text holds a private key (a PEM private key block, or a JWK with a private member). */
export function isPrivateKeyText(text: string): boolean {
  return /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text) || /"d"\s*:/.test(text);
}
