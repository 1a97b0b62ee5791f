import Link from 'next/link';
import { galleries } from '@/content/pages';
import { highlight, renderMarkdown } from '@/content/render';
import type { DiagramExample } from '@/content/schemas';
import { toolLink } from '@/registry/routes';
import { Code, Prose } from '../Code';
import { DiagramPicture } from '../DiagramPicture';
import { Updated } from '../PageMeta';
import classes from '../content.module.css';

/** One Graphviz or Mermaid example: the diagram, its markup and a link that opens it in the playground. */
export function DiagramExamplePage({ gallery, example }: { gallery: 'graphviz' | 'mermaid'; example: DiagramExample }) {
  const language = gallery === 'graphviz' ? 'dot' : 'mermaid';
  return (
    <>
      <p style={{ marginTop: 0 }}>{example.description}</p>
      <Updated date={example.updated} />
      <div className={classes.actions}>
        <Link className={classes.button} href={toolLink(galleries[gallery].tool, example.markup)} prefetch={false}>
          Open in playground
        </Link>
      </div>
      <figure className={classes.figure} aria-label="Rendered diagram">
        <DiagramPicture gallery={gallery} example={example} eager />
      </figure>
      <h2>Markup</h2>
      <Code html={highlight(example.markup, language)} code={example.markup} language={language} label="Diagram markup" />
      {example.body && <Prose html={renderMarkdown(example.body)} />}
    </>
  );
}
