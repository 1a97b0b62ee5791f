'use client';

import { useToolRun } from '@/components/kit/use-tool-run';
import { loadPurifier as loadSharedPurifier } from '@/lib/purify';
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

/** The preview of `input` (null until it parses), the error when it does not, and whether an edit is not previewed yet. */
export function useSvgPreview(input: string) {
  const run = useToolRun<View>({
    deps: [input],
    delay: 150,
    run: async ({ signal }) => {
      const dom: DomApi = { DOMParser: window.DOMParser, XMLSerializer: window.XMLSerializer };
      const { text, added } = addMissingNamespaces(input);
      const parsed = parseSvg(text, dom);
      if (!parsed.ok) return parsed;
      // The built-in sample is our own markup and needs no cleaning; anything else (typed, opened, restored
      // from a link or from storage) goes through DOMPurify before it is drawn. Skipping it for the sample
      // keeps DOMPurify out of the first page load.
      let svg = new dom.XMLSerializer().serializeToString(parsed.value.doc.documentElement);
      let removed: string[] = [];
      if (input !== sample) {
        const purify = await loadPurifier();
        signal.throwIfAborted();
        const clean = sanitizeSvg(parsed.value.doc, purify, dom);
        if (!clean.ok) return clean;
        svg = clean.value.svg;
        removed = clean.value.removed;
      }
      return { ok: true, value: { source: text, previewUri: svgDataUri(svg), info: parsed.value.info, removed, added } };
    },
  });
  return { view: run.value, error: run.error, pending: run.pending };
}
