import { renderMarkdown } from '@/content/render';
import type { Article } from '@/content/schemas';
import { Prose } from '../Code';
import { Updated } from '../PageMeta';

/** One article (the jq, JSON, regex … overviews): date and text. */
export function ArticlePage({ article }: { article: Article }) {
  return (
    <article>
      <Updated date={article.updated} />
      <Prose html={renderMarkdown(article.body)} />
    </article>
  );
}
