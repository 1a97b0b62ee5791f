import Link from 'next/link';
import {
  cheatsheetPath,
  loadBlogPosts,
  loadCheatsheets,
  loadGraphvizExamples,
  loadInterviewProblems,
  loadJavascriptExamples,
  loadMermaidExamples,
  loadPythonExamples,
} from '@/content/collections';
import { dotToSvg, publicSvgSize } from '@/content/diagrams';
import { cheatsheetGroups, contentPages, galleries, type ContentView as View, type Gallery } from '@/content/pages';
import { highlight, plainExcerpt, renderMarkdown } from '@/content/render';
import type { Cheatsheet, DiagramExample, PlaygroundTutorial } from '@/content/schemas';
import { toolLink } from '@/registry/routes';
import { CheatsheetIndexIsland, CheatsheetSheetIsland, InterviewRunnerIsland, SqlTutorialIsland, TutorialStepIsland } from './ContentIsland';
import { Code, Prose } from './Code';
import { marker } from './template-marker';
import classes from './content.module.css';

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function Updated({ date, label = 'Updated' }: { date: string; label?: string }) {
  return (
    <p className={classes.meta}>
      {label} <time dateTime={date}>{longDate(date)}</time>
    </p>
  );
}

function Tags({ tags }: { tags: readonly string[] }) {
  return (
    <ul className={classes.tags} aria-label="Tags">
      {tags.map((t) => (
        <li key={t} className={classes.tag}>
          {t}
        </li>
      ))}
    </ul>
  );
}

function CheatsheetPage({ sheet }: { sheet: Cheatsheet }) {
  const lang = sheet.language;
  const sections = sheet.sections.map((s) => ({
    title: s.title,
    items: s.items.map((item) => {
      const language = item.language ?? lang;
      let codeHtml: string | undefined;
      if (item.code !== undefined) {
        const withMarkers = sheet.templateValues.reduce((code, t, i) => code.split(t.placeholder).join(marker(i)), item.code);
        codeHtml = highlight(withMarkers, language);
      }
      return { text: item.text, html: item.html, code: item.code, codeHtml, language, picture: item.picture, playgroundLink: item.playgroundLink };
    }),
  }));
  return (
    <>
      <p style={{ marginTop: 0 }}>{sheet.description}</p>
      <Updated date={sheet.updated} />
      <CheatsheetSheetIsland sections={sections} templates={sheet.templateValues} cardWidth={sheet.cardWidth} />
    </>
  );
}

function CheatsheetIndexPage() {
  const pages = contentPages();
  const cards = loadCheatsheets().map((s) => ({
    href: cheatsheetPath(s),
    name: s.name,
    description: s.description,
    group: pages.get(cheatsheetPath(s))?.menu?.group ?? 'Formats & standards',
    keywords: [...s.keywords, ...s.tags],
  }));
  return (
    <>
      <p style={{ marginTop: 0 }}>Commands and syntax you look up every week, with values you can fill in and copy.</p>
      <CheatsheetIndexIsland cards={cards} groups={cheatsheetGroups} />
    </>
  );
}

function BlogIndexPage() {
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

async function DiagramPicture({ gallery, example, eager = false }: { gallery: 'graphviz' | 'mermaid'; example: DiagramExample; eager?: boolean }) {
  // An example's own page draws its diagram inline (text selectable); gallery previews are the pictures the
  // build renders to files (scripts/render-graphviz-examples.mjs), so the index page stays small.
  if (gallery === 'graphviz' && eager) {
    const svg = await dotToSvg(example.markup);
    return <div role="img" aria-label={example.title} dangerouslySetInnerHTML={{ __html: svg }} />;
  }
  const size = publicSvgSize(example.image);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static export serves pictures as they are
    <img src={example.image} alt={example.title} width={size?.width} height={size?.height} loading={eager ? 'eager' : 'lazy'} />
  );
}

const playgroundHref = (gallery: Gallery, code: string) => toolLink(galleries[gallery].tool, code);

