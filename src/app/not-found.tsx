import Link from 'next/link';
import { PageShell } from '@/components/shell/PageShell';
import { withOnInteraction } from '@/lib/seo';

// Complete HTML: its scripts wait for the visitor's first interaction (scripts/defer-scripts.mjs).
export const metadata = withOnInteraction({ title: 'Page not found', robots: { index: false } });

export default function NotFound() {
  return (
    <PageShell model={{ path: '/404/', title: 'Page not found', description: 'This page does not exist.', disableBookmark: true }}>
      <div className="prose">
        <p>There is no page at this address. It may have moved, or the link may have a typo.</p>
        <p>
          Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to search the tools, or go to the <Link href="/">list of all tools</Link>.
        </p>
      </div>
    </PageShell>
  );
}
