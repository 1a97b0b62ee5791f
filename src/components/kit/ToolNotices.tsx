'use client';

import { Button, CloseButton } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import classes from './notices.module.css';
import { currentNotices, hideNotice, serverNotices, subscribeNotices } from './tool-notices';

/**
 * The notices about a tool's saved input (tool-notices.ts), pinned to the bottom of the window: a notice comes after the
 * page has loaded, and one in the page's flow would push the tool down (or sit unseen below a tall tool). Nothing is
 * shown when nothing happened.
 */
export function ToolNotices({ slug }: { slug: string }) {
  const notices = useSyncExternalStore(subscribeNotices, currentNotices, serverNotices).filter((n) => n.slug === slug);
  if (notices.length === 0) return null;
  return (
    <div className={classes.notices}>
      {notices.map((n) => (
        <div key={n.id} role={n.role} className={classes.notice} data-notice={n.id}>
          <span>{n.text}</span>
          {n.actions.map((a) => (
            <Button
              key={a.label}
              size="compact-sm"
              variant="default"
              onClick={() => {
                hideNotice(slug, n.id);
                a.run();
              }}
            >
              {a.label}
            </Button>
          ))}
          <CloseButton size="sm" aria-label="Dismiss" onClick={() => hideNotice(slug, n.id)} />
        </div>
      ))}
    </div>
  );
}
