'use client';

import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { IslandBoundary } from '@/components/kit/IslandBoundary';
import type { OpSpec } from './recipe-state';

type Workbench = LazyExoticComponent<ComponentType<{ catalog: OpSpec[] }>>;

const load = () => import('./RecipeWorkbench');
let workbench: Workbench | null = null;

/**
 * The recipes page's island, loaded as tool islands are (IslandHost): a lazy component with no Suspense boundary, so
 * the prerendered workbench stays in place while its chunk loads and then hydrates; a failure stays inside the box.
 */
export function RecipesHost({ catalog }: { catalog: OpSpec[] }) {
  const [Island, setIsland] = useState<Workbench>(() => (workbench ??= lazy(load)));
  return (
    <IslandBoundary name="The recipe workbench" onRetry={() => setIsland(() => (workbench = lazy(load)))}>
      <Island catalog={catalog} />
    </IslandBoundary>
  );
}
