'use client';

import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { IslandBoundary } from '@/components/kit/IslandBoundary';
import { SAVE_FAILED_EVENT, SAVE_FAILED_MESSAGE } from '@/components/kit/use-tool-state';
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
      <SaveFailedNotice />
    </>
  );
}

/** Says once, in words, that the tool's input could not be saved (use-tool-state found no room for it). */
function SaveFailedNotice() {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const onFail = () => setFailed(true);
    window.addEventListener(SAVE_FAILED_EVENT, onFail);
    return () => window.removeEventListener(SAVE_FAILED_EVENT, onFail);
  }, []);
  if (!failed) return null;
  return (
    <p role="alert" style={{ margin: '8px 0', padding: '6px 10px', fontSize: 14, borderRadius: 4, background: 'var(--mantine-color-orange-light)' }}>
      {SAVE_FAILED_MESSAGE}
    </p>
  );
}
