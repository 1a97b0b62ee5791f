import 'server-only';
import type { PageModel } from '@/lib/page-model';
import type { RootCategory } from '@/registry/categories';
import { allPagePaths, navCategories, sitemapPaths, toolPath, type NavCategory } from '@/registry/routes';
import type { ToolSlug } from '@/registry/tools';
import {
  cheatsheetPath,
  loadArticles,
  loadBlogPosts,
  loadCheatsheets,
  loadGraphvizExamples,
  loadInterviewProblems,
  loadJavascriptExamples,
  loadMermaidExamples,
  loadPlaygroundTutorials,
  loadPythonExamples,
  loadSqlTutorial,
} from './collections';
import type { Article, BlogPost, Cheatsheet, CodeExample, DiagramExample, InterviewProblem, PlaygroundTutorial, SqlTutorial } from './schemas';

/**
 * Every content page (cheatsheets, tutorials, articles, blog, galleries, interview problems): its path,
 * its page model (SPEC §3 page props) and what to render. The catch-all route, the sitemap and the side
 * menu all read this one list, so no content page is listed twice.
 */

export type Gallery = 'graphviz' | 'mermaid' | 'python' | 'javascript';

export type ContentView =
  | { kind: 'cheatsheet-index' }
  | { kind: 'cheatsheet'; sheet: Cheatsheet }
  | { kind: 'blog-index' }
  | { kind: 'blog-post'; post: BlogPost }
  | { kind: 'article'; article: Article }
  | { kind: 'gallery'; gallery: Gallery }
  | { kind: 'diagram-example'; gallery: 'graphviz' | 'mermaid'; example: DiagramExample }
  | { kind: 'code-example'; gallery: 'python' | 'javascript'; example: CodeExample }
  | { kind: 'interview-index' }
  | { kind: 'interview'; problem: InterviewProblem }
  | { kind: 'tutorial'; tutorial: PlaygroundTutorial }
  | { kind: 'sql-tutorial'; tutorial: SqlTutorial };

export interface ContentPage {
  model: PageModel;
  view: ContentView;
  /** Side-menu group of the page (for content roots), with its menu label. */
  menu?: { group: string; label: string };
}

/** Gallery paths and names (SPEC §2 example lists). */
/** Each gallery's examples open in `tool` (`toolLink`), whose page is `playground`. */
export const galleries: Record<
  Gallery,
  { path: string; title: string; tool: ToolSlug; playground: string; playgroundTitle: string; noun: string; name: string; diagram: boolean }
> = {
  graphviz: {
    path: '/graphviz_examples/',
    title: 'Graphviz examples',
    tool: 'graphviz',
    playground: toolPath('graphviz'),
    playgroundTitle: 'Graphviz playground',
    noun: 'Graphviz (DOT) diagram',
    name: 'Graphviz',
    diagram: true,
  },
  mermaid: {
    path: '/diagrams/mermaidjs/examples/',
    title: 'Mermaid diagram examples',
    tool: 'diagrams/mermaidjs/playground',
    playground: toolPath('diagrams/mermaidjs/playground'),
    playgroundTitle: 'Mermaid playground',
    noun: 'Mermaid diagram',
    name: 'Mermaid',
    diagram: true,
  },
  python: {
    path: '/python/examples/',
    title: 'Python examples',
    tool: 'python/online',
    playground: toolPath('python/online'),
    playgroundTitle: 'Run Python online',
    noun: 'Python example',
    name: 'Python',
    diagram: false,
  },
  javascript: {
    path: '/javascript/examples/',
    title: 'JavaScript examples',
    tool: 'javascript/online',
    playground: toolPath('javascript/online'),
    playgroundTitle: 'Run JavaScript online',
    noun: 'JavaScript example',
    name: 'JavaScript',
    diagram: false,
  },
};

/** Which menu group a cheatsheet sits in. */
function cheatsheetGroup(s: Cheatsheet): string {
  if (s.prefix === 'shell/') return 'Shell';
  if (['docker', 'git', 'kubectl'].includes(s.slug)) return 'DevOps';
  if (['sql', 'regex', 'jq'].includes(s.slug)) return 'Query languages';
  if (['graphviz', 'mermaid', 'markdown'].includes(s.slug)) return 'Diagrams & docs';
  return 'Formats & standards';
}

export const cheatsheetGroups = ['DevOps', 'Shell', 'Query languages', 'Formats & standards', 'Diagrams & docs'] as const;

