'use client';

import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { site } from '@/lib/site';
import { FloatingCard } from './FloatingCard';

export interface UpdateNoticeProps {
  /** Starts the waiting service worker; the page reloads when it takes over. */
  onReload: () => void;
  onClose: () => void;
}

/** A small, non-blocking notice that a new deploy is ready (src/lib/sw-client.ts). */
export function UpdateNotice({ onReload, onClose }: UpdateNoticeProps) {
  const [reloading, setReloading] = useState(false);
  return (
    <FloatingCard corner="left" role="status" label="Update" closeLabel="Later" onClose={onClose} zIndex={200} p="sm">
      <Text size="sm" pr={24} mb="xs">
        A new version of {site.name} is ready.
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          loading={reloading}
          onClick={() => {
            setReloading(true);
            onReload();
          }}
        >
          Reload
        </Button>
      </Group>
    </FloatingCard>
  );
}
