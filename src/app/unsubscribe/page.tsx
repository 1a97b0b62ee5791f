import { PageShell } from '@/components/shell/PageShell';
import { UnsubscribeForm } from '@/components/shell/UnsubscribeForm';
import { onInteractionMetadata } from '@/lib/seo';
import { sitePages } from '@/registry/site-pages';

const model = sitePages.unsubscribe;
// A form that does nothing until it is filled in: the scripts load on the first interaction, and what is typed, chosen
// or tapped before they are there is made again once they are (scripts/defer-scripts.mjs).
export const metadata = onInteractionMetadata(model);

export default function UnsubscribePage() {
  return (
    <PageShell model={model}>
      <UnsubscribeForm />
    </PageShell>
  );
}
