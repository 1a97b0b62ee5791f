import { exposeHandler } from '@/lib/worker-expose';
import type { CurlTarget } from './curl-to-code.options';

// curlconverter and its WebAssembly parser run here, whatever the command's size: the page's policy does not let
// WebAssembly compile on the main thread, and a long command's parse would hold it. The library is imported when the
// first request comes rather than with this module: its parser loads its WebAssembly with a top-level await, which
// would hold this module's evaluation, and a request arriving before the handler is in place would be lost.
const core = () => import('./curl-to-code.core');

exposeHandler(async ({ input, options }: { input: string; options: { target: string } }) =>
  (await core()).curlToCode(input, options.target as CurlTarget),
);
