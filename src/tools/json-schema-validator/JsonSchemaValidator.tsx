'use client';

import { Anchor, Group, NativeSelect, Switch } from '@mantine/core';
import { useMemo } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useTextDescription } from '@/components/kit/use-text-description';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { useWorkerRunner } from '@/components/kit/use-worker-runner';
import type { Result } from '@/lib/result';
import {
  DRAFTS,
  draftName,
  errorSummary,
  reportText,
  showPointer,
  type DraftChoice,
  type SchemaValidatorRequest,
  type SchemaViolation,
  type ValidationReport,
  type ValidatorError,
} from './json-schema-validator.protocol';
import { sampleInstance, sampleReport, sampleSchema } from './json-schema-validator.sample';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'json/schema-validator';
const TIMEOUT_MS = 30_000;
const defaults = { schema: sampleSchema, input: sampleInstance, draft: 'auto' as string, formats: true };
type State = typeof defaults;
const sampleAnswer: Result<ValidationReport> = { ok: true, value: sampleReport };
const validatorWorker = () => new Worker(new URL('./json-schema-validator.worker.ts', import.meta.url));

const draftOptions = [
  { value: 'auto', label: 'Auto (from $schema)' },
  ...DRAFTS.map((d) => ({ value: d, label: d === 'draft-07' ? 'Draft-07' : `Draft ${d}` })),
];
const toDraft = (v: string): DraftChoice => ((DRAFTS as readonly string[]).includes(v) ? (v as DraftChoice) : 'auto');

/** The JSON to JSON Schema page with this input in its link (a link of reasonable length only). */
const toSchemaHref = (input: string) =>
  input.length > 0 && input.length <= 50_000 ? `/json/to-schema/#${encodeURIComponent(JSON.stringify({ input }))}` : '/json/to-schema/';

/**
 * Puts the caret of the editor labelled `label` (inside `root`) at a line and column, and scrolls it into view: the
 * CodeMirror editor once it has replaced the kit's textarea, the textarea before.
 */
async function selectInEditor(root: HTMLElement | null, label: string, line: number, column: number) {
  if (!root) return;
  const content = root.querySelector<HTMLElement>(`.cm-content[aria-label="${label}"]`);
  if (content) {
    const { EditorView } = await import('@codemirror/view');
    const view = EditorView.findFromDOM(content);
    if (!view) return;
    const doc = view.state.doc;
    if (line > doc.lines) return;
    const at = doc.line(line);
    const pos = Math.min(at.from + column - 1, at.to);
    view.dispatch({ selection: { anchor: pos }, scrollIntoView: true });
    view.focus();
    return;
  }
  const area = root.querySelector<HTMLTextAreaElement>(`textarea[aria-label="${label}"]`);
  if (!area) return;
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = area.value.indexOf('\n', offset);
    if (next < 0) return;
    offset = next + 1;
  }
  const pos = Math.min(offset + column - 1, area.value.length);
  area.focus();
  area.setSelectionRange(pos, pos);
}

const cell = { padding: '4px 8px', borderBottom: '1px solid var(--mantine-color-default-border)', verticalAlign: 'top', textAlign: 'left' } as const;

