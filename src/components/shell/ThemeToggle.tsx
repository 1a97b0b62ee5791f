'use client';

import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * Light/dark switch. Mantine stores the choice in localStorage and ColorSchemeScript applies it before
 * paint. The label and icons do not depend on the stored scheme during render (the server cannot know
 * it, and React keeps server attributes on hydration); CSS shows the right icon.
 */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Toggle light and dark theme"
      data-early="theme"
      title="Toggle light and dark theme"
      onClick={() => setColorScheme(document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark' ? 'light' : 'dark')}
    >
      <IconSun size={18} stroke={1.5} className="theme-icon-light" />
      <IconMoon size={18} stroke={1.5} className="theme-icon-dark" />
    </ActionIcon>
  );
}
