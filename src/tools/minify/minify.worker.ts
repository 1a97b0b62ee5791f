import { exposeHandler } from '@/lib/worker-expose';
import { minifyHtml, type HtmlMinified, type HtmlMinifyOptions } from './html-minify.core';
import { minifyJavascript, type JsMinified, type JsMinifyOptions } from './js-minify.core';
import type { MinifyJob } from './minify-island';

// terser and html-minifier-terser run here for all but small inputs: minifying a few hundred kilobytes takes seconds.
// Each core loads its own library when first used, so the JavaScript page never loads the HTML minifier.
exposeHandler<MinifyJob, JsMinified | HtmlMinified>((job) =>
  job.kind === 'html'
    ? minifyHtml(job.input, job.options as Partial<HtmlMinifyOptions>)
    : minifyJavascript(job.input, job.options as Partial<JsMinifyOptions>),
);
