'use client';

import { DropPane } from '@/components/kit/DropPane';
import { Group } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { requestEditorUpgrade, upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, DownloadButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import { describeText } from '@/lib/text-stats';
import { inlineSqlVariables } from './inline-sql-variables.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'inline-sql-variables';

const sampleQuery = `SELECT u.id, u.email, u.last_login
FROM users u
WHERE u.status = ?
  AND u.created_at >= ?
  AND u.org_id = ?
ORDER BY u.last_login DESC
LIMIT ?`;
const sampleParams = `==>  Parameters: active(String), 2024-01-01 00:00:00.0(Timestamp), 42(Long), 50(Integer)`;

const defaults = { input: sampleQuery, params: sampleParams };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The query in `Input`, its values in `Parameters`, the query with the values written in as SQL literals in `Output`. */
export default function InlineSqlVariables() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  // Typing stays responsive on a huge query: the result follows a moment later.
  const query = useDeferredValue(state.input);
  const params = useDeferredValue(state.params);
  const result = useMemo(() => inlineSqlVariables(query, params), [query, params]);
  const output = result.ok ? result.value.sql : '';

  const openQuery = async (file: File) => {
    requestEditorUpgrade();
    update({ input: await file.text() });
  };

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined}>
      <div className={classes.panes}>
        <DropPane label="Query pane" onFile={(file) => void openQuery(file)}>
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Query</h2>
            <Group gap={6}>
              <SampleButton onClick={() => update({ input: sampleQuery, params: sampleParams })} />
              <OpenFileButton accept=".sql,application/sql,text/plain" onFile={openQuery} />
              <ClearButton onClick={() => update({ input: '', params: '' })} />
              <ShareButton slug={SLUG} state={state} />
            </Group>
          </div>
          <CodeEditor
            label="Input"
            value={state.input}
            onChange={(input) => update({ input })}
            language="sql"
            height={260}
            placeholder="SELECT … WHERE id = ? (or $1, :name, @name)"
          />
        </DropPane>
        <section aria-label="Parameters pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Parameters</h2>
          </div>
          <CodeEditor
            label="Parameters"
            value={state.params}
            onChange={(p) => update({ params: p })}
            height={260}
            wrap
            placeholder={'[1, "bob"], {"id": 1}, a log line, or one value per line'}
          />
        </section>
      </div>
      <ErrorPanel error={result.ok ? null : result.error} />
      <section aria-label="Output pane" style={{ marginTop: 12 }}>
        <div className={classes.paneHeader}>
          <h2 className={classes.paneTitle}>Output</h2>
          <Group gap={6}>
            <CopyButton text={output} disabled={!output} />
            <DownloadButton data={() => output} filename="query.sql" mime="application/sql" disabled={!output} />
          </Group>
        </div>
        <CodeEditor label="Output" value={output} readOnly language="sql" height={260} />
        {result.ok && (
          <p className={classes.status}>
            Replaced {plural(result.value.used, 'placeholder', 'placeholders')}
            {result.value.unused.length > 0 && ` · not used by the query: ${result.value.unused.join(', ')}`}
          </p>
        )}
      </section>
      <div className={classes.status} aria-live="polite">
        {`Query: ${describeText(state.input)}${output ? ` · Output: ${describeText(output)}` : ''}`}
      </div>
    </div>
  );
}
