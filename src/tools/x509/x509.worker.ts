import { exposeHandler } from '@/lib/worker-expose';
import { decodeX509 } from './x509.core';

// Large bundles (thousands of certificates) are decoded here, off the page's main thread.
exposeHandler(({ input }: { input: string }) => decodeX509(input));
