'use client';

import { NativeSelect } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import { ok, type Result } from '@/lib/result';
import { IndentOption } from '@/components/kit/IndentOption';
import { tomlToJsonSample } from './toml.sample';

type Options = { indent: number; version: '1.0' | '1.1' };
const defaults: Options = { indent: 2, version: '1.0' };
const versions = [
  { value: '1.0', label: 'TOML 1.0' },
  { value: '1.1', label: 'TOML 1.1 (also accepts its additions)' },
];
/** smol-toml loads on the first real run (keeping the page's first load small); the sample's output, made by the same core, ships with the page. */
const run = (input: string, o: Options): Result<string> | Promise<Result<string>> =>
  input === tomlToJsonSample.input && o.indent === defaults.indent
    ? ok(tomlToJsonSample.output)
    : import('./toml.core').then((m) => m.tomlToJson(input, { indent: o.indent, toml11: o.version === '1.1' }));
const worker = () => new Worker(new URL('./toml-to-json.worker.ts', import.meta.url));

export default function TomlToJson() {
  return (
    <TransformTool
      slug="toml_to_json"
      sample={tomlToJsonSample.input}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      inputLanguage="toml"
      outputLanguage="json"
      accept=".toml,application/toml,text/plain"
      download={{ filename: 'converted.json', mime: 'application/json' }}
      renderOptions={(o, update) => (
        <>
          <IndentOption indent={o.indent} update={update} />
          <NativeSelect
            label="TOML version"
            title="TOML 1.1 adds times without seconds, inline tables over several lines or with a trailing comma, and the \e and \xHH escapes; TOML 1.0 rejects them"
            value={o.version === '1.1' ? '1.1' : '1.0'}
            data={versions}
            onChange={(e) => update({ version: e.currentTarget.value === '1.1' ? '1.1' : '1.0' })}
          />
        </>
      )}
    />
  );
}
