/**
 * Private links (issue 32): a tool's state, compressed and encrypted in the browser, stored by the API as bytes it
 * cannot read. The key is made here, goes only into the link's fragment (`#private=<id>.<key>`), which browsers never
 * send to a server, and is never stored anywhere else.
 *
 * What the API stores: one version byte (1), the 12-byte AES-GCM nonce, then AES-256-GCM of the gzip of the state's
 * JSON (the 16-byte tag at its end). WebCrypto and CompressionStream do the work; nothing here is hand-made crypto.
 */
import type { BlobExpiry } from '../../functions/src/schemas';
import { BASE64_URL_SAFE, encodeBase64Bytes } from './base64';
import { decodeBase64Text } from './bytes-text';
import { compress, decompress } from './compression';
import { PRIVATE_FRAGMENT } from './url-state';

export { PRIVATE_FRAGMENT };
/** 5 MB for everybody, 25 MB with Pro: what the API accepts (functions/src/plan-limits.ts; tests/lib/plan-limits.test.ts). */
export const PRIVATE_LINK_MAX_BYTES = 5 * 1024 * 1024;
export const PRIVATE_LINK_PRO_MAX_BYTES = 25 * 1024 * 1024;
export type PrivateLinkExpiry = BlobExpiry;

const VERSION = 1;
const NONCE_BYTES = 12;
const KEY_BYTES = 32;
/** The most a link's state may grow to when decompressed: a link is at most 25 MB, and a gzip bomb stops here. */
const MAX_STATE_BYTES = 256 * 1024 * 1024;

/** Why a private link cannot be opened, in words for the page. */
export class PrivateLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrivateLinkError';
  }
}

/** The key's 32 bytes, or null when the text is not a whole key. */
function keyBytesOf(key: string): Uint8Array | null {
  const bytes = /^[A-Za-z0-9_-]+$/.test(key) ? decodeBase64Text(key) : null;
  return bytes?.ok && bytes.value.length === KEY_BYTES ? bytes.value : null;
}

const importKey = (raw: Uint8Array, usage: KeyUsage) => crypto.subtle.importKey('raw', raw as BufferSource, 'AES-GCM', false, [usage]);

/** Encrypts a state for the API: answers the bytes to store and the key for the link's fragment. */
export async function sealState(state: Record<string, unknown>): Promise<{ data: Uint8Array; key: string }> {
  const keyBytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  const nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const packed = await compress(new TextEncoder().encode(JSON.stringify(state)), 'gzip');
  if (!packed.ok) throw new PrivateLinkError(packed.error.message);
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, await importKey(keyBytes, 'encrypt'), packed.value as BufferSource),
  );
  const data = new Uint8Array(1 + NONCE_BYTES + sealed.length);
  data[0] = VERSION;
  data.set(nonce, 1);
  data.set(sealed, 1 + NONCE_BYTES);
  return { data, key: encodeBase64Bytes(keyBytes, BASE64_URL_SAFE, false) };
}

/** Decrypts what the API returned with the link's key; a wrong key (or changed bytes) is a PrivateLinkError. */
export async function openSealed(data: Uint8Array, key: string): Promise<Record<string, unknown>> {
  const keyBytes = keyBytesOf(key);
  if (!keyBytes) throw new PrivateLinkError(BAD_KEY);
  if (data.length < 1 + NONCE_BYTES + 16 || data[0] !== VERSION)
    throw new PrivateLinkError('The stored private link is not in a format this page can read.');
  let packed: Uint8Array;
  try {
    packed = new Uint8Array(
      await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: data.subarray(1, 1 + NONCE_BYTES) as BufferSource },
        await importKey(keyBytes, 'decrypt'),
        data.subarray(1 + NONCE_BYTES) as BufferSource,
      ),
    );
  } catch {
    throw new PrivateLinkError(WRONG_KEY);
  }
  const json = await decompress(packed, 'gzip', MAX_STATE_BYTES);
  if (!json.ok) throw new PrivateLinkError(`The private link's content cannot be read: ${json.error.message}.`);
  const value: unknown = JSON.parse(new TextDecoder().decode(json.value));
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new PrivateLinkError('The private link does not hold a tool state.');
  return value as Record<string, unknown>;
}

const BAD_KEY = "The private link's key is missing or cut short: copy the whole link, including everything after #private=.";
const WRONG_KEY = "The private link's key does not open it: the link was changed or cut short. Copy the whole link again.";

/** The id and key of a `#private=<id>.<key>` fragment; null for any other fragment. A broken one says what is wrong. */
export function parsePrivateFragment(hash: string): { id: string; key: string } | { error: string } | null {
  if (!hash.startsWith(PRIVATE_FRAGMENT)) return null;
  const [id = '', key = ''] = hash.slice(PRIVATE_FRAGMENT.length).split('.', 2);
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(id)) return { error: 'The private link has no valid id: copy the whole link again.' };
  if (!keyBytesOf(key)) return { error: BAD_KEY };
  return { id, key };
}

export const privateLinkUrl = (location: { origin: string; pathname: string }, id: string, key: string) =>
  `${location.origin}${location.pathname}${PRIVATE_FRAGMENT}${id}.${key}`;
