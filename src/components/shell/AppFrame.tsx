'use client';

import { Burger } from '@mantine/core';
import { useDisclosure, useIsomorphicEffect } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { SIGNED_IN_FLAG } from '@/account/signed-in-flag';
import { earlyNavState, SHELL_READY } from '@/lib/early-controls';
import classes from './AppFrame.module.css';
import { useLinkPrefetch } from './use-link-prefetch';

export const HEADER_HEIGHT = 48;
export const NAVBAR_WIDTH = 220;

interface AppFrameProps {
  hideHeader?: boolean;
  hideMenu?: boolean;
  /** Left side of the header after the burger (brand and top navigation). */
  headerLeft: ReactNode;
  /** Right side of the header (search box, theme switch, user control). */
  headerRight: ReactNode;
  navbar: ReactNode;
  /** Above the navbar in the phone's drawer: the site's sections, which the phone's header has no room for. */
  drawerTop?: ReactNode;
  children: ReactNode;
}

/** The layout shell of SPEC §2: header 48 high, a 220-wide navbar that collapses below `sm`. */
export function AppFrame({ hideHeader, hideMenu, headerLeft, headerRight, navbar, drawerTop, children }: AppFrameProps) {
  // Mobile and desktop keep separate open states (SPEC §2 Layout): closing the drawer on a phone
  // must not collapse the desktop menu, and hideMenu only sets the desktop's initial state.
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile, open: openMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop, open: openDesktop, close: closeDesktop }] = useDisclosure(!hideMenu);

  // Adopt burger taps made before hydration (src/lib/early-controls.ts), before the next paint so the
  // menu does not flicker, then let React handle the burgers.
  useIsomorphicEffect(() => {
    const root = document.documentElement;
    const mobile = earlyNavState(root, 'mobile');
    const desktop = earlyNavState(root, 'desktop');
    if (mobile !== null) (mobile ? openMobile : closeMobile)();
    if (desktop !== null) (desktop ? openDesktop : closeDesktop)();
    root.removeAttribute('data-nav-mobile');
    root.removeAttribute('data-nav-desktop');
    root.setAttribute(SHELL_READY, '');
    // Once, on mount: later taps reach React.
  }, []);
  useLinkPrefetch();

  return (
    <div
      className={classes.root}
      data-no-header={hideHeader || undefined}
      data-mobile-open={mobileOpened || undefined}
      data-desktop-closed={!desktopOpened || undefined}
    >
      {!hideHeader && (
        // right-scroll-bar-position: react-remove-scroll (the palette's modal) pads fixed elements with this
        // class when it hides the page's scroll bar, so the header does not jump.
        // data-saved-state: a signed-in visitor's name and bookmarks should show without waiting for an interaction,
        // so the page loads its scripts at once for them (scripts/defer-scripts.mjs).
        <header className={`${classes.header} right-scroll-bar-position`} data-saved-state={SIGNED_IN_FLAG}>
          <div className={classes.headerRow}>
            <div className={classes.headerGroup}>
              <Burger
                opened={mobileOpened}
                onClick={toggleMobile}
                hiddenFrom="sm"
                size="sm"
                aria-label="Toggle navigation"
                aria-expanded={mobileOpened}
                data-early="mobile"
              />
              <Burger
                opened={desktopOpened}
                onClick={toggleDesktop}
                visibleFrom="sm"
                size="sm"
                aria-label="Toggle side menu"
                aria-expanded={desktopOpened}
                data-early="desktop"
              />
              {headerLeft}
            </div>
            <div className={classes.headerGroup}>{headerRight}</div>
          </div>
        </header>
      )}
      <div className={classes.navbar} data-shell="navbar" onClick={(e) => (e.target as HTMLElement).closest('a') && closeMobile()}>
        {drawerTop}
        <nav className={classes.nav} aria-label="Tools menu">
          {navbar}
        </nav>
      </div>
      <main className={classes.main} style={{ minHeight: hideHeader ? 'calc(100vh - 10px)' : 'calc(100vh - 70px)' }}>
        {children}
      </main>
    </div>
  );
}
