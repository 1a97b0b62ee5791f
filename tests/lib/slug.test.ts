import { isOwnShareUrl, isPageSlug } from '@/lib/slug';

describe('isPageSlug', () => {
  it.each(['json/minify', 'base64-image-encoder', 'diagrams/mermaidjs/examples/pie_diagram', 'html/html_entities'])('accepts %s', (s) => {
    expect(isPageSlug(s)).toBe(true);
  });

  it.each(['', '/json', '//evil.example', 'javascript:alert(1)', '../../admin', 'JSON/minify', 'json/', 'a'.repeat(201), 42, null])(
    'rejects %j',
    (s) => {
      expect(isPageSlug(s)).toBe(false);
    },
  );
});

describe('isOwnShareUrl', () => {
  const origin = 'https://devbench.example';
  it('accepts a link to the page of its slug on this site', () => {
    expect(isOwnShareUrl('https://devbench.example/json/minify/#%7B%7D', 'json/minify', origin)).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', 'json/minify'],
    ['https://evil.example/json/minify/', 'json/minify'],
    ['https://devbench.example.evil.example/json/minify/', 'json/minify'],
    ['https://devbench.example/other/', 'json/minify'],
    ['https://devbench.example//evil.example/', '/evil.example'],
  ])('rejects %s for %s', (url, slug) => {
    expect(isOwnShareUrl(url, slug, origin)).toBe(false);
  });
});
