// @vitest-environment jsdom
// Bookmark writes that a reload or a navigation could cut short are kept in localStorage until they land.
import { applyPending, markPending, readPending, settlePending } from '@/account/pending-bookmarks';

beforeEach(() => localStorage.clear());

test('a write is pending from the click until it lands, per user', () => {
  markPending('ada', 'json/minify', true);
  markPending('ada', 'url_encoder', false);
  expect(readPending('ada')).toEqual({ 'json/minify': true, url_encoder: false });
  expect(readPending('grace')).toEqual({});
  settlePending('ada', 'json/minify', true);
  settlePending('ada', 'url_encoder', false);
  expect(readPending('ada')).toEqual({});
  expect(localStorage.length).toBe(0);
});

test('settling an older write keeps a newer click on the same star', () => {
  markPending('ada', 'json/minify', true);
  markPending('ada', 'json/minify', false);
  settlePending('ada', 'json/minify', true);
  expect(readPending('ada')).toEqual({ 'json/minify': false });
});

test('the list shows pending additions and hides pending removals', () => {
  expect(applyPending(['a', 'b'], { b: false, c: true, a: true })).toEqual(['a', 'c']);
  expect(applyPending([], {})).toEqual([]);
});

test('malformed storage is ignored, and so are slugs a link could not be built from', () => {
  localStorage.setItem('devbench:pending-bookmarks:ada', '{not json');
  expect(readPending('ada')).toEqual({});
  localStorage.setItem('devbench:pending-bookmarks:ada', '["json/minify"]');
  expect(readPending('ada')).toEqual({});
  localStorage.setItem(
    'devbench:pending-bookmarks:ada',
    JSON.stringify({ '//evil.example': true, 'javascript:alert(1)': true, 'json/minify': 'yes', url_encoder: true }),
  );
  expect(readPending('ada')).toEqual({ url_encoder: true });
});
