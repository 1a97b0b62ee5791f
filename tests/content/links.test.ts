/**
 * Every cross-link of the content (related links, cheatsheet playground links, links inside markdown,
 * example "Open in playground" state) points at a page the export generates.
 */
import { loadArticles, loadBlogPosts, loadCheatsheets, loadPlaygroundTutorials, loadSqlTutorial } from '@/content/collections';
import { allSitePaths, contentPages, resolvesToPage } from '@/content/pages';
import { decodeStateFragment } from '@/lib/url-state';

vi.mock('server-only', () => ({}));

/** Site-internal link targets of a markdown text: [label](/path/…). */
const markdownLinks = (md: string) => [...md.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]);

describe('content cross-links', () => {
  it('every related link of every content page resolves', () => {
    const broken = [...contentPages().values()].flatMap((p) =>
      (p.model.relatedLinks ?? []).filter((l) => !resolvesToPage(l.href)).map((l) => `${p.model.path} -> ${l.href}`),
    );
    expect(broken).toEqual([]);
  });

  it('every cheatsheet playground link opens a generated playground with readable state', () => {
    const broken: string[] = [];
    for (const s of loadCheatsheets()) {
      for (const sec of s.sections) {
        for (const i of sec.items) {
          if (!i.playgroundLink) continue;
          if (!resolvesToPage(i.playgroundLink)) broken.push(`${s.slug}: ${i.playgroundLink}`);
          const hash = i.playgroundLink.split('#')[1];
          if (hash && decodeStateFragment(`#${hash}`) === null) broken.push(`${s.slug}: unreadable state ${i.playgroundLink.slice(0, 60)}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every internal link inside markdown resolves', () => {
    const texts: [string, string][] = [
      ...loadBlogPosts().map((p) => [`blog/${p.slug}`, p.body] as [string, string]),
      ...loadArticles().map((a) => [`articles/${a.slug}`, a.body] as [string, string]),
      ...loadPlaygroundTutorials().flatMap((t) => [t.intro, ...t.steps.map((s) => s.body)].map((b) => [t.slug, b] as [string, string])),
      ...(loadSqlTutorial()?.lessons.map((l) => ['sql tutorial', l.body] as [string, string]) ?? []),
    ];
    const broken = texts.flatMap(([where, md]) =>
      markdownLinks(md)
        .filter((href) => !resolvesToPage(href))
        .map((href) => `${where} -> ${href}`),
    );
    expect(broken).toEqual([]);
  });

  it('lists each page once', () => {
    const paths = allSitePaths();
    expect(new Set(paths).size).toBe(paths.length);
  });
});
