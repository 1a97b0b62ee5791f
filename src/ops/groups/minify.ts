import { z } from 'zod';
import { ok } from '@/lib/result';
import { defineOperation, type AnyOperation } from '../operation';

/** The minifiers: JavaScript with terser, HTML with html-minifier-terser. Each run loads its library when first used. */
export const minifyOps: AnyOperation[] = [
  defineOperation({
    id: 'javascript/minify',
    title: 'JavaScript minify',
    description: 'Minifies JavaScript with terser (compress, mangle), for an ECMAScript target.',
    input: 'text',
    output: 'text',
    options: z.object({
      compress: z.boolean().default(true).describe('Rewrite the code smaller (dead code, constants, shorter forms)'),
      mangle: z.boolean().default(true).describe('Shorten local variable and function names'),
      toplevel: z.boolean().default(false).describe('Also mangle and drop unused top-level names'),
      keepNames: z.boolean().default(false).describe('Keep the names of classes and functions'),
      ecma: z
        .enum(['5', '2015', '2016', '2017', '2018', '2019', '2020'])
        .default('2020')
        .describe('The oldest ECMAScript edition the output may use'),
      module: z.boolean().default(false).describe('The input is an ES module (strict mode, top-level await, top-level names mangled)'),
    }),
    run: async (text, o) => {
      const r = await (await import('@/tools/minify/js-minify.core')).minifyJavascript(text, { ...o, sourceMap: false });
      return r.ok ? ok(r.value.code) : r;
    },
  }),
  defineOperation({
    id: 'html/minify',
    title: 'HTML minify',
    description: 'Minifies HTML with html-minifier-terser: white space (never inside pre or textarea), comments, inline CSS and JavaScript.',
    input: 'text',
    output: 'text',
    options: z.object({
      collapseWhitespace: z.boolean().default(true).describe('Collapse runs of white space (never inside pre or textarea)'),
      conservativeCollapse: z.boolean().default(true).describe('Collapse to one space rather than none'),
      removeComments: z.boolean().default(true).describe('Remove HTML comments'),
      minifyCss: z.boolean().default(true).describe('Minify inline CSS (style elements and attributes)'),
      minifyJs: z.boolean().default(true).describe('Minify inline JavaScript (script elements and event handlers)'),
      collapseBooleanAttributes: z.boolean().default(true).describe('Write boolean attributes bare (disabled="disabled" becomes disabled)'),
      removeOptionalTags: z.boolean().default(false).describe('Leave out tags a parser infers (</p>, </li>, <head> …)'),
    }),
    run: async (text, o) => {
      const r = await (await import('@/tools/minify/html-minify.core')).minifyHtml(text, o);
      return r.ok ? ok(r.value.html) : r;
    },
  }),
];
