import { exposeHandler } from '@/lib/worker-expose';
import { decodeBase64, encodeBase64 } from './base64.core';

/** Large inputs for both Base64 pages: `decode` marks the decoder, `urlSafe` the encoder's option. */
exposeHandler(({ input, options }: { input: string; options: { urlSafe?: boolean; decode?: boolean } }) =>
  options.decode ? decodeBase64(input) : encodeBase64(input, { urlSafe: options.urlSafe }),
);
