'use client';

import { NativeSelect, TextInput } from '@mantine/core';
import classes from '@/components/kit/kit.module.css';
import { TransformTool } from '@/components/kit/TransformTool';
import { fail, ok, type Result } from '@/lib/result';
import { COMMENT_LANGUAGES, makeBanner } from '@/lib/comment-banner';
import {
  ensureFont,
  FIGLET_FONTS,
  FONT_LOADERS,
  LAYOUTS,
  renderArt,
  SAMPLE_ART,
  SAMPLE_TEXT,
  type Art,
  type FigletFont,
  type FigletLike,
  type Layout,
} from './ascii-art.core';

const defaults = { font: 'Standard', layout: 'default', width: 80, comment: 'none' };
type Options = typeof defaults;

const comments = [
  { value: 'none', label: 'None' },
  ...COMMENT_LANGUAGES.filter((l) => l.syntax.kind === 'line' || l.value === 'c-block' || l.value === 'html').map((l) => ({
    value: l.value,
    label: l.label,
  })),
];

/** figlet and each font load on first use; the page itself ships neither, and shows the sample's art from a constant. */
function run(input: string, o: Options): Result<Art> | Promise<Result<Art>> {
  if (
    input === SAMPLE_TEXT &&
    o.font === defaults.font &&
    o.layout === defaults.layout &&
    o.width === defaults.width &&
    o.comment === defaults.comment
  )
    return ok({ text: SAMPLE_ART, missing: [] });
  return draw(input, o);
}

async function draw(input: string, o: Options): Promise<Result<Art>> {
  const font = (FIGLET_FONTS as readonly string[]).includes(o.font) ? (o.font as FigletFont) : 'Standard';
  let figlet: FigletLike;
  let data: string;
  try {
    const [lib, fontModule] = await Promise.all([import('figlet'), FONT_LOADERS[font]()]);
    figlet = lib.default as unknown as FigletLike;
    data = fontModule.default;
  } catch {
    return fail(`The ${font} font could not be downloaded. Check the connection and pick the font again.`);
  }
  const loaded = ensureFont(figlet, font, data);
  if (!loaded.ok) return loaded;
  const art = renderArt(figlet, input, { font, layout: o.layout as Layout, width: o.width });
  if (!art.ok || o.comment === 'none' || art.value.text === '') return art;
  const commented = makeBanner(art.value.text, { language: o.comment, style: 'plain', fill: 'auto', width: 20, align: 'left', padding: false });
  return commented.ok ? ok({ ...art.value, text: commented.value }) : commented;
}

export default function TextToAsciiArt() {
  return (
    <TransformTool
      slug="ascii/text-to-ascii-art"
      sample={SAMPLE_TEXT}
      defaultOptions={defaults}
      run={run}
      toText={(a: Art) => a.text}
      download={{ filename: 'ascii-art.txt', mime: 'text/plain' }}
      inputPlaceholder="Type a word or two; each line becomes its own banner"
      renderNotes={(a: Art) =>
        a.missing.length > 0 ? (
          <p className={classes.status}>
            This font has no drawing for {a.missing.map((c) => `“${c}”`).join(', ')}, so {a.missing.length === 1 ? 'it was' : 'they were'} left out.
            FIGlet fonts cover ASCII and, in some fonts, Latin-1 letters.
          </p>
        ) : null
      }
      renderOptions={(o, update) => (
        <>
          <NativeSelect label="Font" value={o.font} data={[...FIGLET_FONTS]} onChange={(e) => update({ font: e.currentTarget.value })} />
          <NativeSelect
            label="Letter spacing"
            value={o.layout}
            data={LAYOUTS.map((l) => ({ value: l.value, label: l.label }))}
            onChange={(e) => update({ layout: e.currentTarget.value })}
          />
          <TextInput
            label="Wrap at (columns, 0 = never)"
            type="number"
            min={0}
            max={1000}
            value={Number.isFinite(o.width) ? String(o.width) : ''}
            onChange={(e) => update({ width: e.currentTarget.value === '' ? 0 : Number(e.currentTarget.value) })}
            w={200}
          />
          <NativeSelect label="As a comment" value={o.comment} data={comments} onChange={(e) => update({ comment: e.currentTarget.value })} w={260} />
        </>
      )}
    />
  );
}
