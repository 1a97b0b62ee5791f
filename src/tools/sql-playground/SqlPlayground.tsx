'use client';

import { Button, Group } from '@mantine/core';
import { IconDatabaseImport, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { requestEditorUpgrade } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { DownloadButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import { VirtualTable } from '@/components/kit/VirtualTable';
import type { ToolError } from '@/lib/result';
import { CancelledError, createWorkerRunner } from '@/lib/worker-runner';
import { resultToCsv, sampleQuery, summarize, type SchemaTable, type SqlRequest, type SqlResponse, type StatementResult } from '@/lib/sql-engine';

const TIMEOUT_MS = 5_000;
const defaults = { query: sampleQuery };
type Base = { generation: number; bytes?: Uint8Array; label: string };
type Op = { op: 'schema' } | { op: 'query'; query: string } | { op: 'csv'; csv: string; name: string };

export default function SqlPlayground() {
  const { state, update, fromLink, restored } = useToolState('sql/playground', defaults);
  const mounted = useHydrated();
  const [results, setResults] = useState<StatementResult[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [schema, setSchema] = useState<SchemaTable[] | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState(false);
  const base = useRef<Base>({ generation: 0, label: 'sample database' });
  const runner = useMemo(
    () =>
      createWorkerRunner<SqlRequest, SqlResponse>(() => new Worker(new URL('./sql-playground.worker.ts', import.meta.url)), {
        timeoutMs: TIMEOUT_MS,
      }),
    [],
  );
  useEffect(() => () => runner.dispose(), [runner]);

  // Requests wait for each other: starting a job while one runs would terminate the worker (and its database).
  // Not the kit's run pipeline (useToolRun), on purpose: that one lets the newest request replace the one under way,
  // cancelling its worker job, while here every request (the schema, each Run, each opened file) must run, in order,
  // in the one worker that holds the database; nothing runs on an edit, so there is no debounce either.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pendingCount = useRef(0);

  const send = useCallback(
    async (op: Op) => {
      setStarted(true);
      setBusy(true);
      pendingCount.current++;
      const previous = queue.current;
      let release = () => {};
      queue.current = new Promise<void>((r) => (release = r));
      try {
        await previous;
        const { generation, bytes } = base.current;
        const r = await runner.run({ ...op, base: { generation, bytes } } as SqlRequest);
        if (!r.ok) {
          if (r.error.message.startsWith('Stopped after')) {
            setError({
              message: `The query was stopped after ${TIMEOUT_MS / 1000} s: it was still running (a recursive CTE without a LIMIT never ends). SQLite was restarted, so the ${base.current.label} is back to how it was opened; changes made since are gone.`,
            });
            setSchema(null);
            // The next request starts a new worker, which rebuilds the database from `base`.
            base.current = { ...base.current, generation: base.current.generation + 1 };
          } else setError(r.error);
          return null;
        }
        setSchema(r.value.schema);
        setError(r.value.error);
        return r.value;
      } catch (e) {
        if (!(e instanceof CancelledError)) setError({ message: String(e) });
        return null;
      } finally {
        release();
        if (--pendingCount.current === 0) setBusy(false);
      }
    },
    [runner],
  );

  const run = useCallback(async () => {
    setNotice('');
    const out = await send({ op: 'query', query: state.query });
    if (!out) {
      setResults([]);
      return;
    }
    setResults(out.results);
    // Show the last statement that returned rows (or the last statement at all).
    const withRows = out.results.map((r, i) => (r.columns ? i : -1)).filter((i) => i >= 0);
    setSelected(withRows.length ? withRows[withRows.length - 1] : out.results.length ? out.results.length - 1 : null);
  }, [send, state.query]);

  const activate = () => {
    requestEditorUpgrade();
    if (!started) void send({ op: 'schema' });
  };

  // A shared link shows its result straight away.
  const ranLink = useRef(false);
  useEffect(() => {
    if (!restored || !fromLink || ranLink.current) return;
    ranLink.current = true;
    void run();
  }, [restored, fromLink, run]);

  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
      e.preventDefault();
      e.stopPropagation();
      void run();
    }
  };

  const reset = async () => {
    base.current = { generation: base.current.generation + 1, label: 'sample database' };
    setResults([]);
    setSelected(null);
    if (await send({ op: 'schema' })) setNotice('The sample database was restored.');
  };

  const openFile = async (file: File) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (/\.(csv|tsv|txt)$/i.test(file.name) || file.type === 'text/csv') {
      const name = file.name.replace(/\.[^.]*$/, '');
      const out = await send({ op: 'csv', csv: new TextDecoder().decode(bytes), name });
      if (out?.imported) setNotice(`Imported ${out.imported.rows} rows into the new table "${out.imported.table}".`);
      return;
    }
    base.current = { generation: base.current.generation + 1, bytes, label: `file ${file.name}` };
    setResults([]);
    setSelected(null);
    const out = await send({ op: 'schema' });
    if (out) setNotice(`Opened ${file.name}: ${out.schema.length} table${out.schema.length === 1 ? '' : 's'} and views.`);
    else {
      // Not a database: go back to the sample for the next request.
      base.current = { generation: base.current.generation + 1, label: 'sample database' };
    }
  };

  const current = selected != null ? results[selected] : undefined;
  const resultOptions = results.map((r, i) => ({ value: String(i), label: `#${i + 1} (line ${r.line}): ${summarize(r)} · ${r.sql.slice(0, 40)}` }));

  return (
    <div
      onPointerDownCapture={activate}
      onFocusCapture={activate}
      onKeyDownCapture={onKeyDown}
      data-tool="sql/playground"
      data-pending={busy || undefined}
      data-ready={mounted || undefined}
    >
      <div className={classes.withSide}>
        <section aria-label="Query pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>SQL (SQLite)</h2>
            <Group gap={6}>
              <Button size="compact-sm" leftSection={<IconPlayerPlay size={14} />} onClick={() => void run()}>
                Run
              </Button>
              <SampleButton onClick={() => update({ query: sampleQuery })} />
              <OpenFileButton
                onFile={(f) => void openFile(f)}
                accept=".sqlite,.sqlite3,.db,.csv,.tsv,application/x-sqlite3,text/csv"
                label="Import .sqlite / CSV"
                icon={<IconDatabaseImport size={14} />}
              />
              <Button size="compact-sm" variant="default" leftSection={<IconRefresh size={14} />} onClick={() => void reset()}>
                Reset database
              </Button>
              <ShareButton slug="sql/playground" state={state} />
            </Group>
          </div>
          <CodeEditor label="Query" value={state.query} onChange={(query) => update({ query })} language="sql" height={240} />
          <div className={classes.status}>Ctrl/Cmd+Enter runs every statement; queries stop after {TIMEOUT_MS / 1000} s.</div>
        </section>
        <aside aria-label="Schema" style={{ fontSize: 13, maxHeight: 300, overflow: 'auto' }}>
          <h2 className={classes.paneTitle} style={{ marginBottom: 6 }}>
            Schema
          </h2>
          {schema ? (
            schema.length === 0 ? (
              <p>No tables.</p>
            ) : (
              <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {schema.map((t) => (
                  <li key={t.name} style={{ marginBottom: 6 }}>
                    <strong>{t.name}</strong> {t.kind === 'view' ? <em>(view)</em> : null}
                    <ul style={{ listStyle: 'none', paddingLeft: 12, margin: 0, fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 }}>
                      {t.columns.map((c) => (
                        <li key={c.name}>
                          {c.name}{' '}
                          <span style={{ color: 'var(--mantine-color-dimmed)' }}>
                            {[c.type, c.pk ? 'PK' : '', c.notNull ? 'NOT NULL' : ''].filter(Boolean).join(' ')}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )
          ) : (
            <p style={{ color: 'var(--mantine-color-dimmed)' }}>
              {started
                ? 'Loading SQLite…'
                : 'Sample tables: customers, products, orders, order_items and the view order_totals. Click the editor or Run to load SQLite.'}
            </p>
          )}
        </aside>
      </div>
      <ErrorPanel error={error} />
      <div className={classes.paneHeader} style={{ marginTop: 12 }}>
        <h2 className={classes.paneTitle}>Result</h2>
        <Group gap={6}>
          {results.length > 1 ? (
            <select
              aria-label="Statement result"
              className={classes.fieldInput}
              style={{ width: 340, height: 30 }}
              value={selected != null ? String(selected) : ''}
              onChange={(e) => setSelected(Number(e.currentTarget.value))}
            >
              {resultOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : null}
          <DownloadButton data={() => (current ? resultToCsv(current) : '')} filename="result.csv" mime="text/csv" disabled={!current?.columns} />
        </Group>
      </div>
      <VirtualTable label="Output" headers={current?.columns ?? []} rows={current?.rows ?? []} height={320} />
      <div className={classes.status} aria-live="polite">
        {busy
          ? 'Running…'
          : [notice, results.length ? results.map((r, i) => `#${i + 1}: ${summarize(r)}`).join(' · ') : ''].filter(Boolean).join(' ') ||
            (started ? 'Press Run (Ctrl/Cmd+Enter) to execute the query.' : '')}
      </div>
    </div>
  );
}
