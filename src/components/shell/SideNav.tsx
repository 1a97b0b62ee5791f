'use client';

import { NavLink } from '@mantine/core';
import Link from 'next/link';
import type { NavCategory } from '@/registry/routes';
import { SPRITE_ICON } from './sprite-icon';
import classes from './shell.module.css';

interface SideNavProps {
  /** The top item (e.g. "All tools") linking to the section's landing page. */
  top: { label: string; href: string };
  categories: NavCategory[];
  path: string;
}

/** Side menu: a top item and one expandable entry per category of the current root (SPEC §2). */
export function SideNav({ top, categories, path }: SideNavProps) {
  return (
    <>
      <NavLink component={Link} href={top.href} label={top.label} active={path === top.href} prefetch={false} />
      {categories.map((category) => {
        const containsCurrent = category.tools.some((t) => path === `/${t.slug}/`);
        return (
          <NavLink key={category.id} component="button" label={category.name} defaultOpened={containsCurrent} childrenOffset="sm">
            {category.tools.map((tool) => (
              <NavLink
                key={tool.slug}
                component={Link}
                href={`/${tool.slug}/`}
                label={tool.name}
                leftSection={
                  tool.icon && (
                    <svg className={classes.navIcon} width={16} height={16} aria-hidden="true" focusable="false" {...SPRITE_ICON}>
                      <use href={`/tool-icons.svg#${tool.icon}`} />
                    </svg>
                  )
                }
                active={path === `/${tool.slug}/`}
                prefetch={false}
              />
            ))}
          </NavLink>
        );
      })}
    </>
  );
}
