'use client';

import { useEffect, useState } from 'react';
import { loadPurifier as loadSharedPurifier } from '@/lib/purify';
import type { ToolError } from '@/lib/result';
import { addMissingNamespaces, parseSvg, sanitizeSvg, svgDataUri, type DomApi, type Purifier, type SvgInfo } from './svg-preview.core';
import { sample } from './svg-preview.sample';

// Parses and sanitises the input shortly after each edit, giving what the preview and the exports draw.

/** DOMPurify loads with the island's first preview; this tool has an instance of its own (src/lib/purify.ts). */
export const loadPurifier = () => loadSharedPurifier('svg-preview') as unknown as Promise<Purifier>;

export interface View {
  /** The text that was previewed (input plus any namespace fixes). */
  source: string;
  /** Sanitised SVG as a base64 data URI: what the <img> shows and the PNG is drawn from. */
  previewUri: string;
  info: SvgInfo;
  removed: string[];
  added: string[];
}

/** The preview of `input` (null until it parses), and the error when it does not. */
export function useSvgPreview(input: string) {
  const [view, setView] = useState<View | null>(null);
  const [error, setError] = useState<ToolError | null>(null);

  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      const dom: DomApi = { DOMParser: window.DOMParser, XMLSerializer: window.XMLSerializer };
      const { text, added } = addMissingNamespaces(input);
      const parsed = parseSvg(text, dom);
      if (!parsed.ok) {
        if (!cancelled) {
          setError(parsed.error);
          setView(null);
        }
        return;
      }
      // The built-in sample is our own markup and needs no cleaning; anything else (typed, opened, restored
      // from a link or from storage) goes through DOMPurify before it is drawn. Skipping it for the sample
      // keeps DOMPurify out of the first page load.
      let svg = new dom.XMLSerializer().serializeToString(parsed.value.doc.documentElement);
      let removed: string[] = [];
      if (input !== sample) {
        const purify = await loadPurifier();
        if (cancelled) return;
        const clean = sanitizeSvg(parsed.value.doc, purify, dom);
        if (!clean.ok) {
          setError(clean.error);
          setView(null);
          return;
        }
        svg = clean.value.svg;
        removed = clean.value.removed;
      }
      if (cancelled) return;
      setError(null);
      setView({ source: text, previewUri: svgDataUri(svg), info: parsed.value.info, removed, added });
    }, 150);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [input]);

  return { view, error };
}
