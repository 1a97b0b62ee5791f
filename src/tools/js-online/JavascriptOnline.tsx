'use client';

import { Button, Group } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { requestEditorUpgrade } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import type { ToolError } from '@/lib/result';
import { ConsoleView, type ConsoleEntry } from '@/components/kit/ConsoleView';
import { appendEntries, applyOutput, firstError } from '@/components/kit/console-entries';
import { createSandbox, type Sandbox } from '@/lib/js-sandbox';

const HANG_MS = 3_000;
/** Console lines kept (the latest; a note says how many earlier ones are not shown). */
const MAX_ENTRIES = 1_000;

const sample = `// Top-level await works: the code runs inside an async function.
const users = [
  { name: 'Ada', lang: 'en', score: 91 },
  { name: 'Grace', lang: 'en', score: 88 },
  { name: 'Linus', lang: 'fi', score: 79 },
];
console.log('Hello from the sandbox!');
console.table(users);
const best = users.reduce((a, b) => (a.score >= b.score ? a : b));
console.info('Best:', best);

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
await wait(200);
console.log({ byLang: Object.groupBy(users, (u) => u.lang), when: new Date(0) });
`;

const defaults = { input: sample };

export default function JavascriptOnline() {
  const { state, update, fromLink, restored } = useToolState('javascript/online', defaults);
  const mounted = useHydrated();
  const [entries, setEntries] = useState<ConsoleEntry[]>([]);
  const [status, setStatus] = useState('');
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<ToolError | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const sandbox = useRef<Sandbox | null>(null);
  const startedAt = useRef(0);
  const nextId = useRef(0);

  const push = (e: Omit<ConsoleEntry, 'id'>) => setEntries((list) => appendEntries(list, [{ ...e, id: nextId.current++ }], MAX_ENTRIES));

  const ensure = () => {
    if (sandbox.current || !host.current) return sandbox.current;
    sandbox.current = createSandbox({
      container: host.current,
      hangMs: HANG_MS,
      onOutput: (batch) => {
        const failed = firstError(batch);
        setEntries((list) => applyOutput(list, batch, MAX_ENTRIES, () => nextId.current++));
        // The first uncaught error of a run is also shown under the editor.
        if (failed) setError((prev) => prev ?? failed);
      },
      onDone: () => {
        setRunning(false);
        setStatus(
          `Finished in ${Math.round(performance.now() - startedAt.current)} ms. Timers and callbacks keep running until you press Stop or run again.`,
        );
      },
      onHang: () => {
        setRunning(false);
        push({
          kind: 'system',
          text: `Stopped: the code did not respond for ${HANG_MS / 1000} s (an endless loop?). The sandbox was removed and a fresh one will be used next time.`,
        });
        setStatus('Stopped: the sandbox stopped responding.');
      },
    });
    return sandbox.current;
  };
  useEffect(() => () => sandbox.current?.dispose(), []);

  const run = (code = state.input) => {
    const sb = ensure();
    if (!sb) return;
    setEntries([]);
    setError(null);
    setRunning(true);
    setStatus('Running…');
    startedAt.current = performance.now();
    sb.run(code);
  };
  const stop = () => {
    if (!sandbox.current?.running) return;
    sandbox.current.stop();
    setRunning(false);
    push({ kind: 'system', text: 'Stopped by you. Timers and pending callbacks were discarded.' });
    setStatus('Stopped.');
  };

  // A shared link runs its code once, so the reader sees the output it was shared for.
  const ranLink = useRef(false);
  useEffect(() => {
    if (!restored || !fromLink || ranLink.current) return;
    ranLink.current = true;
    run(state.input);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored, fromLink, state.input]);

  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
      e.preventDefault();
      e.stopPropagation();
      run();
    }
  };

  return (
    <div
      onPointerDownCapture={requestEditorUpgrade}
      onFocusCapture={requestEditorUpgrade}
      onKeyDownCapture={onKeyDown}
      data-tool="javascript/online"
      data-ready={mounted || undefined}
    >
      <div className={classes.panes}>
        <section aria-label="Code pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>JavaScript</h2>
            <Group gap={6}>
              <Button size="compact-sm" leftSection={<IconPlayerPlay size={14} />} onClick={() => run()}>
                Run
              </Button>
              <Button size="compact-sm" variant="default" color="red" leftSection={<IconPlayerStop size={14} />} onClick={stop} disabled={!running}>
                Stop
              </Button>
              <SampleButton onClick={() => update({ input: sample })} />
              <ShareButton slug="javascript/online" state={state} />
            </Group>
          </div>
          <CodeEditor label="Input" value={state.input} onChange={(input) => update({ input })} language="javascript" height={380} />
          <div className={classes.status}>Ctrl/Cmd+Enter runs the code in an isolated frame with no access to this page.</div>
          <ErrorPanel error={error} />
        </section>
        <section aria-label="Console pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Console</h2>
            <Button size="compact-sm" variant="default" leftSection={<IconTrash size={14} />} onClick={() => setEntries([])}>
              Clear console
            </Button>
          </div>
          <ConsoleView entries={entries} height={380} />
          <div className={classes.status} aria-live="polite">
            {status || 'Press Run to execute the code.'}
          </div>
        </section>
      </div>
      <div ref={host} />
    </div>
  );
}