async function GalleryPage({ gallery }: { gallery: Gallery }) {
  const g = galleries[gallery];
  if (gallery === 'graphviz' || gallery === 'mermaid') {
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

function TutorialPage({ tutorial }: { tutorial: PlaygroundTutorial }) {
  const steps = tutorial.steps.map((s, i) => {
    const example = s.example as Record<string, string>;
    if (tutorial.kind !== 'graphviz') return { ...s, example, initialOutput: s.expectedOutput ?? '' };
    // The first diagram is the picture the build rendered (scripts/render-graphviz-examples.mjs): an inline
    // SVG would sit in the page twice (HTML and React's payload), and these are the largest pages.
    const src = `/tutorials/graphviz/step-${i + 1}.svg`;
    return { ...s, example, initialOutput: '', initialPicture: { src, ...publicSvgSize(src) } };
  });
  return (
    <>
      <Updated date={tutorial.updated} />
      <Prose html={renderMarkdown(tutorial.intro)} />
      <nav aria-label="Steps">
        <ol>
          {steps.map((s, i) => (
            <li key={i}>
              <a href={`#step-${i + 1}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {steps.map((s, i) => (
        <section key={i} id={`step-${i + 1}`} className={classes.step} aria-labelledby={`step-${i + 1}-title`}>
          <h2 id={`step-${i + 1}-title`}>
            {i + 1}. {s.title}
          </h2>
          <Prose html={renderMarkdown(s.body)} />
          <TutorialStepIsland
            kind={tutorial.kind}
            step={i + 1}
            example={s.example}
            initialOutput={s.initialOutput}
            initialPicture={'initialPicture' in s ? s.initialPicture : undefined}
          />
        </section>
      ))}
    </>
  );
}

/** The body of a content page (the shell, title, FAQ and related links come from PageShell). */
export async function ContentView({ view }: { view: View }) {
  switch (view.kind) {
    case 'cheatsheet-index':
      return <CheatsheetIndexPage />;
    case 'cheatsheet':
      return <CheatsheetPage sheet={view.sheet} />;
    case 'blog-index':
      return <BlogIndexPage />;
    case 'blog-post':
      return (
        <article>
          <Updated date={view.post.date} label="Published" />
          <Tags tags={view.post.tags} />
          <Prose html={renderMarkdown(view.post.body)} />
        </article>
      );
    case 'article':
      return (
        <article>
          <Updated date={view.article.updated} />
          <Prose html={renderMarkdown(view.article.body)} />
        </article>
      );
    case 'gallery':
      return <GalleryPage gallery={view.gallery} />;
    case 'diagram-example': {
      const { example, gallery } = view;
      return (
        <>
          <p style={{ marginTop: 0 }}>{example.description}</p>
          <Updated date={example.updated} />
          <div className={classes.actions}>
            <Link className={classes.button} href={playgroundHref(gallery, example.markup)} prefetch={false}>
              Open in playground
            </Link>
          </div>
          <figure className={classes.figure} aria-label="Rendered diagram">
            <DiagramPicture gallery={gallery} example={example} eager />
          </figure>
          <h2>Markup</h2>
          <Code
            html={highlight(example.markup, gallery === 'graphviz' ? 'dot' : 'mermaid')}
            code={example.markup}
            language={gallery === 'graphviz' ? 'dot' : 'mermaid'}
            label="Diagram markup"
          />
          {example.body && <Prose html={renderMarkdown(example.body)} />}
        </>
      );
    }
    case 'code-example': {
      const { example, gallery } = view;
      return (
        <>
          <p style={{ marginTop: 0 }}>{example.description}</p>
          <Updated date={example.updated} />
          <div className={classes.actions}>
            <Link className={classes.button} href={playgroundHref(gallery, example.code)} prefetch={false}>
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
    case 'interview-index':
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
    case 'interview': {
      const p = view.problem;
      return (
        <>
          <p className={classes.meta}>Difficulty: {p.difficulty}</p>
          <Prose html={renderMarkdown(p.statement)} />
          <h2>Examples</h2>
          {p.examples.map((e, i) => (
            <div key={i} className={classes.prose}>
              <pre className={classes.code}>{`Input: ${e.input}\nOutput: ${e.output}${e.explanation ? `\nExplanation: ${e.explanation}` : ''}`}</pre>
            </div>
          ))}
          <h2>Constraints</h2>
          <ul className={classes.prose}>
            {p.constraints.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <h2>Your solution</h2>
          <InterviewRunnerIsland problem={{ slug: p.slug, functionName: p.functionName, starter: p.starter, tests: p.tests, compare: p.compare }} />
          {p.solution && (
            <section aria-labelledby="solution-heading" style={{ marginTop: 32 }}>
              <h2 id="solution-heading">Solution</h2>
              <Prose html={renderMarkdown(p.solution.explanation)} />
              <p className={classes.prose}>
                <strong>Time complexity:</strong> {p.solution.time}. <strong>Space complexity:</strong> {p.solution.space}.
              </p>
              <details>
                <summary>JavaScript solution</summary>
                <Code
                  html={highlight(p.solution.javascript, 'javascript')}
                  code={p.solution.javascript}
                  language="javascript"
                  label="JavaScript solution"
                />
              </details>
              <details>
                <summary>Python solution</summary>
                <Code html={highlight(p.solution.python, 'python')} code={p.solution.python} language="python" label="Python solution" />
              </details>
            </section>
          )}
        </>
      );
    }
    case 'tutorial':
      return <TutorialPage tutorial={view.tutorial} />;
    case 'sql-tutorial': {
      const t = view.tutorial;
      return (
        <>
          <Updated date={t.updated} />
          <Prose html={renderMarkdown(t.intro)} />
          <SqlTutorialIsland
            setup={t.setup}
            lessons={t.lessons.map((l) => ({
              id: l.id,
              title: l.title,
              bodyHtml: renderMarkdown(l.body),
              task: l.task,
              hint: l.hint,
              ordered: l.ordered,
              starter: l.starter,
              solution: l.solution,
            }))}
          />
        </>
      );
    }
  }
}
