'use client';

import { Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { requestEditorUpgrade } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, OpenFileButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import { DiagramPreview } from '@/components/kit/DiagramPreview';
import { sanitizeDiagramSvg } from '@/lib/diagram-svg';
import { ENGINES, EXAMPLES, SAMPLE_DOT, type LayoutRequest } from './graphviz.core';
import { SAMPLE_SVG } from './graphviz.sample-output';
import { loadPurifier } from '@/lib/purify';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'graphviz';
/** The share link format is fixed: `#` + encodeURIComponent(JSON.stringify({ dot, engine })). */
const defaults = { dot: SAMPLE_DOT, engine: 'dot' };

let runner: WorkerRunner<LayoutRequest, string> | null = null;
/** Graphviz WASM runs in a worker created on the first layout, so a slow graph never freezes the page. */
const layout = (request: LayoutRequest) => {
  runner ??= createWorkerRunner(() => new Worker(new URL('./graphviz.worker.ts', import.meta.url)), { timeoutMs: 20_000 });
  return runner.run(request);
};

/** The layouts' worker, for the run pipeline to cancel a stale layout in. */
const layoutJobs = { cancel: () => runner?.cancel() };

interface Drawn {
  /** The sanitised diagram. */
  svg: string;
  /** What the status line says of it: nodes, edges, engine and time. */
  status: string;
}

const countOf = (svg: string, cls: string) => svg.split(`class="${cls}"`).length - 1;

export default function GraphvizPlayground() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  // The sample's diagram is prerendered; the engine loads once the user touches the tool or the graph differs.
  const [active, setActive] = useState(false);
  const activate = () => {
    requestEditorUpgrade();
    setActive(true);
  };

  const { dot, engine } = state;
  const isSample = dot === SAMPLE_DOT && engine === 'dot';
  const needsEngine = active || !isSample;
  const drawing = useToolRun<Drawn>({
    deps: [dot, engine],
    enabled: needsEngine,
    worker: layoutJobs,
    delay: 200,
    run: async () => {
      const started = performance.now();
      const result = await layout({ dot, engine });
      if (!result.ok) return result;
      const svg = sanitizeDiagramSvg(result.value, await loadPurifier('diagram-svg'));
      const status = `${countOf(svg, 'node')} nodes, ${countOf(svg, 'edge')} edges · ${engine} · ${Math.round(performance.now() - started)} ms`;
      return { ok: true, value: { svg, status } };
    },
  });
  // A failed layout keeps the last diagram in view, marked stale, under its error.
  const diagram = drawing.lastValue?.svg ?? SAMPLE_SVG;
  const status = drawing.lastValue?.status ?? '';
  const { error, busy } = drawing;

  return (
    <div
      onPointerDownCapture={activate}
      onFocusCapture={activate}
      onKeyDownCapture={activate}
      data-tool={SLUG}
      data-ready={mounted || undefined}
      data-pending={drawing.pending || undefined}
    >
      <div className={classes.options}>
        <NativeSelect
          label="Layout engine"
          value={state.engine}
          data={ENGINES.map((e) => ({ value: e.value, label: e.label }))}
          onChange={(e) => update({ engine: e.currentTarget.value })}
          w={220}
        />
        <NativeSelect
          label="Example"
          value=""
          data={[{ value: '', label: 'Load an example…', disabled: true }, ...EXAMPLES.map((ex) => ({ value: ex.id, label: ex.label }))]}
          onChange={(e) => {
            const ex = EXAMPLES.find((x) => x.id === e.currentTarget.value);
            if (ex) update({ dot: ex.dot, engine: ex.engine });
          }}
          w={240}
        />
      </div>
      <div className={classes.panes}>
        <section aria-label="DOT pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>DOT</h2>
            <Group gap={6}>
              <OpenFileButton accept=".dot,.gv,text/vnd.graphviz,text/plain" onFile={async (f) => update({ dot: await f.text() })} />
              <ClearButton onClick={() => update({ dot: '' })} />
              <ShareButton slug={SLUG} state={state} />
            </Group>
          </div>
          <CodeEditor label="Input" value={state.dot} onChange={(dot) => update({ dot })} placeholder="digraph { a -> b }" height={480} />
          <ErrorPanel error={error} />
        </section>
        <section aria-label="Diagram pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Diagram</h2>
          </div>
          <DiagramPreview svg={diagram} stale={error != null} filename="graph" placeholder="Type a graph to see it here." />
        </section>
      </div>
      <div className={classes.status} aria-live="polite">
        {status ||
          (needsEngine
            ? 'Loading Graphviz…'
            : 'Sample graph (dot layout). Edit it, pick an example or change the engine: Graphviz loads when you start.')}
        {busy ? ' · laying out…' : ''}
      </div>
    </div>
  );
}
