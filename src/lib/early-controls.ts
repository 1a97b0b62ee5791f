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

export const earlyControlsScript = `(function(){var d=document.documentElement;addEventListener('keydown',function(e){if(d.hasAttribute('${SHELL_READY}'))return;var k=(e.key||'').toLowerCase(),t=e.target,f=t&&t.closest&&t.closest('input,textarea,select,[contenteditable]');if(((e.ctrlKey||e.metaKey)&&(k==='k'||k==='p'))||(k==='/'&&!f&&!e.ctrlKey&&!e.metaKey&&!e.altKey)||((k==='enter'||k===' ')&&f&&f.matches('[data-early="search"]'))){e.preventDefault();d.setAttribute('${EARLY_SEARCH}','')}},true);addEventListener('click',function(e){if(d.hasAttribute('${SHELL_READY}'))return;var t=e.target,b=t&&t.closest&&t.closest('[data-early]');if(!b)return;e.stopPropagation();e.preventDefault();var k=b.getAttribute('data-early');if(k==='search'){d.setAttribute('${EARLY_SEARCH}','');return}if(k==='banner'){document.cookie='${BANNER_COOKIE}=1; max-age=${BANNER_DAYS * 86400}; path=/; SameSite=Lax';d.setAttribute('${BANNER_CLOSED_ATTR}','');return}if(k==='theme'){var s=d.getAttribute('data-mantine-color-scheme')==='dark'?'light':'dark';d.setAttribute('data-mantine-color-scheme',s);try{localStorage.setItem('${COLOR_SCHEME_KEY}',s)}catch(x){}return}var o=b.getAttribute('aria-expanded')!=='true';b.setAttribute('aria-expanded',String(o));var i=b.querySelector('.mantine-Burger-burger');if(i){if(o)i.setAttribute('data-opened','true');else i.removeAttribute('data-opened')}d.setAttribute('data-nav-'+k,o?'open':'closed')},true)})()`;
