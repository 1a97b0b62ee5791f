'use client';

import { CheckField, SelectField } from '@/components/kit/Fields';
import { TransformTool } from '@/components/kit/TransformTool';
import classes from '@/components/kit/kit.module.css';
import { ok, type Result } from '@/lib/result';
import type { JsonToCsvValue } from './json-to-csv.core';
import { jsonToCsvSample } from './json-to-csv.sample';

type Options = { delimiter: string; arrays: string; header: boolean; newline: string };
const defaults: Options = { delimiter: ',', arrays: 'index', header: true, newline: 'crlf' };
const isDefault = (o: Options) =>
  o.delimiter === defaults.delimiter && o.arrays === defaults.arrays && o.header === defaults.header && o.newline === defaults.newline;

const delimiters = [
  { value: ',', label: 'Comma (,)' },
  { value: ';', label: 'Semicolon (;)' },
  { value: '\t', label: 'Tab' },
];
const arrayModes = [
  { value: 'index', label: 'Indexed columns (tags.0, tags.1)' },
  { value: 'json', label: 'JSON text in one cell' },
];
const newlines = [
  { value: 'crlf', label: 'CRLF (RFC 4180)' },
  { value: 'lf', label: 'LF' },
];

/** papaparse loads on the first real run; the sample's output, made by the same core, ships with the page. */
const run = (input: string, o: Options): Result<JsonToCsvValue> | Promise<Result<JsonToCsvValue>> =>
  input === jsonToCsvSample.input && isDefault(o)
    ? ok({ text: jsonToCsvSample.output, rows: 3, columns: 9, notes: [] })
    : import('./json-to-csv.core').then((m) =>
        m.jsonToCsv(input, {
          delimiter: o.delimiter as ',' | ';' | '\t',
          arrays: o.arrays === 'json' ? 'json' : 'index',
          header: o.header,
          newline: o.newline === 'lf' ? 'lf' : 'crlf',
        }),
      );
const worker = () => new Worker(new URL('./json-to-csv.worker.ts', import.meta.url));
const toText = (v: JsonToCsvValue) => v.text;
const renderNotes = (v: JsonToCsvValue) => (
  <div role="status" className={classes.status}>
    <p style={{ margin: 0 }}>
      {v.rows.toLocaleString('en-US')} {v.rows === 1 ? 'row' : 'rows'} × {v.columns.toLocaleString('en-US')} {v.columns === 1 ? 'column' : 'columns'}
    </p>
    {v.notes.length > 0 && (
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {v.notes.map((note, i) => (
          <li key={i}>{note}</li>
        ))}
      </ul>
    )}
  </div>
);

export default function JsonToCsv() {
  return (
    <TransformTool
      slug="json/to-csv"
      sample={jsonToCsvSample.input}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      toText={toText}
      renderNotes={renderNotes}
      inputLanguage="json"
      accept=".json,application/json,text/plain"
      download={{ filename: 'converted.csv', mime: 'text/csv' }}
      renderOptions={(o, update) => (
        <>
          <SelectField label="Delimiter" value={o.delimiter} data={delimiters} onChange={(delimiter) => update({ delimiter })} />
          <SelectField label="Arrays" value={o.arrays} data={arrayModes} onChange={(arrays) => update({ arrays })} />
          <SelectField label="Line ending" value={o.newline} data={newlines} onChange={(newline) => update({ newline })} />
          <CheckField label="Header row" checked={o.header} onChange={(header) => update({ header })} />
        </>
      )}
    />
  );
}
