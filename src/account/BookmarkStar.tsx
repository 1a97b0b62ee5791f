'use client';

import { ActionIcon, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useAccount } from './AccountProvider';
import { LOCAL_FAVOURITES_KEY } from './local-favourites';

/**
 * Bookmark star beside a page title (SPEC §4) on a page with a path. Issue 32 replaces SPEC's "only when signed in":
 * signed out, the star keeps the page in this browser (local-favourites.ts), merged into the account at sign-in.
 * data-saved-state: a visitor with favourites gets the page's scripts at once, so a starred page shows its star
 * filled without waiting for an interaction (scripts/defer-scripts.mjs).
 */
export function BookmarkStar({ path }: { path: string }) {
  const { bookmarks, toggleBookmark, bookmarkError } = useAccount();
  const slug = path.replace(/^\/+|\/+$/g, '');
  if (!slug) return null;
  const bookmarked = bookmarks.includes(slug);
  const label = bookmarked ? 'Remove from bookmarks' : 'Add to bookmarks';
  return (
    <>
      <ActionIcon
        variant="subtle"
        size="lg"
        color={bookmarked ? 'orange' : 'gray'}
        aria-label={label}
        title={label}
        aria-pressed={bookmarked}
        data-saved-state={LOCAL_FAVOURITES_KEY}
        onClick={() => void toggleBookmark(slug)}
      >
        {bookmarked ? <IconStarFilled size={22} color="var(--mantine-color-orange-filled)" /> : <IconStar size={22} />}
      </ActionIcon>
      {bookmarkError && (
        <Text size="sm" c="red" role="alert">
          {bookmarkError}
        </Text>
      )}
    </>
  );
}
