import type { ReactNode } from 'react';
import { AccountMenu } from '@/account/AccountMenu';
import { BookmarkStar } from '@/account/BookmarkStar';
import { PAGE_END_ID } from '@/lib/first-paint';
import type { PageModel } from '@/lib/page-model';
import { menuFor } from '@/content/pages';
import { rootCategoryFor } from '@/registry/routes';
import { AppFrame } from './AppFrame';
import { FaqBlock } from './FaqBlock';
import { Footer } from './Footer';
import { PageTitle } from './PageTitle';
import { PromoBanner } from './PromoBanner';
import { RelatedLinks } from './RelatedLinks';
import { SearchControl } from './SearchControl';
import { SideNav } from './SideNav';
import { StayUpdated } from './StayUpdated';
import { ThemeToggle } from './ThemeToggle';
import { Brand, DrawerSections, TopNav } from './TopNav';

const topItems = {
  tools: { label: 'All tools', href: '/' },
  cheatsheets: { label: 'All cheatsheets', href: '/cheatsheets/' },
  interview: { label: 'All problems', href: '/interview/problems/' },
  blog: { label: 'All posts', href: '/blog/' },
  Articles: { label: 'All tools', href: '/' },
} as const;

/**
 * Wraps a page's content in the layout shell, driven only by its page model (SPEC §3 page props).
 * With noLayout the page is bare: only its head metadata (from generateMetadata) applies.
 */
export function PageShell({
  model,
  children,
  showTitle = true,
  relatedTitle,
}: {
  model: PageModel;
  children: ReactNode;
  showTitle?: boolean;
  /** Heading of the related links (cheatsheets say "See also"). */
  relatedTitle?: string;
}) {
  if (model.noLayout) return <>{children}</>;
  const root = rootCategoryFor(model.path);
  return (
    <AppFrame
      hideHeader={model.hideHeader}
      hideMenu={model.hideMenu}
      headerLeft={
        <>
          <Brand />
          <TopNav path={model.path} />
        </>
      }
      headerRight={
        <>
          <SearchControl />
          <ThemeToggle />
          <AccountMenu />
        </>
      }
      navbar={<SideNav top={topItems[root]} categories={menuFor(root)} path={model.path} />}
      drawerTop={<DrawerSections path={model.path} />}
    >
      <div style={{ maxWidth: 1400, margin: '0 auto' }}>
        <PromoBanner />
        {showTitle && <PageTitle title={model.title} bookmark={model.disableBookmark ? undefined : <BookmarkStar path={model.path} />} />}
        {children}
        <FaqBlock faqs={model.faqs} />
        <RelatedLinks links={model.relatedLinks} title={relatedTitle} />
        <Footer />
        {/* The first paint waits until the HTML up to here is parsed (src/lib/first-paint.ts). */}
        <div id={PAGE_END_ID} hidden />
      </div>
      <StayUpdated />
    </AppFrame>
  );
}
