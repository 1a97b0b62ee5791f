/**
 * The header's controls (burgers, theme switch, search) and the banner's close button work before React
 * has hydrated them.
 *
 * Content pages request their scripts after the first paint, and on a slow phone any page can be tapped
 * before its scripts have run. Without this a tap on the burger did nothing. The inline script below
 * (in <head>, before the body exists) catches such taps on controls marked `data-early`, applies them at
 * once through attributes on <html> that globals.css reads, and keeps React from seeing them. Once the
 * shell has hydrated it sets `data-shell-ready` and adopts what was done (AppFrame), and React alone
 * handles the controls. The script itself is in early-controls-script.ts, which only the layout imports, so
 * that the shell's JavaScript carries the names below and not the script.
 *
 * - `data-early="mobile"` / `"desktop"` on a burger with `aria-expanded`: sets `data-nav-mobile` /
 *   `data-nav-desktop` on <html> to `open` or `closed`, and turns the burger's icon into a cross or back.
 * - `data-early="theme"`: flips `data-mantine-color-scheme` and stores it where Mantine's
 *   colour-scheme manager reads it on start.
 * - `data-early="banner"`: closes the kids-app banner as its own button does (the 30-day cookie, and
 *   the attribute the <head> cookie check sets).
 * - `data-early="search"`, and the palette shortcuts (mod+K, mod+P, and '/' outside text fields): set
 *   `data-early-search` on <html>; SearchControl opens the palette when it hydrates.
 */

export const SHELL_READY = 'data-shell-ready';
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

export type EarlyNav = 'mobile' | 'desktop';

/** `open`/`closed` when the burger was used before hydration, else null. */
export function earlyNavState(root: Element, kind: EarlyNav): boolean | null {
  const value = root.getAttribute(`data-nav-${kind}`);
  return value === 'open' ? true : value === 'closed' ? false : null;
}

export const EARLY_SEARCH = 'data-early-search';
