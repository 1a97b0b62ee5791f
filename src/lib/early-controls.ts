/**
 * The header's controls (burgers, theme switch, search) and the banner's close button work before React
 * has hydrated them.
 *
 * Content pages request their scripts after the first paint, and on a slow phone any page can be tapped
 * before its scripts have run. Without this a tap on the burger did nothing. The inline script below
 * (in <head>, before the body exists) catches such taps on controls marked `data-early`, applies them at
 * once through attributes on <html> that globals.css reads, and keeps React from seeing them. Once the
 * shell has hydrated it sets `data-shell-ready` and adopts what was done (AppFrame), and React alone
 * handles the controls.
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

import { BANNER_CLOSED_ATTR, BANNER_COOKIE, BANNER_DAYS } from './banner';

export const SHELL_READY = 'data-shell-ready';
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

export type EarlyNav = 'mobile' | 'desktop';

/** `open`/`closed` when the burger was used before hydration, else null. */
export function earlyNavState(root: Element, kind: EarlyNav): boolean | null {
  const value = root.getAttribute(`data-nav-${kind}`);
  return value === 'open' ? true : value === 'closed' ? false : null;
}

export const EARLY_SEARCH = 'data-early-search';

/** What the early script needs to know, passed in as data so the function stays self-contained. */
interface EarlyConfig {
  ready: string;
  search: string;
  bannerCookie: string;
  bannerAttr: string;
  bannerMaxAge: number;
  schemeKey: string;
}

/**
 * The early controls, as a function of its own: it is serialised into the page (`toString()`), so it may
 * use nothing but its parameter and browser globals, and only syntax every supported browser runs.
 * It depends on Mantine's burger markup (`.mantine-Burger-burger`, `data-opened`) to turn the icon.
 */
function earlyControls(c: EarlyConfig): void {
  const d = document.documentElement;
  addEventListener(
    'keydown',
    (e) => {
      if (d.hasAttribute(c.ready)) return;
      const k = (e.key || '').toLowerCase();
      const t = e.target as Element | null;
      const field = t && t.closest ? t.closest('input,textarea,select,[contenteditable]') : null;
      const shortcut = (e.ctrlKey || e.metaKey) && (k === 'k' || k === 'p');
      const slash = k === '/' && !field && !e.ctrlKey && !e.metaKey && !e.altKey;
      const openSearchBox = (k === 'enter' || k === ' ') && field !== null && field.matches('[data-early="search"]');
      if (shortcut || slash || openSearchBox) {
        e.preventDefault();
        d.setAttribute(c.search, '');
      }
    },
    true,
  );
  addEventListener(
    'click',
    (e) => {
      if (d.hasAttribute(c.ready)) return;
      const t = e.target as Element | null;
      const b = t && t.closest ? t.closest('[data-early]') : null;
      if (!b) return;
      e.stopPropagation();
      e.preventDefault();
      const kind = b.getAttribute('data-early');
      if (kind === 'search') {
        d.setAttribute(c.search, '');
        return;
      }
      if (kind === 'banner') {
        document.cookie = `${c.bannerCookie}=1; max-age=${c.bannerMaxAge}; path=/; SameSite=Lax`;
        d.setAttribute(c.bannerAttr, '');
        return;
      }
      if (kind === 'theme') {
        const scheme = d.getAttribute('data-mantine-color-scheme') === 'dark' ? 'light' : 'dark';
        d.setAttribute('data-mantine-color-scheme', scheme);
        try {
          localStorage.setItem(c.schemeKey, scheme);
        } catch {
          // Storage switched off: the switch still applies to this page.
        }
        return;
      }
      const open = b.getAttribute('aria-expanded') !== 'true';
      b.setAttribute('aria-expanded', String(open));
      const icon = b.querySelector('.mantine-Burger-burger');
      if (icon) {
        if (open) icon.setAttribute('data-opened', 'true');
        else icon.removeAttribute('data-opened');
      }
      d.setAttribute(`data-nav-${kind}`, open ? 'open' : 'closed');
    },
    true,
  );
}

const config: EarlyConfig = {
  ready: SHELL_READY,
  search: EARLY_SEARCH,
  bannerCookie: BANNER_COOKIE,
  bannerAttr: BANNER_CLOSED_ATTR,
  bannerMaxAge: BANNER_DAYS * 86400,
  schemeKey: COLOR_SCHEME_KEY,
};

/** The inline <head> script: the function above, called with its settings. */
export const earlyControlsScript = `(${earlyControls.toString()})(${JSON.stringify(config)})`;
