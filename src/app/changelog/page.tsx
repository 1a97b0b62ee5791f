import { PageShell } from '@/components/shell/PageShell';
import { loadChangelog } from '@/content/changelog';
import { onInteractionMetadata } from '@/lib/seo';
import { sitePages } from '@/registry/site-pages';

const model = sitePages.changelog;
export const metadata = onInteractionMetadata(model);

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export default function ChangelogPage() {
  return (
    <PageShell model={model}>
      {loadChangelog().map((entry) => (
        <section key={entry.date + entry.title} className="prose">
          <h2 style={{ fontSize: 20, marginBottom: 4 }}>{entry.title}</h2>
          <time dateTime={entry.date} style={{ color: 'var(--mantine-color-dimmed)', fontSize: 14 }}>
            {longDate(entry.date)}
          </time>
          <ul>
            {entry.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </PageShell>
  );
}
