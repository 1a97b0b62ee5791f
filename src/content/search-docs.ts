import 'server-only';
import { decodeHTML } from 'entities';
import { sheetAnchor } from '@/lib/anchors';
import type { PageModel } from '@/lib/page-model';
import type { SearchDoc } from '@/lib/site-search';
import { sitePages } from '@/registry/site-pages';
import { contentPages, type ContentPage } from './pages';
import { renderMarkdown } from './render';

/**
 * The search index of every content page and of its parts (cheatsheet sections and items, article and post
 * headings, tutorial steps), made from the content collections at build time. Tools are indexed from the
 * registry (src/registry/tool-docs.ts).
 */

/** Body text is cut to this many characters: enough to find a place by its words, small enough to ship. */
const TEXT_LIMIT = 240;

/** Visible text of our own HTML (the markdown renderer's, or a cheatsheet item's). */
const plain = (html: string) =>
  decodeHTML(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The rows of a table and the term/definition pairs of a list in our HTML, as plain text ("418 I'm a teapot …"):
 * each is found on its own, as "http 418" should find the row of 418 rather than a whole table.
 */
function htmlRows(html: string): string[] {
  const rows = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
    .map((row) => [...row[1].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => plain(cell[1])))
    .filter((cells) => cells.length > 0);
  const pairs = [...html.matchAll(/<dt>([\s\S]*?)<\/dt>\s*<dd>([\s\S]*?)<\/dd>/g)].map((m) => `${plain(m[1])}: ${plain(m[2])}`);
  return [...rows.map((cells) => cells.join(' — ')), ...pairs];
}

const cut = (text: string) => (text.length > TEXT_LIMIT ? text.slice(0, TEXT_LIMIT) : text);
/** What a title cut by `short` left out, for the body. */
const rest = (text: string) => (text.length > 120 ? cut(text.slice(119)) : '');
const short = (title: string) => (title.length > 120 ? `${title.slice(0, 119)}…` : title);

function groupOf(page: ContentPage): SearchDoc['group'] {
  switch (page.view.kind) {
    case 'cheatsheet':
    case 'cheatsheet-index':
      return 'Cheatsheets';
    case 'interview':
    case 'interview-index':
      return 'Problems';
    case 'gallery':
    case 'diagram-example':
    case 'code-example':
      return 'Examples';
    case 'blog-index':
    case 'blog-post':
      return 'Blog';
    default:
      return 'Tutorials and articles';
  }
}

const pageDoc = (model: PageModel, group: string, text = model.description): SearchDoc => ({
  url: model.path,
  title: model.title,
  where: model.path,
  group,
  keywords: (model.keywords ?? []).join(' '),
  text: cut(text),
});

/** One document per h2/h3 of a rendered markdown body, linking to the heading's id, with the text under it. */
function headingDocs(md: string, page: PageModel, group: string): SearchDoc[] {
  const html = renderMarkdown(md);
  const docs: SearchDoc[] = [];
  const heading = /<h([23]) id="([^"]+)">([\s\S]*?)<\/h\1>/g;
  const found = [...html.matchAll(heading)];
  found.forEach((m, i) => {
    const start = m.index + m[0].length;
    const end = i + 1 < found.length ? found[i + 1].index : html.length;
    docs.push({
      url: `${page.path}#${m[2]}`,
      title: plain(m[3]),
      where: page.title,
      group,
      keywords: '',
      text: cut(plain(html.slice(start, end))),
    });
  });
  return docs;
}

function docsOf(page: ContentPage): SearchDoc[] {
  const { model, view } = page;
  const group = groupOf(page);
  switch (view.kind) {
    case 'cheatsheet': {
      const { sheet } = view;
      const fill = (code: string) => sheet.templateValues.reduce((text, t) => text.split(t.placeholder).join(t.default), code);
      const docs = [pageDoc(model, group, `${model.description} ${sheet.sections.map((s) => s.title).join(', ')}`)];
      for (const section of sheet.sections) {
        docs.push({
          url: `${model.path}#${sheetAnchor(section.title)}`,
          title: section.title,
          where: model.title,
          group,
          keywords: sheet.name,
          text: '',
        });
        section.items.forEach((item, k) => {
          const url = `${model.path}#${sheetAnchor(section.title, k + 1)}`;
          const where = `${model.title} › ${section.title}`;
          const rows = item.html === undefined ? [] : htmlRows(item.html);
          if (rows.length > 0) {
            for (const row of rows) docs.push({ url, title: short(row), where, group, keywords: sheet.name, text: rest(row) });
            if (!item.text && !item.code) return;
          }
          // Prose of the item (unless its rows were indexed above) and its command, filled with the default values.
          const body = [rows.length === 0 && item.html !== undefined ? plain(item.html) : '', item.code === undefined ? '' : fill(item.code)]
            .filter(Boolean)
            .join('\n');
          // Its title: its text, or else the first line of the body, the rest of which is its text.
          const [first = '', ...others] = item.text ? [item.text, body] : body.split('\n');
          if (first === '') return; // a picture alone has no words to find
          docs.push({ url, title: short(first), where, group, keywords: sheet.name, text: cut([rest(first), ...others].join(' ').trim()) });
        });
      }
      return docs;
    }
    case 'article':
      return [pageDoc(model, group), ...headingDocs(view.article.body, model, group)];
    case 'blog-post':
      return [pageDoc(model, group), ...headingDocs(view.post.body, model, group)];
    case 'tutorial':
      return [
        pageDoc(model, group),
        ...view.tutorial.steps.map((step, i) => ({
          url: `${model.path}#step-${i + 1}`,
          title: step.title,
          where: `${model.title} › step ${i + 1}`,
          group,
          keywords: '',
          text: cut(plain(renderMarkdown(step.body))),
        })),
      ];
    case 'sql-tutorial':
      return [pageDoc(model, group, `${model.description} Lessons: ${view.tutorial.lessons.map((l) => l.title).join(', ')}`)];
    case 'interview':
      return [pageDoc(model, group, `${model.description} ${plain(renderMarkdown(view.problem.statement))}`)];
    default:
      return [pageDoc(model, group)];
  }
}

/** Every content page and its parts, then the site's own pages (FAQ, pricing …). */
export function contentSearchDocs(): SearchDoc[] {
  const docs = [...contentPages().values()].flatMap(docsOf);
  for (const page of Object.values(sitePages)) {
    if (page.path === '/' || ('noindex' in page && page.noindex)) continue;
    docs.push(pageDoc(page, 'Site'));
  }
  return docs;
}
