import fc from 'fast-check';
import { decodeStateFragment, encodeStateFragment, pickKnownFields, shareUrl } from '@/lib/url-state';

describe('share-link state', () => {
  it('writes # + encodeURIComponent(JSON.stringify(state))', () => {
    expect(encodeStateFragment({ dot: 'digraph { a -> b }' })).toBe(`#${encodeURIComponent('{"dot":"digraph { a -> b }"}')}`);
  });

  it('round-trips any string state', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.boolean(), (input, flag) => {
        expect(decodeStateFragment(encodeStateFragment({ input, flag }))).toEqual({ input, flag });
      }),
    );
  });

  it.each([
    ['', null],
    ['#', null],
    ['#%E0%A4%A', null],
    ['#not-json', null],
    [`#${encodeURIComponent('[1,2]')}`, null],
    [`#${encodeURIComponent('"x"')}`, null],
  ])('reads %j as no state', (hash, expected) => {
    expect(decodeStateFragment(hash)).toBe(expected);
  });

  it('keeps only declared fields of the declared type', () => {
    expect(pickKnownFields({ input: '', indent: 2 }, { input: 'x', indent: 'four', evil: 1 })).toEqual({ input: 'x' });
  });

  it('builds a full URL from origin and path', () => {
    expect(shareUrl({ origin: 'http://127.0.0.1:4173', pathname: '/json/minify/' }, { input: 'a' })).toBe(
      'http://127.0.0.1:4173/json/minify/#%7B%22input%22%3A%22a%22%7D',
    );
  });
});
