'use client';

import { Checkbox, Group, SegmentedControl, Text } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useMemo } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { ExamplesMenu } from '@/components/kit/ExamplesMenu';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, DownloadButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useTextDescription } from '@/components/kit/use-text-description';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { useWorkerRunner } from '@/components/kit/use-worker-runner';
import { VirtualTable } from '@/components/kit/VirtualTable';
import type { Result } from '@/lib/result';
import { DIALECTS, toDialect, type JsonPathDialect, type JsonPathRequest, type JsonPathResult } from './jsonpath-playground.core';
import { JSONPATH_EXAMPLES, JSONPATH_TIMEOUT_MS, sampleJson, samplePath, sampleResult } from './jsonpath-playground.sample';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'jsonpath_playground';
const defaults = { json: sampleJson, path: samplePath, ignoreErrors: false, dialect: 'rfc9535' as string };
type State = typeof defaults;
const sampleAnswer: Result<JsonPathResult> = { ok: true, value: sampleResult };
const jsonPathWorker = () => new Worker(new URL('./jsonpath-playground.worker.ts', import.meta.url));

/** Links and saved states from before the dialect switch were made with jsonpath-plus, the only engine then. */
const upgradeState = (data: Record<string, unknown>) => ('dialect' in data ? data : { ...data, dialect: 'jsonpath-plus' });

const SYNTAX: Record<JsonPathDialect, readonly [string, string][]> = {
  rfc9535: [
    ['$', 'The root of the document.'],
    [".name  ['name']", 'A child member, in dot or bracket notation.'],
    ['..name', 'Descendants: name at any depth.'],
    ['*', 'Every member of an object or element of an array.'],
    ['[0]  [-1]  [0,2]  [1:3]  [::2]', 'Index, last element, union, slice (end excluded), step.'],
    [
      "[?@.price < 10]  [?@.a == 'x' && !@.b]",
      'Filter: keep children for which the expression is true; @ is the child. Comparisons are strict (1 ≠ "1").',
    ],
    ['[?@.isbn]', 'Existence: the child has an isbn member (whatever its value).'],
    [
      "length(@.a)  count(@.*)  match(@.a, 'x.*')  search(@.a, 'x')  value(@..a)",
      'The standard functions, inside filters; match and search take I-Regexp patterns.',
    ],
  ],
  'jsonpath-plus': [
    ['$', 'The root of the document.'],
    [".name  ['name']", 'A child member, in dot or bracket notation.'],
    ['..name', 'Recursive descent: name at any depth.'],
    ['*', 'Every member of an object or element of an array.'],
    ['[0]  [-1:]  [0,2]  [1:3]', 'Index, last element (a single negative index matches nothing), union, slice (end excluded).'],
    ['[?(@.price < 10)]', 'Filter: a JavaScript-like expression (== is loose, === strict); @ is the item.'],
    ['[?(@.isbn)]', 'Truthiness: a member that is 0, "", false or null counts as missing.'],
    ['[(@.length-1)]', 'Script expression: its value is used as the index or name.'],
    ['~  ^  @property  @parent', 'Extensions: property name, parent, and the key and container inside filters.'],
  ],
};

const cellStyle = { padding: '4px 8px', borderBottom: '1px solid var(--mantine-color-default-border)', verticalAlign: 'top' } as const;

