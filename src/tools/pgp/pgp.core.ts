import {
  createCleartextMessage,
  createMessage,
  decrypt,
  decryptKey,
  encrypt,
  enums,
  generateKey,
  readCleartextMessage,
  readKey,
  readKeys,
  readMessage,
  readPrivateKey,
  readSignature,
  sign,
  verify,
  type Key,
  type PrivateKey,
  type Subkey,
  type DecryptMessageResult,
} from 'openpgp';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

type VerificationResult = DecryptMessageResult['signatures'][number];
import type { GeneratedKey, GenerateSettings, PgpJob, PgpShown } from './pgp.options';

/**
 * OpenPGP with OpenPGP.js 6: encrypt, decrypt, sign, verify, inspect and generate keys. What it writes is what GnuPG 2.2
 * and 2.4 read: v4 keys (Curve25519 as the classic EdDSA + ECDH pair, or RSA), no AEAD packets (SEIPD v1 with MDC), and
 * messages as binary literal data, so the bytes gpg decrypts are exactly the UTF-8 of the text. Every failure is a Result
 * with a sentence saying what went wrong; nothing here throws on bad input.
 */

const BEGIN = /^-----BEGIN PGP ([A-Z ,/0-9]+)-----[ \t]*\r?$/m;
const BASE64_LINE = /^[A-Za-z0-9+/=]*$/;

type ArmorKind = 'PUBLIC KEY BLOCK' | 'PRIVATE KEY BLOCK' | 'MESSAGE' | 'SIGNATURE' | 'SIGNED MESSAGE';

/** One armored block of a text: its kind and text, and where it starts. */
interface Block {
  kind: string;
  text: string;
  offset: number;
}

/**
 * The armored blocks of a text (several keys may be pasted one after the other). A text without any is an error that
 * names the field; a character that cannot be in the Base64 body is an error with its line and column when the text is
 * the main input (`where`).
 */
export function armoredBlocks(text: string, what: string, kinds: readonly ArmorKind[], where: boolean): Result<Block[]> {
  const blocks: Block[] = [];
  let from = 0;
  for (;;) {
    const rest = text.slice(from);
    const m = BEGIN.exec(rest);
    if (!m) break;
    const start = from + m.index;
    // A cleartext-signed message ends with its signature block.
    const endLine = `-----END PGP ${m[1] === 'SIGNED MESSAGE' ? 'SIGNATURE' : m[1]}-----`;
    const endAt = text.indexOf(endLine, start);
    const pos = (offset: number) => (where ? lineColumnAt(text, offset) : undefined);
    if (endAt < 0) return fail(`${what} has no "${endLine}" line: the armored block is cut short`, pos(start));
    const kind = m[1];
    if (!(kinds as readonly string[]).includes(kind)) {
      const wanted = kinds.map((k) => `"-----BEGIN PGP ${k}-----"`).join(' or ');
      return fail(`${what} is a PGP ${kind.toLowerCase()}, not what this needs (${wanted})`, pos(start));
    }
    const block = text.slice(start, endAt + endLine.length);
    if (kind !== 'SIGNED MESSAGE') {
      const bad = badArmorChar(block);
      if (bad !== null) return fail(`${what}: '${block[bad]}' cannot be in the Base64 of an armored block`, pos(start + bad));
    }
    blocks.push({ kind, text: block, offset: start });
    from = endAt + endLine.length;
  }
  if (blocks.length === 0) {
    const wanted = kinds.map((k) => `"-----BEGIN PGP ${k}-----"`).join(' or ');
    return fail(`${what} is not ASCII-armored OpenPGP data: no ${wanted} line`, where ? { line: 1, column: 1 } : undefined);
  }
  return ok(blocks);
}

