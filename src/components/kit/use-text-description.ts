'use client';

import { useEffect, useMemo, useState } from 'react';
import { describeText, describeTextInSlices } from '@/lib/text-stats';

/** Texts up to this size are described during render (well under a millisecond per 100 KB). */
const SYNC_CHARS = 1_000_000;

/**
 * "1.2 KB, 34 lines" for a text, computed once per text. A large text is counted in slices after render,
 * so a 50 MB input never blocks the page; until the count is done this returns null.
 */
export function useTextDescription(text: string): string | null {
  const small = text.length <= SYNC_CHARS;
  const now = useMemo(() => (small ? describeText(text) : null), [text, small]);
  const [counted, setCounted] = useState<{ text: string; description: string } | null>(null);
  useEffect(() => {
    if (small) return;
    return describeTextInSlices(text, (description) => setCounted({ text, description }));
  }, [text, small]);
  if (small) return now;
  return counted?.text === text ? counted.description : null;
}
