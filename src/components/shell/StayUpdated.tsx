'use client';

import { Button } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';

type BoxComponent = ComponentType<{ onClose: () => void }>;
let boxModule: Promise<BoxComponent> | null = null;

/**
 * The floating 'Stay updated' button (SPEC §2: fixed 20 from bottom and right). The box with its form
 * loads on the first click, so pages do not carry it until someone wants it.
 */
export function StayUpdated() {
  const [Box, setBox] = useState<BoxComponent | null>(null);
  const [open, setOpen] = useState(false);
  if (open && Box) return <Box onClose={() => setOpen(false)} />;
  return (
    <Button
      leftSection={<IconMail size={16} />}
      onClick={() => {
        boxModule ??= import('./NewsletterBox').then((m) => m.NewsletterBox);
        void boxModule.then((c) => {
          setBox(() => c);
          setOpen(true);
        });
      }}
      style={{ position: 'fixed', bottom: 20, right: 20, zIndex: 150 }}
      radius="xl"
    >
      Stay updated
    </Button>
  );
}
