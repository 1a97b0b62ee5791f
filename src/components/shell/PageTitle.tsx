import type { ReactNode } from 'react';

/**
 * The page heading. `bookmark` is the slot for the bookmark star (SPEC §4), left empty when the page
 * disables bookmarks; the star works signed in (the account's bookmarks) and signed out (this browser's).
 */
export function PageTitle({ title, bookmark }: { title: string; bookmark?: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
      <h1 style={{ margin: 0, fontSize: 28, lineHeight: 1.25 }}>{title}</h1>
      {bookmark}
    </div>
  );
}
