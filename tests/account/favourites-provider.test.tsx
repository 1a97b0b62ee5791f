// @vitest-environment jsdom
// Issue 32: the star works signed out (this browser keeps it, Firebase stays unloaded), the account's bookmarks and
// this browser's merge at sign-in, and signing out keeps a local copy.
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AccountProvider, useAccount } from '@/account/AccountProvider';
import { BookmarkStar } from '@/account/BookmarkStar';
import { LOCAL_FAVOURITES_KEY, readLocalFavourites } from '@/account/local-favourites';
import { SIGNED_IN_FLAG } from '@/account/signed-in-flag';

/** A stand-in for the Firebase module: the test says who is signed in and what the account holds. */
const fake = vi.hoisted(() => ({
  imported: false,
  userCallback: null as ((u: { uid: string; email: string; displayName: string } | null) => void) | null,
  remote: [] as string[],
  writes: [] as [string, boolean][],
}));

vi.mock('@/account/firebase-client', () => {
  fake.imported = true;
  return {
    watchUser: (cb: typeof fake.userCallback) => {
      fake.userCallback = cb;
      return () => undefined;
    },
    watchSubscriptions: () => () => undefined,
    loadBookmarks: async () => [...fake.remote],
    writeBookmark: async (_uid: string, slug: string, adding: boolean) => {
      fake.writes.push([slug, adding]);
    },
  };
});

const ada = { uid: 'ada', email: 'ada@example.com', displayName: 'Ada' };

function Listed() {
  return <output aria-label="Starred">{useAccount().bookmarks.join(' ')}</output>;
}

function page() {
  return render(
    <MantineProvider>
      <AccountProvider>
        <BookmarkStar path="/json/minify/" />
        <Listed />
      </AccountProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  delete window.devbenchBookmarks;
  fake.userCallback = null;
  fake.remote = [];
  fake.writes = [];
});
afterEach(cleanup);

it('signed out, the star keeps the page in this browser without loading Firebase', async () => {
  page();
  await userEvent.click(screen.getByRole('button', { name: 'Add to bookmarks' }));
  expect(screen.getByRole('button', { name: 'Remove from bookmarks' })).toBeTruthy();
  expect(readLocalFavourites().slugs).toEqual(['json/minify']);
  expect(fake.imported).toBe(false);
  // Another tab unstars it: this one follows.
  act(() => {
    localStorage.removeItem(LOCAL_FAVOURITES_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_FAVOURITES_KEY }));
  });
  expect(screen.getByRole('button', { name: 'Add to bookmarks' })).toBeTruthy();
});

it('at sign-in both sides merge and are written; signing out keeps a local copy', async () => {
  // Last seen here: the account held json/minify and url_encoder. Since then, signed out here: url_encoder unstarred,
  // jwt/decoder starred; on another device: json/minify unstarred, base64_encoder starred.
  localStorage.setItem(
    LOCAL_FAVOURITES_KEY,
    JSON.stringify({ slugs: ['json/minify', 'jwt/decoder'], synced: { uid: 'ada', slugs: ['json/minify', 'url_encoder'] } }),
  );
  fake.remote = ['url_encoder', 'base64_encoder'];
  localStorage.setItem(SIGNED_IN_FLAG, '1');
  page();
  // Before the account has loaded, the star shows this browser's copy.
  expect(screen.getByRole('button', { name: 'Remove from bookmarks' })).toBeTruthy();
  await waitFor(() => expect(fake.userCallback).not.toBeNull());
  await act(async () => fake.userCallback?.(ada));
  await waitFor(() => expect(screen.getByRole('status', { name: 'Starred' }).textContent).toBe('base64_encoder jwt/decoder'));
  await waitFor(() =>
    expect(fake.writes).toEqual([
      ['jwt/decoder', true],
      ['url_encoder', false],
    ]),
  );
  expect(screen.getByRole('button', { name: 'Add to bookmarks' })).toBeTruthy();
  expect(readLocalFavourites()).toEqual({
    slugs: ['base64_encoder', 'jwt/decoder'],
    synced: { uid: 'ada', slugs: ['base64_encoder', 'jwt/decoder'] },
  });
  expect(localStorage.getItem('devbench:pending-bookmarks:ada')).toBeNull();

  await act(async () => fake.userCallback?.(null));
  expect(screen.getByRole('status', { name: 'Starred' }).textContent).toBe('base64_encoder jwt/decoder');
});
