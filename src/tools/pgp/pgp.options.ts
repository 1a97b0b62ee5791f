/**
 * The PGP page's modes and settings, without OpenPGP.js: the island imports this, the worker and the operations import
 * pgp.core.ts (which loads the library).
 */
export const PGP_MODES = ['encrypt', 'decrypt', 'sign', 'verify', 'inspect', 'generate'] as const;
export type PgpMode = (typeof PGP_MODES)[number];

export const KEY_TYPES = ['curve25519', 'rsa3072', 'rsa4096'] as const;
export type PgpKeyType = (typeof KEY_TYPES)[number];

/** What the page's worker is asked to do: one mode and every field it may read. */
export interface PgpJob {
  mode: PgpMode;
  /** The message, signed message or key, as the mode reads it. */
  input: string;
  /** Armored public keys (one or more blocks): recipients, or the signer to verify. */
  publicKeys: string;
  /** An armored private key: to decrypt or to sign. */
  privateKey: string;
  /** The private key's passphrase. */
  passphrase: string;
  /** A password for symmetric encryption or decryption (instead of keys). */
  password: string;
  /** Encrypt: also sign with the private key. */
  sign: boolean;
  /** Sign: a detached signature rather than a cleartext-signed message. */
  detached: boolean;
  /** Verify: an armored detached signature of the input; empty when the input is a cleartext-signed message. */
  signature: string;
}

/** Settings of a new key. */
export interface GenerateSettings {
  name: string;
  email: string;
  type: PgpKeyType;
  passphrase: string;
  /** Days until the key expires; 0 for never. */
  expiryDays: number;
}

/** A generated key pair. */
export interface GeneratedKey {
  publicKey: string;
  privateKey: string;
  fingerprint: string;
  /** A short description: algorithm, user ID, expiry. */
  summary: string;
}

/** The answer of one run: the text shown, and notes under it (signature checks). */
export interface PgpShown {
  text: string;
  notes: string[];
}
