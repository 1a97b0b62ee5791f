'use client';

import { SelectField, TextField } from '@/components/kit/Fields';
import { TransformTool } from '@/components/kit/TransformTool';
import { CsvReadOptions } from '@/components/kit/CsvReadOptions';
import { csvToSql, type Delimiter, type SqlDialect } from '@/lib/csv';

type Options = { delimiter: string; header: boolean; tableName: string; dialect: string };
const defaults: Options = { delimiter: 'auto', header: true, tableName: 'people', dialect: 'postgresql' };
const run = (input: string, o: Options) =>
  csvToSql(input, { delimiter: o.delimiter as Delimiter, header: o.header, tableName: o.tableName, dialect: o.dialect as SqlDialect });

const dialects = [
  { value: 'postgresql', label: 'PostgreSQL' },
  { value: 'mysql', label: 'MySQL' },
  { value: 'sqlite', label: 'SQLite' },
  { value: 'sqlserver', label: 'SQL Server' },
];

const sample = `id,name,email,signed_up,active
1,Ada Lovelace,ada@example.com,2024-01-15,true
2,Grace O'Hopper,grace@example.com,2024-02-01,false
3,Alan Turing,,2024-03-09,true`;

export default function CsvToSql() {
  return (
    <TransformTool
      slug="csv/to-sql"
      sample={sample}
      defaultOptions={defaults}
      run={run}
      outputLanguage="sql"
      accept=".csv,.tsv,text/csv,text/plain"
      download={{ filename: 'data.sql', mime: 'application/sql' }}
      renderOptions={(o, update) => (
        <>
          <TextField label="Table name" value={o.tableName} onChange={(v) => update({ tableName: v })} width={160} />
          <SelectField label="Dialect" value={o.dialect} data={dialects} onChange={(v) => update({ dialect: v })} />
          <CsvReadOptions delimiter={o.delimiter} header={o.header} update={update} />
        </>
      )}
    />
  );
}
