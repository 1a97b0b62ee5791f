'use client';

import { ActionIcon, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { EARLY_SEARCH } from '@/lib/early-controls';
import { loadPalette, onSearchRequest } from './palette-bridge';
import classes from './shell.module.css';

/**
 * The header's read-only search box and the palette shortcuts (mod+K, mod+P, '/'). The palette itself
 * (Spotlight and the tool index) loads on first use so it costs nothing on page load.
 */
export function SearchControl() {
  const [Palette, setPalette] = useState<ComponentType | null>(null);

  const openWith = useCallback((text?: string) => {
    void loadPalette().then((mod) => {
      setPalette(() => mod.SearchPalette);
      mod.openPalette(text);
    });
  }, []);
  const open = useCallback(() => openWith(), [openWith]);

  // The home page's "Paste anything or search" box opens the palette with what was typed or pasted there.
  useEffect(() => onSearchRequest((request) => openWith(request.text)), [openWith]);

  // A click or shortcut made before hydration (src/lib/early-controls.ts) opens the palette now.
  useEffect(() => {
    const root = document.documentElement;
    if (!root.hasAttribute(EARLY_SEARCH)) return;
    root.removeAttribute(EARLY_SEARCH);
    open();
  }, [open]);

  // mod+K and mod+P work even while typing in an editor; '/' only outside text fields, where it is a character.
  useHotkeys(
    [
      ['mod+K', open],
      ['mod+P', open],
    ],
    [],
    true,
  );
  useHotkeys([['/', open]]);

  return (
    <>
      <TextInput
        className={classes.searchBox}
        readOnly
        aria-label="Search tools"
        placeholder="Search"
        leftSection={<IconSearch size={14} />}
        rightSection={<span style={{ fontSize: 11, color: 'var(--mantine-color-dimmed)', whiteSpace: 'nowrap' }}>Ctrl + K</span>}
        rightSectionWidth={64}
        onClick={open}
        data-early="search"
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            open();
          }
        }}
        visibleFrom="xs"
      />
      <ActionIcon variant="default" size="lg" aria-label="Search" onClick={open} hiddenFrom="xs" data-early="search">
        <IconSearch size={18} stroke={1.5} />
      </ActionIcon>
      {Palette && <Palette />}
    </>
  );
}
