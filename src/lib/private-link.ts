/**
 * Private links (issue 32): a tool's state, compressed and encrypted in the browser, stored by the API as bytes it
 * cannot read. The key is made here, goes only into the link's fragment (`#private=<id>.<key>`), which browsers never
 * send to a server, and is never stored anywhere else.
 *
 * What the API stores: one version byte (1), the 12-byte AES-GCM nonce, then AES-256-GCM of the gzip of the state's
 * JSON (the 16-byte tag at its end). WebCrypto and CompressionStream do the work; nothing here is hand-made crypto.
 */
import { BASE64_URL_SAFE, encodeBase64Bytes } from './base64';

export const PRIVATE_FRAGMENT = '#private=';
const VERSION = 1;
const NONCE_BYTES = 12;
const KEY_BYTES = 32;

/** 5 MB for everybody, 25 MB with Pro: the API checks the same (functions/src/blobs.ts). */
export const PRIVATE_LINK_MAX_BYTES = 5 * 1024 * 1024;
export const PRIVATE_LINK_PRO_MAX_BYTES = 25 * 1024 * 1024;

export type PrivateLinkExpiry = '1d' | '7d' | '30d' | 'never';

/** Why a private link cannot be opened, in words for the page. */
export class PrivateLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrivateLinkError';
  }
}

const toBase64Url = (bytes: Uint8Array) => encodeBase64Bytes(bytes, BASE64_URL_SAFE, false);

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

const importKey = (raw: Uint8Array, usage: KeyUsage) => crypto.subtle.importKey('raw', raw as BufferSource, 'AES-GCM', false, [usage]);

/** Encrypts a state for the API: answers the bytes to store and the key for the link's fragment. */
export async function sealState(state: Record<string, unknown>): Promise<{ data: Uint8Array; key: string }> {
  const keyBytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  const nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const packed = await pipe(new TextEncoder().encode(JSON.stringify(state)), new CompressionStream('gzip'));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, await importKey(keyBytes, 'encrypt'), packed as BufferSource),
  );
  const data = new Uint8Array(1 + NONCE_BYTES + sealed.length);
  data[0] = VERSION;
  data.set(nonce, 1);
  data.set(sealed, 1 + NONCE_BYTES);
  return { data, key: toBase64Url(keyBytes) };
}

/** Decrypts what the API returned with the link's key; a wrong key (or changed bytes) is a PrivateLinkError. */
export async function openSealed(data: Uint8Array, key: string): Promise<Record<string, unknown>> {
  const keyBytes = fromBase64Url(key);
  if (!keyBytes || keyBytes.length !== KEY_BYTES) throw new PrivateLinkError(BAD_KEY);
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
  const value: unknown = JSON.parse(new TextDecoder().decode(await pipe(packed, new DecompressionStream('gzip'))));
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
  const keyBytes = fromBase64Url(key);
  if (!keyBytes || keyBytes.length !== KEY_BYTES) return { error: BAD_KEY };
  return { id, key };
}

export const privateLinkUrl = (location: { origin: string; pathname: string }, id: string, key: string) =>
  `${location.origin}${location.pathname}${PRIVATE_FRAGMENT}${id}.${key}`;
