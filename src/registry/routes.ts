import { categories, type CategoryMeta, type RootCategory } from './categories';
import { sitePages } from './site-pages';
import type { PageModel } from '@/lib/page-model';
import { toolPath, toolStateLink } from './tool-links';
import { toolBySlug, tools, type ToolMeta, type ToolSlug } from './tools';

export { toolPath, toolStateLink };

/** A link that opens a tool with `text` in its main field, as a share link would (galleries, examples). */
export function toolLink(slug: ToolSlug, text: string): string {
  return toolStateLink(slug, { [toolBySlug(slug)?.linkField ?? 'input']: text });
}

/** Every path the static export contains, for link checks. */
export function allPagePaths(): string[] {
  return [...Object.values(sitePages).map((p) => p.path), ...tools.map((t) => toolPath(t.slug))];
}

/** The pages search engines should index: every page except those marked noindex. */
export function sitemapPaths(): string[] {
  const hidden = new Set<string>(
    Object.values(sitePages as Record<string, PageModel>)
      .filter((p) => p.noindex)
      .map((p) => p.path),
  );
  return allPagePaths().filter((p) => !hidden.has(p));
}

/** A side-menu group: a category and its generated, visible tools. */
export interface NavCategory {
  id: string;
  name: string;
  /** `icon`: a tool's icon name (content pages have none). */
  tools: { slug: string; name: string; icon?: string }[];
}

/** Categories of one root category for the side menu; skipMenu and empty categories are left out. */
export function navCategories(root: RootCategory): NavCategory[] {
  return (categories as readonly CategoryMeta[])
    .filter((c) => c.rootCategory === root && !c.skipMenu)
    .map((c) => ({
      id: c.id,
      name: c.name,
      tools: (tools as readonly ToolMeta[])
        .filter((t) => t.category === c.id && !t.skipMenu)
        .map((t) => ({ slug: t.slug, name: t.name, icon: t.icon })),
    }))
    .filter((c) => c.tools.length > 0);
}

/** Top navigation sections (SPEC §2 Layout), highlighted by path prefix. */
export const sections = [
  { key: 'tools', label: 'Tools', href: '/' },
  { key: 'cheatsheets', label: 'Cheatsheets', href: '/cheatsheets/' },
  { key: 'interview', label: 'Interview', href: '/interview/problems/' },
  { key: 'blog', label: 'Blog', href: '/blog/' },
  { key: 'pricing', label: 'Pricing', href: '/pricing/' },
] as const;

export type SectionKey = (typeof sections)[number]['key'];

/** The section a path belongs to: cheatsheets, blog, pricing, interview by prefix; otherwise tools. */
export function activeSection(path: string): SectionKey {
  for (const key of ['cheatsheets', 'blog', 'pricing', 'interview'] as const) {
    if (path === `/${key}` || path.startsWith(`/${key}/`)) return key;
  }
  return 'tools';
}

/** The root category whose categories the side menu shows on a path. */
export function rootCategoryFor(path: string): RootCategory {
  const section = activeSection(path);
  if (section === 'cheatsheets' || section === 'blog' || section === 'interview') return section;
  return 'tools';
}
