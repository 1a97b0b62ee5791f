'use client';

import { Button, Group } from '@mantine/core';
import { IconShare, IconSparkles, IconTrash } from '@tabler/icons-react';
import { SavedRecipes } from '@/account/SavedRecipes';
import { utf8Text } from '@/lib/bytes-text';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { copyText } from '@/components/kit/actions';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { DropPane } from '@/components/kit/DropPane';
import { requestEditorUpgrade, upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import kit from '@/components/kit/kit.module.css';
import { LARGE_PASTE_CHARS } from '@/components/kit/large-text';
import { ClearButton, CopyButton, DownloadButton, OpenFileButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useTextDescription } from '@/components/kit/use-text-description';
import { RECIPE_HANDOFF_KEY } from '@/lib/recipe-link';
import type { ToolError } from '@/lib/result';
import { formatBytes } from '@/lib/text-stats';
import { CancelledError, createWorkerRunner } from '@/lib/worker-runner';
import { MagicPanel, type MagicState } from './MagicPanel';
import { OperationSearch } from './OperationSearch';
import type { JobResult, RecipeJob, RunView } from './recipe.protocol';
import {
  hexPreview,
  LINK_INPUT_CHARS,
  moveItem,
  newStepKey,
  plainSteps,
  readRecipeFragment,
  recipeFragment,
  withKeys,
  withOption,
  type Data,
  type EditorStep,
  type LeftOut,
  type OpSpec,
} from './recipe-state';
import classes from './recipes.module.css';
import { StarterMenu } from './StarterMenu';
import { starterRecipes } from './starters';
import { StepCard } from './StepCard';

const worker = () => new Worker(new URL('./recipe.worker.ts', import.meta.url));

/** Up to this size an input runs at every change; larger ones wait for a pause in the typing (as TransformTool does). */
const INSTANT_CHARS = 4_000;
/** How long after the last change the address bar's fragment follows the recipe. */
const FRAGMENT_DELAY_MS = 300;
/** Bytes of a binary input or output shown as a hex dump. */
const HEX_PREVIEW_BYTES = 1024;

/** The last run's result, with the keys its steps had (steps may have moved or gone since). */
interface Outcome {
  view: RunView | null;
  keys: string[];
  /** The worker itself failed (it could not load): no step is to blame. */
  error: ToolError | null;
}

/**
 * An input too large for a link that a tool page handed over with its recipe ("Continue in a recipe",
 * src/lib/recipe-link.ts): read once, when the page opens with that link.
 */
function takeHandedInput(): string | null {
  try {
    const text = window.sessionStorage.getItem(RECIPE_HANDOFF_KEY);
    window.sessionStorage.removeItem(RECIPE_HANDOFF_KEY);
    return text;
  } catch {
    // Storage switched off: nothing was handed over.
    return null;
  }
}

function leftOutNote(leftOut: LeftOut): string | null {
  if (!leftOut) return null;
  return leftOut.reason === 'binary'
    ? `The input is a binary file (${formatBytes(leftOut.size)}): the link holds the recipe only.`
    : `The input (${formatBytes(leftOut.size)}) would make the link too long (links carry inputs up to about ${formatBytes(LINK_INPUT_CHARS)}): it holds the recipe only.`;
}

function BinaryView({ label, bytes, what }: { label: string; bytes: Uint8Array; what: string }) {
  return (
    <div className={classes.binary}>
      <p className={classes.note}>
        {`${what}: ${formatBytes(bytes.length)} of binary data (not UTF-8 text).${bytes.length > HEX_PREVIEW_BYTES ? ` The first ${formatBytes(HEX_PREVIEW_BYTES)} in hex:` : ' In hex:'}`}
      </p>
      <pre className={classes.hex} aria-label={label} tabIndex={0}>
        {hexPreview(bytes, HEX_PREVIEW_BYTES)}
      </pre>
    </div>
  );
}

/**
 * The recipe workbench: operations chained into a recipe and run, in a worker, on an input. The recipe and the input
 * live in the address's fragment (the share link's format, which `devbench run` reads too).
 */
export default function RecipeWorkbench({ catalog }: { catalog: OpSpec[] }) {
  const byId = useMemo(() => new Map(catalog.map((op) => [op.id, op])), [catalog]);
  const hydrated = useHydrated();
  const [steps, setSteps] = useState<EditorStep[]>([]);
  const [input, setInput] = useState<Data>('');
  /** The file the input came from, when it is binary or too large to edit (then shown read-only by its start). */
  const [file, setFile] = useState<{ name: string; locked: boolean } | null>(null);
  /** Set once the address has been read: before that, the fragment must not be overwritten. */
  const [loaded, setLoaded] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [share, setShare] = useState<{ label: string; note: string | null }>({ label: 'Share', note: null });
  /** What Magic found, and for which input: a panel about another input is not shown. */
  const [magic, setMagic] = useState<{ for: Data; state: MagicState } | null>(null);
  const runner = useMemo(() => createWorkerRunner<RecipeJob, JobResult>(worker), []);
  // Magic searches in a worker of its own: a recipe run starting meanwhile must not cancel it, nor it the run.
  const magicRunner = useMemo(() => createWorkerRunner<RecipeJob, JobResult>(worker), []);
  useEffect(
    () => () => {
      runner.dispose();
      magicRunner.dispose();
    },
    [runner, magicRunner],
  );

  /** Set when the next input or recipe is a whole one (a paste, a file, a starter, a link): it runs without a debounce. */
  const runNow = useRef(false);
  const stepsRef = useRef(steps);
  useEffect(() => {
    stepsRef.current = steps;
  });

  // ---- The address: read a recipe from it, and keep it following the recipe.
  const lastFragment = useRef<string | null>(null);
  const applyFragment = useCallback((hash: string, opening = false) => {
    const recipe = readRecipeFragment(hash);
    if (recipe === null) return;
    if (!recipe.ok) {
      setLinkError(recipe.error.message);
      return;
    }
    setLinkError(null);
    setSteps(withKeys(recipe.value.steps));
    setInput(recipe.value.input ?? (opening ? takeHandedInput() : null) ?? '');
    setFile(null);
    runNow.current = true;
  }, []);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read after mount, so hydration matches the prerender
    applyFragment(window.location.hash, true);
    setLoaded(true);
    // A link pasted into the address bar of this page (only the fragment changes) opens like any other.
    const onHashChange = () => {
      if (window.location.hash !== lastFragment.current) applyFragment(window.location.hash);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [applyFragment]);

  const recipeKey = useMemo(() => JSON.stringify(plainSteps(steps)), [steps]);
  useEffect(() => {
    if (!loaded) return;
    const timer = window.setTimeout(() => {
      const { hash } = recipeFragment(stepsRef.current, input);
      if (hash === window.location.hash) return;
      lastFragment.current = hash;
      try {
        // Replaced, not pushed: Back leaves the page rather than stepping through every edit.
        window.history.replaceState(window.history.state, '', hash || window.location.pathname + window.location.search);
      } catch {
        // An address the browser refuses: the page keeps working, Share still copies the recipe.
      }
    }, FRAGMENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [recipeKey, input, loaded]);

  // ---- Running: in the worker, debounced for large inputs; a change cancels the run in flight.
  useEffect(() => {
    if (!loaded) return;
    const plain = JSON.parse(recipeKey) as ReturnType<typeof plainSteps>;
    // No steps, nothing to run: the page shows no output (whatever the last run left is not shown).
    if (plain.length === 0) return;
    const size = input.length;
    const delay = runNow.current || size <= INSTANT_CHARS ? 0 : size > 1_000_000 ? 400 : size > 50_000 ? 250 : 120;
    runNow.current = false;
    const keys = stepsRef.current.map((s) => s.key);
    let cancelled = false;
    let inFlight = false;
    const go = async () => {
      inFlight = true;
      setBusy(true);
      setProgress(0);
      try {
        const result = await runner.run({ kind: 'run', steps: plain, input }, (share) => {
          if (!cancelled) setProgress(share);
        });
        if (cancelled) return;
        if (!result.ok) setOutcome({ view: null, keys, error: result.error });
        else if (result.value.kind === 'run') setOutcome({ view: result.value.run, keys, error: null });
      } catch (error) {
        if (cancelled || error instanceof CancelledError) return;
        setOutcome({ view: null, keys, error: { message: error instanceof Error ? error.message : String(error) } });
      } finally {
        inFlight = false;
        if (!cancelled) setBusy(false);
      }
    };
    const timer = delay === 0 ? undefined : window.setTimeout(go, delay);
    // A whole new input goes to the worker in the task that commits it, not behind the tasks queued meanwhile.
    if (delay === 0) queueMicrotask(() => void (cancelled || go()));
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      // Nobody wants the old result any more: stop the worker now rather than when the next run starts.
      if (inFlight) runner.cancel();
    };
  }, [recipeKey, input, loaded, runner]);

  // ---- Editing the recipe.
  const pendingFocus = useRef<{ key: string; target: 'step' | 'up' | 'down' } | null>(null);
  const stepNodes = useRef(new Map<string, HTMLLIElement>());
  // After a move the step (or the button used, while it can still be used) keeps the focus, in its new place.
  useLayoutEffect(() => {
    const want = pendingFocus.current;
    if (!want) return;
    pendingFocus.current = null;
    const node = stepNodes.current.get(want.key);
    if (!node) return;
    const button = want.target === 'step' ? null : node.querySelector<HTMLButtonElement>(`[data-action="${want.target}"]:not(:disabled)`);
    (button ?? node).focus();
  }, [steps]);

  const titleOf = (step: EditorStep) => byId.get(step.op)?.title ?? step.op;

  const addStep = (op: OpSpec) => {
    runner.warm();
    setSteps((s) => [...s, { op: op.id, key: newStepKey() }]);
    setAnnouncement(`Added ${op.title} as step ${steps.length + 1}.`);
  };
  const updateStep = (key: string, next: EditorStep) => setSteps((s) => s.map((step) => (step.key === key ? next : step)));
  const removeStep = (index: number) => {
    const step = steps[index];
    setSteps((s) => s.filter((x) => x.key !== step.key));
    setAnnouncement(`Removed step ${index + 1}, ${titleOf(step)}.`);
  };
  const moveStep = (from: number, to: number, focus: 'step' | 'up' | 'down') => {
    if (to < 0 || to >= steps.length || from === to) return;
    const step = steps[from];
    pendingFocus.current = { key: step.key, target: focus };
    setSteps((s) => moveItem(s, from, to));
    setAnnouncement(`Moved ${titleOf(step)} to step ${to + 1} of ${steps.length}.`);
  };

  const setWholeInput = (next: Data, from: { name: string; locked: boolean } | null) => {
    runNow.current = true;
    setInput(next);
    setFile(from);
  };
  const readFile = async (f: File) => {
    requestEditorUpgrade();
    const bytes = new Uint8Array(await f.arrayBuffer());
    const text = utf8Text(bytes);
    // Text stays text (lossless: valid UTF-8 round-trips); anything else is kept as the bytes it is.
    if (text === null) setWholeInput(bytes, { name: f.name, locked: true });
    else setWholeInput(text, text.length > LARGE_PASTE_CHARS ? { name: f.name, locked: true } : null);
  };

  // ---- What the page shows of the last run.
  const view = outcome?.view ?? null;
  const stepView = (key: string) => {
    const at = outcome?.keys.indexOf(key) ?? -1;
    return at >= 0 && view ? view.steps[at] : undefined;
  };
  const failure: ToolError | null =
    steps.length === 0
      ? null
      : (outcome?.error ?? (view && view.failedAt !== null ? ((view.steps[view.failedAt] as { error?: ToolError }).error ?? null) : null));
  const output = steps.length > 0 ? (view?.output ?? null) : null;
  const outputText = output?.kind === 'text' ? output.text : '';
  const stoppedKey = view && view.stoppedAt !== null ? outcome?.keys[view.stoppedAt] : undefined;
  const stoppedStep = stoppedKey ? steps.find((s) => s.key === stoppedKey) : undefined;

  // A run cancelled by removing the last step never settles: with no steps nothing is being worked on.
  const working = busy && steps.length > 0;
  const inputText = typeof input === 'string' ? input : '';
  const inputSize = useTextDescription(inputText) ?? 'counting…';
  const outputSize = useTextDescription(outputText) ?? 'counting…';
  const status = [
    `Input: ${typeof input === 'string' ? inputSize : `${formatBytes(input.length)} binary`}`,
    output ? `Output: ${output.kind === 'text' ? outputSize : `${formatBytes(output.bytes.length)} binary`}` : null,
    view && !working ? `${view.ms} ms` : null,
    working ? `working… ${steps.length > 1 ? `${Math.round(progress * steps.length)} of ${steps.length} steps done` : ''}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  const onMagic = async () => {
    const searched = input;
    const show = (state: MagicState) => setMagic({ for: searched, state });
    show({ state: 'searching' });
    try {
      const result = await magicRunner.run({ kind: 'magic', input: searched });
      if (!result.ok) show({ state: 'error', error: result.error });
      else if (result.value.kind === 'magic') show({ state: 'done', suggestions: result.value.suggestions });
    } catch (error) {
      if (!(error instanceof CancelledError)) show({ state: 'error', error: { message: error instanceof Error ? error.message : String(error) } });
    }
  };

  const onShare = async () => {
    const { hash, leftOut } = recipeFragment(steps, input);
    const copied = await copyText(window.location.origin + window.location.pathname + hash);
    setShare({ label: copied ? 'Link copied' : 'Copy failed', note: leftOutNote(leftOut) });
    window.setTimeout(() => setShare((s) => ({ ...s, label: 'Share' })), 2000);
  };

  return (
    <div
      {...upgradeEditorsOnUse}
      onFocusCapture={() => {
        upgradeEditorsOnUse.onFocusCapture();
        // Someone working here may run a recipe next: the worker loads its code meanwhile.
        runner.warm();
      }}
      data-island="recipes"
      data-ready={hydrated || undefined}
      className={classes.workbench}
    >
      <div className={classes.toolbar}>
        <StarterMenu
          starters={starterRecipes}
          onPick={(starter) => {
            setSteps(withKeys(starter.steps));
            setWholeInput(starter.input, null);
            setAnnouncement(`Loaded the starter recipe ${starter.title}.`);
          }}
        />
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconSparkles size={14} />}
          disabled={input.length === 0}
          title="Find the decoding steps (URL, Base64, hex, gzip…) that make the input readable"
          onClick={() => void onMagic()}
        >
          Magic
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconShare size={14} />}
          disabled={steps.length === 0}
          onClick={() => void onShare()}
        >
          {share.label}
        </Button>
        <Button size="compact-sm" variant="default" leftSection={<IconTrash size={14} />} disabled={steps.length === 0} onClick={() => setSteps([])}>
          Clear recipe
        </Button>
        <SavedRecipes
          recipe={{ steps }}
          onOpen={(saved) => {
            runNow.current = true;
            setSteps(withKeys(saved.steps));
            setAnnouncement(`Opened a saved recipe of ${saved.steps.length} steps.`);
          }}
        />
        {share.note && (
          <p className={classes.note} role="status">
            {share.note}
          </p>
        )}
      </div>
      {magic && magic.for === input && (
        <MagicPanel
          magic={magic.state}
          onClose={() => {
            magicRunner.cancel();
            setMagic(null);
          }}
          onUse={(suggestion) => {
            runNow.current = true;
            setSteps(withKeys(suggestion.steps));
            setMagic(null);
            setAnnouncement(`The recipe is now Magic's ${suggestion.label}.`);
          }}
        />
      )}
      {linkError && <ErrorPanel error={{ message: `This link's recipe could not be read: ${linkError}` }} />}
      <div className={classes.builder}>
        <OperationSearch catalog={catalog} onAdd={addStep} />
        <section aria-label="Recipe" className={classes.recipe}>
          <h2 className={kit.paneTitle}>Recipe</h2>
          {steps.length === 0 ? (
            <p className={classes.empty}>
              No steps yet. Add operations from the list, or pick one of the starter recipes. Each step works on the output of the one before it.
            </p>
          ) : (
            <ol className={classes.steps} aria-label="Steps">
              {steps.map((step, index) => (
                <StepCard
                  key={step.key}
                  step={step}
                  index={index}
                  count={steps.length}
                  spec={byId.get(step.op)}
                  view={stepView(step.key)}
                  stoppedHere={step.key === stoppedKey}
                  onChange={(next) => updateStep(step.key, next)}
                  onOption={(field, value) => updateStep(step.key, withOption(step, field, value))}
                  onRemove={() => removeStep(index)}
                  onMove={(to, focus) => moveStep(index, to, focus)}
                  onDropStep={(from) => moveStep(from, index, 'step')}
                  stepRef={(node) => {
                    if (node) stepNodes.current.set(step.key, node);
                    else stepNodes.current.delete(step.key);
                  }}
                />
              ))}
            </ol>
          )}
          <p className={classes.visuallyHidden} aria-live="polite">
            {announcement}
          </p>
        </section>
      </div>
      <div className={kit.panes}>
        <DropPane label="Input pane" onFile={(f) => void readFile(f)}>
          <div className={kit.paneHeader}>
            <h2 className={kit.paneTitle}>Input</h2>
            <Group gap={6}>
              <OpenFileButton onFile={(f) => void readFile(f)} />
              <ClearButton onClick={() => setWholeInput('', null)} />
            </Group>
          </div>
          {typeof input === 'string' ? (
            <CodeEditor
              label="Input"
              value={input}
              readOnly={file?.locked}
              onChange={(v, kind) => {
                if (kind === 'paste') runNow.current = true;
                setInput(v);
              }}
              placeholder="Paste or type the input here, or drop a file"
              wholeTextHint={file?.locked ? `The recipe works on all of ${file.name}; Clear or open another file to replace it.` : undefined}
            />
          ) : (
            <BinaryView label="Input (hex)" bytes={input} what={file ? `Input ${file.name}` : 'Input'} />
          )}
        </DropPane>
        <section aria-label="Output pane">
          <div className={kit.paneHeader}>
            <h2 className={kit.paneTitle}>Output</h2>
            <Group gap={6}>
              <CopyButton text={outputText} disabled={!outputText} />
              <DownloadButton
                data={() => (output?.kind === 'bytes' ? (output.bytes as Uint8Array<ArrayBuffer>) : outputText)}
                filename={output?.kind === 'bytes' ? 'output.bin' : 'output.txt'}
                mime={output?.kind === 'bytes' ? 'application/octet-stream' : 'text/plain'}
                disabled={!output || (output.kind === 'text' && output.text === '')}
              />
            </Group>
          </div>
          {output?.kind === 'bytes' ? (
            <BinaryView label="Output (hex)" bytes={output.bytes} what="Output" />
          ) : (
            <CodeEditor
              label="Output"
              value={outputText}
              readOnly
              placeholder={steps.length === 0 ? 'Add a step to see its output here' : undefined}
              wholeTextHint="Copy and Download give the whole result."
            />
          )}
          {stoppedStep && (
            <p className={classes.note} role="status">
              {`Stopped at the breakpoint after step ${steps.indexOf(stoppedStep) + 1} (${titleOf(stoppedStep)}): the output is that step's.`}
            </p>
          )}
          {output?.kind === 'text' && output.fromBytes && <p className={classes.note}>The output is bytes that read as UTF-8 text: shown as text.</p>}
          <ErrorPanel error={failure} />
        </section>
      </div>
      <div className={kit.status} aria-live="polite">
        {status}
      </div>
    </div>
  );
}
