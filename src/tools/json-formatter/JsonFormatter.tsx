'use client';

import { NativeSelect, Switch } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import classes from '@/components/kit/kit.module.css';
import { ok, type Result } from '@/lib/result';
import type { FormattedJson } from './json-formatter.core';
import { toCoreOptions, type JsonFormatterOptions } from './json-formatter.options';
import { jsonSample } from './json-formatter.sample';

const defaults: JsonFormatterOptions = { indent: '2', sortKeys: false, tolerant: false };
/** The core loads on the first real run (keeping the page's first load small); the sample's output, made by the same core, ships with the page. */
const run = (input: string, o: JsonFormatterOptions): Result<FormattedJson> | Promise<Result<FormattedJson>> =>
  input === jsonSample.input && o.indent === defaults.indent && o.sortKeys === defaults.sortKeys && o.tolerant === defaults.tolerant
    ? ok({ text: jsonSample.output, notes: [] })
    : import('./json-formatter.core').then((m) => m.formatJson(input, toCoreOptions(o)));
const worker = () => new Worker(new URL('./json-formatter.worker.ts', import.meta.url));
const toText = (v: FormattedJson) => v.text;
const renderNotes = (v: FormattedJson) => v.notes.length > 0 && <p className={classes.status}>{v.notes.join(' · ')}</p>;

const indents = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: 'tab', label: 'Tab' },
];

export default function JsonFormatter() {
  return (
    <TransformTool
      slug="json_formatter"
      sample={jsonSample.input}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      toText={toText}
      renderNotes={renderNotes}
      inputLanguage="json"
      outputLanguage="json"
      accept=".json,.jsonc,application/json,text/plain"
      download={{ filename: 'formatted.json', mime: 'application/json' }}
      renderOptions={(o, update) => (
        <>
          <NativeSelect label="Indentation" value={o.indent} data={indents} onChange={(e) => update({ indent: e.currentTarget.value })} />
          <Switch label="Sort keys" checked={o.sortKeys} onChange={(e) => update({ sortKeys: e.currentTarget.checked })} />
          <Switch
            label="Tolerant (allow comments and trailing commas)"
            checked={o.tolerant}
            onChange={(e) => update({ tolerant: e.currentTarget.checked })}
          />
        </>
      )}
    />
  );
}
