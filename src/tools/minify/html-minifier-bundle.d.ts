// html-minifier-terser ships no type declarations: its Node entry and its browser bundle (clean-css and terser inside)
// both export this minify.
declare module 'html-minifier-terser' {
  export function minify(html: string, options?: Record<string, unknown>): Promise<string>;
}
declare module 'html-minifier-terser/dist/htmlminifier.esm.bundle' {
  export function minify(html: string, options?: Record<string, unknown>): Promise<string>;
}
