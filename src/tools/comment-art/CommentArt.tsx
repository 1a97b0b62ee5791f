'use client';

import { NativeSelect, Switch, TextInput } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import { BANNER_STYLES, COMMENT_LANGUAGES, makeBanner, MAX_WIDTH, MIN_WIDTH, type BannerStyle } from '@/lib/comment-banner';

const defaults = { language: 'c-block', style: 'box', fill: 'auto', width: 60, align: 'center', padding: false };
type Options = typeof defaults;

const sample = `Payment retries
Keep the back-off in step with the billing service`;

const fills = [{ value: 'auto', label: 'Automatic' }, ...['=', '-', '*', '#', '~', '+', '/', '.'].map((c) => ({ value: c, label: c }))];
const aligns = [
  { value: 'center', label: 'Centre' },
  { value: 'left', label: 'Left' },
];

const run = (input: string, o: Options) => makeBanner(input, { ...o, style: o.style as BannerStyle, align: o.align === 'left' ? 'left' : 'center' });

/** Inputs over the kit's threshold are drawn in the worker (issue 13: a 1 MB paste froze the page). */
const worker = () => new Worker(new URL('./comment-art.worker.ts', import.meta.url));

export default function CommentArt() {
  return (
    <TransformTool
      slug="ascii/comment-art"
      sample={sample}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      download={{ filename: 'banner.txt', mime: 'text/plain' }}
      inputPlaceholder="Type the banner text; each line becomes a line of the banner"
      renderOptions={(o, update) => (
        <>
          <NativeSelect
            label="Comment syntax"
            value={o.language}
            data={COMMENT_LANGUAGES.map((l) => ({ value: l.value, label: l.label }))}
            onChange={(e) => update({ language: e.currentTarget.value })}
            w={300}
          />
          <NativeSelect
            label="Style"
            value={o.style}
            data={BANNER_STYLES.map((s) => ({ value: s.value, label: s.label }))}
            onChange={(e) => update({ style: e.currentTarget.value })}
          />
          <NativeSelect
            label="Fill character"
            value={o.fill}
            data={fills}
            onChange={(e) => update({ fill: e.currentTarget.value })}
            disabled={o.style === 'unicode' || o.style === 'plain'}
          />
          <TextInput
            label="Width"
            type="number"
            min={MIN_WIDTH}
            max={MAX_WIDTH}
            value={Number.isFinite(o.width) ? String(o.width) : ''}
            onChange={(e) => update({ width: e.currentTarget.value === '' ? Number.NaN : Number(e.currentTarget.value) })}
            w={90}
          />
          <NativeSelect label="Text alignment" value={o.align} data={aligns} onChange={(e) => update({ align: e.currentTarget.value })} />
          <Switch label="Blank line inside" checked={o.padding} onChange={(e) => update({ padding: e.currentTarget.checked })} />
        </>
      )}
    />
  );
}
