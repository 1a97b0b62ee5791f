import Link from 'next/link';
import { loadInterviewProblems } from '@/content/collections';
import { plainExcerpt } from '@/content/render';
import classes from '../content.module.css';

/** Every interview problem as a card: difficulty and the start of its statement. */
export function InterviewIndexPage() {
  return (
    <ul className={classes.grid}>
      {loadInterviewProblems().map((p) => (
        <li key={p.slug}>
          <Link href={`/interview/problems/${p.slug}/`} className={classes.card} prefetch={false}>
            <span className={classes.cardTitle}>{p.title}</span>
            <span className={classes.cardText}>
              {p.difficulty}
              {p.hasSolution ? ' · solution explained' : ''}
            </span>
            <span className={classes.cardText}>{plainExcerpt(p.statement)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
