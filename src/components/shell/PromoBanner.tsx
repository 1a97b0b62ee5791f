'use client';

import { useState } from 'react';
import { trackEvent } from '@/lib/analytics';
import { BANNER_COOKIE, BANNER_DAYS, kidsAppLink } from '@/lib/banner';
import classes from './shell.module.css';

/**
 * Promo banner for the kids app (SPEC §2, §4). It is in the prerendered HTML, and a tiny script in
 * <head> hides it before paint when the closed cookie exists, so nobody sees it flash or jump.
 * Plain markup on purpose: it is on every page, so it must cost next to nothing.
 */
export function PromoBanner() {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <aside className={`kids-banner ${classes.banner}`} aria-label="Kids app">
      <span className={classes.bannerLong}>
        Have kids? Our kids app turns screen time into making things: drawing, stories and first steps in code.
      </span>
      {/* On a phone one line: the long text took about 150 px above every page. */}
      <span className={classes.bannerShort}>Have kids? Try our kids app.</span>
      <span className={classes.bannerActions}>
        <a className={classes.bannerButton} href={kidsAppLink()} target="_blank" rel="noopener" onClick={() => trackEvent('kids-app-click')}>
          Download
        </a>
        <button
          type="button"
          className={classes.bannerClose}
          aria-label="Close banner"
          data-early="banner"
          onClick={async () => {
            const { default: Cookies } = await import('js-cookie');
            Cookies.set(BANNER_COOKIE, '1', { expires: BANNER_DAYS, sameSite: 'Lax' });
            trackEvent('kids-app-close');
            setClosed(true);
          }}
        >
          ×
        </button>
      </span>
    </aside>
  );
}
