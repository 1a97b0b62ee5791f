import Link from 'next/link';
import { loadGraphvizExamples, loadMermaidExamples } from '@/content/collections';
import { galleries } from '@/content/pages';
import { DiagramPicture } from '../DiagramPicture';
import classes from '../content.module.css';

/** The Graphviz or Mermaid examples, as cards with the build's picture of each. */
export function DiagramGalleryPage({ gallery }: { gallery: 'graphviz' | 'mermaid' }) {
  const g = galleries[gallery];
  const examples = gallery === 'graphviz' ? loadGraphvizExamples() : loadMermaidExamples();
  return (
    <ul className={classes.grid}>
      {examples.map((e) => (
        <li key={e.slug}>
          <Link href={`${g.path}${e.slug}/`} className={classes.card} prefetch={false}>
            <span className={classes.preview}>
              <DiagramPicture gallery={gallery} example={e} />
            </span>
            <span className={classes.cardTitle}>{e.label}</span>
            <span className={classes.cardText}>{e.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