/** The offset (in the block) of the first character that cannot be in its Base64 body, or null. */
function badArmorChar(block: string): number | null {
  const lines = block.split('\n');
  let offset = lines[0].length + 1;
  let inHeaders = true;
  for (let i = 1; i < lines.length - 1; i++) {
    const line = lines[i].replace(/[ \t\r]+$/, '');
    if (inHeaders) {
      if (line === '') inHeaders = false;
      else if (!/^[^:\s][^:]*: /.test(line)) inHeaders = false;
    }
    if (!inHeaders && !BASE64_LINE.test(line)) {
      const at = [...line].findIndex((c) => !/[A-Za-z0-9+/=]/.test(c));
      return offset + at;
    }
    offset += lines[i].length + 1;
  }
  return null;
}

/** A user's sentence for an error OpenPGP.js threw. */
export function explain(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  if (/Incorrect key passphrase/i.test(raw)) return 'Wrong passphrase for the private key';
  if (/Session key decryption failed|decryption key|No decryption key packets found/i.test(raw))
    return 'This message cannot be decrypted with the given key or password (wrong key or wrong password)';
  if (/Modification detected|MDC|integrity|Authentication tag|tag mismatch/i.test(raw))
    return 'The message was modified or damaged: its integrity check failed';
  if (/Signed digest did not match/i.test(raw)) return 'BAD signature: the text or the signature was changed after signing';
  if (/Could not find valid encryption key packet/i.test(raw))
    return 'A recipient key has no valid encryption subkey (expired, revoked or sign-only)';
  if (/Could not find valid signing key packet/i.test(raw)) return 'The private key has no valid signing key (expired or revoked)';
  if (/Misformed armored text|Unknown ASCII armor|armor/i.test(raw)) return `The armored text is damaged: ${raw}`;
  return raw.replace(/^Error (?:decrypting|encrypting|reading|signing|verifying)[^:]*: /, '').replace(/\.$/, '') || 'OpenPGP could not read this';
}

const utf8 = new TextEncoder();

/** The armored public keys of a text (one or more blocks, private keys allowed: their public part is used). */
export async function readPublicKeys(text: string, what: string): Promise<Result<Key[]>> {
  const blocks = armoredBlocks(text, what, ['PUBLIC KEY BLOCK', 'PRIVATE KEY BLOCK'], false);
  if (!blocks.ok) return blocks;
  const keys: Key[] = [];
  for (const b of blocks.value) {
    try {
      keys.push(...(await readKeys({ armoredKeys: b.text })).map((k) => (k.isPrivate() ? k.toPublic() : k)));
    } catch (e) {
      return fail(`${what}: ${explain(e)}`);
    }
  }
  return ok(keys);
}

/**
 * Unlocked keys by armored text and passphrase. gpg protects keys with tens of millions of hashed bytes (its S2K count),
 * a second or more in a browser: the page runs on every keystroke, so each key is unlocked once per worker.
 */
const unlocked = new Map<string, Promise<Result<PrivateKey>>>();
const UNLOCKED_KEYS = 4;

/** The private key, decrypted with its passphrase when it is protected. */
export function unlockPrivateKey(text: string, passphrase: string): Promise<Result<PrivateKey>> {
  const id = `${passphrase}\u0000${text}`;
  const known = unlocked.get(id);
  if (known) return known;
  const r = unlockUncached(text, passphrase);
  unlocked.set(id, r);
  if (unlocked.size > UNLOCKED_KEYS) unlocked.delete(unlocked.keys().next().value!);
  return r;
}

async function unlockUncached(text: string, passphrase: string): Promise<Result<PrivateKey>> {
  if (text.trim() === '') return fail('Give your private key ("-----BEGIN PGP PRIVATE KEY BLOCK-----")');
  const blocks = armoredBlocks(text, 'The private key', ['PRIVATE KEY BLOCK'], false);
  if (!blocks.ok) return blocks;
  let key: PrivateKey;
  try {
    key = await readPrivateKey({ armoredKey: blocks.value[0].text });
  } catch (e) {
    return fail(`The private key: ${explain(e)}`);
  }
  if (key.isDecrypted()) return ok(key);
  if (passphrase === '') return fail(`The private key of ${userIdOf(key)} is protected: enter its passphrase`);
  try {
    return ok(await decryptKey({ privateKey: key, passphrase }));
  } catch (e) {
    return fail(explain(e));
  }
}

