import { site } from './site';

/** Set for 30 days when the kids-app banner is closed (SPEC §4). */
export const BANNER_COOKIE = 'kidsAppBannerClosed';
/** How long the banner stays closed, in days (SPEC §9). */
export const BANNER_DAYS = 30;
/** Set on <html> when the banner is closed; globals.css hides the banner by it. */
export const BANNER_CLOSED_ATTR = 'data-kids-banner-closed';

/** Campaign parameters on the kids-app link, so its site can tell where visitors came from. */
export function kidsAppLink(base = site.kidsAppUrl): string {
  const url = new URL(base);
  url.searchParams.set('utm_source', 'devbench');
  url.searchParams.set('utm_medium', 'banner');
  url.searchParams.set('utm_campaign', 'kids-app');
  return url.toString();
}

/** Runs in <head> before paint: hides the banner when it was closed in the last 30 days. */
export const bannerCookieScript = `if(document.cookie.split('; ').some(function(c){return c.indexOf('${BANNER_COOKIE}=')===0}))document.documentElement.setAttribute('${BANNER_CLOSED_ATTR}','');`;
