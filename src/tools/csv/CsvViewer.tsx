'use client';

import { TransformTool } from '@/components/kit/TransformTool';
import { VirtualTable } from '@/components/kit/VirtualTable';
import { CsvReadOptions } from './csv-options';
import { parseCsv, type CsvTable, type Delimiter } from './csv.core';

type Options = { delimiter: string; header: boolean };
const defaults: Options = { delimiter: 'auto', header: true };
const run = (input: string, o: Options) => parseCsv(input, { delimiter: o.delimiter as Delimiter, header: o.header });
const toText = (t: CsvTable) => `${t.rows.length} rows × ${t.headers.length} columns`;

const sample = `id,name,city,joined,score
1,Ada Lovelace,London,1833-06-05,98.5
2,"Hopper, Grace",New York,1944-07-02,97
3,Alan Turing,Manchester,1936-05-28,99.1
4,"Linus ""the kernel"" Torvalds",Helsinki,1991-08-25,88
5,Margaret Hamilton,Boston,1965-01-01,96.4`;

export default function CsvViewer() {
  return (
    <TransformTool
      slug="csv/viewer"
      sample={sample}
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
