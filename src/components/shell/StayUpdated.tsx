'use client';

import { Button } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';

type BoxComponent = ComponentType<{ onClose: () => void }>;
let boxModule: Promise<BoxComponent> | null = null;

/** Room kept free at the end of every page for the button: its height (36) and its 20 from the bottom, and a gap. */
const END_STRIP = 68;

/**
 * The floating 'Stay updated' button (SPEC §2: fixed 20 from bottom and right). It floats only while the end of
 * the page is on screen, over a strip kept empty for it, so it never covers an editor, a result or a link (on a
 * phone it used to sit on the code); every page ends with it. The box with its form loads on the first click,
 * so pages do not carry it until someone wants it.
 */
export function StayUpdated() {
  const [Box, setBox] = useState<BoxComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [atEnd, setAtEnd] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const observer = new IntersectionObserver(([entry]) => setAtEnd(entry.intersectionRatio > 0.98), { threshold: [0, 0.99, 1] });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <div ref={strip} aria-hidden="true" style={{ height: END_STRIP }} />
      {open && Box ? (
        <Box onClose={() => setOpen(false)} />
      ) : (
        <Button
          leftSection={<IconMail size={16} />}
          onClick={() => {
            boxModule ??= import('./NewsletterBox').then((m) => m.NewsletterBox);
            void boxModule.then((c) => {
              setBox(() => c);
              setOpen(true);
            });
          }}
          style={{ position: 'fixed', bottom: 20, right: 20, zIndex: 150, display: atEnd ? undefined : 'none' }}
          radius="xl"
        >
          Stay updated
        </Button>
      )}
    </>
  );
}
