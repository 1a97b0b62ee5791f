'use client';

import { SelectField, TextField } from '@/components/kit/Fields';
import { TransformTool } from '@/components/kit/TransformTool';
import type { SqlDialect } from '@/tools/csv/sql-values.core';
import { jsonToSql } from './json-to-sql.core';

type Options = { tableName: string; dialect: string };
const defaults: Options = { tableName: 'users', dialect: 'postgresql' };
const run = (input: string, o: Options) => jsonToSql(input, { tableName: o.tableName, dialect: o.dialect as SqlDialect });
const worker = () => new Worker(new URL('./json-to-sql.worker.ts', import.meta.url));

const dialects = [
  { value: 'postgresql', label: 'PostgreSQL' },
  { value: 'mysql', label: 'MySQL' },
  { value: 'sqlite', label: 'SQLite' },
  { value: 'sqlserver', label: 'SQL Server' },
];

const sample = `[
  {
    "id": 1,
    "email": "ada@example.com",
    "name": "Ada Lovelace",
    "karma": 1250.5,
    "verified": true,
    "roles": ["admin", "editor"],
    "created_at": "2024-01-15T09:30:00Z"
  },
  {
    "id": 2,
    "email": "grace@example.com",
    "name": "Grace O'Hopper",
    "karma": 980,
    "verified": false,
    "roles": [],
    "created_at": "2024-02-01T14:05:00Z",
    "referrer": { "id": 1, "campaign": "spring" }
  },
  {
    "id": 3,
    "email": "alan@example.com",
    "name": null,
    "karma": 12.75,
    "verified": true,
    "created_at": "2024-03-09T08:00:00Z"
  }
]`;

export default function JsonToSql() {
  return (
    <TransformTool
      slug="json/to-sql"
      sample={sample}
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
