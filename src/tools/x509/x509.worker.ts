import { exposeHandler } from '@/lib/worker-expose';
import { decodeX509 } from './x509.core';

// Large bundles (thousands of certificates) are decoded here, off the page's main thread; a PKCS#12 password comes
// with the options (from the page's memory, for this run only).
exposeHandler(({ input, options }: { input: string; options?: { password?: string } }) => decodeX509(input, { password: options?.password }));
