import fc from 'fast-check';
import { PRETTIER_LANGUAGES, formatWithPrettier, minifyCss, type PrettierOptions } from '@/tools/prettier/prettier.core';

const opts = (language: PrettierOptions['language'], extra: Partial<PrettierOptions> = {}): PrettierOptions => ({
  language,
  tabWidth: 2,
  useTabs: false,
  printWidth: 80,
  ...extra,
});

describe('formatWithPrettier', () => {
  it('lists every language with a label', () => {
    expect(PRETTIER_LANGUAGES.map((l) => l.id).sort()).toEqual(['css', 'html', 'javascript', 'jsx', 'less', 'scss', 'typescript']);
  });

  it.each([
    ['css', 'a{color:red;background:blue}', 'a {\n  color: red;\n  background: blue;\n}\n'],
    ['scss', '$c: red; a{ b{color:$c} }', '$c: red;\na {\n  b {\n    color: $c;\n  }\n}\n'],
    ['less', '@c: red; a{ .mixin(); color:@c }', '@c: red;\na {\n  .mixin();\n  color: @c;\n}\n'],
    ['html', '<div><p>hi</p></div>', '<div><p>hi</p></div>\n'],
    ['javascript', 'const a={b:1,c:[1,2]}', 'const a = { b: 1, c: [1, 2] };\n'],
    ['jsx', 'const a=<div className="x">hi</div>', 'const a = <div className="x">hi</div>;\n'],
    ['typescript', 'function f(a:number):string{return String(a)}', 'function f(a: number): string {\n  return String(a);\n}\n'],
  ] as const)('formats %s', async (language, input, expected) => {
    expect(await formatWithPrettier(input, opts(language))).toEqual({ ok: true, value: expected });
  });

  it.each([
    [{ semi: false }, 'const a = "x"\n'],
    [{ singleQuote: true }, "const a = 'x';\n"],
    [{ semi: false, singleQuote: true }, "const a = 'x'\n"],
  ])('applies %j', async (extra, expected) => {
    expect(await formatWithPrettier('const a = "x";', opts('javascript', extra))).toEqual({ ok: true, value: expected });
  });

  it.each([
    [{ tabWidth: 4 }, 'function f() {\n    return 1;\n}\n'],
    [{ useTabs: true }, 'function f() {\n\treturn 1;\n}\n'],
  ])('indents with %j', async (extra, expected) => {
    expect(await formatWithPrettier('function f(){return 1}', opts('javascript', extra))).toEqual({ ok: true, value: expected });
  });

  it('wraps at the print width', async () => {
    const result = await formatWithPrettier('f(aaaaaaaaaa, bbbbbbbbbb, cccccccccc)', opts('javascript', { printWidth: 20 }));
    expect(result).toEqual({ ok: true, value: 'f(\n  aaaaaaaaaa,\n  bbbbbbbbbb,\n  cccccccccc,\n);\n' });
  });

  it('formats the style and script inside HTML', async () => {
    const result = await formatWithPrettier('<style>a{color:red}</style><script>let x={a:1}</script>', opts('html'));
    expect(result.ok && result.value).toContain('a {\n    color: red;\n  }');
    expect(result.ok && result.value).toContain('let x = { a: 1 };');
  });

  it.each([
    ['css', '', 'The input is empty', undefined],
    ['css', 'a{color:red;', 'Unclosed block', { line: 1, column: 1 }],
    ['scss', 'a {\n  color: red;\n  }}', 'Unexpected }', { line: 3, column: 4 }],
    ['less', '\u0000\uFFFF\u0001', 'Unknown word', { line: 1, column: 1 }],
    ['javascript', 'const x = ;', 'Unexpected token', { line: 1, column: 11 }],
    ['javascript', '\u0000\uFFFF\u0001', "Unexpected character '\u0000'", { line: 1, column: 1 }],
    ['javascript', 'function f( {', '', { line: 1 }],
    ['jsx', 'const a = <div>;', '', { line: 1 }],
    ['typescript', 'let a: number = "x"\nfunction (', 'Identifier expected', { line: 2, column: 10 }],
    ['html', '<div></span>', 'Unexpected closing tag "span"', { line: 1, column: 6 }],
    ['html', '<div', 'Opening tag "div" not terminated', { line: 1, column: 1 }],
  ] as const)('rejects %s %j', async (language, input, fragment, where) => {
    const result = await formatWithPrettier(input, opts(language));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toContain(fragment);
      expect(result.error.message).not.toMatch(/\n|\(\d+:\d+\)$|For more info/);
      if (where) expect(result.error).toMatchObject(where);
    }
  });

  it('answers 10,000-deep nesting with a clear error', async () => {
    const result = await formatWithPrettier('x = ' + '['.repeat(10_000) + ']'.repeat(10_000), opts('javascript'));
    expect(result).toEqual({ ok: false, error: { message: 'The code is nested too deeply to format' } });
  });

  it('answers truncated 10,000-deep nesting without rejecting', async () => {
    const result = await formatWithPrettier('x = ' + '['.repeat(10_000), opts('javascript'));
    expect(result.ok).toBe(false);
  });

  it('rejects an unknown language instead of throwing', async () => {
    const result = await formatWithPrettier('a', opts('cobol' as PrettierOptions['language']));
    expect(result).toEqual({ ok: false, error: { message: 'Unknown language "cobol"' } });
  });
});