function userIdOf(key: Key): string {
  return key.getUserIDs()[0] ?? `key ${keyIdHex(key)}`;
}

const keyIdHex = (k: Key | Subkey) => k.getKeyID().toHex().toUpperCase();

async function encryptText(job: PgpJob): Promise<Result<PgpShown>> {
  const hasKeys = job.publicKeys.trim() !== '';
  if (!hasKeys && job.password === '') return fail("Give the recipients' public keys, or a password to encrypt with");
  const keys = hasKeys ? await readPublicKeys(job.publicKeys, "The recipients' public keys") : ok([] as Key[]);
  if (!keys.ok) return keys;
  const signer = job.sign ? await unlockPrivateKey(job.privateKey, job.passphrase) : null;
  if (signer && !signer.ok) return signer;
  try {
    const armored = await encrypt({
      message: await createMessage({ binary: utf8.encode(job.input), format: 'binary' }),
      encryptionKeys: keys.value,
      passwords: job.password === '' ? undefined : [job.password],
      signingKeys: signer?.value,
      format: 'armored',
    });
    const to = [...keys.value.map(userIdOf), ...(job.password === '' ? [] : ['a password'])];
    return ok({ text: armored, notes: [`Encrypted to ${to.join(', ')}${signer ? `; signed by ${userIdOf(signer.value)}` : ''}.`] });
  } catch (e) {
    return fail(explain(e));
  }
}

/** One line per signature: who made it and whether it holds. */
async function signatureNotes(signatures: VerificationResult[], keys: Key[]): Promise<string[]> {
  const notes: string[] = [];
  for (const s of signatures) {
    const id = s.keyID.toHex().toUpperCase();
    const signer = keys.find((k) => k.getKeys(s.keyID).length > 0);
    if (!signer) {
      notes.push(`Signed by key ID ${id}; give the sender's public key to check the signature.`);
      continue;
    }
    try {
      await s.verified;
      const made = (await s.signature).packets[0]?.created;
      notes.push(`Good signature from ${userIdOf(signer)} (key ID ${id}${made ? `, made ${made.toISOString()}` : ''}).`);
    } catch (e) {
      notes.push(`BAD signature from ${userIdOf(signer)} (key ID ${id}): ${explain(e)}.`);
    }
  }
  return notes;
}

async function decryptText(job: PgpJob): Promise<Result<PgpShown>> {
  const blocks = armoredBlocks(job.input, 'The input', ['MESSAGE', 'SIGNED MESSAGE'], true);
  if (!blocks.ok) return blocks;
  if (blocks.value[0].kind === 'SIGNED MESSAGE') return fail('This is a signed message, not an encrypted one: choose Verify to check it');
  const hasKey = job.privateKey.trim() !== '';
  if (!hasKey && job.password === '') return fail('Give your private key (and its passphrase), or the password the message was encrypted with');
  let message;
  try {
    message = await readMessage({ armoredMessage: blocks.value[0].text });
  } catch (e) {
    return fail(`The message: ${explain(e)}`);
  }
  const key = hasKey ? await unlockPrivateKey(job.privateKey, job.passphrase) : null;
  if (key && !key.ok) return key;
  if (key && job.password === '') {
    const to = message.getEncryptionKeyIDs();
    const mine = key.value.getKeys().map((k) => k.getKeyID().toHex());
    // A key ID of zeros is a hidden recipient (gpg --throw-keyids): any key may be the one.
    if (to.length > 0 && !to.some((id) => id.toHex() === '0000000000000000' || mine.includes(id.toHex()))) {
      return fail(
        `This message is encrypted to key ID ${to.map((id) => id.toHex().toUpperCase()).join(', ')}, not to this private key (${mine.map((h) => h.toUpperCase()).join(', ')})`,
      );
    }
    if (to.length === 0) return fail('This message is encrypted with a password, not to a key: enter the password');
  }
  const senders = job.publicKeys.trim() === '' ? ok([] as Key[]) : await readPublicKeys(job.publicKeys, "The sender's public key");
  if (!senders.ok) return senders;
  try {
    const out = await decrypt({
      message,
      decryptionKeys: key?.value,
      passwords: job.password === '' ? undefined : [job.password],
      verificationKeys: senders.value,
      format: 'binary',
    });
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(out.data);
    } catch {
      return fail(`The plaintext is ${out.data.length.toLocaleString('en-US')} bytes of binary data, not UTF-8 text: decrypt it with gpg to a file`);
    }
    const notes = await signatureNotes(out.signatures, senders.value);
    return ok({ text, notes: notes.length ? notes : ['The message is not signed.'] });
  } catch (e) {
    return fail(explain(e));
  }
}

