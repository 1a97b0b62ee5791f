'use client';

import '@mantine/core/styles/ModalBase.css';
import { tools } from '@/registry/tools';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/spotlight/styles.css';
import { Spotlight, spotlight, type SpotlightActionData, type SpotlightActionGroupData, type SpotlightFilterFunction } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { trackEvent } from '@/lib/analytics';
import { searchEntries, type SearchEntry } from '@/lib/search';
import { categoryById } from '@/registry/categories';

const entries: SearchEntry[] = tools.map((t) => ({
  slug: t.slug,
  name: t.name,
  group: categoryById(t.category)?.name ?? t.category,
  tags: t.tags,
  keywords: t.keywords,
}));

export function openPalette() {
  spotlight.open();
  trackEvent('kBarOpened');
}

/** The search palette (SPEC §2): every generated tool, grouped by category, query highlighted. */
export function SearchPalette() {
  const router = useRouter();

  const byId = useMemo(() => {
    const map = new Map<string, SpotlightActionData>();
    for (const e of entries) {
      map.set(e.slug, {
        id: e.slug,
        label: e.name,
        description: `/${e.slug}/`,
        onClick: () => {
          trackEvent('kBarClick', e.name);
          router.push(`/${e.slug}/`);
        },
      });
    }
    return map;
  }, [router]);

  const filter: SpotlightFilterFunction = (query) =>
    searchEntries(entries, query).map((g): SpotlightActionGroupData => ({ group: g.group, actions: g.entries.map((e) => byId.get(e.slug)!) }));

  return (
    <Spotlight
      actions={[...byId.values()]}
      filter={filter}
      highlightQuery
      // SPEC §9: the list scrolls within 500 px (less on short screens). Set on the list itself because
      // Spotlight 9.7.3's own maxHeight lands on a class its root never gets.
      styles={{ actionsList: { maxHeight: 'min(500px, calc(100dvh - 15rem))' } }}
      nothingFound="No tool matches"
      shortcut={null}
      transitionProps={{ duration: 200 }}
      overlayProps={{ blur: 7 }}
      searchProps={{ placeholder: 'Search...', leftSection: <IconSearch size={18} stroke={1.5} />, 'aria-label': 'Search...' }}
    />
  );
}
