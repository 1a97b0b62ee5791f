import { publicSvgSize } from '@/content/diagrams';
import { renderMarkdown } from '@/content/render';
import type { PlaygroundTutorial } from '@/content/schemas';
import { Prose } from '../Code';
import { TutorialStepIsland } from '../ContentIsland';
import { Updated } from '../PageMeta';
import classes from '../content.module.css';

/** A jq, JSONPath or Graphviz tutorial: the intro, a list of steps, then each step with its live editor. */
export function TutorialPage({ tutorial }: { tutorial: PlaygroundTutorial }) {
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
