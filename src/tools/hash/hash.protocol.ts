/** A job for the hash worker: a text or a file, hashed plainly or (with a key) as HMAC. */
export interface HashJob {
  text?: string;
  file?: File;
  hmacKey?: Uint8Array;
}
