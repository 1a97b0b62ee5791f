import Link from 'next/link';
import { galleries } from '@/content/pages';
import { highlight, renderMarkdown } from '@/content/render';
import type { CodeExample } from '@/content/schemas';
import { toolLink } from '@/registry/routes';
import { Code, Prose } from '../Code';
import { Updated } from '../PageMeta';
import classes from '../content.module.css';

/** One Python or JavaScript example: the program, the output it prints and a link to the playground. */
export function CodeExamplePage({ gallery, example }: { gallery: 'python' | 'javascript'; example: CodeExample }) {
  return (
    <>
      <p style={{ marginTop: 0 }}>{example.description}</p>
      <Updated date={example.updated} />
      <div className={classes.actions}>
        <Link className={classes.button} href={toolLink(galleries[gallery].tool, example.code)} prefetch={false}>
          Open in playground
        </Link>
      </div>
      <h2>Code</h2>
      <Code html={highlight(example.code, gallery)} code={example.code} language={gallery} label="Code" />
      <h2>Output</h2>
      <pre className={classes.code} aria-label="Program output">
        {example.output}
      </pre>
      {example.body && <Prose html={renderMarkdown(example.body)} />}
    </>
  );
}
