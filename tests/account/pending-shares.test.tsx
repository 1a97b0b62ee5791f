// @vitest-environment jsdom
// Issue 28: a Share pressed before the account has loaded, or just before the page is left, is kept in localStorage
// and sent when the account is there; a share that cannot be recorded is said next to the Share button.
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountProvider } from '@/account/AccountProvider';
import { markShare, readPendingShares, settleShare } from '@/account/pending-shares';
import { SIGNED_IN_FLAG } from '@/account/signed-in-flag';
import { ShareButton } from '@/components/kit/ToolActions';

/** A stand-in for the Firebase module: the test says when the account is known and what a write does. */
const fake = vi.hoisted(() => ({
  userCallback: null as ((u: { uid: string; email: string; displayName: string } | null) => void) | null,
  written: [] as { uid: string; id: string; slug: string; fullUrl: string }[],
  refuse: null as string | null,
}));

vi.mock('@/account/firebase-client', () => ({
  watchUser: (cb: typeof fake.userCallback) => {
    fake.userCallback = cb;
    return () => undefined;
  },
  watchSubscriptions: () => () => undefined,
  loadBookmarks: async () => [],
  recordShare: async (uid: string, id: string, slug: string, fullUrl: string) => {
    if (fake.refuse) throw new Error(fake.refuse);
    // As the real one: a share already stored under its id is not written again.
    if (!fake.written.some((w) => w.uid === uid && w.id === id)) fake.written.push({ uid, id, slug, fullUrl });
  },
}));

const ada = { uid: 'ada', email: 'ada@example.com', displayName: 'Ada' };
const signIn = () => act(() => void fake.userCallback?.(ada));

function page() {
  return render(
    <MantineProvider>
      <AccountProvider>
        <ShareButton slug="url_encoder" state={{ input: 'a b' }} />
      </AccountProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  fake.userCallback = null;
  fake.written = [];
  fake.refuse = null;
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => undefined }, configurable: true });
});
afterEach(cleanup);

describe('the pending list', () => {
  it('keeps a share from the click until it settles, and ignores junk', () => {
    markShare({ id: 'aaaaaaaa-1', slug: 'url_encoder', fullUrl: 'http://x/url_encoder/#%7B%7D', uid: null });
    markShare({ id: 'aaaaaaaa-2', slug: 'json/minify', fullUrl: 'http://x/json/minify/#%7B%7D', uid: 'ada' });
    expect(readPendingShares().map((s) => s.id)).toEqual(['aaaaaaaa-1', 'aaaaaaaa-2']);
    settleShare('aaaaaaaa-1');
    settleShare('aaaaaaaa-2');
    expect(readPendingShares()).toEqual([]);
    expect(localStorage.length).toBe(0);
    localStorage.setItem('devbench:pending-shares', '{"no": 1}');
    expect(readPendingShares()).toEqual([]);
    localStorage.setItem(
      'devbench:pending-shares',
      JSON.stringify([
        { id: 'a/b/c/d/e', slug: 'url_encoder', fullUrl: 'u', uid: null },
        { id: 'aaaaaaaa-3', slug: '//evil.example', fullUrl: 'u', uid: null },
        { id: 'aaaaaaaa-4', slug: 'url_encoder', fullUrl: 'u', uid: null },
      ]),
    );
    expect(readPendingShares().map((s) => s.id)).toEqual(['aaaaaaaa-4']);
  });
});

describe('Share and the account', () => {
  it('a Share pressed before the account has loaded is recorded once it has', async () => {
    localStorage.setItem(SIGNED_IN_FLAG, '1');
    page();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    // Not known yet who is signed in: the share waits, kept in localStorage.
    expect(readPendingShares()).toHaveLength(1);
    expect(fake.written).toEqual([]);
    await waitFor(() => expect(fake.userCallback).not.toBeNull());
    signIn();
    await waitFor(() => expect(fake.written).toHaveLength(1));
    expect(fake.written[0]).toMatchObject({ uid: 'ada', slug: 'url_encoder', fullUrl: expect.stringMatching(/\/#%7B%22input%22%3A%22a%20b%22%7D$/) });
    await waitFor(() => expect(readPendingShares()).toEqual([]));
  });

  it('a share the last page did not see land is sent at the next load, and only once', async () => {
    markShare({ id: 'aaaaaaaa-5', slug: 'url_encoder', fullUrl: 'http://localhost/url_encoder/#x', uid: 'ada' });
    fake.written.push({ uid: 'ada', id: 'aaaaaaaa-5', slug: 'url_encoder', fullUrl: 'http://localhost/url_encoder/#x' });
    markShare({ id: 'aaaaaaaa-6', slug: 'url_encoder', fullUrl: 'http://localhost/url_encoder/#y', uid: 'ada' });
    markShare({ id: 'aaaaaaaa-7', slug: 'url_encoder', fullUrl: 'http://localhost/url_encoder/#z', uid: 'grace' });
    localStorage.setItem(SIGNED_IN_FLAG, '1');
    page();
    await waitFor(() => expect(fake.userCallback).not.toBeNull());
    signIn();
    await waitFor(() => expect(fake.written.map((w) => w.id)).toEqual(['aaaaaaaa-5', 'aaaaaaaa-6']));
    // Another account's share waits for that account.
    await waitFor(() => expect(readPendingShares().map((s) => s.id)).toEqual(['aaaaaaaa-7']));
  });

  it('a share that cannot be recorded is said next to the Share button', async () => {
    localStorage.setItem(SIGNED_IN_FLAG, '1');
    page();
    await waitFor(() => expect(fake.userCallback).not.toBeNull());
    signIn();
    fake.refuse = 'Missing or insufficient permissions.';
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The link was copied, but not saved to your shares: Missing or insufficient permissions.',
    );
    expect(readPendingShares()).toEqual([]);
  });

  it('a signed-out visitor records nothing and is told nothing', async () => {
    page();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(readPendingShares()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
