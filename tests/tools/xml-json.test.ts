import { isXmlName, jsonToXml, xmlToJson, type JsonToXmlOptions, type XmlToJsonOptions } from '@/tools/xml-json/xml-json.core';
import { jsonToXmlSample, xmlToJsonSample } from '@/tools/xml-json/xml-json.sample';

const toJson = (xml: string, opts: XmlToJsonOptions = {}): unknown => {
  const result = xmlToJson(xml, opts);
  if (!result.ok) throw new Error(result.error.message);
  return JSON.parse(result.value);
};
const toXml = (json: string, opts: JsonToXmlOptions = {}): string => {
  const result = jsonToXml(json, opts);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('xmlToJson', () => {
  it.each<[string, string, unknown, XmlToJsonOptions?]>([
    ['a leaf element', '<a>hi</a>', { a: 'hi' }],
    ['attributes with the default @_ prefix', '<a id="1" lang="en">x</a>', { a: { '#text': 'x', '@_id': '1', '@_lang': 'en' } }],
    ['attributes with the @ prefix', '<a id="1"/>', { a: { '@id': '1' } }, { prefix: '@' }],
    ['repeated elements become an array, single ones do not', '<r><i>1</i><i>2</i><j>3</j></r>', { r: { i: ['1', '2'], j: '3' } }],
    ['chosen tags are always arrays', '<r><i>1</i><j>3</j></r>', { r: { i: ['1'], j: '3' } }, { arrays: 'i' }],
    ['* makes every element but the root an array', '<r><i>1</i></r>', { r: { i: ['1'] } }, { arrays: '*' }],
    ['values stay strings by default', '<r n="42"><a>007</a><b>true</b><c>1.50</c></r>', { r: { a: '007', b: 'true', c: '1.50', '@_n': '42' } }],
    [
      'exact numbers and booleans parsed when asked, the rest left as written',
      '<r n="42"><a>007</a><b>true</b><c>1.50</c><d>-2.5</d><e>12345678901234567890</e></r>',
      { r: { a: '007', b: true, c: '1.50', d: -2.5, e: '12345678901234567890', '@_n': 42 } },
      { parseValues: true },
    ],
    ['CDATA kept apart', '<a><![CDATA[<b> & </b>]]></a>', { a: { '#cdata': '<b> & </b>' } }],
    ['CDATA merged into text', '<a><![CDATA[<b> & </b>]]></a>', { a: '<b> & </b>' }, { cdata: 'text' }],
    ['namespace prefixes kept as written', '<x:a xmlns:x="urn:x"><x:b>1</x:b></x:a>', { 'x:a': { 'x:b': '1', '@_xmlns:x': 'urn:x' } }],
    ['predefined and numeric entities decoded', '<a t="&quot;q&quot;">&lt;&amp;&gt; &#233;&#x263A;</a>', { a: { '#text': '<&> é☺', '@_t': '"q"' } }],
    ['empty elements are empty strings', '<r><a/><b></b></r>', { r: { a: '', b: '' } }],
    ['Unicode element names and text', '<данные><名前>太郎</名前></данные>', { данные: { 名前: '太郎' } }],
    ['declaration, comments and processing instructions are left out', '<?xml version="1.0"?><!-- c --><?pi x?><a>1</a>', { a: '1' }],
    ['a DOCTYPE without declarations is accepted, never fetched', '<!DOCTYPE html SYSTEM "http://127.0.0.1/x.dtd"><html/>', { html: '' }],
  ])('%s', (_name, xml, expected, opts) => {
    expect(toJson(xml, opts)).toEqual(expected);
  });

  it.each([
    ['', 'The input is empty', undefined],
    ['<a>\n  <b></a>', "Expected closing tag 'b' (opened in line 2, col 3) instead of closing tag 'a'", { line: 2, column: 6 }],
    ['<a x="1" x="2"/>', "Attribute 'x' is repeated", { line: 1, column: 10 }],
    ['hello', "char 'h' is not expected", { line: 1, column: 1 }],
    ['<a>\n</a>\n<b/>', 'An XML document has exactly one root element, but <a> is followed by <b> at the top level', { line: 3, column: 1 }],
  ])('reports %j', (xml, message, where) => {
    const result = xmlToJson(xml);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toBe(message);
    if (where) expect(result.error).toMatchObject(where);
  });

  it('refuses a billion laughs document at its first entity declaration, without expanding anything', () => {
    const lol = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE lolz [',
      ' <!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, i) => ` <!ENTITY lol${i + 2} "${`&lol${i === 0 ? '' : i + 1};`.repeat(10)}">`),
      ']>',
      '<lolz>&lol10;</lolz>',
    ].join('\n');
    const result = xmlToJson(lol);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toMatch(/declares entities .* not expand/);
    expect(result.error).toMatchObject({ line: 3, column: 2 });
  });

  it('refuses an external entity (XXE) instead of reading a file', () => {
    const result = xmlToJson('<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<r>&xxe;</r>');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ line: 1, column: 14 });
  });

  it('converts 10,000 elements', () => {
    const xml = `<rows>${Array.from({ length: 10_000 }, (_, i) => `<row id="${i}"><v>${i * 2}</v></row>`).join('')}</rows>`;
    const json = toJson(xml) as { rows: { row: Array<{ v: string; '@_id': string }> } };
    expect(json.rows.row).toHaveLength(10_000);
    expect(json.rows.row[9999]).toEqual({ v: '19998', '@_id': '9999' });
  });
});

