'use client';

import { CheckField } from '@/components/kit/Fields';
import { TransformTool } from '@/components/kit/TransformTool';
import { ok } from '@/lib/result';
import { defaultHtmlMinifyOptions, type HtmlMinified, type HtmlMinifyOptions } from './html-minify.core';
import { minifyRun, SizesNote, WarningsNote, withSample } from './minify-island';
import { htmlMinifySample } from './minify.sample';
import { htmlMinifySampleOutput } from './minify.sample-output';

// A mapped type (not the interface itself), so it fits the kit's options record.
type Options = { [K in keyof HtmlMinifyOptions]: HtmlMinifyOptions[K] };
const defaults: Options = { ...defaultHtmlMinifyOptions };

const EMPTY: HtmlMinified = { html: '', sizes: { before: 0, after: 0, gzip: null }, warnings: [] };

/**
 * html-minifier-terser (with clean-css and terser) loads on the first run, never with the page; inputs past a few
 * kilobytes are minified in the worker; the sample's result is made ahead of time. It parses the HTML itself: nothing of the input is put into a document.
 */
const run = withSample({ input: htmlMinifySample, options: defaults, value: htmlMinifySampleOutput }, (input: string, o: Options) =>
  typeof window === 'undefined'
    ? ok(EMPTY)
    : minifyRun({ kind: 'html', input, options: o }, () => import('./html-minify.core').then((m) => m.minifyHtml(input, o))),
);

export default function HtmlMinify() {
  return (
    <TransformTool
      slug="html/minify"
      sample={htmlMinifySample}
      defaultOptions={defaults}
      run={run}
      toText={(v) => v.html}
      inputLanguage="html"
      outputLanguage="html"
      wrapOutput
      accept=".html,.htm,text/html,text/plain"
      download={{ filename: 'minified.html', mime: 'text/html' }}
      renderOptions={(o, update) => (
        <>
          <CheckField label="Collapse white space" checked={o.collapseWhitespace} onChange={(collapseWhitespace) => update({ collapseWhitespace })} />
          <CheckField
            label="Keep one space (conservative)"
            checked={o.conservativeCollapse}
            onChange={(conservativeCollapse) => update({ conservativeCollapse })}
          />
          <CheckField label="Remove comments" checked={o.removeComments} onChange={(removeComments) => update({ removeComments })} />
          <CheckField label="Minify inline CSS" checked={o.minifyCss} onChange={(minifyCss) => update({ minifyCss })} />
          <CheckField label="Minify inline JavaScript" checked={o.minifyJs} onChange={(minifyJs) => update({ minifyJs })} />
          <CheckField
            label="Short boolean attributes"
            checked={o.collapseBooleanAttributes}
            onChange={(collapseBooleanAttributes) => update({ collapseBooleanAttributes })}
          />
          <CheckField label="Remove optional tags" checked={o.removeOptionalTags} onChange={(removeOptionalTags) => update({ removeOptionalTags })} />
        </>
      )}
      renderNotes={(v) => (
        <>
          <SizesNote sizes={v.sizes} />
          <WarningsNote warnings={v.warnings} />
        </>
      )}
    />
  );
}
