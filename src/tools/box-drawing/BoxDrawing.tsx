'use client';

import { NativeSelect, Switch } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import { BOX_STYLES, boxTable, type Align, type BoxOptions, type BoxStyle, type InputFormat } from './box-drawing.core';

const defaults = { style: 'single', format: 'auto', header: true, rowLines: false, align: 'auto', padding: 1 };
type Options = typeof defaults;

const sample = `Service,Region,Latency ms,Status
api-gateway,eu-west-1,42,OK
auth,eu-west-1,118,Degraded
search,us-east-1,7,OK
東京 cache,ap-northeast-1,3,OK`;

const formats = [
  { value: 'auto', label: 'Guess' },
  { value: 'csv', label: 'CSV (commas)' },
  { value: 'tsv', label: 'TSV (tabs, as copied from a spreadsheet)' },
  { value: 'pipes', label: 'Pipes (a | b, Markdown tables)' },
  { value: 'spaces', label: 'Columns aligned with 2+ spaces' },
];
const aligns = [
  { value: 'auto', label: 'Numbers right, text left' },
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
  { value: 'right', label: 'Right' },
];

const run = (input: string, o: Options) =>
  boxTable(input, { ...o, style: o.style as BoxStyle, format: o.format as InputFormat, align: o.align as Align } satisfies BoxOptions);

/** Inputs over the kit's threshold are drawn in the worker (issue 13: a 1 MB paste froze the page). */
const worker = () => new Worker(new URL('./box-drawing.worker.ts', import.meta.url));

export default function BoxDrawing() {
  return (
    <TransformTool
      slug="ascii/box-drawing"
      sample={sample}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      accept=".csv,.tsv,.txt,.md,text/csv,text/plain"
      download={{ filename: 'table.txt', mime: 'text/plain' }}
      inputPlaceholder="Paste CSV, tab-separated cells from a spreadsheet, a Markdown table or aligned columns"
      renderOptions={(o, update) => (
        <>
          <NativeSelect
            label="Line style"
            value={o.style}
            data={BOX_STYLES.map((s) => ({ value: s.value, label: s.label }))}
            onChange={(e) => update({ style: e.currentTarget.value })}
          />
          <NativeSelect label="Input format" value={o.format} data={formats} onChange={(e) => update({ format: e.currentTarget.value })} />
          <NativeSelect label="Alignment" value={o.align} data={aligns} onChange={(e) => update({ align: e.currentTarget.value })} />
          <NativeSelect
            label="Padding"
            value={String(o.padding)}
            data={['0', '1', '2', '3', '4']}
            onChange={(e) => update({ padding: Number(e.currentTarget.value) })}
          />
          <Switch
            label="Header line"
            checked={o.header}
            onChange={(e) => update({ header: e.currentTarget.checked })}
            disabled={o.style === 'markdown'}
          />
          <Switch
            label="Line between rows"
            checked={o.rowLines}
            onChange={(e) => update({ rowLines: e.currentTarget.checked })}
            disabled={o.style === 'markdown'}
          />
        </>
      )}
    />
  );
}
