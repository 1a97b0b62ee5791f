'use client';

import { ActionIcon, Button, Checkbox, Group, TextInput } from '@mantine/core';
import { IconBook, IconPlus, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
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
import type { Result, ToolError } from '@/lib/result';
import { prepareWhenIdle } from '@/lib/idle-prepare';
import {
  defaultJqOptions,
  INPUT_NOT_KEPT,
  JQ_CHEAT_SHEET,
  JQ_EXAMPLES,
  JQ_TIMEOUT_MS,
  JQ_VERSION,
  jqCommandLine,
  normalizeArgs,
  sampleFilter,
  sampleJson,
  sampleOutput,
  timeoutMessage,
  type JqArg,
  type JqKeptInputRequest,
  type JqOptions,
  type JqOutput,
  type JqRequest,
} from './jq-playground.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'jq_playground';
const defaults = { json: sampleJson, filter: sampleFilter, ...defaultJqOptions, args: [] as JqArg[] };
type State = typeof defaults;

const FLAGS: readonly { key: keyof Omit<JqOptions, 'args'>; label: string }[] = [
  { key: 'compact', label: 'Compact output (-c)' },
  { key: 'rawOutput', label: 'Raw output (-r)' },
  { key: 'slurp', label: 'Slurp (-s)' },
  { key: 'nullInput', label: 'Null input (-n)' },
  { key: 'rawInput', label: 'Raw input (-R)' },
  { key: 'sortKeys', label: 'Sort keys (-S)' },
];

const requestOf = (s: State): JqRequest => ({
  json: s.json,
  filter: s.filter,
  options: {
    compact: s.compact,
    rawOutput: s.rawOutput,
    slurp: s.slurp,
    nullInput: s.nullInput,
    rawInput: s.rawInput,
    sortKeys: s.sortKeys,
    args: normalizeArgs(s.args),
  },
});
/** The request without its input (a key that costs nothing to make for a 5 MB input). */
const keyOf = ({ filter, options }: JqRequest) => JSON.stringify({ filter, options });
const SAMPLE_KEY = keyOf(requestOf(defaults));

const cellStyle = { padding: '4px 8px', borderBottom: '1px solid var(--mantine-color-default-border)', verticalAlign: 'top' } as const;

function CheatSheet() {
  return (
    <section aria-label="jq cheat sheet" style={{ marginTop: 24 }}>
      <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>jq cheat sheet</h2>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse', fontSize: 13, width: '100%' }}>
          <thead>
            <tr>
              <th scope="col" style={{ ...cellStyle, textAlign: 'left' }}>
                Filter
              </th>
              <th scope="col" style={{ ...cellStyle, textAlign: 'left' }}>
                What it does
              </th>
            </tr>
          </thead>
          <tbody>
            {JQ_CHEAT_SHEET.map(([filter, meaning]) => (
              <tr key={filter}>
                <td style={{ ...cellStyle, whiteSpace: 'nowrap' }}>
                  <code>{filter}</code>
                </td>
                <td style={cellStyle}>{meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The same element on every render, so React skips the table when the tool's result changes. */
const cheatSheet = <CheatSheet />;

function ArgsEditor({ args, onChange }: { args: JqArg[]; onChange: (args: JqArg[]) => void }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6, marginTop: 8 }}>
      {args.map(([name, value], i) => (
        <Group key={i} gap={6} wrap="nowrap" align="center">
          <code style={{ fontSize: 12 }}>--arg</code>
          <TextInput
            size="xs"
            aria-label={`Argument ${i + 1} name`}
            placeholder="name"
            value={name}
            onChange={(e) => onChange(args.map((a, j) => (j === i ? [e.currentTarget.value, a[1]] : a)))}
            w={140}
          />
          <TextInput
            size="xs"
            aria-label={`Argument ${i + 1} value`}
            placeholder="value (a string)"
            value={value}
            onChange={(e) => onChange(args.map((a, j) => (j === i ? [a[0], e.currentTarget.value] : a)))}
            style={{ flex: 1 }}
          />
          <ActionIcon variant="subtle" aria-label={`Remove argument ${i + 1}`} onClick={() => onChange(args.filter((_, j) => j !== i))}>
            <IconX size={14} />
          </ActionIcon>
        </Group>
      ))}
      <div>
        <Button size="compact-xs" variant="subtle" leftSection={<IconPlus size={12} />} onClick={() => onChange([...args, ['', '']])}>
          Add --arg
        </Button>
      </div>
    </div>
  );
}

/** The worker that runs jq; a module-level factory, so the island's runner is made once. */
const jqWorker = () => new Worker(new URL('./jq-playground.worker.ts', import.meta.url));
const sampleAnswer: Result<JqOutput> = { ok: true, value: { text: sampleOutput, stderr: '', error: null } };

export default function JqPlayground() {
  const { state, update } = useToolState<State>(SLUG, defaults);
  const mounted = useHydrated();
  const runner = useWorkerRunner<JqKeptInputRequest, JqOutput>(jqWorker, { timeoutMs: JQ_TIMEOUT_MS });
  // Once the tool has hydrated (its first use), jq is made ready when idle: its worker compiles the WebAssembly.
  useEffect(() => prepareWhenIdle(() => runner.warm()), [runner]);

  const args = useMemo(() => normalizeArgs(state.args), [state.args]);
  const request = requestOf(state);
  const key = keyOf(request);
  const json = state.json;
  /** The current input's id (a new one for each new text), and the id of the input the worker has, if any. */
  const input = useRef({ text: json, id: 0 });
  const kept = useRef<number | null>(null);
  /** The filter and options (keyOf) and the input the page shows, for a whole input to be sent with before the page renders it. */
  const shown = useRef({ key, json });
  useLayoutEffect(() => {
    shown.current = { key, json };
  }, [key, json]);

  /** A run of jq on `json` with the filter and options of `key`. */
  const jqRun = useCallback(
    (key: string, json: string) => async (): Promise<Result<JqOutput>> => {
      const { filter, options } = JSON.parse(key) as Omit<JqRequest, 'json'>;
      const started = performance.now();
      if (input.current.text !== json) input.current = { text: json, id: input.current.id + 1 };
      const inputId = input.current.id;
      // The input goes to the worker once (as text: see JqKeptInputRequest); later runs on it send only its id.
      const send = (withInput: boolean) => runner.run(withInput ? { inputId, input: json, filter, options } : { inputId, filter, options });
      const withInput = kept.current !== inputId;
      kept.current = null;
      let r = await send(withInput);
      // The worker was restarted (and lost the input), or failed to load with the input in hand: send it again.
      if (!r.ok && (r.error.message === INPUT_NOT_KEPT || (withInput && r.error.message.startsWith('The worker failed')))) r = await send(true);
      kept.current = r.ok ? inputId : null;
      if (r.ok) return r;
      const timedOut = r.error.message.startsWith('Stopped after') || performance.now() - started >= JQ_TIMEOUT_MS;
      return timedOut ? { ok: false, error: { message: timeoutMessage(JQ_TIMEOUT_MS) } } : r;
    },
    [runner],
  );

  // The sample's output is prerendered: jq runs only when there is something other than the sample to run (an edit,
  // an example, a shared link or the user's previous session).
  const jq = useToolRun<JqOutput>({
    deps: [key, json],
    known: key === SAMPLE_KEY && json === sampleJson ? sampleAnswer : null,
    worker: runner,
    delay: json.length > 200_000 ? 300 : 150,
    run: jqRun(key, json),
  });
  const { runNow } = jq;

  /**
   * A whole new input (a large paste, an opened file) goes to the worker at once, with the filter shown, before the
   * page renders it (rendering the page and the input's start takes tens of ms): the run pipeline takes that run up
   * when the page then asks for the same input, rather than starting another.
   */
  const sendWholeInput = useCallback(
    (text: string) => {
      const { key, json } = shown.current;
      // The sample, or the input already shown (nothing runs again for it), needs no run.
      if ((key === SAMPLE_KEY && text === sampleJson) || text === json) runNow();
      else runNow({ deps: [key, text], run: jqRun(key, text) });
    },
    [runNow, jqRun],
  );

  const outcome = { value: jq.value, error: jq.error, ms: jq.ms };
  const text = outcome.value?.text ?? '';
  const error: ToolError | null = outcome.error ?? (outcome.value?.error ? { message: outcome.value.error } : null);
  const inputSize = useTextDescription(state.json) ?? 'counting…';
  const outputSize = useTextDescription(text) ?? 'counting…';
  const status = [
    `Input: ${inputSize}`,
    outcome.value && text !== '' ? `Output: ${outputSize}` : outcome.value && !error ? 'no output' : null,
    outcome.ms != null ? `${outcome.ms} ms` : null,
    jq.busy ? 'running jq…' : null,
  ]
    .filter(Boolean)
    .join(' · ');

  // The filter and input panes depend on the state only: memoised, a result arriving (or the busy mark changing)
  // renders just the output, the status and the error, which is what the user waits for.
  const filterPane = useMemo(() => {
    const loadExample = (i: number) => {
      const ex = JQ_EXAMPLES[i];
      update({ filter: ex.filter, json: ex.json, ...defaultJqOptions, ...ex.options, args: ex.options?.args ?? [] });
    };
    return (
      <section aria-label="Filter pane">
        <div className={classes.paneHeader}>
          <Group gap={8} align="baseline">
            <h2 className={classes.paneTitle}>Filter</h2>
            <span style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)' }} aria-label="jq version" title="The jq release this playground runs">
              jq {JQ_VERSION}
            </span>
          </Group>
          <Group gap={6}>
            <ExamplesMenu
              width={420}
              icon={<IconBook size={14} />}
              iconSide="left"
              items={JQ_EXAMPLES.map((ex, i) => ({
                key: ex.title,
                onSelect: () => loadExample(i),
                label: (
                  <>
                    <div style={{ fontSize: 13 }}>{ex.title}</div>
                    <code style={{ fontSize: 11, color: 'var(--mantine-color-dimmed)', wordBreak: 'break-all' }}>{ex.filter}</code>
                  </>
                ),
              }))}
            />
            <ShareButton slug={SLUG} state={state} />
          </Group>
        </div>
        <CodeEditor
          label="Filter"
          value={state.filter}
          onChange={(filter) => update({ filter })}
          height={72}
          wrap
          placeholder="A jq filter, e.g. .items[] | .name"
        />
        <div className={classes.options} style={{ marginTop: 8, marginBottom: 0, alignItems: 'center' }}>
          {FLAGS.map((f) => (
            <Checkbox
              key={f.key}
              size="xs"
              label={f.label}
              checked={state[f.key]}
              onChange={(e) => update({ [f.key]: e.currentTarget.checked } as Partial<State>)}
            />
          ))}
        </div>
        <ArgsEditor args={args} onChange={(a) => update({ args: a })} />
        <p className={classes.status} aria-label="Command line" style={{ wordBreak: 'break-all' }}>
          {jqCommandLine(state.filter, requestOf(state).options)}
        </p>
      </section>
    );
  }, [state, args, update]);
  const inputPane = useMemo(
    () => (
      <section aria-label="Input pane">
        <div className={classes.paneHeader}>
          <h2 className={classes.paneTitle}>Input</h2>
          <Group gap={6}>
            <SampleButton onClick={() => update({ json: sampleJson, filter: sampleFilter, ...defaultJqOptions, args: [] })} />
            <OpenFileButton
              accept=".json,.jsonl,.ndjson,.txt,application/json,text/plain"
              onFile={async (f) => {
                const text = await f.text();
                sendWholeInput(text);
                update({ json: text });
              }}
            />
            <ClearButton onClick={() => update({ json: '' })} />
          </Group>
        </div>
        <CodeEditor
          label="Input"
          value={state.json}
          onChange={(json, kind) => {
            if (kind === 'paste') sendWholeInput(json);
            update({ json });
          }}
          language={state.rawInput ? 'text' : 'json'}
          placeholder="JSON input (one or more values)"
        />
      </section>
    ),
    [state.json, state.rawInput, update, sendWholeInput],
  );

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined} data-pending={jq.pending || undefined}>
      {filterPane}
      <div className={classes.panes} style={{ marginTop: 8 }}>
        {inputPane}
        <section aria-label="Output pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Output</h2>
            <Group gap={6}>
              <CopyButton text={text} disabled={!text} />
              <DownloadButton
                data={() => text}
                filename={state.rawOutput ? 'jq-output.txt' : 'jq-output.json'}
                mime={state.rawOutput ? 'text/plain' : 'application/json'}
                disabled={!text}
              />
            </Group>
          </div>
          <CodeEditor label="Output" value={text} readOnly language={state.rawOutput ? 'text' : 'json'} />
        </section>
      </div>
      <ErrorPanel error={error} />
      {outcome.value?.stderr && (
        <section aria-label="Standard error" style={{ marginTop: 8 }}>
          <h3 style={{ fontSize: 13, margin: '0 0 4px' }}>Standard error (debug, stderr)</h3>
          <pre
            style={{
              margin: 0,
              padding: 8,
              fontSize: 12,
              maxHeight: 160,
              overflow: 'auto',
              background: 'var(--mantine-color-default-hover)',
              borderRadius: 4,
            }}
          >
            {outcome.value.stderr}
          </pre>
        </section>
      )}
      <div className={classes.status} aria-live="polite">
        {status}
      </div>
      {cheatSheet}
    </div>
  );
}
