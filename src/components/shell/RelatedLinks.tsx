import Link from 'next/link';
import type { RelatedLink } from '@/lib/page-model';

/** Links under the content (the relatedLinks page prop); cheatsheets title it "See also". */
export function RelatedLinks({ links, title = 'Related' }: { links?: readonly RelatedLink[]; title?: string }) {
  if (!links || links.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" style={{ marginTop: 32 }}>
      <h2 id="related-heading" style={{ fontSize: 20 }}>
        {title}
      </h2>
      <ul className="prose">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} prefetch={false}>
              {l.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
