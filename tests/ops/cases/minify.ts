import type { OpCase } from './types';

// Every expected output below was produced by the real programs, not by our code: terser 5.51.4's command line
// (node_modules/.bin/terser) and html-minifier-terser 7.2.0's (node_modules/.bin/html-minifier-terser), with the
// flags written beside each case (terser's command line prints the code with a newline after it, not part of it).
export const cases: OpCase[] = [
  // terser --compress ecma=2020 --mangle --ecma 2020
  {
    op: 'javascript/minify',
    input: 'function square(number) {\n  const result = number * number;\n  return result;\n}\nconsole.log(square(7));\n',
    output: 'function square(e){return e*e}console.log(square(7));',
  },
  // terser --ecma 2020
  {
    op: 'javascript/minify',
    name: 'only the white space goes',
    input: 'function square(number) {\n  const result = number * number;\n  return result;\n}\nconsole.log(square(7));\n',
    options: { compress: false, mangle: false },
    output: 'function square(number){const result=number*number;return result}console.log(square(7));',
  },
  // terser --compress ecma=2020,toplevel --mangle toplevel --toplevel --ecma 2020
  {
    op: 'javascript/minify',
    name: 'top-level names too',
    input: 'function square(number) {\n  const result = number * number;\n  return result;\n}\nconsole.log(square(7));\n',
    options: { toplevel: true },
    output: 'var o;console.log((o=7)*o);',
  },
  // terser --compress ecma=2020,keep_classnames,keep_fnames --mangle keep_classnames,keep_fnames --keep-classnames --keep-fnames --ecma 2020
  {
    op: 'javascript/minify',
    name: 'class and function names kept',
    input:
      'var Point = class Point { constructor(x) { this.x = x; } };\n(function () { function double(n) { return n * 2; } console.log(double.name, new Point(double(2)).constructor.name); })();\n',
    options: { keepNames: true },
    output:
      'var Point=class Point{constructor(o){this.x=o}};!function(){function double(o){return 2*o}console.log(double.name,new Point(double(2)).constructor.name)}();',
  },
  // terser --compress ecma=5 --mangle --ecma 5
  {
    op: 'javascript/minify',
    name: 'ES5 target',
    input: 'var a = 1;\nconsole.log({ a: a });\n',
    options: { ecma: '5' },
    output: 'var a=1;console.log({a:a});',
  },
  // terser --compress ecma=2015 --mangle --ecma 2015
  {
    op: 'javascript/minify',
    name: 'ES2015 target',
    input: 'var a = 1;\nconsole.log({ a: a });\n',
    options: { ecma: '2015' },
    output: 'var a=1;console.log({a});',
  },
  // terser --module --compress ecma=2020 --mangle --ecma 2020
  {
    op: 'javascript/minify',
    name: 'an ES module with top-level await',
    input: 'const data = await Promise.resolve([3]);\nfunction helper(x) { return x * 2; }\nexport const out = helper(data[0]);\nconsole.log(out);\n',
    options: { module: true },
    output: 'const o=await Promise.resolve([3]);export const out=(t=o[0],2*t);var t;console.log(out);',
  },
  { op: 'javascript/minify', input: 'const x = 1;\nif (x > ) {}\n', error: 'Unexpected token: punc ())' },
  // html-minifier-terser --collapse-whitespace --conservative-collapse --remove-comments --minify-css true --minify-js true --collapse-boolean-attributes
  {
    op: 'html/minify',
    input:
      '<div>\n  <!-- note -->\n  <p>Hello,   <b>world</b>  !</p>\n  <pre>  two\n   lines </pre>\n  <input type="checkbox" checked="checked">\n  <style> p { color : red } </style>\n  <script> let total = 1 + 2; console.log( total ); </script>\n</div>\n',
    output:
      '<div> <p>Hello, <b>world</b> !</p> <pre>  two\n   lines </pre> <input type="checkbox" checked> <style>p{color:red}</style> <script>let total=3;console.log(total)</script> </div> ',
  },
  // html-minifier-terser --collapse-whitespace --remove-comments --minify-css true --minify-js true --collapse-boolean-attributes
  {
    op: 'html/minify',
    name: 'not conservative: no space left between blocks',
    input: '<ul>\n  <li>one</li>\n  <li>two</li>\n</ul>\n<textarea>\n keep  this\n</textarea>\n',
    options: { conservativeCollapse: false },
    output: '<ul><li>one</li><li>two</li></ul><textarea>\n keep  this\n</textarea>',
  },
  // html-minifier-terser --collapse-whitespace --conservative-collapse --remove-comments --minify-css true --minify-js true --collapse-boolean-attributes --remove-optional-tags
  {
    op: 'html/minify',
    name: 'optional tags removed',
    input: '<html><head><title>T</title></head><body><p>One</p><p>Two</p></body></html>',
    options: { removeOptionalTags: true },
    output: '<title>T</title><p>One<p>Two',
  },
  // html-minifier-terser (no flags)
  {
    op: 'html/minify',
    name: 'every option off',
    input: '<!-- keep -->\n<p   class="a"  >x</p>\n<button disabled="disabled">b</button>\n',
    options: { collapseWhitespace: false, removeComments: false, minifyCss: false, minifyJs: false, collapseBooleanAttributes: false },
    output: '<!-- keep -->\n<p class="a">x</p>\n<button disabled="disabled">b</button>\n',
  },
  { op: 'html/minify', input: '<p>\n  <a href="x" <b>bold</b>\n</p>', error: 'The tag starting <a is not closed' },
];
