'use client';

import { CheckField, SelectField, TextField } from '@/components/kit/Fields';
import { DirectionOption } from '@/components/kit/DirectionOption';
import { TransformTool } from '@/components/kit/TransformTool';
import classes from '@/components/kit/kit.module.css';
import type { Result } from '@/lib/result';
import type { MarkdownTable as Table, MarkdownTableState } from './markdown-table.core';
import { markdownTableSample } from './markdown-table.sample';

const defaults: MarkdownTableState = { direction: 'to-markdown', from: 'auto', align: '', pretty: true, header: true, to: 'csv' };
const directions = [
  { value: 'to-markdown', label: 'To Markdown' },
  { value: 'parse', label: 'Markdown to CSV/JSON' },
];
const sources = [
  { value: 'auto', label: 'Detect (CSV, TSV, JSON)' },
  { value: 'csv', label: 'CSV' },
  { value: 'tsv', label: 'TSV / spreadsheet cells' },
  { value: 'json', label: 'JSON' },
];
const targets = [
  { value: 'csv', label: 'CSV' },
  { value: 'tsv', label: 'TSV' },
  { value: 'json', label: 'JSON' },
];
/** The CSV parser loads on the first run of something other than the sample; the sample's table ships with the page. */
const run = (input: string, o: MarkdownTableState): Promise<Result<Table>> =>
  import('./markdown-table.core').then((m) => m.runMarkdownTable(input, o));
const sampleResult: Table = { text: markdownTableSample.output, rows: 3, columns: 4 };
const worker = () => new Worker(new URL('./markdown-table.worker.ts', import.meta.url));
const toText = (v: Table) => v.text;
const renderNotes = (v: Table) => (
  <p role="status" className={classes.status} style={{ margin: 0 }}>
    {v.rows.toLocaleString('en-US')} {v.rows === 1 ? 'row' : 'rows'} × {v.columns.toLocaleString('en-US')} {v.columns === 1 ? 'column' : 'columns'}
  </p>
);

export default function MarkdownTable() {
  return (
    <TransformTool
      slug="markdown/table"
      sample={markdownTableSample.input}
      defaultOptions={defaults}
      run={run}
      sampleResult={sampleResult}
      worker={worker}
      toText={toText}
      renderNotes={renderNotes}
      accept=".csv,.tsv,.json,.md,.txt,text/csv,text/plain,application/json,text/markdown"
      download={{ filename: 'table.md', mime: 'text/markdown' }}
      renderOptions={(o, update) => (
        <>
          <DirectionOption direction={o.direction} update={update} data={directions} />
          {o.direction === 'parse' ? (
            <SelectField label="Output" value={o.to} data={targets} onChange={(to) => update({ to })} />
          ) : (
            <>
              <SelectField label="Input format" value={o.from} data={sources} onChange={(from) => update({ from })} />
              <TextField label="Alignment (l c r -, one a column)" value={o.align} onChange={(align) => update({ align })} width={120} />
              <CheckField label="Pad columns" checked={o.pretty} onChange={(pretty) => update({ pretty })} />
              <CheckField label="First row is the header" checked={o.header} onChange={(header) => update({ header })} />
            </>
          )}
        </>
      )}
    />
  );
}
