'use client';

import { useState, type ReactNode } from 'react';
import classes from './kit.module.css';

/**
 * A labelled pane that takes a file dropped on it (the first one, when several are): it highlights
 * while a file is dragged over it and passes the file on. Text and other drags are left to the editor.
 */
export function DropPane({ label, onFile, children }: { label: string; onFile: (file: File) => void; children: ReactNode }) {
  const [dragging, setDragging] = useState(false);
  return (
    <section
      aria-label={label}
      className={dragging ? classes.dropActive : undefined}
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) {
          e.preventDefault();
          setDragging(true);
        }
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        const file = e.dataTransfer.files[0];
        setDragging(false);
        if (file) {
          e.preventDefault();
          onFile(file);
        }
      }}
    >
      {children}
    </section>
  );
}
