'use client';

import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import type { ExampleItem } from '@/components/kit/ExamplesMenu';
import type { ExamplesMenuLoadedProps } from '@/components/kit/ExamplesMenuLoaded';
import type { StarterRecipe } from './starters';
import classes from './recipes.module.css';

/**
 * The "Starter recipes" menu. Like the kit's Examples menu, it is a plain button until its first click, which loads
 * Mantine's Menu (its positioning code is ~30 KB gzip) and opens it.
 */
export function StarterMenu({ starters, onPick }: { starters: readonly StarterRecipe[]; onPick: (starter: StarterRecipe) => void }) {
  const [Loaded, setLoaded] = useState<ComponentType<ExamplesMenuLoadedProps> | null>(null);
  const [opened, setOpened] = useState(false);
  const items: ExampleItem[] = starters.map((s) => ({
    key: s.key,
    label: (
      <span className={classes.starterItem}>
        <span>{s.title}</span>
        <span className={classes.note}>{s.description}</span>
      </span>
    ),
    onSelect: () => onPick(s),
  }));
  const button = (onClick?: () => void) => (
    <Button size="compact-sm" variant="default" rightSection={<IconChevronDown size={14} />} onClick={onClick}>
      Starter recipes
    </Button>
  );
  if (Loaded) return <Loaded items={items} width={360} opened={opened} onChange={setOpened} target={button()} />;
  return button(() => {
    void import('@/components/kit/ExamplesMenuLoaded').then((m) => {
      setLoaded(() => m.ExamplesMenuLoaded);
      setOpened(true);
    });
  });
}