export default function JsonPathPlayground() {
  const { state, update } = useToolState<State>(SLUG, defaults, upgradeState);
  const dialect = toDialect(state.dialect);
  const mounted = useHydrated();
  const runner = useWorkerRunner<JsonPathRequest, JsonPathResult>(jsonPathWorker, { timeoutMs: JSONPATH_TIMEOUT_MS });

  const req: JsonPathRequest = { json: state.json, path: state.path, ignoreErrors: state.ignoreErrors, dialect };
  const isSample = req.json === sampleJson && req.path === samplePath && !req.ignoreErrors && req.dialect === 'rfc9535';
  // The engine loads in its worker only when there is something other than the sample to evaluate.
  const query = useToolRun<JsonPathResult>({
    deps: [req.json, req.path, req.ignoreErrors, req.dialect],
    known: isSample ? sampleAnswer : null,
    worker: runner,
    delay: req.json.length > 200_000 ? 300 : 120,
    run: async () => {
      const r = await runner.run(req);
      return r.ok || !r.error.message.startsWith('Stopped after')
        ? r
        : { ok: false, error: { message: `The query was stopped after ${JSONPATH_TIMEOUT_MS / 1000} s: it is taking too long on this document.` } };
    },
  });
  const outcome = { value: query.value, error: query.error, ms: query.ms };

  const text = outcome.value?.text ?? '';
  const rows = useMemo(() => (outcome.value?.matches ?? []).map((m, i) => [i + 1, m.path, m.preview] as const), [outcome.value]);
  const count = outcome.value?.matches.length ?? 0;
  const inputSize = useTextDescription(state.json) ?? 'counting…';
  const status = [
    `Input: ${inputSize}`,
    outcome.value ? `${count}${outcome.value.truncated ? '+' : ''} ${count === 1 ? 'match' : 'matches'}` : null,
    outcome.ms != null ? `${outcome.ms} ms` : null,
    query.busy ? 'evaluating…' : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined} data-pending={query.pending || undefined}>
      <section aria-label="Path pane">
        <div className={classes.paneHeader}>
          <h2 className={classes.paneTitle}>JSONPath</h2>
          <Group gap={6}>
            <ExamplesMenu
              width={400}
              icon={<IconBook size={14} />}
              iconSide="left"
              items={JSONPATH_EXAMPLES.map((ex) => ({
                key: ex.path,
                onSelect: () => update({ path: ex.path, json: sampleJson, dialect: ex.dialect }),
                label: (
                  <>
                    <div style={{ fontSize: 13 }}>
                      {ex.title}
                      {ex.dialect === 'jsonpath-plus' && <span style={{ color: 'var(--mantine-color-dimmed)' }}> · jsonpath-plus</span>}
                    </div>
                    <code style={{ fontSize: 11, color: 'var(--mantine-color-dimmed)', wordBreak: 'break-all' }}>{ex.path}</code>
                  </>
                ),
              }))}
            />
            <ShareButton slug={SLUG} state={state} />
          </Group>
        </div>
        <CodeEditor label="Path" value={state.path} onChange={(path) => update({ path })} height={56} wrap placeholder="$.store.book[*].title" />
        <div className={classes.options} style={{ marginTop: 8, marginBottom: 8 }}>
          <Group gap={8} wrap="nowrap">
            <Text size="sm" component="span" id="jsonpath-dialect-label">
              Dialect
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby="jsonpath-dialect-label"
              data={DIALECTS.map((d) => ({ value: d.value, label: d.label }))}
              value={dialect}
              onChange={(v) => update({ dialect: toDialect(v) })}
            />
          </Group>
          {dialect === 'jsonpath-plus' && (
            <Checkbox
              size="xs"
              label="Skip items where a filter expression fails (e.g. reads a member of null)"
              checked={state.ignoreErrors}
              onChange={(e) => update({ ignoreErrors: e.currentTarget.checked })}
            />
          )}
        </div>
        <p className={classes.status} style={{ marginTop: 0 }}>
          {dialect === 'rfc9535'
            ? 'RFC 9535, the JSONPath standard: paths that are not valid RFC 9535 are rejected with the place of the problem.'
            : 'jsonpath-plus: Goessner-style JSONPath with JavaScript-like filters (run by its safe interpreter, never eval) and extensions such as ~ and ^.'}
        </p>
      </section>
      <div className={classes.panes}>
        <section aria-label="Input pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Input</h2>
            <Group gap={6}>
              <SampleButton onClick={() => update(defaults)} />
              <OpenFileButton accept=".json,application/json,text/plain" onFile={async (f) => update({ json: await f.text() })} />
              <ClearButton onClick={() => update({ json: '' })} />
            </Group>
          </div>
          <CodeEditor label="Input" value={state.json} onChange={(json) => update({ json })} language="json" placeholder="A JSON document" />
        </section>
        <section aria-label="Output pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Output (matched values)</h2>
            <Group gap={6}>
              <CopyButton text={text} disabled={!text} />
              <DownloadButton data={() => text} filename="jsonpath-result.json" mime="application/json" disabled={!text} />
            </Group>
          </div>
          <CodeEditor label="Output" value={text} readOnly language="json" />
        </section>
      </div>
      <ErrorPanel error={outcome.error} />
      <div className={classes.status} aria-live="polite">
        {status}
      </div>
      <section aria-label="Matched paths pane" style={{ marginTop: 12 }}>
        <div className={classes.paneHeader}>
          <h2 className={classes.paneTitle}>Matched paths</h2>
          <CopyButton text={(outcome.value?.matches ?? []).map((m) => m.path).join('\n')} label="Copy paths" disabled={count === 0} />
        </div>
        <VirtualTable
          label="Matched paths"
          headers={['#', 'Normalized path', 'Value']}
          rows={rows}
          height={Math.min(320, 36 + Math.max(rows.length, 1) * 28)}
        />
        {outcome.value?.truncated && (
          <p className={classes.status}>Only the first {count.toLocaleString('en')} matches are listed; Output has them all.</p>
        )}
      </section>
      <section aria-label="JSONPath syntax" style={{ marginTop: 24 }}>
        <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>JSONPath syntax ({DIALECTS.find((d) => d.value === dialect)?.label})</h2>
        <table style={{ borderCollapse: 'collapse', fontSize: 13, width: '100%' }}>
          <tbody>
            {SYNTAX[dialect].map(([expr, meaning]) => (
              <tr key={expr}>
                <td style={{ ...cellStyle, whiteSpace: 'nowrap' }}>
                  <code>{expr}</code>
                </td>
                <td style={cellStyle}>{meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