async function signText(job: PgpJob): Promise<Result<PgpShown>> {
  const key = await unlockPrivateKey(job.privateKey, job.passphrase);
  if (!key.ok) return key;
  try {
    const text = job.detached
      ? await sign({ message: await createMessage({ binary: utf8.encode(job.input) }), signingKeys: key.value, detached: true, format: 'armored' })
      : // OpenPGP.js writes the signed text with CRLF line ends; both sides hash lines with CRLF whatever the file has,
        // so LF reads better and verifies the same.
        (await sign({ message: await createCleartextMessage({ text: job.input }), signingKeys: key.value, format: 'armored' })).replace(
          /\r\n/g,
          '\n',
        );
    return ok({ text, notes: [`Signed by ${userIdOf(key.value)} (key ID ${keyIdHex(key.value)}).`] });
  } catch (e) {
    return fail(explain(e));
  }
}

async function verifyText(job: PgpJob): Promise<Result<PgpShown>> {
  if (job.publicKeys.trim() === '') return fail("Give the signer's public key to check the signature against");
  const keys = await readPublicKeys(job.publicKeys, "The signer's public key");
  if (!keys.ok) return keys;
  let signatures: VerificationResult[];
  let signedText: string | null = null;
  try {
    if (job.signature.trim() !== '') {
      const sig = armoredBlocks(job.signature, 'The detached signature', ['SIGNATURE'], false);
      if (!sig.ok) return sig;
      const out = await verify({
        message: await createMessage({ binary: utf8.encode(job.input) }),
        signature: await readSignature({ armoredSignature: sig.value[0].text }),
        verificationKeys: keys.value,
      });
      signatures = out.signatures;
    } else {
      const blocks = armoredBlocks(job.input, 'The input', ['SIGNED MESSAGE', 'MESSAGE'], true);
      if (!blocks.ok) return blocks;
      if (blocks.value[0].kind === 'SIGNED MESSAGE') {
        const out = await verify({ message: await readCleartextMessage({ cleartextMessage: blocks.value[0].text }), verificationKeys: keys.value });
        signatures = out.signatures;
        signedText = String(out.data);
      } else {
        const out = await verify({
          message: await readMessage({ armoredMessage: blocks.value[0].text }),
          verificationKeys: keys.value,
          format: 'binary',
        });
        signatures = out.signatures;
        signedText = new TextDecoder().decode(out.data as Uint8Array);
      }
    }
  } catch (e) {
    return fail(explain(e));
  }
  if (signatures.length === 0) return fail('There is no signature in this message');
  const lines: string[] = [];
  for (const s of signatures) {
    const id = s.keyID.toHex().toUpperCase();
    const signer = keys.value.find((k) => k.getKeys(s.keyID).length > 0);
    if (!signer) return fail(`The signature was made by key ID ${id}; none of the given public keys has it`);
    try {
      await s.verified;
    } catch (e) {
      return fail(explain(e));
    }
    const made = (await s.signature).packets[0]?.created;
    lines.push(
      `Good signature from ${userIdOf(signer)}`,
      `Key ID: ${id}`,
      `Primary key fingerprint: ${signer.getFingerprint().toUpperCase()}`,
      ...(made ? [`Signed: ${made.toISOString()}`] : []),
    );
  }
  const notes = signedText === null ? [] : ['The signed text follows the report.'];
  return ok({ text: signedText === null ? lines.join('\n') : `${lines.join('\n')}\n\n${signedText}`, notes });
}

