'use client';

import { NativeSelect } from '@mantine/core';
import { TransformTool } from '@/components/kit/TransformTool';
import { ok, type Result } from '@/lib/result';
import { createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import { DIALECT_MENU } from './sql-dialects';
import type { SqlFormatterOptions } from './sql-formatter.options';
import { sqlSample } from './sql-formatter.sample';

const defaults: SqlFormatterOptions = { dialect: 'postgresql', keywordCase: 'upper', indent: '2' };

/**
 * sql-formatter manages about 100 KB/s, so anything beyond a few screens of SQL would freeze typing:
 * from this size on the work goes to a worker (TransformTool's own threshold is far higher).
 */
const WORKER_THRESHOLD = 10_000;
let runner: WorkerRunner<{ input: string; options: SqlFormatterOptions }, string> | null = null;

const isDefault = (o: SqlFormatterOptions) =>
  o.dialect === defaults.dialect && o.keywordCase === defaults.keywordCase && o.indent === defaults.indent;

/**
 * sql-formatter (~70 KB gzip) would push the page far past its JavaScript budget, so it loads on the
 * first real run; the sample's output, made by the same core, ships with the page.
 */
function run(input: string, o: SqlFormatterOptions): Result<string> | Promise<Result<string>> {
  if (input === sqlSample.input && isDefault(o)) return ok(sqlSample.output);
  if (input.length <= WORKER_THRESHOLD) {
    // A big query still being formatted is not wanted any more.
    runner?.cancel();
    return import('./sql-formatter.options').then((m) => m.runSql(input, o));
  }
  runner ??= createWorkerRunner(() => new Worker(new URL('./sql-formatter.worker.ts', import.meta.url)), { timeoutMs: 120_000 });
  return runner.run({ input, options: o });
}

const dialects = [...DIALECT_MENU];
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

export default function SqlFormatter() {
  return (
    <TransformTool
      slug="sql_formatter"
      sample={sqlSample.input}
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
