import { cheatsheetPath, loadCheatsheets } from '@/content/collections';
import { cheatsheetGroups, contentPages } from '@/content/pages';
import { CheatsheetIndexIsland } from '../ContentIsland';

/** The list of cheatsheets, grouped as in the side menu, with a search. */
export function CheatsheetIndexPage() {
  const pages = contentPages();
  const cards = loadCheatsheets().map((s) => ({
    href: cheatsheetPath(s),
    name: s.name,
    description: s.description,
    group: pages.get(cheatsheetPath(s))?.menu?.group ?? 'Formats & standards',
    keywords: [...s.keywords, ...s.tags],
  }));
  return (
    <>
      <p style={{ marginTop: 0 }}>Commands and syntax you look up every week, with values you can fill in and copy.</p>
      <CheatsheetIndexIsland cards={cards} groups={cheatsheetGroups} />
    </>
  );
}
