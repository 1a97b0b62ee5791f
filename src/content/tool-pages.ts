import 'server-only';
import { loadToolFaqs } from '@/content/tool-faqs';
import type { PageModel } from '@/lib/page-model';
import { toolPath } from './routes';
import { tools, type ToolMeta } from './tools';

/** The page model of a tool page: registry data plus its FAQ content and up to six related tools. */
export function toolPageModel(tool: ToolMeta): PageModel {
  const related = tools.filter((t) => t.slug !== tool.slug && t.category === tool.category).slice(0, 6);
  return {
    path: toolPath(tool.slug),
    title: tool.name,
    description: tool.description,
    keywords: [...tool.tags, ...tool.keywords],
    faqs: loadToolFaqs().get(tool.slug) ?? [],
    relatedLinks: related.map((t) => ({ href: toolPath(t.slug), title: t.name })),
  };
}
