'use client';

import { useState } from 'react';
import classes from './content.module.css';

/** A small Copy button for a code block of a content page (no Mantine: content pages stay light). */
export function CopyCode({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [shown, setShown] = useState(label);
  return (
    <button
      type="button"
      className={classes.smallLink}
      onClick={async () => {
        let ok = false;
        try {
          await navigator.clipboard.writeText(text);
          ok = true;
        } catch {
          ok = false;
        }
        setShown(ok ? 'Copied' : 'Copy failed');
        window.setTimeout(() => setShown(label), 1500);
      }}
    >
      {shown}
    </button>
  );
}
