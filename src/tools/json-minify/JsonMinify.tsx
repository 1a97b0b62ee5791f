'use client';

import { TransformTool } from '@/components/kit/TransformTool';
import { minifyJson } from '@/lib/json';

const defaults = {};
const run = (input: string) => minifyJson(input);
const worker = () => new Worker(new URL('./json-minify.worker.ts', import.meta.url));

const sample = `{
  "name": "devbench",
  "version": "1.0.0",
  "tags": ["json", "minify"],
  "nested": { "ok": true, "count": 3, "nothing": null }
}`;

export default function JsonMinify() {
  return (
    <TransformTool
      slug="json/minify"
      sample={sample}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      inputLanguage="json"
      outputLanguage="json"
      wrapOutput
      accept=".json,application/json,text/plain"
      download={{ filename: 'minified.json', mime: 'application/json' }}
    />
  );
}
