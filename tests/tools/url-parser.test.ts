import { describeUrl, diagnoseUrl, parseUrl, rebuildUrl, safeDecode } from '@/tools/url-parser/url-parser.core';

function parsed(text: string) {
  const r = parseUrl(text);
  if (!r.ok) throw new Error(r.error.message);
  if (!r.value) throw new Error('empty');
  return r.value;
}

function error(text: string) {
  const r = parseUrl(text);
  if (r.ok) throw new Error(`expected an error for ${text}`);
  return r.error;
}

describe('parseUrl: parts', () => {
  it('splits a full URL and decodes its parts', () => {
    const u = parsed(
      'https://ann:s3cr%40t@shop.example.com:8443/catalog/caf%C3%A9/item%2042?q=cr%C3%A8me+br%C3%BBl%C3%A9e&tag=a&tag=b&empty=#r%C3%A9views',
    );
    expect(u).toMatchObject({
      scheme: 'https',
      username: 'ann',
      password: 's3cr@t',
      host: 'shop.example.com',
      port: '8443',
      defaultPort: '443',
      path: '/catalog/caf%C3%A9/item%2042',
      segments: ['catalog', 'café', 'item 42'],
      query: 'q=cr%C3%A8me+br%C3%BBl%C3%A9e&tag=a&tag=b&empty=',
      fragment: 'réviews',
      origin: 'https://shop.example.com:8443',
    });
    expect(u.params).toEqual([
      { key: 'q', value: 'crème brûlée' },
      { key: 'tag', value: 'a' },
      { key: 'tag', value: 'b' },
      { key: 'empty', value: '' },
    ]);
  });

  it('gives the default port when none is written (and drops an explicit default)', () => {
    expect(parsed('http://example.com/')).toMatchObject({ port: '', defaultPort: '80' });
    expect(parsed('https://example.com:443/')).toMatchObject({ port: '', defaultPort: '443', href: 'https://example.com/' });
    expect(parsed('wss://example.com/socket').defaultPort).toBe('443');
    expect(parsed('ftp://example.com/').defaultPort).toBe('21');
    expect(parsed('mailto:ann@example.com').defaultPort).toBe('');
  });

  it('reads IPv6 hosts, IDNs and opaque URLs', () => {
    expect(parsed('http://[2001:db8::1]:8080/x')).toMatchObject({ host: '[2001:db8::1]', port: '8080' });
    expect(parsed('https://bücher.example/').host).toBe('xn--bcher-kva.example');
    expect(parsed('mailto:ann@example.com?subject=Hi%20there')).toMatchObject({
      scheme: 'mailto',
      host: '',
      segments: [],
      params: [{ key: 'subject', value: 'Hi there' }],
    });
  });

  it('normalises the path (dot segments) as the WHATWG parser does', () => {
    expect(parsed('https://example.com/a/./b/../c').path).toBe('/a/c');
    expect(parsed('https://example.com').segments).toEqual([]);
  });

  it('keeps malformed escapes as written instead of throwing', () => {
    expect(parsed('https://example.com/100%/x?p=%E0%A4%A').segments).toEqual(['100%', 'x']);
    expect(safeDecode('%E2%82%AC and %ZZ %C3')).toBe('€ and %ZZ %C3');
  });

  it('empty input is nothing to show, not an error', () => {
    expect(parseUrl('  ')).toEqual({ ok: true, value: null });
  });

  it('describeUrl lists every part for Copy', () => {
    expect(describeUrl(parsed('https://example.com/a?x=1#f'))).toBe(
      'scheme: https\nusername: \npassword: \nhost: example.com\nport: 443 (default)\npath: /a\n  segment 1: a\nquery: x=1\n  x = 1\nfragment: f\n',
    );
  });
});

describe('rebuildUrl: edited query', () => {
  const href = 'https://example.com/p?a=1&b=2#top';

  it('edits, adds and removes parameters, keeping the fragment', () => {
    expect(rebuildUrl(href, [{ key: 'a', value: 'one' }])).toBe('https://example.com/p?a=one#top');
    expect(
      rebuildUrl(href, [
        { key: 'a', value: '1' },
        { key: 'b', value: '2' },
        { key: 'c', value: 'x y&z=é' },
      ]),
    ).toBe('https://example.com/p?a=1&b=2&c=x+y%26z%3D%C3%A9#top');
  });

  it('keeps repeated keys in order', () => {
    expect(
      rebuildUrl(href, [
        { key: 'tag', value: 'b' },
        { key: 'x', value: '' },
        { key: 'tag', value: 'a' },
      ]),
    ).toBe('https://example.com/p?tag=b&x=&tag=a#top');
  });

  it('no parameters drops the ?', () => {
    expect(rebuildUrl(href, [])).toBe('https://example.com/p#top');
  });

  it('round-trips: parsing the rebuilt URL gives the rows back', () => {
    const rows = [
      { key: 'q', value: '50% off + free' },
      { key: 'emoji', value: '👋' },
    ];
    expect(parsed(rebuildUrl(href, rows)).params).toEqual(rows);
  });
});

describe('errors say why and where', () => {
  it.each([
    ['example.com/path', /no scheme.*try https:\/\/example\.com\/path/, 1],
    ['/relative/path', /no scheme.*relative path needs a base URL/, 1],
    ['https://example.com:99999/', /port 99999 is out of range/, 21],
    ['https://example.com:80a/', /port "80a" is not a number/, 23],
    ['https://exa mple.com/', /host "exa mple\.com" contains a space/, 12],
    ['http://exa<mple.com/', /contains "<"/, 11],
    ['http://[2001:db8::1/', /no closing "\]"/, 8],
    ['http://[zz::1]/', /"\[zz::1\]" is not a valid IPv6 address/, 8],
    ['http://', /no host/, 8],
    ['http://300.1.1.1/', /not a valid IPv4 address/, 8],
    ['   https://a b/', /contains a space/, 13],
  ])('%s', (text, message, column) => {
    const e = error(text);
    expect(e.message).toMatch(message);
    expect(e).toMatchObject({ line: 1, column });
  });

  it('a line break is an error (one URL at a time)', () => {
    expect(error('https://a.example/\nhttps://b.example/')).toMatchObject({ line: 1, column: 19, message: expect.stringMatching(/one line/) });
  });

  it('diagnoseUrl never throws on junk, Unicode or huge input', () => {
    for (const text of ['::::', 'http://%%%', '\u202eevil', `https://${'a'.repeat(1_000_000)} b`, 'a\u0000b:']) {
      expect(diagnoseUrl(text).message).toMatch(/\w/);
      expect(() => parseUrl(text)).not.toThrow();
    }
  });
});
