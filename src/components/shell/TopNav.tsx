import Link from 'next/link';
import { allSitePaths } from '@/content/pages';
import { activeSection, sections } from '@/registry/routes';
import { site } from '@/lib/site';
import classes from './shell.module.css';

/** The two left-hand header pieces: the brand, and (on desktop) the section links highlighted by path prefix. */
export function Brand() {
  return (
    <Link href="/" className={classes.brand} prefetch={false}>
      {site.name}
    </Link>
  );
}

/** The site's sections as links, the current one marked (by path prefix). */
function SectionLinks({ path, label, className, linkClassName }: { path: string; label: string; className: string; linkClassName: string }) {
  const current = activeSection(path);
  return (
    <nav aria-label={label} className={className}>
      {sections
        .filter((s) => allSitePaths().includes(s.href))
        .map((s) => (
          <Link
            key={s.key}
            href={s.href}
            className={linkClassName}
            data-active={s.key === current || undefined}
            aria-current={s.key === current ? 'page' : undefined}
            prefetch={false}
          >
            {s.label}
          </Link>
        ))}
    </nav>
  );
}

export function TopNav({ path }: { path: string }) {
  return <SectionLinks path={path} label="Sections" className={classes.topNav} linkClassName={classes.topLink} />;
}

/**
 * The same sections at the top of the phone's menu drawer, where the header has no room for them: without
 * it, Pricing, Blog, Interview and Cheatsheets could be reached on a phone only through search. Hidden on
 * wider screens, where the header shows them.
 */
export function DrawerSections({ path }: { path: string }) {
  return <SectionLinks path={path} label="Site sections" className={classes.drawerSections} linkClassName={classes.drawerLink} />;
}
