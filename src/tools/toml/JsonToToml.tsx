'use client';

import { TransformTool } from '@/components/kit/TransformTool';
import { ok, type Result } from '@/lib/result';
import { jsonToTomlSample } from './toml.sample';

const defaults = {};
/** smol-toml loads on the first real run (keeping the page's first load small); the sample's output, made by the same core, ships with the page. */
const run = (input: string): Result<string> | Promise<Result<string>> =>
  input === jsonToTomlSample.input ? ok(jsonToTomlSample.output) : import('./toml.core').then((m) => m.jsonToToml(input));
const worker = () => new Worker(new URL('./json-to-toml.worker.ts', import.meta.url));

export default function JsonToToml() {
  return (
    <TransformTool
      slug="json_to_toml"
      sample={jsonToTomlSample.input}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      inputLanguage="json"
      outputLanguage="toml"
      accept=".json,application/json,text/plain"
      download={{ filename: 'converted.toml', mime: 'application/toml' }}
    />
  );
}
