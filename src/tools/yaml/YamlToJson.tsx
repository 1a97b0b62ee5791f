'use client';

import { TransformTool } from '@/components/kit/TransformTool';
import classes from '@/components/kit/kit.module.css';
import { ok, type Result } from '@/lib/result';
import { IndentOption } from '@/components/kit/IndentOption';
import type { YamlToJsonValue } from './yaml.core';
import { yamlToJsonSample } from './yaml.sample';

type Options = { indent: number };
const defaults: Options = { indent: 2 };
/** js-yaml (~15 KB gzip) loads on the first real run; the sample's output, made by the same core, ships with the page. */
const run = (input: string, o: Options): Result<YamlToJsonValue> | Promise<Result<YamlToJsonValue>> =>
  input === yamlToJsonSample.input && o.indent === defaults.indent
    ? ok({ text: yamlToJsonSample.output, documents: 1 })
    : import('./yaml.core').then((m) => m.yamlToJson(input, { indent: o.indent }));
const worker = () => new Worker(new URL('./yaml-to-json.worker.ts', import.meta.url));
const toText = (v: YamlToJsonValue) => v.text;
const renderNotes = (v: YamlToJsonValue) =>
  v.documents > 1 && <p className={classes.status}>{v.documents} documents, written as a JSON array in their order.</p>;

export default function YamlToJson() {
  return (
    <TransformTool
      slug="yaml_to_json"
      sample={yamlToJsonSample.input}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      toText={toText}
      renderNotes={renderNotes}
      inputLanguage="yaml"
      outputLanguage="json"
      accept=".yaml,.yml,application/yaml,text/yaml,text/plain"
      download={{ filename: 'converted.json', mime: 'application/json' }}
      renderOptions={(o, update) => <IndentOption indent={o.indent} update={update} />}
    />
  );
}
