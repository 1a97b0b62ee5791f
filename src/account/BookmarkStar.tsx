'use client';

import { ActionIcon, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useAccount } from './AccountProvider';

/** Bookmark star beside a page title (SPEC §4): only for signed-in users on a page with a path. */
export function BookmarkStar({ path }: { path: string }) {
  const { user, bookmarks, toggleBookmark, bookmarkError } = useAccount();
  const slug = path.replace(/^\/+|\/+$/g, '');
  if (!user || !slug) return null;
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
