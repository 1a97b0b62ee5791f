import { PageShell } from '@/components/shell/PageShell';
import { onInteractionMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { sitePages } from '@/registry/site-pages';

const model = sitePages.contact;
export const metadata = onInteractionMetadata(model);

export default function ContactPage() {
  const mail = (subject: string) => `mailto:${site.contactEmail}?subject=${encodeURIComponent(subject)}`;
  return (
    <PageShell model={model}>
      <div className="prose">
        <p>
          We read every message. The quickest way to reach us is e-mail at <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
        </p>
        <ul>
          <li>
            <a href={mail('Bug report')}>Report a bug</a>: tell us the page, what you pasted (or its shape, if it is private) and what you expected. A
            share link from the tool is the fastest way to show us.
          </li>
          <li>
            <a href={mail('Tool request')}>Ask for a tool</a>: describe the input and the output you want.
          </li>
          <li>
            <a href={mail('Feedback')}>Send feedback</a> about anything else.
          </li>
        </ul>
        <p>
          You can also find us on <a href={site.social.twitter}>X</a>, <a href={site.social.linkedin}>LinkedIn</a> and our{' '}
          <a href={site.social.blog}>blog</a>.
        </p>
      </div>
    </PageShell>
  );
}
