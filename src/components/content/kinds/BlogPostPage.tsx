import { renderMarkdown } from '@/content/render';
import type { BlogPost } from '@/content/schemas';
import { Prose } from '../Code';
import { Tags, Updated } from '../PageMeta';

/** One blog post: date, tags and the post. */
export function BlogPostPage({ post }: { post: BlogPost }) {
  return (
    <article>
      <Updated date={post.date} label="Published" />
      <Tags tags={post.tags} />
      <Prose html={renderMarkdown(post.body)} />
    </article>
  );
}
