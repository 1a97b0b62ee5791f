// @vitest-environment jsdom
// Bookmarks without an account (issue 32): the local store, its change events, and the merge at sign-in.
import {
  FAVOURITES_EVENT,
  LOCAL_FAVOURITES_KEY,
  addLocalFavourites,
  mergeAtSignIn,
  mergeFavourites,
  mirrorAccount,
  parseLocalFavourites,
  readLocalFavourites,
  subscribeLocalFavourites,
  toggleLocalFavourite,
  writeLocalFavourites,
} from '@/account/local-favourites';
import { FAVOURITES_FORMAT, favouritesFile, parseFavouritesFile } from '@/account/favourites-file';

beforeEach(() => localStorage.clear());

describe('the local store', () => {
  test('the star toggles a page in and out, in the order starred, under a versioned key', () => {
    toggleLocalFavourite('json/minify');
    toggleLocalFavourite('url_encoder');
    expect(readLocalFavourites()).toEqual({ slugs: ['json/minify', 'url_encoder'], synced: null });
    expect(JSON.parse(localStorage.getItem(LOCAL_FAVOURITES_KEY)!)).toEqual({ slugs: ['json/minify', 'url_encoder'], synced: null });
    toggleLocalFavourite('json/minify');
    expect(readLocalFavourites().slugs).toEqual(['url_encoder']);
  });

  test('nothing left to remember leaves no key behind (pages then need not load their scripts for it)', () => {
    toggleLocalFavourite('json/minify');
    toggleLocalFavourite('json/minify');
    expect(localStorage.getItem(LOCAL_FAVOURITES_KEY)).toBeNull();
    // A removal after a sync is remembered: the merge needs it.
    mirrorAccount('ada', ['json/minify']);
    toggleLocalFavourite('json/minify');
    expect(readLocalFavourites()).toEqual({ slugs: [], synced: { uid: 'ada', slugs: ['json/minify'] } });
  });

  test('the snapshot is the same object while the stored text is unchanged', () => {
    toggleLocalFavourite('jwt/decoder');
    expect(readLocalFavourites()).toBe(readLocalFavourites());
  });

  test('an import adds only pages not starred yet, and only page paths', () => {
    toggleLocalFavourite('a');
    expect(addLocalFavourites(['a', 'b', 'b', '//evil.example', 'c'])).toBe(2);
    expect(readLocalFavourites().slugs).toEqual(['a', 'b', 'c']);
    expect(addLocalFavourites(['a'])).toBe(0);
  });

  test('signed in, the store mirrors the account and records it as the base of the next merge', () => {
    toggleLocalFavourite('old');
    mirrorAccount('ada', ['x', 'y']);
    expect(readLocalFavourites()).toEqual({ slugs: ['x', 'y'], synced: { uid: 'ada', slugs: ['x', 'y'] } });
  });

  test('changes are announced in the page and from other tabs (storage event), and unsubscribing stops them', () => {
    const seen = vi.fn();
    const stop = subscribeLocalFavourites(seen);
    toggleLocalFavourite('a');
    expect(seen).toHaveBeenCalledTimes(1);
    // The same state written again is no change.
    writeLocalFavourites({ slugs: ['a'], synced: null });
    expect(seen).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_FAVOURITES_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'devbench:something-else' }));
    expect(seen).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event(FAVOURITES_EVENT));
    expect(seen).toHaveBeenCalledTimes(2);
  });

  test.each([
    ['nothing', null, { slugs: [], synced: null }],
    ['not JSON', '{', { slugs: [], synced: null }],
    ['a list', '[1]', { slugs: [], synced: null }],
    ['bad entries', '{"slugs":["ok","//x","ok",3],"synced":{"uid":"","slugs":["a"]}}', { slugs: ['ok'], synced: null }],
    ['a base', '{"slugs":[],"synced":{"uid":"u","slugs":["a","A"]}}', { slugs: [], synced: { uid: 'u', slugs: ['a'] } }],
  ])('malformed storage is read safely: %s', (_, raw, expected) => {
    expect(parseLocalFavourites(raw)).toEqual(expected);
  });
});