const KEY_FLAGS: [number, string][] = [
  [enums.keyFlags.certifyKeys, 'certify'],
  [enums.keyFlags.signData, 'sign'],
  [enums.keyFlags.encryptCommunication, 'encrypt communications'],
  [enums.keyFlags.encryptStorage, 'encrypt storage'],
  [enums.keyFlags.authentication, 'authenticate'],
];

function usage(flags: number | undefined): string {
  if (flags === undefined) return 'not stated';
  const names = KEY_FLAGS.filter(([bit]) => flags & bit).map(([, n]) => n);
  return names.length ? names.join(', ') : 'none';
}

const ALGORITHMS: Record<string, string> = {
  rsaEncryptSign: 'RSA',
  rsaEncrypt: 'RSA (encrypt only)',
  rsaSign: 'RSA (sign only)',
  elgamal: 'ElGamal',
  dsa: 'DSA',
  ecdh: 'ECDH',
  ecdsa: 'ECDSA',
  eddsaLegacy: 'EdDSA',
  ed25519: 'Ed25519 (v6 format)',
  ed448: 'Ed448',
  x25519: 'X25519 (v6 format)',
  x448: 'X448',
};
const CURVES: Record<string, string> = {
  ed25519Legacy: 'Ed25519',
  curve25519Legacy: 'Curve25519',
  nistP256: 'NIST P-256',
  nistP384: 'NIST P-384',
  nistP521: 'NIST P-521',
};

function algorithmOf(k: Key | Subkey): string {
  const info = k.getAlgorithmInfo();
  const name = ALGORITHMS[info.algorithm] ?? info.algorithm;
  if (info.bits) return `${name} ${info.bits} bits`;
  if (info.curve) return `${name} (${CURVES[info.curve] ?? info.curve})`;
  return name;
}

const dateText = (d: Date | number | null) => (d === null ? 'unknown' : d === Infinity ? 'never' : d instanceof Date ? d.toISOString() : String(d));

async function describeKey(key: Key): Promise<string[]> {
  const lines = [
    `${key.isPrivate() ? 'Private key' : 'Public key'} (OpenPGP v${key.keyPacket.version})`,
    `Fingerprint: ${key.getFingerprint().toUpperCase()}`,
    `Key ID: ${keyIdHex(key)}`,
    ...key.getUserIDs().map((u) => `User ID: ${u}`),
    `Algorithm: ${algorithmOf(key)}`,
    `Created: ${key.getCreationTime().toISOString()}`,
  ];
  let flags: number | undefined;
  try {
    const primary = await key.getPrimaryUser();
    flags = primary.selfCertification.keyFlags?.[0];
  } catch {
    // No valid self-signature (expired or revoked): the usage stays unknown.
  }
  let expires: Date | number | null = null;
  try {
    expires = await key.getExpirationTime();
  } catch {
    expires = null;
  }
  lines.push(`Expires: ${dateText(expires)}`, `Usage: ${usage(flags)}`);
  if (key.isPrivate()) lines.push(`Protected by a passphrase: ${(key as PrivateKey).isDecrypted() ? 'no' : 'yes'}`);
  for (const [i, sub] of key.getSubkeys().entries()) {
    let subExpires: Date | number | null = null;
    try {
      subExpires = await sub.getExpirationTime();
    } catch {
      subExpires = null;
    }
    const binding = sub.bindingSignatures[sub.bindingSignatures.length - 1];
    lines.push(
      '',
      `Subkey ${i + 1}`,
      `  Fingerprint: ${sub.getFingerprint().toUpperCase()}`,
      `  Key ID: ${keyIdHex(sub)}`,
      `  Algorithm: ${algorithmOf(sub)}`,
      `  Created: ${sub.getCreationTime().toISOString()}`,
      `  Expires: ${dateText(subExpires)}`,
      `  Usage: ${usage(binding?.keyFlags?.[0])}`,
    );
  }
  return lines;
}

