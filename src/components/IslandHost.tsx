'use client';

import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { islandLoaders, type IslandSlug } from '@/registry/islands';

// Built once per module: React.lazy keeps the server-rendered frame on screen while the island's
// chunk loads, then hydrates it in place, so only the current tool's code is fetched.
const islands = Object.fromEntries(
  Object.entries(islandLoaders).map(([slug, load]) => [slug, lazy(load as () => Promise<{ default: ComponentType }>)]),
) as Record<IslandSlug, LazyExoticComponent<ComponentType>>;

/** Renders the interactive island of a tool page. */
export function IslandHost({ slug }: { slug: IslandSlug }) {
  const Island = islands[slug];
  return (
    <Suspense fallback={null}>
      <Island />
    </Suspense>
  );
}