function build(): Map<string, ContentPage> {
  const pages = new Map<string, ContentPage>();
  const add = (page: ContentPage) => {
    if (pages.has(page.model.path)) throw new Error(`content: two pages at ${page.model.path}`);
    pages.set(page.model.path, page);
  };

  const sheets = loadCheatsheets();
  if (sheets.length) {
    add({
      model: {
        path: '/cheatsheets/',
        title: 'Cheatsheets',
        description: `${sheets.length} developer cheatsheets: Docker, Git, kubectl, SQL, regex, jq, shell commands and more, with commands you can fill in and copy.`,
        keywords: ['cheatsheet', 'cheat sheet', 'commands', ...sheets.map((s) => s.name.toLowerCase())],
        disableBookmark: true,
      },
      view: { kind: 'cheatsheet-index' },
    });
  }
  for (const sheet of sheets) {
    add({
      model: {
        path: cheatsheetPath(sheet),
        title: `${sheet.name} cheatsheet`,
        description: sheet.description,
        keywords: [...sheet.keywords, ...sheet.tags],
        faqs: sheet.faqs,
        relatedLinks: sheet.relatedLinks,
      },
      view: { kind: 'cheatsheet', sheet },
      menu: { group: cheatsheetGroup(sheet), label: sheet.name },
    });
  }

  const posts = loadBlogPosts();
  if (posts.length) {
    add({
      model: {
        path: '/blog/',
        title: 'Blog',
        description: 'Articles for working developers: jq recipes, JSON and YAML pitfalls, UUIDs, regex performance, Graphviz layout and more.',
        keywords: ['blog', 'developer articles', ...new Set(posts.flatMap((p) => p.tags))],
        disableBookmark: true,
      },
      view: { kind: 'blog-index' },
    });
  }
  for (const post of posts) {
    add({
      model: {
        path: `/blog/${post.slug}/`,
        title: post.title,
        description: post.description,
        keywords: [...post.keywords, ...post.tags],
        relatedLinks: post.relatedLinks,
      },
      view: { kind: 'blog-post', post },
      menu: { group: 'Posts', label: post.title },
    });
  }

  for (const article of loadArticles()) {
    add({
      model: {
        path: `/${article.slug}/`,
        title: article.title,
        description: article.description,
        keywords: article.keywords,
        faqs: article.faqs,
        relatedLinks: article.relatedLinks,
      },
      view: { kind: 'article', article },
    });
  }

  const collections = {
    graphviz: loadGraphvizExamples(),
    mermaid: loadMermaidExamples(),
    python: loadPythonExamples(),
    javascript: loadJavascriptExamples(),
  };
  for (const gallery of Object.keys(galleries) as Gallery[]) {
    const g = galleries[gallery];
    const examples: (DiagramExample | CodeExample)[] = collections[gallery];
    if (!examples.length) continue;
    const labels = examples.map((e) => e.label);
    add({
      model: {
        path: g.path,
        title: g.title,
        description: g.diagram
          ? `${examples.length} ready-made ${g.noun} examples: ${labels.join(', ')}. Open any of them in the playground to edit.`
          : `${examples.length} short, runnable ${g.name} programs with their real output: ${labels.join(', ')}.`,
        keywords: [gallery, ...(g.diagram ? ['diagram examples'] : ['examples', 'code samples']), ...labels.map((l) => l.toLowerCase())],
      },
      view: { kind: 'gallery', gallery },
    });
    for (const example of examples) {
      const relatedLinks = [
        { href: g.playground, title: g.playgroundTitle },
        { href: g.path, title: g.title },
      ];
      const path = `${g.path}${example.slug}/`;
      if ('markup' in example) {
        add({
          model: {
            path,
            title: example.title,
            description: example.description,
            keywords: example.keywords
              .split(',')
              .map((k) => k.trim())
              .filter(Boolean),
            relatedLinks,
          },
          view: { kind: 'diagram-example', gallery: gallery as 'graphviz' | 'mermaid', example },
        });
      } else {
        add({
          model: { path, title: example.title, description: example.description, keywords: example.keywords, faqs: example.faqs, relatedLinks },
          view: { kind: 'code-example', gallery: gallery as 'python' | 'javascript', example },
        });
      }
    }
  }

  const problems = loadInterviewProblems();
  if (problems.length) {
    add({
      model: {
        path: '/interview/problems/',
        title: 'Interview problems',
        description:
          'Classic coding interview problems you can solve in JavaScript or Python right in the browser, with tests and explained solutions.',
        keywords: ['coding interview', 'algorithm problems', 'leetcode style', 'javascript', 'python'],
        disableBookmark: true,
      },
      view: { kind: 'interview-index' },
    });
  }
  for (const problem of problems) {
    add({
      model: {
        path: `/interview/problems/${problem.slug}/`,
        title: problem.title,
        description: problem.description,
        keywords: problem.keywords,
        relatedLinks: [{ href: '/interview/problems/', title: 'All interview problems' }],
      },
      view: { kind: 'interview', problem },
      menu: { group: 'Problems', label: problem.title },
    });
  }

  for (const tutorial of loadPlaygroundTutorials()) {
    add({
      model: {
        path: `/${tutorial.slug}/`,
        title: tutorial.title,
        description: tutorial.description,
        keywords: tutorial.keywords,
        faqs: tutorial.faqs,
        relatedLinks: tutorial.relatedLinks,
      },
      view: { kind: 'tutorial', tutorial },
    });
  }
  const sql = loadSqlTutorial();
  if (sql) {
    add({
      model: {
        path: `/${sql.slug}/`,
        title: sql.title,
        description: sql.description,
        keywords: sql.keywords,
        faqs: sql.faqs,
        relatedLinks: sql.relatedLinks,
      },
      view: { kind: 'sql-tutorial', tutorial: sql },
    });
  }
  return pages;
}

