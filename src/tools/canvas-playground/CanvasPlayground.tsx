'use client';

import { Button, Group, NativeSelect } from '@mantine/core';
import { IconDownload, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { downloadBlob } from '@/components/kit/actions';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { requestEditorUpgrade } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import type { ToolError } from '@/lib/result';
import { ConsoleView, type ConsoleEntry } from '@/components/kit/ConsoleView';
import { applyOutput, firstError } from '@/components/kit/console-entries';
import { createSandbox, type Sandbox } from '@/lib/js-sandbox';
import { canvasExamples, canvasSizes, parseSize } from './canvas-playground.core';

const HANG_MS = 3_000;
const DEBOUNCE_MS = 600;
/** Console lines kept under the canvas (the latest; a note says how many earlier ones are not shown). */
const MAX_ENTRIES = 200;
const defaults = { input: canvasExamples[0].code };

export default function CanvasPlayground() {
  const { state, update, fromLink, restored } = useToolState('canvas/playground', defaults);
  const mounted = useHydrated();
  const [size, setSize] = useState(canvasSizes[1]);
  const [active, setActive] = useState(false);
  const [error, setError] = useState<ToolError | null>(null);
  const [entries, setEntries] = useState<ConsoleEntry[]>([]);
  const [status, setStatus] = useState('');
  const host = useRef<HTMLDivElement>(null);
  const sandbox = useRef<Sandbox | null>(null);
  const sandboxSize = useRef('');
  const nextId = useRef(0);

  const run = (code: string) => {
    if (!host.current) return;
    // The canvas size is fixed per frame, so a new size needs a new sandbox.
    if (!sandbox.current || sandboxSize.current !== size) {
      sandbox.current?.dispose();
      sandboxSize.current = size;
      sandbox.current = createSandbox({
        container: host.current,
        canvas: parseSize(size),
        hangMs: HANG_MS,
        onOutput: (batch) => {
          const failed = firstError(batch);
          setEntries((list) => applyOutput(list, batch, MAX_ENTRIES, () => nextId.current++));
          if (failed) setError((prev) => prev ?? failed);
        },
        onDone: () => {
          setStatus('Drawn.');
          finishRun.current?.();
        },
        onHang: () => {
          setError({
            message: `The drawing code did not respond for ${HANG_MS / 1000} s (an endless loop?), so it was stopped and the canvas removed. Fix the code and it runs again.`,
          });
          setStatus('Stopped.');
          finishRun.current?.();
        },
      });
    }
    setError(null);
    setEntries([]);
    setStatus('Running…');
    sandbox.current.run(code);
  };
  useEffect(() => () => sandbox.current?.dispose(), []);

  /** Ends the pipeline's run once the sandbox says the code has run (or hung, or was stopped). */
  const finishRun = useRef<(() => void) | null>(null);
  /** Run presses (and Ctrl+Enter): each draws the code again, even unchanged. */
  const [presses, setPresses] = useState(0);
  /** A first drawing has started: later edits wait for a pause in the typing. */
  const [started, setStarted] = useState(false);
  const live = active || fromLink;
  // Re-run on edit (debounced) once the tool is in use, and right away for a share link and the first drawing.
  const drawing = useToolRun<null>({
    deps: [state.input, size, presses],
    enabled: live && restored,
    delay: started ? DEBOUNCE_MS : 0,
    run: () =>
      new Promise((resolve) => {
        finishRun.current = () => resolve({ ok: true, value: null });
        setStarted(true);
        run(state.input);
        if (!sandbox.current?.running) finishRun.current();
      }),
  });
  const runAgain = () => {
    drawing.runNow();
    setPresses((n) => n + 1);
  };

  const activate = () => {
    requestEditorUpgrade();
    setActive(true);
  };

  const stop = () => {
    sandbox.current?.stop();
    drawing.stop();
    setStatus('Stopped. Edit the code or press Run to draw again.');
  };

  /** A Download PNG under way: pressing it again meanwhile (a double click) downloads once. */
  const downloading = useRef(false);
  const downloadPng = async () => {
    if (downloading.current) return;
    downloading.current = true;
    try {
      const r = await sandbox.current?.png();
      if (!r?.url) {
        setError({ message: r?.message ?? 'Nothing is drawn yet: run the code first.' });
        return;
      }
      const bytes = Uint8Array.from(atob(r.url.slice(r.url.indexOf(',') + 1)), (ch) => ch.charCodeAt(0));
      downloadBlob(bytes, 'canvas.png', 'image/png');
    } finally {
      downloading.current = false;
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
      e.preventDefault();
      e.stopPropagation();
      runAgain();
    }
  };

  return (
    <div
      onPointerDownCapture={activate}
      onFocusCapture={activate}
      onKeyDownCapture={onKeyDown}
      data-tool="canvas/playground"
      data-ready={mounted || undefined}
      data-pending={drawing.pending || undefined}
    >
      <div className={classes.options}>
        <NativeSelect
          label="Example"
          data={[{ value: '', label: 'Load an example…' }, ...canvasExamples.map((e) => ({ value: e.name, label: e.name }))]}
          value=""
          onChange={(e) => {
            const ex = canvasExamples.find((x) => x.name === e.currentTarget.value);
            if (ex) {
              setActive(true);
              update({ input: ex.code });
            }
          }}
          w={220}
        />
        <NativeSelect label="Canvas size" data={canvasSizes} value={size} onChange={(e) => setSize(e.currentTarget.value)} w={140} />
      </div>
      <div className={classes.panes}>
        <section aria-label="Code pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Drawing code</h2>
            <Group gap={6}>
              <Button size="compact-sm" leftSection={<IconPlayerPlay size={14} />} onClick={runAgain}>
                Run
              </Button>
              <Button size="compact-sm" variant="default" leftSection={<IconPlayerStop size={14} />} onClick={stop}>
                Stop
              </Button>
              <ShareButton slug="canvas/playground" state={state} />
            </Group>
          </div>
          <CodeEditor label="Input" value={state.input} onChange={(input) => update({ input })} language="javascript" height={420} />
          <div className={classes.status}>
            <code>canvas</code> and <code>ctx</code> (its 2D context) are ready to use; the drawing updates as you type.
          </div>
          <ErrorPanel error={error} />
        </section>
        <section aria-label="Canvas pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Canvas</h2>
            <Button size="compact-sm" variant="default" leftSection={<IconDownload size={14} />} onClick={() => void downloadPng()}>
              Download PNG
            </Button>
          </div>
          <div
            ref={host}
            style={{
              minHeight: 160,
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 4,
              overflow: 'auto',
              background: 'repeating-conic-gradient(var(--mantine-color-default-hover) 0% 25%, transparent 0% 50%) 0 0 / 16px 16px',
            }}
          >
            {!live ? <p style={{ padding: 12, margin: 0, fontSize: 14 }}>Click the editor, pick an example or press Run to draw.</p> : null}
          </div>
          <div className={classes.status} aria-live="polite">
            {status}
          </div>
          <ConsoleView entries={entries} height={120} label="Console" />
        </section>
      </div>
    </div>
  );
}
