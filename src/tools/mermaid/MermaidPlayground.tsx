'use client';

import { Button, Group, NativeSelect } from '@mantine/core';
import { useMemo, useState } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { requestEditorUpgrade } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, OpenFileButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import type { Mermaid as MermaidApi } from 'mermaid';
import type { Result } from '@/lib/result';
import { DiagramPreview } from '@/components/kit/DiagramPreview';
import { sanitizeDiagramSvg } from '@/lib/diagram-svg';
import { loadPurifier } from '@/lib/purify';
import { liveRenderLimit, MERMAID_CONFIG, parseMermaidError, SAMPLE_CODE, TEMPLATES } from './mermaid.core';
import { SAMPLE_MERMAID_SVG } from './mermaid.sample-output';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'diagrams/mermaidjs/playground';
/** The share link format is fixed: `#` + encodeURIComponent(JSON.stringify({ code })). */
const defaults = { code: SAMPLE_CODE };

let engine: Promise<MermaidApi> | null = null;
/** Mermaid (several MB) needs the DOM, so it runs here, loaded only once the tool is used. */
const loadMermaid = () =>
  (engine ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({ ...MERMAID_CONFIG });
    return mermaid;
  }));

let renderCount = 0;

const EMPTY_MESSAGE = 'The editor is empty: type a diagram such as "flowchart LR; A --> B", or pick a template.';

interface Drawn {
  /** The sanitised diagram. */
  svg: string;
  /** What the status line says of it: its type and how long it took. */
  status: string;
}

/** Parses and draws `code` (Mermaid needs the DOM, so this runs on the page), giving Mermaid's errors with their line. */
async function draw(code: string, signal: AbortSignal): Promise<Result<Drawn>> {
  const started = performance.now();
  try {
    const mermaid = await loadMermaid();
    signal.throwIfAborted();
    let type = '';
    try {
      const parsed = await mermaid.parse(code);
      type = parsed ? parsed.diagramType : '';
    } catch (e) {
      return { ok: false, error: parseMermaidError(messageOf(e)) };
    }
    // Drawing is the long part: a stale run stops before it.
    signal.throwIfAborted();
    const { svg } = await mermaid.render(`mermaid-diagram-${++renderCount}`, code);
    const clean = sanitizeDiagramSvg(svg, await loadPurifier('diagram-svg'));
    return { ok: true, value: { svg: clean, status: `${type || 'Diagram'} · ${Math.round(performance.now() - started)} ms` } };
  } catch (e) {
    if (signal.aborted) throw e;
    return { ok: false, error: parseMermaidError(messageOf(e)) };
  }
}

function messageOf(e: unknown): string {
  if (e instanceof Error) return e.message;
  if (e && typeof e === 'object' && 'str' in e) return String((e as { str: unknown }).str);
  return String(e);
}

export default function MermaidPlayground() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  // The sample's diagram is prerendered; Mermaid loads once the user touches the tool or the code differs.
  const [active, setActive] = useState(false);
  /** The code the visitor asked to draw with Render: one too large to draw as it is typed (liveRenderLimit). */
  const [requested, setRequested] = useState<string | null>(null);
  const limit = useMemo(() => liveRenderLimit(state.code), [state.code]);
  const held = limit !== null && requested !== state.code;
  const activate = () => {
    requestEditorUpgrade();
    setActive(true);
  };

  const needsEngine = active || state.code !== SAMPLE_CODE;
  const code = state.code;
  const drawing = useToolRun<Drawn>({
    deps: [code],
    // A large diagram (a share link, a paste) would block the page for seconds, on every visit: it waits for Render.
    enabled: needsEngine && !held,
    // Rendering runs on the main thread: wait until typing pauses.
    delay: requested === code ? 0 : 400,
    run: ({ signal }) => (code.trim() ? draw(code, signal) : { ok: false, error: { message: EMPTY_MESSAGE } }),
  });
  // A failed drawing keeps the last diagram in view, marked stale, under its error.
  const diagram = drawing.lastValue?.svg ?? SAMPLE_MERMAID_SVG;
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
          label="Template"
          value=""
          data={[{ value: '', label: 'Start from a template…', disabled: true }, ...TEMPLATES.map((t) => ({ value: t.id, label: t.label }))]}
          onChange={(e) => {
            const t = TEMPLATES.find((x) => x.id === e.currentTarget.value);
            // Choosing a template is an interaction even without a pointer (keyboard, assistive tech):
            // without it, going back to the sample template would keep showing the previous diagram.
            activate();
            if (t) update({ code: t.code });
          }}
          w={260}
        />
      </div>
      <div className={classes.panes}>
        <section aria-label="Mermaid pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Mermaid</h2>
            <Group gap={6}>
              <OpenFileButton accept=".mmd,.mermaid,.md,text/plain" onFile={async (f) => update({ code: await f.text() })} />
              <ClearButton onClick={() => update({ code: '' })} />
              <ShareButton slug={SLUG} state={state} />
            </Group>
          </div>
          <CodeEditor label="Input" value={state.code} onChange={(code) => update({ code })} placeholder="flowchart LR; A --> B" height={480} />
          <ErrorPanel error={held ? null : error} />
          {held && (
            <Group gap={8} mt={6} wrap="nowrap" align="center">
              <p className={classes.status} style={{ flex: 1, margin: 0 }}>
                {`${limit}: Mermaid draws on the page itself, which stops responding until it is done (seconds for a diagram this size). Press Render to draw it.`}
              </p>
              <Button size="xs" onClick={() => setRequested(state.code)}>
                Render
              </Button>
            </Group>
          )}
        </section>
        <section aria-label="Diagram pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Diagram</h2>
          </div>
          <DiagramPreview
            svg={held ? null : diagram}
            stale={error != null}
            filename="mermaid-diagram"
            placeholder={held ? 'Press Render under the code to draw this diagram.' : 'Type a diagram to see it here.'}
          />
        </section>
      </div>
      <div className={classes.status} aria-live="polite">
        {held
          ? 'Not drawn yet: press Render.'
          : status || (needsEngine ? 'Loading Mermaid…' : 'Sample flowchart. Edit it or pick a template: Mermaid loads when you start.')}
        {busy && !held ? ' · rendering…' : ''}
      </div>
    </div>
  );
}
