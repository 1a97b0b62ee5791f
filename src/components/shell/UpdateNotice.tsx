'use client';

import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { site } from '@/lib/site';

export interface UpdateNoticeProps {
  /** Starts the waiting service worker; the page reloads when it takes over. */
  onReload: () => void;
  onClose: () => void;
}

/** A small, non-blocking notice that a new deploy is ready (src/lib/sw-client.ts). */
export function UpdateNotice({ onReload, onClose }: UpdateNoticeProps) {
  const [reloading, setReloading] = useState(false);
  return (
    <Paper
      role="status"
      aria-label="Update"
      shadow="lg"
      withBorder
      p="sm"
      style={{ position: 'fixed', bottom: 20, left: 20, zIndex: 200, width: 320, maxWidth: 'calc(100vw - 40px)' }}
    >
      <CloseButton aria-label="Later" onClick={onClose} style={{ position: 'absolute', top: 6, right: 6 }} />
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
    </Paper>
  );
}
