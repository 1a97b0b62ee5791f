import type * as SearchPaletteModule from './SearchPalette';

/**
 * How a box outside the header (the home page's "Paste anything or search") hands text to the search palette:
 * the header's SearchControl takes the request, loads the palette and opens it with the text.
 */
export interface SearchRequest {
  /** What was typed or pasted, line breaks included. */
  text: string;
}

type Listener = (request: SearchRequest) => void;

let palette: Promise<typeof SearchPaletteModule> | null = null;

/** The palette's code (Spotlight, the tool index), loaded once: on its first use, or ahead of it (the home page, idle). */
export const loadPalette = () => (palette ??= import('./SearchPalette'));

let listener: Listener | null = null;
let pending: SearchRequest | null = null;

/** Opens the palette with `text`; a request made before the header is ready waits for it. */
export function requestSearch(request: SearchRequest) {
  if (listener) listener(request);
  else pending = request;
}

/** The header's side: takes requests (and one made before it listened). Returns the unsubscribe function. */
export function onSearchRequest(next: Listener): () => void {
  listener = next;
  if (pending) {
    const request = pending;
    pending = null;
    next(request);
  }
  return () => {
    if (listener === next) listener = null;
  };
}
