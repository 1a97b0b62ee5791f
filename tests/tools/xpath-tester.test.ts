import { collectNamespaces, evaluateXPath, parseXml, xpathSyntaxHint } from '@/tools/xpath-tester/xpath-tester.core';
import { sampleXml, sampleXPath, XPATH_EXAMPLES } from '@/tools/xpath-tester/xpath-tester.sample';

const run = (xpath: string, xml = sampleXml) => evaluateXPath({ xml, xpath });
const nodes = (xpath: string, xml = sampleXml) => {
  const r = run(xpath, xml);
  if (!r.ok) throw new Error(r.error.message);
  if (r.value.value.kind !== 'nodes') throw new Error('not nodes');
  return r.value.value.nodes;
};

describe('namespaces', () => {
  it('registers declared prefixes and gives the default namespace d:', () => {
    const r = run('//d:title');
    expect(r.ok && r.value.namespaces).toEqual([
      { prefix: 'p', uri: 'urn:example:pricing', origin: 'declared' },
      { prefix: 'd', uri: 'urn:example:books', origin: 'default' },
    ]);
  });

  it('numbers further default namespaces and avoids prefixes the document uses', () => {
    const xml = '<a xmlns="urn:a" xmlns:d="urn:dee"><b xmlns="urn:b"><d:x/></b></a>';
    const parsed = parseXml(xml);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(collectNamespaces(parsed.value.doc).bindings).toEqual([
      { prefix: 'd', uri: 'urn:dee', origin: 'declared' },
      { prefix: 'd2', uri: 'urn:a', origin: 'default' },
      { prefix: 'd3', uri: 'urn:b', origin: 'default' },
    ]);
    expect(nodes('/d2:a/d3:b/d:x', xml).map((n) => n.path)).toEqual(['/d2:a/d3:b/d:x']);
  });

  it('reports a prefix bound to two namespaces', () => {
    const r = run('//x:b', '<r><a xmlns:x="urn:1"><x:b/></a><c xmlns:x="urn:2"/></r>');
    expect(r.ok && r.value.warnings[0]).toMatch(/prefix x: is bound to urn:1 and to urn:2/);
  });

  it('explains an undeclared prefix', () => {
    const r = run('//q:title');
    expect(r).toEqual({
      ok: false,
      error: { message: 'XPath error: the namespace prefix "q" is not declared in the document. Prefixes you can use: p:, d:.' },
    });
  });
});

describe('evaluateXPath', () => {
  it('lists matched elements with type, name, path, line and serialized value', () => {
    expect(nodes(sampleXPath)).toEqual([
      {
        type: 'element',
        name: 'd:title',
        path: '/d:catalog/d:book[2]/d:title',
        value: '<title xmlns="urn:example:books">Midnight Rain</title>',
        line: 9,
      },
    ]);
  });

  it('returns attributes, text and comments', () => {
    expect(nodes('//d:book/@id').map((n) => [n.type, n.name, n.path, n.value])).toEqual([
      ['attribute', 'id', '/d:catalog/d:book[1]/@id', 'bk101'],
      ['attribute', 'id', '/d:catalog/d:book[2]/@id', 'bk102'],
    ]);
    expect(nodes("//d:book[@lang='fr']/d:author/text()").map((n) => [n.type, n.path, n.value])).toEqual([
      ['text', '/d:catalog/d:book[2]/d:author/text()', 'Ralls, Kim'],
    ]);
    expect(nodes('//comment()')[0]).toMatchObject({ type: 'comment', value: ' More books arrive next week ', path: '/d:catalog/comment()' });
  });

  it('returns numbers, strings and booleans as values', () => {
    expect(run('count(//d:book)')).toMatchObject({ ok: true, value: { value: { kind: 'number', value: '2' }, text: '2' } });
    expect(run('sum(//p:price)')).toMatchObject({ ok: true, value: { value: { kind: 'number', value: '50.900000000000006' } } });
    expect(run('string(//d:title)')).toMatchObject({ ok: true, value: { text: "XML Developer's Guide" } });
    expect(run('1 div 0')).toMatchObject({ ok: true, value: { text: 'Infinity' } });
    expect(run('count(//d:book) > 1')).toMatchObject({ ok: true, value: { value: { kind: 'boolean', value: 'true' } } });
  });

  it('gives source ranges of matched nodes for highlighting', () => {
    const r = run('//d:title | //d:book/@lang | //d:author/text()');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.ranges.map(([s, e]) => sampleXml.slice(s, e))).toEqual([
      'lang="en"',
      '<title>',
      'Gambardella, Matthew',
      'lang="fr"',
      '<title>',
      'Ralls, Kim',
    ]);
  });

  it('writes the output as text, one node per line', () => {
    const r = run('//d:book/@lang');
    expect(r.ok && r.value.text).toBe('lang="en"\nlang="fr"');
  });

  it.each(XPATH_EXAMPLES.map((e) => [e.title, e.xpath] as const))('example "%s" evaluates', (_t, xp) => {
    const r = run(xp);
    expect(r.ok).toBe(true);
    if (r.ok && r.value.value.kind === 'nodes') expect(r.value.value.nodes.length).toBeGreaterThan(0);
  });
});

describe('errors', () => {
  it('locates XML syntax errors', () => {
    const r = run('/', '<a>\n  <b></a>');
    expect(r).toEqual({ ok: false, error: { message: expect.stringMatching(/^XML syntax error: .*mismatch/), line: 2, column: 3 } });
    expect(run('/', '').ok).toBe(false);
    expect(run('/', '<a/><b/>').ok).toBe(false);
    const outside = run('/', 'x<a/>');
    expect(outside.ok).toBe(false);
  });

  it('points at XPath syntax errors', () => {
    expect(run('//d:book[')).toEqual({
      ok: false,
      error: { message: 'XPath syntax error: the "[" at column 9 is never closed.', line: 1, column: 9 },
    });
    expect(run('//d:book[@id=]')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^XPath syntax error/) } });
    expect(run('bogus()')).toMatchObject({ ok: false, error: { message: 'XPath error: Unknown function bogus' } });
  });

  it('hints at unbalanced brackets, strings and trailing operators', () => {
    expect(xpathSyntaxHint('a)')).toEqual({ message: '")" at column 2 closes nothing', column: 2 });
    expect(xpathSyntaxHint("a['x]")).toEqual({ message: 'the string started at column 3 is never closed', column: 3 });
    expect(xpathSyntaxHint('1 +')).toMatchObject({ column: 3 });
    expect(xpathSyntaxHint('//a[1]')).toBeNull();
  });
});

describe('sample', () => {
  it('precomputed result is what the engine gives', async () => {
    const { sampleResult } = await import('@/tools/xpath-tester/xpath-tester.sample');
    expect(run(sampleXPath)).toEqual({ ok: true, value: sampleResult });
  });
});
