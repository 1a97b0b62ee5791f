'use client';

import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import type { ExampleItem } from './ExamplesMenu';

export interface ExamplesMenuLoadedProps {
  items: ExampleItem[];
  width?: number;
  opened: boolean;
  onChange: (opened: boolean) => void;
  target: ReactElement;
}

/** The Mantine menu behind ExamplesMenu, loaded on its first click. */
export function ExamplesMenuLoaded({ items, width, opened, onChange, target }: ExamplesMenuLoadedProps) {
  return (
    <Menu opened={opened} onChange={onChange} position="bottom-end" shadow="md" width={width} withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown style={{ maxHeight: 420, overflowY: 'auto' }}>
        {items.map((item) => (
          <Menu.Item key={item.key} onClick={item.onSelect}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
