'use client';

import { TransformTool } from '@/components/kit/TransformTool';
import { ok, type Result } from '@/lib/result';
import { IndentOption } from '@/components/kit/IndentOption';
import { jsonToYamlSample } from './yaml.sample';

type Options = { indent: number };
const defaults: Options = { indent: 2 };
/** The yaml library loads on the first real run; the sample's output, made by the same core, ships with the page. */
const run = (input: string, o: Options): Result<string> | Promise<Result<string>> =>
  input === jsonToYamlSample.input && o.indent === defaults.indent
    ? ok(jsonToYamlSample.output)
    : import('./yaml.core').then((m) => m.jsonToYaml(input, { indent: o.indent }));
const worker = () => new Worker(new URL('./json-to-yaml.worker.ts', import.meta.url));

export default function JsonToYaml() {
  return (
    <TransformTool
      slug="json_to_yaml"
      sample={jsonToYamlSample.input}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      inputLanguage="json"
      outputLanguage="yaml"
      accept=".json,application/json,text/plain"
      download={{ filename: 'converted.yaml', mime: 'application/yaml' }}
      renderOptions={(o, update) => <IndentOption indent={o.indent} update={update} />}
    />
  );
}
