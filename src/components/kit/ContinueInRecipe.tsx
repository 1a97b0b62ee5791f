'use client';

import { Button } from '@mantine/core';
import { IconArrowsRightLeft } from '@tabler/icons-react';
import { RECIPES_PATH, recipeHref } from '@/lib/recipe-link';
import { opPages } from '@/ops/op-pages.generated';

/** "Continue in a recipe": opens /recipes/ with this tool's operation as step 1, its options and its input. */
export function ContinueInRecipe({ slug, state }: { slug: string; state: Record<string, unknown> }) {
  if (!opPages.has(slug)) return null;
  return (
    <Button
      component="a"
      href={RECIPES_PATH}
      size="compact-sm"
      variant="default"
      leftSection={<IconArrowsRightLeft size={14} />}
      onClick={(e) => {
        e.preventDefault();
        // The index of the pages' options loads only now: a tool page's first use does not need it.
        void import('./recipe-from-tool').then(({ recipeFromTool }) => {
          const recipe = recipeFromTool(slug, state) ?? { steps: [] };
          let storage: Storage | null = null;
          try {
            storage = window.sessionStorage;
          } catch {
            storage = null;
          }
          window.location.assign(recipeHref(recipe, storage));
        });
      }}
    >
      Continue in a recipe
    </Button>
  );
}
