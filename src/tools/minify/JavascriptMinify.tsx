'use client';

import { CheckField, SelectField } from '@/components/kit/Fields';
import { TransformTool } from '@/components/kit/TransformTool';
import { defaultJsMinifyOptions, ECMA_TARGETS, MAP_NAME, MINIFIED_NAME, type EcmaTarget, type JsMinifyOptions } from './js-minify.core';
import { MAIN_THREAD_CHARS, SizesNote, SourceMapView } from './minify-island';
import { javascriptMinifySample } from './minify.sample';
import { javascriptMinifySampleOutput } from './minify.sample-output';

// A mapped type (not the interface itself), so it fits the kit's options record; the target is any string a share link
// may carry (the core answers an unknown one with an error).
type Options = { [K in keyof JsMinifyOptions]: K extends 'ecma' ? string : JsMinifyOptions[K] };
const defaults: Options = { ...defaultJsMinifyOptions };

/** terser loads on the first run of something other than the sample (never with the page). */
const run = (input: string, o: Options) => import('./js-minify.core').then((m) => m.minifyJavascript(input, { ...o, ecma: o.ecma as EcmaTarget }));
const worker = () => new Worker(new URL('./js-minify.worker.ts', import.meta.url));

const targets = ECMA_TARGETS.map((t) => ({ value: t, label: t === '5' ? 'ES5' : `ES${t}` }));

export default function JavascriptMinify() {
  return (
    <TransformTool
      slug="javascript/minify"
      sample={javascriptMinifySample}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      workerThreshold={MAIN_THREAD_CHARS}
      sampleResult={javascriptMinifySampleOutput}
      toText={(v) => v.code}
      inputLanguage="javascript"
      outputLanguage="javascript"
      wrapOutput
      accept=".js,.mjs,.cjs,text/javascript,application/javascript,text/plain"
      download={{ filename: MINIFIED_NAME, mime: 'text/javascript' }}
      renderOptions={(o, update) => (
        <>
          <CheckField label="Compress" checked={o.compress} onChange={(compress) => update({ compress })} />
          <CheckField label="Mangle names" checked={o.mangle} onChange={(mangle) => update({ mangle })} />
          <CheckField label="Top-level names too" checked={o.toplevel} onChange={(toplevel) => update({ toplevel })} />
          <CheckField label="Keep class and function names" checked={o.keepNames} onChange={(keepNames) => update({ keepNames })} />
          <SelectField label="Target" value={o.ecma} data={targets} onChange={(ecma) => update({ ecma })} />
          <CheckField label="ES module" checked={o.module} onChange={(module) => update({ module })} />
          <CheckField label="Source map" checked={o.sourceMap} onChange={(sourceMap) => update({ sourceMap })} />
        </>
      )}
      renderNotes={(v) => (
        <>
          <SizesNote sizes={v.sizes} />
          {v.map && <SourceMapView map={v.map} filename={MAP_NAME} />}
        </>
      )}
    />
  );
}
