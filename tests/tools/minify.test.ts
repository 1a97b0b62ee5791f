import { minifyHtml } from '@/tools/minify/html-minify.core';
import { minifyJavascript } from '@/tools/minify/js-minify.core';
import { htmlMinifySample, javascriptMinifySample } from '@/tools/minify/minify.sample';
import { htmlMinifySampleOutput, javascriptMinifySampleOutput } from '@/tools/minify/minify.sample-output';

const js = async (input: string, o: Parameters<typeof minifyJavascript>[1] = {}) => {
  const r = await minifyJavascript(input, o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const html = async (input: string, o: Parameters<typeof minifyHtml>[1] = {}) => {
  const r = await minifyHtml(input, o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('minifyJavascript', () => {
  const source = 'function greet(person) {\n  const message = "Hello, " + person;\n  return message;\n}\nconsole.log(greet("Ada"));\n';

  it('compresses and mangles by default', async () => {
    expect((await js(source)).code).toBe('function greet(e){return"Hello, "+e}console.log(greet("Ada"));');
  });

  it('keeps the code as written with compress and mangle off, only the white space goes', async () => {
    expect((await js(source, { compress: false, mangle: false })).code).toBe(
      'function greet(person){const message="Hello, "+person;return message}console.log(greet("Ada"));',
    );
  });

  it('mangles top-level names only when asked', async () => {
    const src = 'function helper(a){return a*2}\nexport const x = helper(21);';
    expect((await js(src)).code).toContain('helper');
    expect((await js('function helper(a){return a*2}\nconsole.log(helper(21));', { toplevel: true, compress: false })).code).not.toContain('helper');
  });

  it('keeps class and function names when asked', async () => {
    const src = '(function(){ class Animal {} function speak(){ return new Animal(); } console.log(speak().constructor.name, speak.name); })();';
    const kept = (await js(src, { keepNames: true })).code;
    expect(kept).toContain('class Animal');
    expect(kept).toContain('function speak');
    expect((await js(src)).code).not.toContain('Animal');
  });

  it('uses newer syntax only when the target allows it', async () => {
    const src = 'var a = 1;\nconsole.log({ a: a });';
    expect((await js(src, { ecma: '2015' })).code).toBe('var a=1;console.log({a});');
    expect((await js(src, { ecma: '5' })).code).toBe('var a=1;console.log({a:a});');
  });

  it('makes a source map back to the input when asked', async () => {
    const out = await js(source, { sourceMap: true });
    expect(out.code.endsWith('//# sourceMappingURL=minified.js.map')).toBe(true);
    const map = JSON.parse(out.map!) as { version: number; sources: string[]; sourcesContent: string[]; mappings: string };
    expect(map.version).toBe(3);
    expect(map.sources).toEqual(['input.js']);
    expect(map.sourcesContent).toEqual([source]);
    expect(map.mappings.length).toBeGreaterThan(0);
    expect((await js(source)).map).toBeNull();
  });

  it('reports the sizes before, after and gzipped', async () => {
    const out = await js('const café = "é";\nconsole.log(café);');
    expect(out.sizes.before).toBe(new TextEncoder().encode('const café = "é";\nconsole.log(café);').length);
    expect(out.sizes.after).toBe(new TextEncoder().encode(out.code).length);
    expect(out.sizes.gzip).toBeGreaterThan(out.sizes.after);
  });

  it.each([
    ['let a = ;', 1, 9, 'Unexpected token'],
    ['const x = 1;\nfunction (a) {}', 2, 10, 'Unexpected token'],
    ['let s = `open', 1, 9, 'Unterminated template'],
  ])('reports the syntax error of %j at its line and column', async (input, line, column, message) => {
    const r = await minifyJavascript(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ line, column });
    expect(r.error.message).toContain(message);
  });

  it('rejects an unknown target', async () => {
    const r = await minifyJavascript('1', { ecma: '2031' as never });
    expect(r.ok).toBe(false);
  });
});

describe('minifyHtml', () => {
  const page = [
    '<!DOCTYPE html>',
    '<html>',
    '  <head>',
    '    <title>  Hello  </title>',
    '    <style> body { color : red ; } </style>',
    '  </head>',
    '  <body>',
    '    <!-- a comment -->',
    '    <p>Some   <b>bold</b>   text</p>',
    '    <pre>  keep\n    this  </pre>',
    '    <textarea>  and\n  this </textarea>',
    '    <input type="checkbox" checked="checked" disabled="disabled">',
    '    <script> const answer = 40 + 2; console.log( answer ); </script>',
    '  </body>',
    '</html>',
  ].join('\n');

  it('collapses white space, drops comments, minifies CSS and JS, shortens boolean attributes', async () => {
    const out = (await html(page)).html;
    expect(out).not.toContain('a comment');
    expect(out).toContain('<p>Some <b>bold</b> text</p>');
    expect(out).toContain('<pre>  keep\n    this  </pre>');
    expect(out).toContain('<textarea>  and\n  this </textarea>');
    expect(out).toContain('<style>body{color:red}</style>');
    expect(out).toContain('<input type="checkbox" checked disabled>');
    expect(out).toContain('<script>const answer=42;console.log(42)</script>');
  });

  it('keeps a space between inline elements in conservative mode, drops it otherwise', async () => {
    const src = '<div><span>a</span> <span>b</span>\n  <button>c</button></div>';
    expect((await html(src)).html).toBe('<div><span>a</span> <span>b</span> <button>c</button></div>');
    expect((await html('<div>\n  <p>x</p>\n</div>', { conservativeCollapse: false })).html).toBe('<div><p>x</p></div>');
  });

  it('does each thing only when asked', async () => {
    const out = (
      await html(page, { collapseWhitespace: false, removeComments: false, minifyCss: false, minifyJs: false, collapseBooleanAttributes: false })
    ).html;
    expect(out).toBe(page);
  });

  it('leaves out optional tags when asked', async () => {
    const out = (
      await html('<html><head><title>t</title></head><body><ul><li>a</li><li>b</li></ul><p>x</p></body></html>', { removeOptionalTags: true })
    ).html;
    expect(out).toBe('<title>t</title><ul><li>a<li>b</ul><p>x');
  });

  it('reports sizes and the scripts it left alone', async () => {
    const out = await html('<p>x</p>\n<script>let = ;</script>');
    expect(out.html).toContain('<script>let = ;</script>');
    expect(out.warnings).toHaveLength(1);
    expect(out.warnings[0]).toMatch(/^A script was left as it was: /);
    expect(out.sizes.before).toBe('<p>x</p>\n<script>let = ;</script>'.length);
  });

  it('reports a tag it cannot read at its line and column', async () => {
    const r = await minifyHtml('<div>\n  <p>ok</p>\n  <a href="x" <b>\n</div>');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ line: 3, column: 3 });
    expect(r.error.message).toContain('<a');
  });
});

describe('the samples', () => {
  it("the pages' prerendered results are what the minifiers give for the samples with the default options", async () => {
    expect(await minifyJavascript(javascriptMinifySample)).toEqual({ ok: true, value: javascriptMinifySampleOutput });
    expect(await minifyHtml(htmlMinifySample)).toEqual({ ok: true, value: htmlMinifySampleOutput });
  });
});
