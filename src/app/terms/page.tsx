import { PageShell } from '@/components/shell/PageShell';
import { onInteractionMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { sitePages } from '@/registry/site-pages';

const model = sitePages.terms;
export const metadata = onInteractionMetadata(model);

/** Served at /terms.html: scripts/postbuild.mjs moves the exported page there. */
export default function TermsPage() {
  return (
    <PageShell model={model}>
      <div className="prose">
        <p>Last updated: November 21, 2026.</p>
        <h2>Using the site</h2>
        <p>
          You may use {site.name} and its tools for any lawful purpose, personal or commercial, free of charge. Do not try to disrupt the service,
          probe it for vulnerabilities without our permission, or use it to harm others.
        </p>
        <h2>Your content</h2>
        <p>
          What you process with the tools stays yours. Because processing happens in your browser, you are responsible for keeping copies of anything
          important: we cannot recover input that was never sent to us.
        </p>
        <h2>No warranty</h2>
        <p>
          The tools are provided as they are. We work to make their results correct, but check anything that matters (a converted configuration, a
          generated SQL statement) before you rely on it. We are not liable for losses that come from using the site.
        </p>
        <h2>Accounts and subscriptions</h2>
        <p>
          You need a Google account to sign in. A Pro subscription renews automatically at the end of each period until you cancel it in the billing
          portal; cancelling keeps Pro until the paid period ends.
        </p>
        <h2>Changes</h2>
        <p>
          We may update these terms; the date above shows the latest version. Questions:{' '}
          <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
        </p>
      </div>
    </PageShell>
  );
}
