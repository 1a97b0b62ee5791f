import { PageShell } from '@/components/shell/PageShell';
import { UnsubscribeForm } from '@/components/shell/UnsubscribeForm';
import { pageMetadata } from '@/lib/seo';
import { sitePages } from '@/registry/site-pages';

const model = sitePages.unsubscribe;
export const metadata = pageMetadata(model);

export default function UnsubscribePage() {
  return (
    <PageShell model={model}>
      <UnsubscribeForm />
    </PageShell>
  );
}