describe('jsonToXml', () => {
  it.each<[string, string, string, JsonToXmlOptions?]>([
    ['a single top-level key is the root', '{"a":{"b":"x"}}', '<a>\n  <b>x</b>\n</a>'],
    ['several keys are wrapped in the root element', '{"a":1,"b":true}', '<root>\n  <a>1</a>\n  <b>true</b>\n</root>'],
    ['the root name is an option', '{"a":1,"b":2}', '<data>\n  <a>1</a>\n  <b>2</b>\n</data>', { root: 'data' }],
    ['a top-level array becomes item elements', '[1,"two"]', '<root>\n  <item>1</item>\n  <item>two</item>\n</root>'],
    ['a top-level array under one key is wrapped too', '{"i":[1,2]}', '<root>\n  <i>1</i>\n  <i>2</i>\n</root>'],
    ['attributes and text', '{"a":{"@_id":"1","#text":"hi"}}', '<a id="1">hi</a>'],
    ['the @ prefix', '{"a":{"@id":"1","b":"x"}}', '<a id="1">\n  <b>x</b>\n</a>', { prefix: '@' }],
    [
      'text, attributes and CDATA escaped as XML needs',
      '{"a":{"@_q":"say \\"<&>\\"","b":"1 < 2 & 3 > 2, it\'s","c":{"#cdata":"x]]>y"}}}',
      `<a q="say &quot;&lt;&amp;&gt;&quot;">\n  <b>1 &lt; 2 &amp; 3 &gt; 2, it's</b>\n  <c><![CDATA[x]]]]><![CDATA[>y]]></c>\n</a>`,
    ],
    ['null and empty string are empty elements', '{"a":{"n":null,"e":""}}', '<a>\n  <n/>\n  <e/>\n</a>'],
    ['big integers keep every digit', '{"a":{"id":12345678901234567890}}', '<a>\n  <id>12345678901234567890</id>\n</a>'],
    ['Unicode names', '{"данные":{"名前":"太郎"}}', '<данные>\n  <名前>太郎</名前>\n</данные>'],
    ['four-space indentation', '{"a":{"b":"x"}}', '<a>\n    <b>x</b>\n</a>', { indent: 4 }],
    ['one line', '{"a":{"b":"x","c":"y"}}', '<a><b>x</b><c>y</c></a>', { indent: 0 }],
  ])('%s', (_name, json, expected, opts) => {
    expect(toXml(json, { declaration: false, ...opts })).toBe(expected);
  });

  it('starts with the XML declaration unless turned off', () => {
    expect(toXml('{"a":"x"}')).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<a>x</a>');
    expect(toXml('{"a":"x"}', { indent: 0 })).toBe('<?xml version="1.0" encoding="UTF-8"?><a>x</a>');
  });

  it.each([
    ['{"a":{"1st":1}}', 'The key "1st" at $.a["1st"] starts with a digit, dot or hyphen, so it is not a valid XML element name'],
    ['{"a":{"b":[{"first name":"x"}]}}', 'The key "first name" at $.a.b[0]["first name"] contains a space, so it is not a valid XML element name'],
    ['{"x":1,"a b":2}', 'The key "a b" at $["a b"] contains a space, so it is not a valid XML element name'],
    ['{"a":{"b<":1}}', 'The key "b<" at $.a["b<"] contains a character XML names cannot have, so it is not a valid XML element name'],
    ['{"a":{"@_1x":1}}', 'The attribute name "1x" at $.a["@_1x"] starts with a digit, dot or hyphen, so it is not a valid XML name'],
    ['{"a":{"@_x":{"y":1}}}', 'The attribute at $.a["@_x"] is an object; an attribute holds only text'],
    [
      '{"a":{"b":[[1,2]]}}',
      'The value at $.a.b[0] is an array directly inside an array; XML has no unnamed lists, so wrap it in an object with an element name',
    ],
    ['[[1]]', 'The value at $[0] is an array directly inside an array; XML has no unnamed lists, so wrap it in an object with an element name'],
    ['{"a":{"#text":{"x":1}}}', 'The value at $.a["#text"] is an object, but #text holds text'],
  ])('reports %j by path', (json, message) => {
    const result = jsonToXml(json);
    expect(result).toEqual({ ok: false, error: { message } });
  });

  it('reports an invalid root name and JSON syntax errors with their place', () => {
    expect(jsonToXml('{"a":1,"b":2}', { root: '9lives' })).toEqual({
      ok: false,
      error: { message: 'The root element name "9lives" starts with a digit, dot or hyphen, so it is not a valid XML name' },
    });
    const bad = jsonToXml('{\n  "a": 1,\n}');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatchObject({ line: 3, column: 1 });
    expect(jsonToXml('   ')).toEqual({ ok: false, error: { message: 'The input is empty' } });
  });

  it.each([
    ['a', true],
    ['_a.b-c', true],
    ['ns:tag', true],
    ['Ünïcødé', true],
    ['', false],
    ['1a', false],
    ['-a', false],
    ['a b', false],
    ['a/b', false],
  ])('isXmlName(%j) is %s', (name, expected) => {
    expect(isXmlName(name)).toBe(expected);
  });
});

