import { exposeHandler } from '@/lib/worker-expose';
import { minifyJavascript, type JsMinifyOptions } from './js-minify.core';

// terser runs here for all but small inputs (the page's workerThreshold): minifying a few hundred kilobytes takes seconds.
exposeHandler(({ input, options }: { input: string; options: Partial<JsMinifyOptions> }) => minifyJavascript(input, options));
