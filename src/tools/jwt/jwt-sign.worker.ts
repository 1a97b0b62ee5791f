import { exposeHandler } from '@/lib/worker-expose';
import { signJwt, type SignOptions } from './jwt-sign.core';

/** Large claims for the JWT encoder: parsing, minifying and Base64URL of megabytes, off the main thread. */
exposeHandler(({ input, options }: { input: string; options: SignOptions }) => signJwt(input, options));