describe('minifyCss', () => {
  it.each([
    ['a { color : red ; }', 'a{color:red}'],
    ['a , b > c { margin : 0 auto ; padding: 1px  2px }', 'a,b>c{margin:0 auto;padding:1px 2px}'],
    ['/* c */ a { color: red; /* d */ }\n\n', 'a{color:red}'],
    ['/*! licence */\na{b:c}', '/*! licence */a{b:c}'],
    ['a:hover , a :hover { x: y }', 'a:hover,a :hover{x:y}'],
    ['div :first-child{x:y}', 'div :first-child{x:y}'],
    // In a rule's prelude a space before `:` may be a descendant combinator, so it stays.
    ['@media screen and (max-width : 100px) { a { b: c } }', '@media screen and (max-width :100px){a{b:c}}'],
    ['@media screen and (max-width: 100px) { a { b: c } }', '@media screen and (max-width:100px){a{b:c}}'],
    ['a { width: calc( 100% - 2px ) }', 'a{width:calc(100% - 2px)}'],
    ['a { margin: -1px -2px }', 'a{margin:-1px -2px}'],
    ['a + b ~ c { x: y }', 'a + b ~ c{x:y}'],
    ['a { b: c !important; }', 'a{b:c !important}'],
    ['a { color: rgb( 0 , 0 , 0 ) }', 'a{color:rgb(0,0,0)}'],
    ['a{b:1px/**/2px}', 'a{b:1px 2px}'],
    ['a{}', 'a{}'],
    ['@import url(foo.css) screen;', '@import url(foo.css) screen;'],
    ['a{b:c;;}', 'a{b:c}'],
    ['a{;;}', 'a{}'],
    ['a{b:c;;d:e}', 'a{b:c;;d:e}'],
    ['.a { .b { c: d } }', '.a{.b{c:d}}'],
    ['.a { &:hover { c: d } }', '.a{&:hover{c:d}}'],
    ['a { grid-template-areas: "a   b"  "c d"; }', 'a{grid-template-areas:"a   b" "c d"}'],
  ])('minifies %j', (input, expected) => {
    expect(minifyCss(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['a { content: "  /* not a comment */ { ; } " }', 'a{content:"  /* not a comment */ { ; } "}'],
    ["a { content: 'it\\'s  ;  }' }", "a{content:'it\\'s  ;  }'}"],
    ['a { background: url( "a b.png" ) }', 'a{background:url( "a b.png" )}'],
    ['a { background: url(data:image/png;base64,AA//BB==) }', 'a{background:url(data:image/png;base64,AA//BB==)}'],
    ['a { background: url(http://x.com/a/*b*/c.png) }', 'a{background:url(http://x.com/a/*b*/c.png)}'],
    ['a { background: URL(x;y) }', 'a{background:URL(x;y)}'],
    ['.\\31 0 { a: b }', '.\\31 0{a:b}'],
    ['.a\\ b { a: b }', '.a\\ b{a:b}'],
    ['.a\\:hover { a: b }', '.a\\:hover{a:b}'],
  ])('keeps strings, url() and escapes in %j', (input, expected) => {
    expect(minifyCss(input)).toEqual({ ok: true, value: expected });
  });

  it('treats myurl( as an ordinary function, not url()', () => {
    expect(minifyCss('a { b: myurl( x ) }')).toEqual({ ok: true, value: 'a{b:myurl(x)}' });
  });

  it.each([
    ['', 'The input is empty', undefined],
    ['  \n ', 'The input is empty', undefined],
    ['a { color: red', 'This { is never closed: add }', { line: 1, column: 3 }],
    ['a { b: c } }', 'This } has no matching {', { line: 1, column: 12 }],
    ['a { content: "abc }', 'A string is never closed', { line: 1, column: 14 }],
    ['a { b: c }\n/* open', 'A comment is never closed: add */', { line: 2, column: 1 }],
    ['a { background: url(x.png }', '', undefined],
    ['a { background: url(x.png', 'A url( is never closed: add )', { line: 1, column: 17 }],
    ['\u0000\uFFFF\u0001', 'binary or control characters', { line: 1, column: 1 }],
    ['{'.repeat(10_000), 'This { is never closed: add }', { line: 1, column: 10_000 }],
  ])('rejects %j', (input, fragment, where) => {
    const result = minifyCss(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toContain(fragment);
      if (where) expect(result.error).toMatchObject(where);
    }
  });

  it('minifies 10,000-deep nesting without recursion', () => {
    const result = minifyCss('a {'.repeat(10_000) + '}'.repeat(10_000));
    expect(result).toEqual({ ok: true, value: 'a{'.repeat(10_000) + '}'.repeat(10_000) });
  });

  it('is idempotent', () => {
    const css = fc
      .array(
        fc.constantFrom(
          'a',
          'b',
          ' ',
          '\n',
          '{',
          '}',
          ';',
          ':',
          ',',
          '>',
          '(',
          ')',
          '"x y"',
          '/* c */',
          '1px',
          '-2px',
          '+',
          'url( a b )',
          ':hover',
          '!important',
        ),
        {
          maxLength: 30,
        },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(css, (text) => {
        const once = minifyCss(text);
        if (once.ok && once.value !== '') expect(minifyCss(once.value)).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws and keeps every string literal', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 80 }),
        fc.string({ maxLength: 10 }).map((s) => `"${s.replace(/["\\\n]/g, '')}"`),
        (noise, literal) => {
          const result = minifyCss(`a{b:${literal}}${noise}`);
          if (result.ok) expect(result.value).toContain(literal);
          else expect(result.error.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives the same rules as prettier formats from the original', async () => {
    const samples = [
      'a { color : red ; } b , c > d { margin : 0 auto }',
      '@media (max-width: 600px) { .x :hover { top: calc( 1px + 2px ) } }',
      '/* c */ .a{ background : url( "x y.png" ) no-repeat ; content: " ; " }',
    ];
    for (const css of samples) {
      const minified = minifyCss(css);
      expect(minified.ok).toBe(true);
      if (!minified.ok) continue;
      const [a, b] = await Promise.all([
        formatWithPrettier(css.replace(/\/\*[^!][\s\S]*?\*\//g, ''), opts('css')),
        formatWithPrettier(minified.value, opts('css')),
      ]);
      expect(b).toEqual(a);
    }
  });
});
