import type { Cheatsheet } from '@/content/schemas';
import { highlight } from '@/content/render';
import { CheatsheetSheetIsland } from '../ContentIsland';
import { Updated } from '../PageMeta';
import { marker } from '../template-marker';

/** One cheatsheet: its code highlighted here, at build time, with markers where template values go. */
export function CheatsheetPage({ sheet }: { sheet: Cheatsheet }) {
  const lang = sheet.language;
  const sections = sheet.sections.map((s) => ({
    title: s.title,
    items: s.items.map((item) => {
      const language = item.language ?? lang;
      let codeHtml: string | undefined;
      if (item.code !== undefined) {
        const withMarkers = sheet.templateValues.reduce((code, t, i) => code.split(t.placeholder).join(marker(i)), item.code);
        codeHtml = highlight(withMarkers, language);
      }
      return { text: item.text, html: item.html, code: item.code, codeHtml, language, picture: item.picture, playgroundLink: item.playgroundLink };
    }),
  }));
  return (
    <>
      <p style={{ marginTop: 0 }}>{sheet.description}</p>
      <Updated date={sheet.updated} />
      <CheatsheetSheetIsland sections={sections} templates={sheet.templateValues} cardWidth={sheet.cardWidth} />
    </>
  );
}
