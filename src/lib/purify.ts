import type { DOMPurify } from 'dompurify';

/**
 * The one place DOMPurify is loaded. The library downloads with the first page content that needs cleaning, once;
 * each use below gets a DOMPurify instance of its own (`DOMPurify(window)` makes a fresh one), created on its first
 * call and reused after. Hooks are per instance, so the markdown editor's link and image hooks never run on a
 * diagram's SVG and the diagram hooks never on a markdown preview, whichever pages the visitor opened before.
 */
export type PurifierUse =
  /** Graphviz and Mermaid output (src/lib/diagram-svg.ts adds its hooks once). */
  | 'diagram-svg'
  /** The markdown editor's preview (createSanitizer adds its hooks once). */
  | 'markdown'
  /** The SVG preview tool: no hooks; it reads `removed` after each call. */
  | 'svg-preview'
  /** The DDL diagram's Graphviz SVG: no hooks. */
  | 'ddl-diagram';

let library: Promise<DOMPurify> | null = null;
const instances = new Map<PurifierUse, Promise<DOMPurify>>();

/** The DOMPurify instance for `use`, loading the library on the first call of any use. */
export function loadPurifier(use: PurifierUse): Promise<DOMPurify> {
  let instance = instances.get(use);
  if (!instance) {
    library ??= import('dompurify').then((m) => m.default);
    instance = library.then((createDOMPurify) => createDOMPurify(window));
    // A failed download (offline) is not kept: the next call tries again.
    instance.catch(() => {
      instances.delete(use);
      library = null;
    });
    instances.set(use, instance);
  }
  return instance;
}
