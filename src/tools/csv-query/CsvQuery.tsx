'use client';

import { Button, Group, TextInput } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { requestEditorUpgrade } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { useWorkerRunner } from '@/components/kit/use-worker-runner';
import { VirtualTable } from '@/components/kit/VirtualTable';
import { CsvReadOptions } from '@/components/kit/CsvReadOptions';
import type { Delimiter } from '@/lib/csv';
import { resultToCsv } from '@/lib/sql-engine';
import type { CsvQueryRequest, QueryResult } from './csv-query.core';

const sampleCsv = `region,product,units,price
North,Keyboard,12,49.90
South,Keyboard,7,49.90
North,Mouse,30,19.50
East,Monitor,4,229.00
South,Mouse,18,19.50
East,Keyboard,9,49.90`;
const sampleQuery = `SELECT region, SUM(units * price) AS revenue, COUNT(*) AS orders
FROM data
GROUP BY region
ORDER BY revenue DESC;`;

const csvQueryWorker = () => new Worker(new URL('./csv-query.worker.ts', import.meta.url));

const defaults = { input: sampleCsv, query: sampleQuery, tableName: 'data', delimiter: 'auto', header: true };

export default function CsvQuery() {
  const { state, update, fromLink } = useToolState('csv/query-as-sql', defaults);
  const mounted = useHydrated();
  // SQLite (~1 MB of WASM) starts on the first interaction with the tool, not on page load.
  const [active, setActive] = useState(false);
  const activate = () => {
    requestEditorUpgrade();
    setActive(true);
  };
  const runner = useWorkerRunner<CsvQueryRequest, QueryResult>(csvQueryWorker, { timeoutMs: 15_000 });
  // A shared link asks to see its result, so it starts SQLite straight away.
  const running = active || fromLink;

  const { input: csv, query, tableName, delimiter, header } = state;
  const querying = useToolRun<QueryResult>({
    deps: [csv, query, tableName, delimiter, header],
    enabled: running,
    worker: runner,
    delay: 300,
    run: () => runner.run({ csv, query, tableName, delimiter: delimiter as Delimiter, header }),
  });
  // A failed query keeps the last result under its error.
  const result = querying.lastValue;
  const { error, busy } = querying;

  return (
    <div
      onPointerDownCapture={activate}
      onFocusCapture={activate}
      onKeyDownCapture={activate}
      data-tool="csv/query-as-sql"
      data-ready={mounted || undefined}
      data-pending={querying.pending || undefined}
    >
      <div className={classes.options}>
        <TextInput label="Table name" value={state.tableName} onChange={(e) => update({ tableName: e.currentTarget.value })} w={160} />
        <CsvReadOptions delimiter={state.delimiter} header={state.header} update={update} />
      </div>
      <div className={classes.panes}>
        <section aria-label="CSV pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>CSV</h2>
            <Group gap={6}>
              <SampleButton onClick={() => update({ input: sampleCsv, query: sampleQuery })} />
              <OpenFileButton accept=".csv,.tsv,text/csv,text/plain" onFile={async (f) => update({ input: await f.text() })} />
              <ClearButton onClick={() => update({ input: '' })} />
              <ShareButton slug="csv/query-as-sql" state={state} />
            </Group>
          </div>
          <CodeEditor label="Input" value={state.input} onChange={(input) => update({ input })} height={260} />
        </section>
        <section aria-label="Query pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>SQL query</h2>
          </div>
          <CodeEditor label="Query" value={state.query} onChange={(query) => update({ query })} language="sql" height={260} />
        </section>
      </div>
      <ErrorPanel error={error} />
      <div className={classes.paneHeader} style={{ marginTop: 12 }}>
        <h2 className={classes.paneTitle}>Result</h2>
        <Button size="compact-sm" leftSection={<IconPlayerPlay size={14} />} onClick={activate}>
          Run
        </Button>
        <CopyButton text={result ? resultToCsv(result) : ''} label="Copy as CSV" disabled={!result || result.columns.length === 0} />
      </div>
      <VirtualTable label="Output" headers={result?.columns ?? []} rows={result?.rows ?? []} height={320} />
      <div className={classes.status} aria-live="polite">
        {result
          ? `Table ${result.table.name}: ${result.table.rows} rows, columns ${result.table.columns.join(', ')} · result: ${result.rows.length} rows`
          : running
            ? 'Loading SQLite…'
            : 'Press Run, or edit the CSV or the query, to load SQLite and see the result.'}
        {busy ? ' · running…' : ''}
      </div>
    </div>
  );
}
