'use client';

import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** Light/dark switch; Mantine stores the choice in localStorage and ColorSchemeScript applies it before paint. */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon variant="default" size="lg" aria-label={`Switch to ${next} theme`} onClick={() => setColorScheme(next)}>
      {/* Both icons render; CSS shows the right one so server HTML matches any stored scheme. */}
      <IconSun size={18} stroke={1.5} className="theme-icon-light" />
      <IconMoon size={18} stroke={1.5} className="theme-icon-dark" />
    </ActionIcon>
  );
}
