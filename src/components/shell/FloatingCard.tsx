'use client';

import { CloseButton, Paper, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FloatingCardProps {
  /** The bottom corner of the window it sits in. */
  corner: 'left' | 'right';
  role: 'dialog' | 'status';
  /** Its accessible name. */
  label: string;
  /** The close button's accessible name. */
  closeLabel: string;
  onClose: () => void;
  zIndex: number;
  p: MantineSpacing;
  children: ReactNode;
}

/** A small card fixed to a bottom corner of the window, with a close button: the newsletter box, the update notice. */
export function FloatingCard({ corner, role, label, closeLabel, onClose, zIndex, p, children }: FloatingCardProps) {
  return (
    <Paper
      role={role}
      aria-label={label}
      shadow="lg"
      withBorder
      p={p}
      style={{ position: 'fixed', bottom: 20, [corner]: 20, zIndex, width: 320, maxWidth: 'calc(100vw - 40px)' }}
    >
      <CloseButton aria-label={closeLabel} onClick={onClose} style={{ position: 'absolute', top: 8, right: 8 }} />
      {children}
    </Paper>
  );
}
