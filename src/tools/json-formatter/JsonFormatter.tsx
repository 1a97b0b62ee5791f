'use client';

import { NativeSelect, Switch } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import classes from '@/components/kit/kit.module.css';
import { formatJson, type FormattedJson } from './json-formatter.core';
import { toCoreOptions, type JsonFormatterOptions } from './json-formatter.options';

const defaults: JsonFormatterOptions = { indent: '2', sortKeys: false, tolerant: false };
const run = (input: string, o: JsonFormatterOptions) => formatJson(input, toCoreOptions(o));
const worker = () => new Worker(new URL('./json-formatter.worker.ts', import.meta.url));
const toText = (v: FormattedJson) => v.text;
const renderNotes = (v: FormattedJson) =>
  v.notes.length > 0 && (
    <p className={classes.status} aria-label="Notes">
      {v.notes.join(' · ')}
    </p>
  );

const indents = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: 'tab', label: 'Tab' },
];

const sample = `{"id":1042,"user":{"name":"Ada Lovelace","email":"ada@example.com","roles":["admin","editor"]},"active":true,"lastLogin":"2024-05-12T09:31:00Z","quota":{"usedBytes":734003200,"limitBytes":1073741824},"tags":[],"manager":null}`;

export default function JsonFormatter() {
  return (
    <TransformTool
      slug="json_formatter"
      sample={sample}
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
