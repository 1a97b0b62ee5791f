'use client';

import { useEffect, useRef } from 'react';
import { prepareWhenIdle } from '@/lib/idle-prepare';
import { loadPalette, requestSearch } from './palette-bridge';
import classes from './shell.module.css';

/**
 * The home page's first box: whatever is pasted or typed into it opens the search palette with that text, which
 * names the tool for pasted data (a JWT, JSON, a timestamp …) and searches every page for words. The text stays here.
 */
export function HeroSearch() {
  const box = useRef<HTMLTextAreaElement>(null);
  // Text typed or pasted before the page's scripts arrived is searched as soon as they do.
  useEffect(() => {
    const text = box.current?.value ?? '';
    if (text.trim() !== '') requestSearch({ text });
  }, []);
  // The home page is for searching: once it has hydrated, the palette's code loads when idle, so Ctrl+K or a paste finds it.
  useEffect(() => prepareWhenIdle(() => void loadPalette()), []);
  return (
    <textarea
      ref={box}
      className={classes.hero}
      rows={2}
      placeholder="Paste anything or search"
      aria-label="Paste anything or search"
      spellCheck={false}
      onChange={(e) => {
        if (e.target.value.trim() !== '') requestSearch({ text: e.target.value });
      }}
    />
  );
}
