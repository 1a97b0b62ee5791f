import { canonicalUrl, pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

describe('page metadata', () => {
  it.each([
    ['/json/escape/', '/json/escape/'],
    ['/json/escape/?x=1', '/json/escape/'],
    ['/privacy.html#top', '/privacy.html'],
    ['', '/'],
  ])('makes the canonical of %j from the origin and the path only', (path, expected) => {
    expect(canonicalUrl(path)).toBe(site.origin + expected);
  });

  it('carries title, description, keywords, canonical and twitter creator', () => {
    const m = pageMetadata({ path: '/json/minify/', title: 'JSON Minify', description: 'Minify JSON.', keywords: ['json', 'minify'] });
    expect(m.title).toEqual({ absolute: 'JSON Minify | Devbench' });
    expect(m.description).toBe('Minify JSON.');
    expect(m.keywords).toEqual(['json', 'minify']);
    expect(m.alternates?.canonical).toBe(`${site.origin}/json/minify/`);
    expect(m.twitter).toMatchObject({ creator: site.twitterHandle });
  });

  it('prefers metaTitle when given', () => {
    expect(pageMetadata({ path: '/', title: 'x', metaTitle: 'Custom', description: 'd' }).title).toEqual({ absolute: 'Custom' });
  });
});
