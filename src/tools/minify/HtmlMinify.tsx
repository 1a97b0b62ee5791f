'use client';

import { CheckField } from '@/components/kit/Fields';
import { TransformTool } from '@/components/kit/TransformTool';
import { defaultHtmlMinifyOptions, type HtmlMinifyOptions } from './html-minify.core';
import { MAIN_THREAD_CHARS, SizesNote, WarningsNote } from './minify-island';
import { htmlMinifySample } from './minify.sample';
import { htmlMinifySampleOutput } from './minify.sample-output';

// A mapped type (not the interface itself), so it fits the kit's options record.
type Options = { [K in keyof HtmlMinifyOptions]: HtmlMinifyOptions[K] };
const defaults: Options = { ...defaultHtmlMinifyOptions };

/**
 * html-minifier-terser (with clean-css and terser) loads on the first run of something other than the sample, never with
 * the page. It parses the HTML itself: nothing of the input is put into a document.
 */
const run = (input: string, o: Options) => import('./html-minify.core').then((m) => m.minifyHtml(input, o));
const worker = () => new Worker(new URL('./html-minify.worker.ts', import.meta.url));

export default function HtmlMinify() {
  return (
    <TransformTool
      slug="html/minify"
      sample={htmlMinifySample}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      workerThreshold={MAIN_THREAD_CHARS}
      sampleResult={htmlMinifySampleOutput}
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
