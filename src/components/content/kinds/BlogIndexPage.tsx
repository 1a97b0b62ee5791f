import Link from 'next/link';
import { loadBlogPosts } from '@/content/collections';
import { longDate } from '../PageMeta';
import classes from '../content.module.css';

/** Every blog post, newest first, as cards. */
export function BlogIndexPage() {
  return (
    <ul className={classes.grid} style={{ gridTemplateColumns: '1fr' }}>
      {loadBlogPosts().map((p) => (
        <li key={p.slug}>
          <Link href={`/blog/${p.slug}/`} className={classes.card} prefetch={false}>
            <span className={classes.cardTitle}>{p.title}</span>
            <span className={classes.cardText}>
              <time dateTime={p.date}>{longDate(p.date)}</time> · {p.tags.join(', ')}
            </span>
            <span className={classes.cardText}>{p.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
