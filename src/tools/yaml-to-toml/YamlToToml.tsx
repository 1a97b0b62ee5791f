'use client';

import { TransformTool } from '@/components/kit/TransformTool';
import { ok, type Result } from '@/lib/result';
import { yamlToTomlSample } from './yaml-to-toml.sample';

const defaults = {};
/** yaml and smol-toml load on the first real run; the sample's output, made by the same core, ships with the page. */
const run = (input: string): Result<string> | Promise<Result<string>> =>
  input === yamlToTomlSample.input ? ok(yamlToTomlSample.output) : import('./yaml-to-toml.core').then((m) => m.yamlToToml(input));
const worker = () => new Worker(new URL('./yaml-to-toml.worker.ts', import.meta.url));

export default function YamlToToml() {
  return (
    <TransformTool
      slug="yaml/to-toml"
      sample={yamlToTomlSample.input}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      inputLanguage="yaml"
      outputLanguage="toml"
      accept=".yaml,.yml,application/yaml,text/yaml,text/plain"
      download={{ filename: 'converted.toml', mime: 'application/toml' }}
    />
  );
}
