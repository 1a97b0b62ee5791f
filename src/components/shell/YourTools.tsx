'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { useAccount } from '@/account/AccountProvider';
import { useHydrated } from '@/components/kit/use-hydrated';
import { readRecentTools } from '@/lib/recent-tools';
import classes from '@/app/home.module.css';
import { SPRITE_ICON } from './sprite-icon';

/** Name and icon of each tool, by slug: what the home page passes in, so this island needs no registry code. */
export type ToolNames = Record<string, readonly [name: string, icon: string]>;

/**
 * The home page's "your tools": the tools this browser used last (kept in localStorage) and the bookmarked tools
 * (the signed-in account's, else this browser's own: local-favourites.ts). Both are known only in the browser, so the section appears after hydration, and not at all
 * for a first visit.
 */
export function YourTools({ names }: { names: ToolNames }) {
  const { bookmarks } = useAccount();
  const hydrated = useHydrated();
  const recent = useMemo(() => (hydrated ? readRecentTools().filter((slug) => slug in names) : []), [hydrated, names]);
  const starred = bookmarks.filter((slug) => slug in names);
  if (recent.length === 0 && starred.length === 0) return null;
  return (
    <div className={classes.yours}>
      {recent.length > 0 && <ToolChips id="recent-tools" title="Recently used" slugs={recent} names={names} />}
      {starred.length > 0 && <ToolChips id="bookmarked-tools" title="Your bookmarks" slugs={starred} names={names} />}
    </div>
  );
}

function ToolChips({ id, title, slugs, names }: { id: string; title: string; slugs: string[]; names: ToolNames }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={classes.chipsTitle}>
        {title}
      </h2>
      <ul className={classes.chips}>
        {slugs.map((slug) => {
          const [name, icon] = names[slug];
          return (
            <li key={slug}>
              <Link href={`/${slug}/`} className={classes.chip} prefetch={false}>
                <svg width={16} height={16} aria-hidden="true" focusable="false" className={classes.chipIcon} {...SPRITE_ICON}>
                  <use href={`/tool-icons.svg#${icon}`} />
                </svg>
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
