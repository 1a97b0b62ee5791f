import fc from 'fast-check';
import { formatXml, minifyXml } from '@/tools/xml-formatter/xml-formatter.core';

const deep = (depth: number) => '<a>'.repeat(depth) + '</a>'.repeat(depth);

describe('formatXml', () => {
  it.each([
    ['<a><b>1</b><c/></a>', 2, '<a>\n  <b>1</b>\n  <c/>\n</a>'],
    ['<a><b>1</b></a>', 4, '<a>\n    <b>1</b>\n</a>'],
    ['<a><b>1</b></a>', '\t', '<a>\n\t<b>1</b>\n</a>'],
    ['<a>\n\n   <b>1</b>\n\n</a>', 2, '<a>\n  <b>1</b>\n</a>'],
    ['<a x="1"\n   y="2"><b/></a>', 2, '<a x="1" y="2">\n  <b/>\n</a>'],
  ] as const)('formats %j with indent %j', (input, indent, expected) => {
    expect(formatXml(input, { indent })).toEqual({ ok: true, value: expected });
  });

  it('keeps the declaration, doctype, comments, CDATA and processing instructions', () => {
    const input =
      '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE note [<!ENTITY w "Donald">]><note><!-- who --><to>&w;</to><?render fast?><body><![CDATA[a < b && c]]></body></note>';
    expect(formatXml(input, { indent: 2 })).toEqual({
      ok: true,
      value:
        '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE note [<!ENTITY w "Donald">]>\n<note>\n  <!-- who -->\n  <to>&w;</to>\n  <?render fast?>\n  <body><![CDATA[a < b && c]]></body>\n</note>',
    });
  });

  it('leaves text and mixed content as written', () => {
    expect(formatXml('<r><p>Hello <b>world</b>!</p><t>  spaced  </t></r>', { indent: 2 })).toEqual({
      ok: true,
      value: '<r>\n  <p>Hello <b>world</b>!</p>\n  <t>  spaced  </t>\n</r>',
    });
  });

  it('keeps namespaces and entities', () => {
    expect(formatXml('<ns:a xmlns:ns="u"><ns:b>&lt;&amp;</ns:b></ns:a>', { indent: 2 })).toEqual({
      ok: true,
      value: '<ns:a xmlns:ns="u">\n  <ns:b>&lt;&amp;</ns:b>\n</ns:a>',
    });
  });

  it.each([
    ['', 'The input is empty', undefined],
    ['   ', 'The input is empty', undefined],
    ['hello', "char 'h' is not expected", { line: 1, column: 1 }],
    ['<a><b></a>', "Expected closing tag 'b'", { line: 1, column: 7 }],
    ['<a>\n  <b x="1" x="2"/></a>', "Attribute 'x' is repeated", { line: 2 }],
    ['<a', "Unclosed tag 'a'", { line: 1 }],
    ['<a><b>', 'The XML ends before these tags are closed: <b>, <a>', { line: 1, column: 7 }],
    ['<a>\n<b>\n', 'The XML ends before these tags are closed: <b>, <a>', { line: 3, column: 1 }],
    ['<root><x>', 'The XML ends before these tags are closed: <x>, <root>', undefined],
    ['<r><a><!-- never closed</a></r>', 'A comment is never closed: add -->', { line: 1, column: 7 }],
    ['<r>\n<![CDATA[ never closed</r>', 'A CDATA section is never closed: add ]]>', { line: 2, column: 1 }],
    ['\u0000\uFFFF\u0001', 'is not expected', { line: 1, column: 1 }],
    ['<a/><b/>', 'more than one root element', undefined],
    ['<a>1</a>junk', '', undefined],
    ['{"json": true}', '', { line: 1 }],
  ])('rejects %j', (input, fragment, where) => {
    const result = formatXml(input, { indent: 2 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message.length).toBeGreaterThan(0);
      expect(result.error.message).toContain(fragment);
      if (where) expect(result.error).toMatchObject(where);
    }
  });

  it('refuses 10,000-deep XML quickly, since its indentation alone would be ~200 MB', () => {
    expect(formatXml(deep(10_000), { indent: 2 })).toEqual({
      ok: false,
      error: { message: 'The XML is nested too deeply to format: the indentation alone would exceed 64 MB. Minify it instead' },
    });
  });

  it('does not mistake < inside CDATA, comments, instructions or attributes for nesting', () => {
    const item = '<i a="x>y" b=\'/>\'><![CDATA[<x>]]><!-- <y> --><?p <z>?><j c="<>"/></i>';
    const input = '<!DOCTYPE r [<!ENTITY e "<q>">]><r>' + item.repeat(5_000) + '</r>';
    const result = formatXml(input, { indent: 4 });
    expect(result.ok).toBe(true);
    if (result.ok) expect(Math.max(...result.value.split('\n').map((l) => l.length - l.trimStart().length))).toBeLessThanOrEqual(8);
  });

  it('formats 1,000-deep XML', () => {
    const result = formatXml(deep(1_000), { indent: 2 });
    // The innermost <a></a> stays on one line.
    expect(result.ok && result.value.split('\n')).toHaveLength(1_999);
  });

  it('names the innermost unclosed tags of truncated 10,000-deep XML', () => {
    const result = formatXml('<a>'.repeat(10_000), { indent: 2 });
    expect(result).toMatchObject({
      ok: false,
      error: { message: 'The XML ends before these tags are closed: <a>, <a>, <a>, <a>, <a> and 9,995 more' },
    });
  });
});

