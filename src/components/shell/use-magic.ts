'use client';

import { useEffect, useState } from 'react';
import { recipeHref } from '@/lib/recipe-link';
import { DETECT_LIMIT } from '@/lib/detect';

export interface MagicRow {
  label: string;
  preview: string;
  href: string;
  layers: number;
}

/**
 * Whether text may be encoded data worth handing to Magic: one token (or Base64 wrapped over lines) of URL
 * escapes, Base64, hex, HTML entities or Unicode escapes. Words with spaces are not: Magic is not run on them.
 */
export function looksEncoded(text: string): boolean {
  const t = text.trim();
  if (t.length < 8 || t.length > DETECT_LIMIT) return false;
  if (/%[0-9a-f]{2}/i.test(t) || /&(#x?[0-9a-f]+|[a-z]+);/i.test(t) || /\\u[0-9a-f]{4}|\\x[0-9a-f]{2}/i.test(t)) return true;
  const compact = t.replace(/\s+/g, '');
  return compact.length >= 12 && /^[A-Za-z0-9+/=_.-]+$/.test(compact) && /[0-9+/=_-]/.test(compact);
}

const preview = (value: string | Uint8Array) =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, 80) : `${value.length} bytes`;

/** Magic's best decoding chain for the palette's text, as a row that opens it as a recipe; null while none. */
export function useMagic(text: string): MagicRow | null {
  const [row, setRow] = useState<{ text: string; row: MagicRow } | null>(null);
  useEffect(() => {
    if (!looksEncoded(text)) return;
    let current = true;
    void import('@/ops/magic')
      .then(({ magic }) => magic(text))
      .then(([best]) => {
        if (!current || !best || best.steps.length === 0) return;
        const href = recipeHref({ steps: best.steps, input: text }, null);
        setRow({ text, row: { label: `Decode: ${best.label}`, preview: preview(best.output), href, layers: best.steps.length } });
      })
      .catch((error: unknown) => console.warn(error));
    return () => {
      current = false;
    };
  }, [text]);
  return row && row.text === text ? row.row : null;
}