describe('XML → JSON → XML round trip', () => {
  it.each([
    ['the XML to JSON sample', xmlToJsonSample.input],
    [
      'attributes, namespaces, repeated and empty elements',
      '<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">\n  <title type="text">News &amp; notes</title>\n  <entry>\n    <id>urn:1</id>\n    <media:thumbnail url="https://example.com/a.png?x=1&amp;y=2"/>\n  </entry>\n  <entry>\n    <id>urn:2</id>\n    <summary/>\n  </entry>\n</feed>',
    ],
    ['Unicode text and names', '<?xml version="1.0" encoding="UTF-8"?>\n<注文 番号="7">\n  <品名>お茶 🍵</品名>\n  <数量>3</数量>\n</注文>'],
    ['one line, no declaration', '<a><b x="1">t</b><c><![CDATA[<raw>]]></c></a>'],
  ])('keeps %s', (_name, xml) => {
    const oneLine = !xml.includes('\n');
    const json = xmlToJson(xml);
    expect(json.ok).toBe(true);
    if (!json.ok) return;
    expect(toXml(json.value, { declaration: !oneLine, indent: oneLine ? 0 : 2 })).toBe(xml);
  });

  it('keeps the values with parsed numbers and the @ prefix', () => {
    const xml = '<r n="3"><a>1.5</a><b>false</b><c>x</c></r>';
    const json = xmlToJson(xml, { parseValues: true, prefix: '@' });
    expect(json.ok).toBe(true);
    if (json.ok) expect(toXml(json.value, { prefix: '@', declaration: false, indent: 0 })).toBe(xml);
  });

  it('JSON → XML → JSON gives the JSON back', () => {
    const xml = toXml(jsonToXmlSample.input);
    expect(toJson(xml, { parseValues: true })).toEqual(JSON.parse(jsonToXmlSample.input));
  });
});

describe('the XML samples', () => {
  it('are what the core produces with the default options', () => {
    expect(xmlToJson(xmlToJsonSample.input)).toEqual({ ok: true, value: xmlToJsonSample.output });
    expect(jsonToXml(jsonToXmlSample.input)).toEqual({ ok: true, value: jsonToXmlSample.output });
  });
});

