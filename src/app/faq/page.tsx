import { PageShell } from '@/components/shell/PageShell';
import { onInteractionMetadata } from '@/lib/seo';
import { sitePages } from '@/registry/site-pages';

const model = sitePages.faq;
export const metadata = onInteractionMetadata(model);

export default function FaqPage() {
  return (
    <PageShell model={model}>
      <p className="prose">
        Short answers to what people ask us most. Something missing? Write to us from the <a href="/contact_us/">contact page</a>.
      </p>
    </PageShell>
  );
}
