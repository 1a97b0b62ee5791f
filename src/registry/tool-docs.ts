import type { SearchDoc } from '@/lib/site-search';
import { categoryById } from './categories';
import { toolPath } from './routes';
import { tools } from './tools';

/** Every tool as a search document, from the registry: its name, slug words, tags, keywords and description. */
export function toolSearchDocs(): SearchDoc[] {
  return tools.map((t) => ({
    url: toolPath(t.slug),
    title: t.name,
    where: toolPath(t.slug),
    group: categoryById(t.category)?.name ?? t.category,
    keywords: [...t.tags, ...t.keywords, t.slug.replace(/[/_-]+/g, ' ')].join(' '),
    text: t.description,
  }));
}