describe('minifyXml', () => {
  it.each([
    ['<a>\n  <b>1</b>\n  <!-- c -->\n  <c/>\n</a>', '<a><b>1</b><!-- c --><c/></a>'],
    ['<?xml version="1.0"?>\n<!DOCTYPE a>\n<a>\n  <![CDATA[ x ]]>\n</a>', '<?xml version="1.0"?><!DOCTYPE a><a><![CDATA[ x ]]></a>'],
    ['<p>Hello <b>world</b> !</p>', '<p>Hello <b>world</b> !</p>'],
    ['<t>  spaced  </t>', '<t>  spaced  </t>'],
  ])('minifies %j', (input, expected) => {
    expect(minifyXml(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', 'The input is empty'],
    ['<a><b></a>', "Expected closing tag 'b'"],
    ['\u0000\uFFFF\u0001', 'is not expected'],
    ['<a/><b/>', 'more than one root element'],
  ])('rejects %j', (input, fragment) => {
    const result = minifyXml(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain(fragment);
  });

  it('answers 10,000-deep XML without crashing', () => {
    const result = minifyXml(deep(10_000));
    if (!result.ok) expect(result.error.message).toMatch(/nested too deeply/);
  });
});

const name = fc.constantFrom('a', 'b', 'item', 'x:y', 'long-name');
const text = fc.string({ minLength: 1, maxLength: 8 }).map((s) => s.replace(/[<&>\s]/g, 'x'));
const { node: xmlNode } = fc.letrec<{ node: string; element: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(name, text).map(([n, t]) => `<${n}>${t}</${n}>`),
    name.map((n) => `<${n}/>`),
    tie('element'),
  ),
  element: fc.tuple(name, fc.array(tie('node'), { maxLength: 4 })).map(([n, kids]) => `<${n}>${kids.join('')}</${n}>`),
}));

describe('XML format and minify round trip', () => {
  it('minifying formatted XML gives back the minified original', () => {
    fc.assert(
      fc.property(xmlNode, fc.constantFrom(2 as const, 4 as const, '\t' as const), (xml, indent) => {
        const formatted = formatXml(xml, { indent });
        expect(formatted.ok).toBe(true);
        if (formatted.ok) expect(minifyXml(formatted.value)).toEqual(minifyXml(xml));
      }),
    );
  });

  it('formatting is idempotent', () => {
    fc.assert(
      fc.property(xmlNode, (xml) => {
        const once = formatXml(xml, { indent: 2 });
        expect(once.ok).toBe(true);
        if (once.ok) expect(formatXml(once.value, { indent: 2 })).toEqual(once);
      }),
    );
  });
});