let cache: Map<string, ContentPage> | null = null;
/** Every content page by path ("/cheatsheets/docker/"). */
export function contentPages(): Map<string, ContentPage> {
  return (cache ??= build());
}

/** Every page of the export: site pages, tool pages and content pages. */
export function allSitePaths(): string[] {
  return [...allPagePaths(), ...contentPages().keys()];
}

/** Pages for the sitemap. */
export function allSitemapPaths(): string[] {
  return [...sitemapPaths(), ...contentPages().keys()];
}

/** True when a site path (with an optional #fragment or ?query) is a page of the export. */
export function resolvesToPage(href: string): boolean {
  if (/^https?:\/\//.test(href)) return true;
  const path = href.replace(/[#?].*$/, '');
  const withSlash = path.endsWith('/') || path.endsWith('.html') ? path : `${path}/`;
  return allSitePaths().includes(withSlash);
}

/** Learning pages listed in the tools menu and on the home page. */
export function learnLinks(): { group: string; links: { href: string; title: string }[] }[] {
  const pages = contentPages();
  const pick = (kinds: ContentView['kind'][]) =>
    [...pages.values()].filter((p) => kinds.includes(p.view.kind)).map((p) => ({ href: p.model.path, title: p.model.title }));
  return [
    { group: 'Tutorials', links: pick(['tutorial', 'sql-tutorial']) },
    { group: 'Example galleries', links: pick(['gallery']) },
    { group: 'Guides', links: pick(['article']) },
  ].filter((g) => g.links.length > 0);
}

/** The side menu of a root category: tool categories for tools; content groups for the content roots. */
export function menuFor(root: RootCategory): NavCategory[] {
  const toSlug = (path: string) => path.replace(/^\/|\/$/g, '');
  if (root === 'tools' || root === 'Articles') {
    return [
      ...navCategories('tools'),
      ...learnLinks().map((g) => ({
        id: `learn-${g.group.toLowerCase()}`,
        name: g.group,
        tools: g.links.map((l) => ({ slug: toSlug(l.href), name: l.title })),
      })),
    ];
  }
  const groups = new Map<string, NavCategory>();
  for (const page of contentPages().values()) {
    if (!page.menu) continue;
    const inRoot =
      (root === 'cheatsheets' && page.view.kind === 'cheatsheet') ||
      (root === 'blog' && page.view.kind === 'blog-post') ||
      (root === 'interview' && page.view.kind === 'interview');
    if (!inRoot) continue;
    const g = groups.get(page.menu.group) ?? {
      id: `content-${toSlug(page.menu.group.toLowerCase().replace(/[^a-z]+/g, '-'))}`,
      name: page.menu.group,
      tools: [],
    };
    g.tools.push({ slug: toSlug(page.model.path), name: page.menu.label });
    groups.set(page.menu.group, g);
  }
  const order: readonly string[] = cheatsheetGroups;
  return [...groups.values()].sort((a, b) => (order.indexOf(a.name) + 1 || 99) - (order.indexOf(b.name) + 1 || 99));
}
