import { BANNER_CLOSED_ATTR, BANNER_COOKIE, BANNER_DAYS } from './banner';
import { COLOR_SCHEME_KEY, EARLY_SEARCH, SHELL_READY } from './early-controls';

// The inline <head> script of early-controls.ts, apart so that only the layout (a server component) loads it.

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
