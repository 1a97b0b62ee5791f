import { exposeHandler } from '@/lib/worker-expose';
import { minifyHtml, type HtmlMinifyOptions } from './html-minify.core';

// html-minifier-terser (with clean-css and terser) runs here for all but small inputs (the page's workerThreshold).
exposeHandler(({ input, options }: { input: string; options: Partial<HtmlMinifyOptions> }) => minifyHtml(input, options));
