import { createHMAC, createMD5, createSHA1, createSHA256, createSHA3, createSHA384, createSHA512, type IHasher } from 'hash-wasm';
import { ALGORITHMS, type AlgorithmId, type Digests } from './hash-format';

/** hash-wasm's incremental hasher for an algorithm (its WASM module compiles on first use). */
export function createHasher(id: AlgorithmId): Promise<IHasher> {
  switch (id) {
    case 'md5':
      return createMD5();
    case 'sha1':
      return createSHA1();
    case 'sha256':
      return createSHA256();
    case 'sha384':
      return createSHA384();
    case 'sha512':
      return createSHA512();
    case 'sha3-256':
      return createSHA3(256);
    case 'sha3-512':
      return createSHA3(512);
  }
}

/** A source of bytes read a chunk at a time: text (hashed as UTF-8) or a Blob/File, never read whole. */
export type HashSource = { text: string } | { blob: Blob };

/** Bytes read from a file per step: large enough to keep WASM busy, small enough to keep memory flat. */
export const CHUNK_BYTES = 4 * 1024 * 1024;
/** Characters of text passed to the hashers per step (hash-wasm encodes each piece to UTF-8). */
const TEXT_CHUNK = 1 << 20;

/** The source's bytes, a chunk at a time. Text is cut only between UTF-16 code points, so the UTF-8 is exact. */
async function* chunksOf(source: HashSource, chunkBytes: number): AsyncGenerator<Uint8Array | string> {
  if ('text' in source) {
    const { text } = source;
    for (let from = 0; from < text.length;) {
      let to = Math.min(text.length, from + TEXT_CHUNK);
      const c = text.charCodeAt(to - 1);
      if (to < text.length && c >= 0xd800 && c <= 0xdbff) to++;
      yield text.slice(from, to);
      from = to;
    }
    return;
  }
  const { blob } = source;
  for (let from = 0; from < blob.size; from += chunkBytes) {
    yield new Uint8Array(await blob.slice(from, Math.min(blob.size, from + chunkBytes)).arrayBuffer());
  }
}

/** The number of units `onProgress` counts to: bytes of a Blob, characters of a text. */
export const sourceSize = (source: HashSource) => ('text' in source ? source.text.length : source.blob.size);

/**
 * Feeds the source to one hasher per algorithm, a chunk at a time, and returns every digest as hex.
 * `onProgress(done, total)` follows each chunk (bytes of a Blob, characters of a text).
 */
export async function digestAll(
  hashers: Record<AlgorithmId, IHasher>,
  source: HashSource,
  onProgress?: (done: number, total: number) => void,
  chunkBytes = CHUNK_BYTES,
): Promise<Digests> {
  for (const h of Object.values(hashers)) h.init();
  const total = sourceSize(source);
  let done = 0;
  for await (const chunk of chunksOf(source, chunkBytes)) {
    for (const h of Object.values(hashers)) h.update(chunk);
    done += chunk.length;
    onProgress?.(done, total);
  }
  const out = {} as Digests;
  for (const a of ALGORITHMS) out[a.id] = hashers[a.id].digest('hex');
  return out;
}

/** Every algorithm's digest of a text (UTF-8) or a Blob. */
export async function hashAll(source: HashSource, onProgress?: (done: number, total: number) => void, chunkBytes = CHUNK_BYTES): Promise<Digests> {
  const hashers = {} as Record<AlgorithmId, IHasher>;
  await Promise.all(ALGORITHMS.map(async (a) => (hashers[a.id] = await createHasher(a.id))));
  return digestAll(hashers, source, onProgress, chunkBytes);
}

/** Every algorithm's HMAC of a text (UTF-8) or a Blob under a key (its bytes). */
export async function hmacAll(key: Uint8Array, source: HashSource, onProgress?: (done: number, total: number) => void): Promise<Digests> {
  const hashers = {} as Record<AlgorithmId, IHasher>;
  await Promise.all(ALGORITHMS.map(async (a) => (hashers[a.id] = await createHMAC(createHasher(a.id), key))));
  return digestAll(hashers, source, onProgress);
}
