'use client';

import { Group } from '@mantine/core';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { Result } from '@/lib/result';
import { CodeEditor } from './CodeEditor';
import { ContinueInRecipe } from './ContinueInRecipe';
import type { EditorLanguage } from './codemirror-setup';
import { requestEditorUpgrade, upgradeEditorsOnUse } from './editor-upgrade';
import { DropPane } from './DropPane';
import { ErrorPanel } from './ErrorPanel';
import classes from './kit.module.css';
import { ClearButton, CopyButton, DownloadButton, OpenFileButton, SampleButton, ShareButton } from './ToolActions';
import { useHydrated } from './use-hydrated';
import { useTextDescription } from './use-text-description';
import { useToolRun, typingDelay } from './use-tool-run';
import { useToolState } from './use-tool-state';
import { useWorkerRunner } from './use-worker-runner';
import type { ToolSlug } from '@/registry/tools';

type Options = Record<string, string | number | boolean>;

/** Inputs larger than this go to the tool's worker (when it has one) so typing never stalls. */
const WORKER_THRESHOLD = 200_000;
/** Up to this many characters the tool runs on every change, without the typing debounce (a run takes a few ms). */
const INSTANT_CHARS = 4_000;

export interface TransformToolProps<O extends Options, R> {
  /** Tool slug: the storage key for its state. */
  slug: ToolSlug;
  /** Shown on first visit and by the Sample button. */
  sample: string;
  defaultOptions: O;
  /** The pure transform (main thread, used for small inputs and for the prerendered sample). */
  run: (input: string, options: O) => Result<R> | Promise<Result<R>>;
  /** Optional worker running the same transform for large inputs; it answers `{input, options}`. */
  worker?: () => Worker;
  /** Inputs longer than this many characters go to the worker (default 200,000; less for a slow library). */
  workerThreshold?: number;
  /**
   * The sample's result made ahead of time (a `*.sample-output.ts` a unit test keeps equal to `run`'s): the sample with
   * the default options answers it without calling `run`, so the page opens without loading the tool's library.
   */
  sampleResult?: R;
  /** Turns the result into the text shown, copied and downloaded. */
  toText?: (value: R) => string;
  /** Replaces the default Output editor (a table, a tree, an image). */
  renderOutput?: (value: R | null, text: string) => ReactNode;
  /** Extra lines under the output (notes about the result). */
  renderNotes?: (value: R) => ReactNode;
  /** The options bar; `input` lets it show a field only for some inputs (the X.509 decoder's PKCS#12 password). */
  renderOptions?: (options: O, update: (patch: Partial<O>) => void, input: string) => ReactNode;
  /**
   * Options kept in the page's memory only (a password): given to `run` and the worker with the others, never saved
   * across reloads nor put in a share link or a recipe.
   */
  memoryOptions?: Partial<O>;
  inputLanguage?: EditorLanguage;
  outputLanguage?: EditorLanguage;
  inputPlaceholder?: string;
  download: { filename: string; mime: string };
  accept?: string;
  wrapOutput?: boolean;
  wrapInput?: boolean;
  /** Turns an opened or dropped file into input text (default: read it as UTF-8 text). */
  readFile?: (file: File) => Promise<string>;
  /** Copy and Download of the output text (off when the output view has its own). */
  outputActions?: boolean;
}

/** A result as the tool shows it: the value, and its text (shown, copied and downloaded). */
interface Shown<R> {
  value: R;
  text: string;
}

function toShown<R>(result: Result<R>, toText: (v: R) => string): Result<Shown<R>> {
  return result.ok ? { ok: true, value: { value: result.value, text: toText(result.value) } } : result;
}

/**
 * The input -> output frame every text tool uses: labelled editors, debounced live transform (in a
 * worker when large), inline error, status line, sample, open file and drag-and-drop, clear, share,
 * copy and download, and input kept across reloads.
 */
