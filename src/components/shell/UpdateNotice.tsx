'use client';

import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { site } from '@/lib/site';
import { activateWhenAsked } from '@/lib/sw-activate';
import { FloatingCard } from './FloatingCard';

export interface UpdateNoticeProps {
  /** The new deploy's worker, waiting: Reload starts it, and the page reloads when it takes over (src/lib/sw-client.ts). */
  worker: ServiceWorker;
  onClose: () => void;
}

/** A small, non-blocking notice that a new deploy is ready (src/lib/sw-client.ts). */
export function UpdateNotice({ worker, onClose }: UpdateNoticeProps) {
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
            activateWhenAsked(worker);
          }}
        >
          Reload
        </Button>
      </Group>
    </FloatingCard>
  );
}
