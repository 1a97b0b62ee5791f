'use client';

import { Button, Group, Switch } from '@mantine/core';
import { IconBell, IconVolume } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Permission } from './alarm';

// How zero is announced: the beep switch, a sound test and the browser notification permission.

export function AlertOptions({
  sound,
  onSound,
  onTestSound,
  permission,
  onAskPermission,
  children,
}: {
  sound: boolean;
  onSound: (sound: boolean) => void;
  onTestSound: () => void;
  permission: Permission;
  onAskPermission: () => void;
  /** Shown at the end of the row (the Share button). */
  children?: ReactNode;
}) {
  return (
    <Group gap="md" mt="md" align="center">
      <Switch label="Beep at zero" checked={sound} onChange={(e) => onSound(e.currentTarget.checked)} />
      <Button size="compact-sm" variant="default" leftSection={<IconVolume size={14} />} onClick={onTestSound}>
        Test sound
      </Button>
      {permission === 'default' && (
        <Button size="compact-sm" variant="default" leftSection={<IconBell size={14} />} onClick={onAskPermission}>
          Notify me at zero
        </Button>
      )}
      <span style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>
        {permission === 'granted'
          ? 'A notification will show at zero, even if this tab is in the background.'
          : permission === 'denied'
            ? 'Notifications are blocked for this site in your browser settings.'
            : permission === 'unsupported'
              ? ''
              : 'Allow notifications to be told when time is up while you are in another tab.'}
      </span>
      {children}
    </Group>
  );
}