export function TransformTool<O extends Options, R = string>(props: TransformToolProps<O, R>) {
  const { slug, sample, defaultOptions, worker, renderOptions, renderOutput, renderNotes, download, sampleResult } = props;
  const workerThreshold = props.workerThreshold ?? WORKER_THRESHOLD;
  const run = (input: string, options: O): Result<R> | Promise<Result<R>> =>
    sampleResult !== undefined && input === sample && (Object.keys(defaultOptions) as (keyof O)[]).every((k) => options[k] === defaultOptions[k])
      ? { ok: true, value: sampleResult }
      : props.run(input, options);
  const toText = props.toText ?? ((v: R) => String(v));
  const defaults = useMemo(() => ({ input: sample, ...defaultOptions }), [sample, defaultOptions]);
  const { state, update } = useToolState(slug, defaults);
  const { input, ...rest } = state;
  const options = (props.memoryOptions ? { ...rest, ...props.memoryOptions } : rest) as unknown as O;
  const optionsKey = JSON.stringify(options);

  // The sample's result is computed during render so the prerendered page already shows an output.
  const [initial] = useState<{ deps: [string, string]; answer: Result<Shown<R>> | null; pending: Promise<Result<R>> | null }>(() => {
    const deps: [string, string] = [sample, JSON.stringify(defaultOptions)];
    const r = run(sample, defaultOptions);
    if (!(r instanceof Promise)) return { deps, answer: toShown(r, toText), pending: null };
    // An async run's first result is taken up by the first run (a second run would cancel this one, terminating a
    // worker that is still loading); its rejection must not surface as an unhandled error.
    r.catch(() => {});
    return { deps, answer: null, pending: r };
  });
  const firstRun = useRef(true);
  const mounted = useHydrated();
  const runner = useWorkerRunner<{ input: string; options: O }, R>(worker);

  const tool = useToolRun<Shown<R>>({
    deps: [input, optionsKey],
    initial: initial.answer && { deps: initial.deps, result: initial.answer },
    worker: runner,
    // A small input runs at once, each keypress painting its result; a larger one waits for a pause in the typing.
    delay: input.length <= INSTANT_CHARS ? 0 : typingDelay(input.length),
    run: () => {
      const reuse = firstRun.current && initial.pending !== null && input === initial.deps[0] && optionsKey === initial.deps[1];
      firstRun.current = false;
      const r = reuse ? initial.pending! : runner && input.length > workerThreshold ? runner.run({ input, options }) : run(input, options);
      return r instanceof Promise ? r.then((result) => toShown(result, toText)) : toShown(r, toText);
    },
  });
  const outcome = { value: tool.value?.value ?? null, text: tool.value?.text ?? '', error: tool.error, ms: tool.ms };

  const readFile = async (file: File) => {
    requestEditorUpgrade();
    const text = await (props.readFile ? props.readFile(file) : file.text());
    // A whole input runs without the typing debounce.
    tool.runNow();
    update({ input: text } as Partial<typeof state>);
  };

  const inputSize = useTextDescription(input) ?? 'counting…';
  const outputSize = useTextDescription(outcome.text) ?? 'counting…';
  const status = `Input: ${inputSize}${outcome.error || outcome.text === '' ? '' : ` · Output: ${outputSize}`}${
    outcome.ms != null ? ` · ${outcome.ms} ms` : ''
  }${tool.busy ? ' · working…' : ''}`;

  return (
    <div
      {...upgradeEditorsOnUse}
      onFocusCapture={() => {
        upgradeEditorsOnUse.onFocusCapture();
        // Someone working in the tool may paste megabytes next: the worker loads its code meanwhile.
        runner?.warm();
      }}
      data-tool={slug}
      data-ready={mounted || undefined}
      data-pending={tool.pending || undefined}
    >
      {renderOptions && <div className={classes.options}>{renderOptions(options, (p) => update(p as Partial<typeof state>), input)}</div>}
      <div className={classes.panes}>
        <DropPane label="Input pane" onFile={(file) => void readFile(file)}>
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Input</h2>
            <Group gap={6}>
              <SampleButton onClick={() => update({ input: sample } as Partial<typeof state>)} />
              <OpenFileButton onFile={readFile} accept={props.accept} />
              <ClearButton onClick={() => update({ input: '' } as Partial<typeof state>)} />
              <ShareButton slug={slug} state={state} />
            </Group>
          </div>
          <CodeEditor
            label="Input"
            value={input}
            onChange={(v, kind) => {
              if (kind === 'paste') tool.runNow();
              update({ input: v } as Partial<typeof state>);
            }}
            language={props.inputLanguage}
            placeholder={props.inputPlaceholder ?? 'Paste or type here, or drop a file'}
            wrap={props.wrapInput}
          />
          <ErrorPanel error={outcome.error} />
        </DropPane>
        <section aria-label="Output pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Output</h2>
            {props.outputActions !== false && (
              <Group gap={6}>
                <CopyButton text={outcome.text} disabled={!outcome.text} />
                <DownloadButton data={() => outcome.text} filename={download.filename} mime={download.mime} disabled={!outcome.text} />
              </Group>
            )}
          </div>
          {renderOutput ? (
            renderOutput(outcome.value, outcome.text)
          ) : (
            <CodeEditor
              label="Output"
              value={outcome.text}
              readOnly
              language={props.outputLanguage}
              wrap={props.wrapOutput}
              wholeTextHint={props.outputActions !== false ? 'Copy and Download give the whole result.' : undefined}
            />
          )}
          {outcome.value != null && renderNotes?.(outcome.value)}
        </section>
      </div>
      <div className={classes.status} aria-live="polite">
        {status}
      </div>
      <ContinueInRecipe slug={slug} state={state} />
    </div>
  );
}
