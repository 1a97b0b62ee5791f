import { renderMarkdown } from '@/content/render';
import type { SqlTutorial } from '@/content/schemas';
import { Prose } from '../Code';
import { SqlTutorialIsland } from '../ContentIsland';
import { Updated } from '../PageMeta';

/** The interactive SQL tutorial: the intro, then the lessons in one island with their text rendered here. */
export function SqlTutorialPage({ tutorial: t }: { tutorial: SqlTutorial }) {
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