describe('the merge at sign-in', () => {
  // [case, base (account as last seen here), local now, account now, merged]
  test.each<[string, string[] | null, string[], string[], string[]]>([
    ['first sign-in: local favourites join the account', null, ['a', 'b'], ['b', 'c'], ['b', 'c', 'a']],
    ['first sign-in with nothing local', null, [], ['c'], ['c']],
    ['no change anywhere', ['a'], ['a'], ['a'], ['a']],
    ['added here while signed out', ['a'], ['a', 'b'], ['a'], ['a', 'b']],
    ['removed here while signed out', ['a', 'b'], ['a'], ['a', 'b'], ['a']],
    ['added on another device', ['a'], ['a'], ['a', 'c'], ['a', 'c']],
    ['removed on another device is not brought back by the stale copy here', ['a', 'b'], ['a', 'b'], ['a'], ['a']],
    ['both sides changed different pages: each keeps its intent', ['x', 'y'], ['x', 'w'], ['y', 'z'], ['z', 'w']],
    ['both added the same page: once', ['a'], ['a', 'b'], ['a', 'b'], ['a', 'b']],
    ['both removed the same page', ['a', 'b'], ['a'], ['a'], ['a']],
    ['removed here, and added elsewhere meanwhile (other page)', ['a'], [], ['a', 'b'], ['b']],
    ['starred and unstarred here: no change, the account decides', ['a'], ['a'], [], []],
    ['everything removed here', ['a', 'b'], [], ['a', 'b', 'c'], ['c']],
  ])('%s', (_, base, local, remote, merged) => {
    expect(mergeFavourites(base, local, remote)).toEqual(merged);
    // Merging again with the result as the new base changes nothing (each sign-in is idempotent).
    expect(mergeFavourites(merged, merged, merged)).toEqual(merged);
  });

  test('no duplicates and nothing lost, whatever the inputs', () => {
    const pages = ['a', 'b', 'c', 'd'];
    const subsets = Array.from({ length: 16 }, (_, m) => pages.filter((_, i) => m & (1 << i)));
    for (const base of subsets)
      for (const local of subsets)
        for (const remote of subsets) {
          const merged = mergeFavourites(base, local, remote);
          expect(new Set(merged).size).toBe(merged.length);
          for (const p of pages) {
            const addedHere = local.includes(p) && !base.includes(p);
            const removedHere = !local.includes(p) && base.includes(p);
            const expected = addedHere ? true : removedHere ? false : remote.includes(p);
            expect(merged.includes(p)).toBe(expected);
          }
        }
  });
});

describe('the merge for the account signing in', () => {
  test('the same account as last time: a three-way merge with its last seen list', () => {
    expect(mergeAtSignIn({ slugs: ['x', 'w'], synced: { uid: 'ada', slugs: ['x', 'y'] } }, 'ada', ['y', 'z'])).toEqual(['z', 'w']);
  });
  test('never signed in here: everything starred here is added', () => {
    expect(mergeAtSignIn({ slugs: ['a', 'b'], synced: null }, 'ada', ['c'])).toEqual(['c', 'a', 'b']);
  });
  test("after another account: only what was starred since goes over, not that account's bookmarks", () => {
    expect(mergeAtSignIn({ slugs: ['hers', 'new'], synced: { uid: 'grace', slugs: ['hers', 'gone'] } }, 'ada', ['c'])).toEqual(['c', 'new']);
  });
});

describe('the export file', () => {
  test('round-trips, with a format and a version', () => {
    const text = favouritesFile(['json/minify', 'url_encoder'], new Date('2026-11-30T00:00:00Z'));
    expect(JSON.parse(text)).toEqual({
      format: FAVOURITES_FORMAT,
      version: 1,
      exported: '2026-11-30T00:00:00.000Z',
      bookmarks: ['json/minify', 'url_encoder'],
    });
    expect(parseFavouritesFile(text)).toEqual({ ok: true, slugs: ['json/minify', 'url_encoder'] });
  });

  test.each([
    ['', 'The file is not valid JSON: The input is empty'],
    ['{\n  "format": "devbench-bookmarks",\n  oops\n}', 'The file is not valid JSON: Line 3, column 3:'],
    ['[]', 'it should hold a JSON object'],
    ['{"version":1,"bookmarks":[]}', 'its "format" should be "devbench-bookmarks"'],
    ['{"format":"devbench-bookmarks","version":2,"bookmarks":[]}', 'The file is version 2 of the bookmarks export; this site reads version 1'],
    ['{"format":"devbench-bookmarks","bookmarks":[]}', 'The file has no "version" number'],
    ['{"format":"devbench-bookmarks","version":1,"bookmarks":"json/minify"}', '"bookmarks" should be a list of page paths'],
    [
      '{"format":"devbench-bookmarks","version":1,"bookmarks":["ok","javascript:alert(1)"]}',
      'bookmarks[1] is not a page path of this site: "javascript:alert(1)"',
    ],
  ])('a bad file says what is wrong: %j', (text, message) => {
    const parsed = parseFavouritesFile(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });
});