/** What an armored key (or several) holds: fingerprint, key ID, user IDs, algorithm, dates, subkeys and their usage. */
export async function inspectKeys(text: string): Promise<Result<PgpShown>> {
  const blocks = armoredBlocks(text, 'The input', ['PUBLIC KEY BLOCK', 'PRIVATE KEY BLOCK'], true);
  if (!blocks.ok) return blocks;
  const parts: string[] = [];
  for (const b of blocks.value) {
    let keys: Key[];
    try {
      keys = await readKeys({ armoredKeys: b.text });
    } catch (e) {
      return fail(`The key: ${explain(e)}`, lineColumnAt(text, b.offset));
    }
    for (const k of keys) parts.push((await describeKey(k)).join('\n'));
  }
  return ok({ text: parts.join('\n\n'), notes: [] });
}

/** A new v4 key pair: Curve25519 (EdDSA primary for signing, ECDH subkey for encryption) or RSA with an RSA subkey. */
export async function generatePgpKey(s: GenerateSettings): Promise<Result<GeneratedKey>> {
  const name = s.name.trim();
  const email = s.email.trim();
  if (name === '' && email === '') return fail('Give a name or an email address for the key');
  if (email !== '' && !/^[^\s@<>]+@[^\s@<>]+$/.test(email)) return fail(`"${email}" is not an email address`);
  if (/[<>]/.test(name)) return fail('The name cannot contain < or >');
  if (!Number.isInteger(s.expiryDays) || s.expiryDays < 0) return fail('The expiry is a whole number of days (0 for never)');
  try {
    const algo =
      s.type === 'curve25519'
        ? ({ type: 'ecc', curve: 'curve25519Legacy' } as const)
        : ({ type: 'rsa', rsaBits: s.type === 'rsa4096' ? 4096 : 3072 } as const);
    const pair = await generateKey({
      ...algo,
      userIDs: [{ ...(name ? { name } : {}), ...(email ? { email } : {}) }],
      passphrase: s.passphrase === '' ? undefined : s.passphrase,
      keyExpirationTime: s.expiryDays * 86_400,
      format: 'armored',
      config: { v6Keys: false, aeadProtect: false },
    });
    const key = await readKey({ armoredKey: pair.publicKey });
    const summary = [
      `${algorithmOf(key)} with an ${algorithmOf(key.getSubkeys()[0])} encryption subkey`,
      `User ID: ${key.getUserIDs()[0]}`,
      `Expires: ${s.expiryDays === 0 ? 'never' : `${s.expiryDays} days after creation`}`,
      s.passphrase === '' ? 'The private key is not protected by a passphrase.' : 'The private key is protected by the passphrase.',
    ].join('\n');
    return ok({ publicKey: pair.publicKey, privateKey: pair.privateKey, fingerprint: key.getFingerprint().toUpperCase(), summary });
  } catch (e) {
    return fail(explain(e));
  }
}

/** One run of the page (and the worker): the mode's answer for this input. An empty input answers nothing. */
export async function runPgp(job: PgpJob): Promise<Result<PgpShown>> {
  if (job.input.trim() === '' && job.mode !== 'generate') return ok({ text: '', notes: [] });
  switch (job.mode) {
    case 'encrypt':
      return encryptText(job);
    case 'decrypt':
      return decryptText(job);
    case 'sign':
      return signText(job);
    case 'verify':
      return verifyText(job);
    case 'inspect':
      return inspectKeys(job.input);
    default:
      return fail('Key generation has its own button');
  }
}
