'use client';

import { Anchor, Button, Group, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { downloadBlob } from '@/components/kit/actions';
import { readRecentTools } from '@/lib/recent-tools';
import { isPageSlug } from '@/lib/slug';
import { toolBySlug } from '@/registry/tools';
import { useAccount } from './AccountProvider';
import { FAVOURITES_FILENAME, favouritesFile, parseFavouritesFile } from './favourites-file';

const listStyle = { margin: 0, paddingLeft: 18, maxHeight: 160, overflowY: 'auto' } as const;

/** A labelled list of links to pages, each by its name. */
function PageLinks({ label, slugs, pageName }: { label: string; slugs: readonly string[]; pageName: (slug: string) => string }) {
  return (
    <ul aria-label={label} style={listStyle}>
      {slugs.map((slug) => (
        <li key={slug}>
          <Anchor href={`/${slug}/`} size="sm">
            {pageName(slug)}
          </Anchor>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Your tools" in the account menu, signed in or out: the bookmarks (the account's, or this browser's), the tools
 * used last, and the bookmarks' export and import as a JSON file (favourites-file.ts). An import adds; a bad file
 * is named and explained next to the button.
 */
export function YourToolsMenu({ pageName }: { pageName: (slug: string) => string }) {
  const { bookmarks, addBookmarks } = useAccount();
  const [recent] = useState(() => readRecentTools().filter((slug) => toolBySlug(slug)));
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const listed = bookmarks.filter(isPageSlug);

  const importFile = async (f: File) => {
    setStatus(null);
    const parsed = parseFavouritesFile(await f.text());
    if (!parsed.ok) {
      setStatus({ error: true, text: `Could not import ${f.name}: ${parsed.error}` });
      return;
    }
    const added = await addBookmarks(parsed.slugs);
    const had = parsed.slugs.length - added;
    setStatus({
      error: false,
      text: `Imported ${added} bookmark${added === 1 ? '' : 's'} from ${f.name}${had > 0 ? ` (${had} already there)` : ''}.`,
    });
  };

  return (
    <>
      <Text fw={600} size="sm">
        Bookmarks
      </Text>
      {listed.length === 0 ? (
        <Text size="sm" c="dimmed">
          No bookmarks yet: use the star beside a tool&apos;s title.
        </Text>
      ) : (
        <PageLinks label="Bookmarks" slugs={listed} pageName={pageName} />
      )}
      <Group gap="xs">
        <Button
          size="compact-xs"
          variant="light"
          disabled={listed.length === 0}
          onClick={() => void downloadBlob(favouritesFile(listed), FAVOURITES_FILENAME, 'application/json')}
        >
          Export bookmarks
        </Button>
        <Button size="compact-xs" variant="light" onClick={() => file.current?.click()}>
          Import bookmarks
        </Button>
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          aria-label="Bookmarks file to import"
          hidden
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (f) void importFile(f);
          }}
        />
      </Group>
      {status && (
        <Text size="sm" c={status.error ? 'red' : undefined} role={status.error ? 'alert' : 'status'}>
          {status.text}
        </Text>
      )}
      {recent.length > 0 && (
        <>
          <Text fw={600} size="sm">
            Recently used
          </Text>
          <PageLinks label="Recently used" slugs={recent} pageName={pageName} />
        </>
      )}
    </>
  );
}