describe('mixed content (text beside child elements)', () => {
  it.each<[string, string, unknown, XmlToJsonOptions?]>([
    [
      'text around an element keeps its spaces and order',
      '<p>Read <a href="/x">the guide</a>, then <b>run</b> it.</p>',
      { p: { '#mixed': ['Read ', { a: { '#text': 'the guide', '@_href': '/x' } }, ', then ', { b: 'run' }, ' it.'] } },
    ],
    [
      'a space alone between two elements is kept inside mixed content',
      '<p>x <i>a</i> <i>b</i></p>',
      { p: { '#mixed': ['x ', { i: 'a' }, ' ', { i: 'b' }] } },
    ],
    [
      'line breaks and entities inside mixed content stay as the text they stand for',
      '<note lang="en">\n  1 &lt; 2 <br/>\n  and &#233;\n</note>',
      { note: { '#mixed': ['\n  1 < 2 ', { br: '' }, '\n  and é\n'], '@_lang': 'en' } },
    ],
    ['CDATA beside text stays in its place', '<c>a<![CDATA[<b>]]>c</c>', { c: { '#mixed': ['a', { '#cdata': '<b>' }, 'c'] } }],
    ['merged CDATA joins the text around it', '<c>a<![CDATA[<b>]]>c</c>', { c: 'a<b>c' }, { cdata: 'text' }],
    ['indentation between child elements alone is not mixed content', '<r>\n  <a>1</a>\n  <a>2</a>\n</r>', { r: { a: ['1', '2'] } }],
    ['text that is the only content is trimmed', '<r><a>  padded  </a></r>', { r: { a: 'padded' } }],
  ])('%s', (_name, xml, expected, opts) => {
    expect(toJson(xml, opts)).toEqual(expected);
  });

  it.each([
    '<p>Two <em>very <b>bold</b></em> words, <code>a &amp; b</code>.</p>',
    '<doc><title>T</title><para id="1">See <ref to="a"/> and <ref to="b"/>.</para></doc>',
    '<p>x<![CDATA[ <y> ]]>z <i>w</i></p>',
  ])('XML → JSON → XML keeps %j', (xml) => {
    const json = xmlToJson(xml);
    expect(json.ok).toBe(true);
    if (json.ok) expect(toXml(json.value, { declaration: false, indent: 0 })).toBe(xml);
  });

  it('writes #mixed on one line even when indenting, so no indentation enters the text', () => {
    expect(toXml('{"r":{"p":{"#mixed":["a ",{"b":{"c":"x"}}," d"]},"q":"y"}}', { declaration: false })).toBe(
      '<r>\n  <p>a <b><c>x</c></b> d</p>\n  <q>y</q>\n</r>',
    );
  });

  it.each([
    ['{"p":{"#mixed":"text"}}', 'The value at $.p["#mixed"] is not an array; #mixed lists an element\'s texts and child elements in order'],
    ['{"p":{"#mixed":["a"],"b":1}}', 'The element at $.p has both #mixed and "b"; #mixed holds all of an element\'s content, beside its attributes'],
    [
      '{"p":{"#mixed":[{"a":1,"b":2}]}}',
      'The item at $.p["#mixed"][0] of #mixed is an object with 2 keys; each item is a text or an object with one element name (or #cdata)',
    ],
    [
      '{"p":{"#mixed":[{"@_a":1}]}}',
      'The item at $.p["#mixed"][0] of #mixed is an object with the key "@_a"; each item is a text or an object with one element name (or #cdata)',
    ],
    ['{"p":{"#mixed":[null]}}', 'The item at $.p["#mixed"][0] of #mixed is null; each item is a text or an object with one element name (or #cdata)'],
    [
      '{"p":{"#mixed":[{"1x":"y"}]}}',
      'The key "1x" at $.p["#mixed"][0]["1x"] starts with a digit, dot or hyphen, so it is not a valid XML element name',
    ],
  ])('reports a malformed #mixed %j', (json, message) => {
    expect(jsonToXml(json)).toEqual({ ok: false, error: { message } });
  });
});

describe('characters XML 1.0 cannot hold', () => {
  it.each([
    ['{"a":{"b":"bell\\u0007"}}', 'The text at $.a.b contains U+0007 (a control character) at character 5'],
    ['{"a":{"@_t":"\\u0000x"}}', 'The attribute value at $.a["@_t"] contains U+0000 (a control character) at character 1'],
    ['{"a":{"#cdata":"x\\u001by"}}', 'The text at $.a["#cdata"] contains U+001B (a control character) at character 2'],
    ['{"a":["ok","\\u000c"]}', 'The text at $.a[1] contains U+000C (a control character) at character 1'],
    ['{"a":{"#mixed":["ok",{"b":"\\ud800"}]}}', 'The text at $.a["#mixed"][1].b contains U+D800 (half of a surrogate pair, alone) at character 1'],
    ['{"a":"\\uffff"}', 'The text at $.a contains U+FFFF (a noncharacter) at character 1'],
  ])('refuses %j, naming the path and the character', (json, start) => {
    const r = jsonToXml(json);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.message).toBe(
        `${start}, which XML 1.0 cannot hold, not even as a character reference: remove it, or encode the value (Base64, for example)`,
      );
  });

  it('writes tab, line feed, carriage return, DEL, C1 controls and astral characters, and reads them back', () => {
    const value = 'a\tb\nc\r\nd\u007f\u0085 😀';
    const xml = toXml(JSON.stringify({ r: { t: value, '@_v': value } }), { declaration: false });
    expect(xml).toBe('<r v="a&#9;b&#10;c&#13;&#10;d\u007f\u0085 😀">\n  <t>a\tb\nc&#13;\nd\u007f\u0085 😀</t>\n</r>');
    expect(toJson(xml)).toEqual({ r: { t: value, '@_v': value } });
  });
});
