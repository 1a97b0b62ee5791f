import { exposeHandler } from '@/lib/worker-expose';
import { runAesPage, type AesPageOptions } from './aes.core';

/** Large inputs of the AES page, off the main thread (Base64 and UTF-8 of megabytes). */
exposeHandler(({ input, options }: { input: string; options: AesPageOptions }) => runAesPage(input, options));
