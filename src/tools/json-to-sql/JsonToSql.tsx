'use client';

import { SelectField, TextField } from '@/components/kit/Fields';
import { TransformTool } from '@/components/kit/TransformTool';
import { ok, type Result } from '@/lib/result';
import type { SqlDialect } from '@/lib/sql-values';
import { SAMPLE_JSON, SAMPLE_SQL, SAMPLE_OPTIONS } from './json-to-sql.sample';

type Options = { tableName: string; dialect: string };
const defaults: Options = SAMPLE_OPTIONS;
// The sample's SQL is prebuilt, so the converter (and the JSON parser it uses) loads with the first edit.
const run = (input: string, o: Options): Result<string> | Promise<Result<string>> =>
  input === SAMPLE_JSON && o.tableName === defaults.tableName && o.dialect === defaults.dialect
    ? ok(SAMPLE_SQL)
    : import('./json-to-sql.core').then((m) => m.jsonToSql(input, { tableName: o.tableName, dialect: o.dialect as SqlDialect }));
const worker = () => new Worker(new URL('./json-to-sql.worker.ts', import.meta.url));

const dialects = [
  { value: 'postgresql', label: 'PostgreSQL' },
  { value: 'mysql', label: 'MySQL' },
  { value: 'sqlite', label: 'SQLite' },
  { value: 'sqlserver', label: 'SQL Server' },
];

export default function JsonToSql() {
  return (
    <TransformTool
      slug="json/to-sql"
      sample={SAMPLE_JSON}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      inputLanguage="json"
      outputLanguage="sql"
      accept=".json,application/json,text/plain"
      download={{ filename: 'data.sql', mime: 'application/sql' }}
      renderOptions={(o, update) => (
        <>
          <TextField label="Table name" value={o.tableName} onChange={(v) => update({ tableName: v })} width={160} />
          <SelectField label="Dialect" value={o.dialect} data={dialects} onChange={(v) => update({ dialect: v })} />
        </>
      )}
    />
  );
}
