'use client';

import { Button } from '@mantine/core';
import { useState, type ComponentType, type ReactNode } from 'react';
import type { ExamplesMenuLoadedProps } from './ExamplesMenuLoaded';

export interface ExampleItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
}

/**
 * The "Examples" button of a playground. Mantine's Menu brings its positioning code (~30 KB gzip), so
 * the page first renders a plain button and loads the menu on the first click, then opens it.
 */
export function ExamplesMenu({
  items,
  width,
  icon,
  iconSide = 'left',
}: {
  items: ExampleItem[];
  width?: number;
  icon?: ReactNode;
  iconSide?: 'left' | 'right';
}) {
  const [Loaded, setLoaded] = useState<ComponentType<ExamplesMenuLoadedProps> | null>(null);
  const [opened, setOpened] = useState(false);
  const button = (onClick?: () => void) => (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={iconSide === 'left' ? icon : undefined}
      rightSection={iconSide === 'right' ? icon : undefined}
      onClick={onClick}
    >
      Examples
    </Button>
  );
  if (Loaded) return <Loaded items={items} width={width} opened={opened} onChange={setOpened} target={button()} />;
  return button(() => {
    void import('./ExamplesMenuLoaded').then((m) => {
      setLoaded(() => m.ExamplesMenuLoaded);
      setOpened(true);
    });
  });
}
