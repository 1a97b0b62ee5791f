import Link from 'next/link';
import { loadJavascriptExamples, loadPythonExamples } from '@/content/collections';
import { galleries } from '@/content/pages';
import classes from '../content.module.css';

/** The Python or JavaScript examples, as cards with the first lines of each program. */
export function CodeGalleryPage({ gallery }: { gallery: 'python' | 'javascript' }) {
  const g = galleries[gallery];
  const examples = gallery === 'python' ? loadPythonExamples() : loadJavascriptExamples();
  return (
    <ul className={classes.grid}>
      {examples.map((e) => (
        <li key={e.slug}>
          <Link href={`${g.path}${e.slug}/`} className={classes.card} prefetch={false}>
            <span className={classes.cardTitle}>{e.label}</span>
            <span className={classes.cardText}>{e.description}</span>
            <pre className={classes.code} style={{ maxHeight: 120, overflow: 'hidden', margin: 0 }} aria-hidden="true">
              {e.code.split('\n').slice(0, 6).join('\n')}
            </pre>
          </Link>
        </li>
      ))}
    </ul>
  );
}
