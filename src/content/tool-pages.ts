import 'server-only';
import type { PageModel } from '@/lib/page-model';
import { toolPath } from '@/registry/routes';
import { tools, type ToolMeta } from '@/registry/tools';
import { loadToolFaqs } from './tool-faqs';

/**
 * The page model of a tool page: registry data plus its FAQ content and up to six related tools. It lives with the
 * content, which may read the registry, because the registry never reads content.
 */
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
