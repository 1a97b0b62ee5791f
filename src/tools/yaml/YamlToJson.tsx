'use client';

import { TransformTool } from '@/components/kit/TransformTool';
import classes from '@/components/kit/kit.module.css';
import { describeError, ok, type Result } from '@/lib/result';
import { IndentOption } from '@/components/kit/IndentOption';
import type { YamlToJsonValue } from './yaml.core';
import { yamlToJsonSample } from './yaml.sample';

type Options = { indent: number };
const defaults: Options = { indent: 2 };
/** The yaml library loads on the first real run; the sample's output, made by the same core, ships with the page. */
const run = (input: string, o: Options): Result<YamlToJsonValue> | Promise<Result<YamlToJsonValue>> =>
  input === yamlToJsonSample.input && o.indent === defaults.indent
    ? ok({ text: yamlToJsonSample.output, documents: 1, warnings: [] })
    : import('./yaml.core').then((m) => m.yamlToJson(input, { indent: o.indent }));
const worker = () => new Worker(new URL('./yaml-to-json.worker.ts', import.meta.url));
const toText = (v: YamlToJsonValue) => v.text;
const documentsNote = (n: number) =>
  n === 0
    ? 'No documents (only comments): written as an empty JSON array.'
    : n > 1
      ? `${n} documents, written as a JSON array in their order.`
      : null;
const renderNotes = (v: YamlToJsonValue) => {
  const documents = documentsNote(v.documents);
  if (!documents && v.warnings.length === 0) return null;
  return (
    <div role="status" className={classes.status}>
      {documents && <p style={{ margin: 0 }}>{documents}</p>}
      {v.warnings.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {v.warnings.map((w, i) => (
            <li key={i}>{describeError(w)}</li>
          ))}
        </ul>
      )}
    </div>
  );
};

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
