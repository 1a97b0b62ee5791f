'use client';

import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { IslandBoundary } from '@/components/kit/IslandBoundary';
import { ToolNotices } from '@/components/kit/ToolNotices';
import { rememberRecentTool } from '@/lib/recent-tools';
import type { ToolSlug } from '@/registry/tools';
import { islandLoaders } from './island-loaders';

type Island = LazyExoticComponent<ComponentType>;

// One lazy component per tool, built once: React.lazy keeps the server-rendered frame on screen while
// the island's chunk loads, then hydrates it in place, so only the current tool's code is fetched. The
// loaders are generated from the registry (scripts/gen-islands.mjs), the only list of tools.
const islands = new Map<ToolSlug, Island>();
function islandOf(slug: ToolSlug): Island {
  let component = islands.get(slug);
  if (!component) islands.set(slug, (component = lazy(islandLoaders[slug])));
  return component;
}

/**
 * Renders the interactive island of a tool page. Deliberately no Suspense boundary here: with one,
 * the prerender streams the island after the rest of the page and swaps it in with a script, so the
 * FAQ first paints where the tool belongs and then jumps (CLS 0.4 on mobile). Without one, the HTML
 * comes in document order, and hydration simply waits for the island's chunk.
 *
 * The error boundary keeps a failing tool from taking the page down (issue 13). Try again rebuilds the
 * lazy component: a lazy() whose chunk failed to load (a flaky network) stays rejected forever.
 */
export function IslandHost({ slug, name }: { slug: ToolSlug; name: string }) {
  const [Island, setIsland] = useState(() => islandOf(slug));
  // The home page lists the tools used last.
  useEffect(() => rememberRecentTool(slug), [slug]);
  return (
    <>
      <IslandBoundary name={name} onRetry={() => setIsland(() => lazy(islandLoaders[slug]))}>
        <Island />
      </IslandBoundary>
      <ToolNotices slug={slug} />
    </>
  );
}