function Violations({ errors, onPick }: { errors: readonly SchemaViolation[]; onPick: (v: SchemaViolation) => void }) {
  return (
    <div style={{ maxHeight: 420, overflow: 'auto' }}>
      <table aria-label="Validation errors" style={{ borderCollapse: 'collapse', fontSize: 13, width: '100%' }}>
        <thead>
          <tr>
            <th style={cell}>Instance path</th>
            <th style={cell}>Line</th>
            <th style={cell}>Message</th>
            <th style={cell}>Schema path</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((v, i) => (
            <tr key={i}>
              <td style={cell}>
                <code>{showPointer(v.pointer)}</code>
              </td>
              <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                {v.line ? (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => onPick(v)}
                    aria-label={`Go to line ${v.line}, column ${v.column}`}
                  >
                    {v.line}:{v.column}
                  </Anchor>
                ) : (
                  '–'
                )}
              </td>
              <td style={cell}>{v.message}</td>
              <td style={cell}>
                <code style={{ wordBreak: 'break-all' }}>{v.schemaPath}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function JsonSchemaValidator() {
  const { state, update } = useToolState<State>(SLUG, defaults);
  const mounted = useHydrated();
  const runner = useWorkerRunner<SchemaValidatorRequest, ValidationReport>(validatorWorker, { timeoutMs: TIMEOUT_MS });
  const draft = toDraft(state.draft);

  const req: SchemaValidatorRequest = { input: state.input, schema: state.schema, draft, formats: state.formats };
  const isSample = req.input === sampleInstance && req.schema === sampleSchema && draft === 'auto' && req.formats;
  const size = req.input.length + req.schema.length;
  // The validators (Ajv, Hyperjump) load in the worker only when there is something other than the sample to validate.
  const check = useToolRun<ValidationReport>({
    deps: [req.input, req.schema, req.draft, req.formats],
    known: isSample ? sampleAnswer : null,
    worker: runner,
    delay: size > 1_000_000 ? 400 : size > 200_000 ? 250 : 120,
    run: async () => {
      const r = await runner.run(req);
      return r.ok || !r.error.message.startsWith('Stopped after')
        ? r
        : {
            ok: false,
            error: { message: `The validation was stopped after ${TIMEOUT_MS / 1000} s: a pattern in the schema may be too slow on this input.` },
          };
    },
  });
  const report = check.value;
  const error = check.error as ValidatorError | null;
  const schemaError = error?.in === 'schema' ? error : null;
  const inputError = error && error.in !== 'schema' ? error : null;
  const text = useMemo(() => (report ? reportText(report) : ''), [report]);

  const schemaSize = useTextDescription(state.schema) ?? 'counting…';
  const inputSize = useTextDescription(state.input) ?? 'counting…';
  const status = [`Schema: ${schemaSize}`, `Input: ${inputSize}`, check.ms != null ? `${check.ms} ms` : null, check.busy ? 'validating…' : null]
    .filter(Boolean)
    .join(' · ');
  const draftNote = report
    ? report.draftFrom === 'schema'
      ? `${draftName(report.draft)}, from the schema's $schema`
      : report.draftFrom === 'default'
        ? `${draftName(report.draft)}: the schema names no $schema`
        : `${draftName(report.draft)}, as chosen`
    : '';

  const onPick = (v: SchemaViolation) => {
    if (v.line && v.column) void selectInEditor(document.querySelector(`[data-tool="${SLUG}"]`), 'Input', v.line, v.column);
  };

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined} data-pending={check.pending || undefined}>
      <div className={classes.options}>
        <NativeSelect label="Draft" value={draft} data={draftOptions} onChange={(e) => update({ draft: toDraft(e.currentTarget.value) })} />
        <Switch
          label="Check formats (email, date-time, uri …)"
          checked={state.formats}
          onChange={(e) => update({ formats: e.currentTarget.checked })}
          style={{ alignSelf: 'flex-end', marginBottom: 6 }}
        />
        <Anchor href={toSchemaHref(state.input)} size="sm" style={{ alignSelf: 'flex-end', marginBottom: 6 }}>
          Generate a schema from this JSON
        </Anchor>
      </div>
      <div className={classes.panes}>
        <section aria-label="Schema pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Schema</h2>
            <Group gap={6}>
              <SampleButton onClick={() => update({ schema: sampleSchema, input: sampleInstance, draft: 'auto', formats: true })} />
              <OpenFileButton
                label="Open schema"
                accept=".json,application/json,application/schema+json,text/plain"
                onFile={async (f) => update({ schema: await f.text() })}
              />
              <ClearButton onClick={() => update({ schema: '' })} />
              <ShareButton slug={SLUG} state={state} />
            </Group>
          </div>
          <CodeEditor label="Schema" value={state.schema} onChange={(schema) => update({ schema })} language="json" placeholder="A JSON Schema" />
          <ErrorPanel error={schemaError} />
        </section>
        <section aria-label="Input pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Input</h2>
            <Group gap={6}>
              <OpenFileButton
                accept=".json,application/json,text/plain"
                onFile={async (f) => {
                  const input = await f.text();
                  check.runNow();
                  update({ input });
                }}
              />
              <ClearButton onClick={() => update({ input: '' })} />
            </Group>
          </div>
          <CodeEditor
            label="Input"
            value={state.input}
            onChange={(input, kind) => {
              if (kind === 'paste') check.runNow();
              update({ input });
            }}
            language="json"
            placeholder="The JSON to validate"
          />
          <ErrorPanel error={inputError} />
        </section>
      </div>
      <div className={classes.status} aria-live="polite">
        {status}
      </div>
      <section aria-label="Result" style={{ marginTop: 12 }}>
        <div className={classes.paneHeader}>
          <h2
            className={classes.paneTitle}
            style={{ color: report ? (report.valid ? 'var(--mantine-color-green-filled)' : 'var(--mantine-color-red-filled)') : undefined }}
          >
            {report ? (report.valid ? '✓ Valid' : `✗ ${errorSummary(report)}`) : 'Result'}
          </h2>
          <CopyButton text={text} label="Copy result" disabled={!text} />
        </div>
        {report && <p className={classes.status}>{`Checked as ${draftNote}${state.formats ? '; formats asserted' : '; formats not checked'}.`}</p>}
        {report && !report.valid && <Violations errors={report.errors} onPick={onPick} />}
        {report && report.errorCount > report.errors.length && (
          <p
            className={classes.status}
          >{`The first ${report.errors.length.toLocaleString('en')} errors are listed; Copy result has the count of the others.`}</p>
        )}
      </section>
    </div>
  );
}
