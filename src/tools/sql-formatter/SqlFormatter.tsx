'use client';

import { NativeSelect } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import type { Result } from '@/lib/result';
import { createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import { SQL_DIALECTS } from './sql-formatter.core';
import { runSql, type SqlFormatterOptions } from './sql-formatter.options';

const defaults: SqlFormatterOptions = { dialect: 'postgresql', keywordCase: 'upper', indent: '2' };

/**
 * sql-formatter manages about 100 KB/s, so anything beyond a few screens of SQL would freeze typing:
 * from this size on the work goes to a worker (TransformTool's own threshold is far higher).
 */
const WORKER_THRESHOLD = 10_000;
let runner: WorkerRunner<{ input: string; options: SqlFormatterOptions }, string> | null = null;

function run(input: string, o: SqlFormatterOptions): Result<string> | Promise<Result<string>> {
  if (input.length <= WORKER_THRESHOLD) {
    // A big query still being formatted is not wanted any more.
    runner?.cancel();
    return runSql(input, o);
  }
  runner ??= createWorkerRunner(() => new Worker(new URL('./sql-formatter.worker.ts', import.meta.url)), { timeoutMs: 120_000 });
  return runner.run({ input, options: o });
}

const dialects = SQL_DIALECTS.map((d) => ({ value: d.id, label: d.label }));
const cases = [
  { value: 'preserve', label: 'As written' },
  { value: 'upper', label: 'UPPERCASE' },
  { value: 'lower', label: 'lowercase' },
];
const indents = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: 'tab', label: 'Tab' },
];

const sample = `select o.id, c.name as customer, sum(i.quantity * i.unit_price) as total from orders o join customers c on c.id = o.customer_id left join order_items i on i.order_id = o.id where o.created_at >= '2024-01-01' and o.status in ('paid', 'shipped') group by o.id, c.name having sum(i.quantity * i.unit_price) > 100 order by total desc limit 20;`;

export default function SqlFormatter() {
  return (
    <TransformTool
      slug="sql_formatter"
      sample={sample}
      defaultOptions={defaults}
      run={run}
      inputLanguage="sql"
      outputLanguage="sql"
      accept=".sql,application/sql,text/plain"
      download={{ filename: 'formatted.sql', mime: 'application/sql' }}
      renderOptions={(o, update) => (
        <>
          <NativeSelect label="Dialect" value={o.dialect} data={dialects} onChange={(e) => update({ dialect: e.currentTarget.value })} />
          <NativeSelect label="Keyword case" value={o.keywordCase} data={cases} onChange={(e) => update({ keywordCase: e.currentTarget.value })} />
          <NativeSelect label="Indentation" value={o.indent} data={indents} onChange={(e) => update({ indent: e.currentTarget.value })} />
        </>
      )}
    />
  );
}
