import type { AnyOperation } from '../operation';

/** Decoders without a page of their own that Magic needs: hex, gzip/zlib/deflate, quoted-printable, Unicode escapes. */
export const decodeOps: AnyOperation[] = [];
