'use client';

import { TransformTool } from '@/components/kit/TransformTool';
import { VirtualTable } from '@/components/kit/VirtualTable';
import { CsvReadOptions } from '@/components/kit/CsvReadOptions';
import type { CsvTable, Delimiter } from '@/lib/csv';
import { SAMPLE_CSV, SAMPLE_TABLE } from './csv-viewer.sample';
import { ok, type Result } from '@/lib/result';

type Options = { delimiter: string; header: boolean };
const defaults: Options = { delimiter: 'auto', header: true };
// The sample's table is prebuilt, so the CSV parser (papaparse) loads with the first edit, not the page.
const run = (input: string, o: Options): Result<CsvTable> | Promise<Result<CsvTable>> =>
  input === SAMPLE_CSV && o.delimiter === defaults.delimiter && o.header === defaults.header
    ? ok(SAMPLE_TABLE)
    : import('@/lib/csv').then((m) => m.parseCsv(input, { delimiter: o.delimiter as Delimiter, header: o.header }));
const toText = (t: CsvTable) => `${t.rows.length} rows × ${t.headers.length} columns`;

export default function CsvViewer() {
  return (
    <TransformTool
      slug="csv/viewer"
      sample={SAMPLE_CSV}
      defaultOptions={defaults}
      run={run}
      toText={toText}
      outputActions={false}
      accept=".csv,.tsv,text/csv,text/plain"
      download={{ filename: 'table.csv', mime: 'text/csv' }}
      renderOptions={(o, update) => <CsvReadOptions delimiter={o.delimiter} header={o.header} update={update} />}
      renderOutput={(table) =>
        table ? (
          <>
            <VirtualTable label="Output" headers={table.headers} rows={table.rows} />
            <p style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)', margin: '4px 0 0' }}>
              {table.rows.length} rows × {table.headers.length} columns, delimiter {JSON.stringify(table.delimiter)}. Click a column name to sort.
            </p>
          </>
        ) : (
          <VirtualTable label="Output" headers={[]} rows={[]} />
        )
      }
    />
  );
}
