'use client';

import { Button, Group } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { downloadBlob } from '@/components/kit/actions';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { useWorkerRunner } from '@/components/kit/use-worker-runner';
import { loadPurifier } from '@/lib/purify';
import type { Result } from '@/lib/result';
import type * as MarkdownCore from './markdown-editor.core';
import { MARKDOWN_CSS, sampleHtml, sampleMarkdown } from './markdown-editor.sample';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'markdown_editor';
const defaults = { input: sampleMarkdown };
const TIMEOUT_MS = 5_000;
const PANE_HEIGHT = 520;

type Sanitize = (html: string) => string;
let sanitizer: Promise<{ sanitize: Sanitize; core: typeof MarkdownCore }> | null = null;

/** DOMPurify and the export helpers load with the first document that is not the sample. */
function loadSanitizer() {
  sanitizer ??= Promise.all([loadPurifier('markdown'), import('./markdown-editor.core')]).then(([purify, core]) => ({
    sanitize: core.createSanitizer(purify),
    core,
  }));
  return sanitizer;
}

/**
 * A large document's chunks are laid out only near the viewport (content-visibility), so the preview of a
 * megabyte costs no more to lay out than a screenful; each keeps its height once it has been seen.
 */
const CHUNK_CSS = `.markdown-body>.md-chunk{content-visibility:auto;contain-intrinsic-size:auto 1200px}
.markdown-body>div:first-child>:first-child{margin-top:0}`;

function stats(text: string): string {
  const words = text.trim() === '' ? 0 : text.trim().split(/\s+/).length;
  const minutes = Math.max(1, Math.round(words / 230));
  return `${words.toLocaleString('en')} ${words === 1 ? 'word' : 'words'} · ${text.length.toLocaleString('en')} characters · about ${minutes} min to read`;
}

/** Sanitising runs in slices of about this long, so the page answers between them however large the document. */
const SLICE_MS = 40;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Preview {
  /** Sanitised HTML, one entry per chunk of the document; joined, the whole preview. */
  chunks: string[];
  /** A large document, shown chunk by chunk (each chunk is laid out only when it nears the viewport). */
  chunked: boolean;
}
const samplePreview = { ok: true, value: { chunks: [sampleHtml], chunked: false } } satisfies Result<Preview>;
const markdownWorker = () => new Worker(new URL('./markdown-editor.worker.ts', import.meta.url));

export default function MarkdownEditor() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const [sourceOpen, setSourceOpen] = useState(false);
  const runner = useWorkerRunner<{ markdown: string }, string[]>(markdownWorker, { timeoutMs: TIMEOUT_MS });

  const input = state.input;
  const rendering = useToolRun<Preview>({
    deps: [input],
    known: input === sampleMarkdown ? samplePreview : null,
    worker: runner,
    delay: input.length > 200_000 ? 300 : 100,
    run: async ({ signal, partial }) => {
      const [r, { sanitize }] = await Promise.all([runner.run({ markdown: input }), loadSanitizer()]);
      if (!r.ok)
        return r.error.message.startsWith('Stopped after')
          ? { ok: false, error: { message: `Rendering was stopped after ${TIMEOUT_MS / 1000} s: the document is too large or too deeply nested.` } }
          : r;
      // The worker's HTML is never trusted: each chunk goes through DOMPurify before it touches the
      // page. A large document is sanitised a slice at a time and the preview fills in as it goes.
      const chunked = r.value.length > 1;
      const done: string[] = [];
      while (done.length < r.value.length) {
        const sliceStart = performance.now();
        while (done.length < r.value.length && performance.now() - sliceStart < SLICE_MS) done.push(sanitize(r.value[done.length]));
        if (done.length === r.value.length) break;
        partial({ chunks: done.slice(), chunked });
        await nextTask();
        signal.throwIfAborted();
      }
      return { ok: true, value: { chunks: done, chunked } };
    },
  });
  // A failed render (a timeout) keeps the last preview under its error.
  const preview = rendering.value ?? rendering.lastValue ?? samplePreview.value;
  const { error, busy } = rendering;

  const html = useMemo(() => preview.chunks.join(''), [preview]);

  const exportHtml = async () => {
    const { core } = await loadSanitizer();
    const title = core.titleOf(input);
    const name =
      title
        .replace(/[^\w\- ]+/g, '')
        .trim()
        .replace(/\s+/g, '-')
        .toLowerCase() || 'document';
    downloadBlob(core.standaloneHtml(title, html), `${name}.html`, 'text/html');
  };

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined} data-pending={rendering.pending || undefined}>
      <style>{`.markdown-body a{color:var(--mantine-color-anchor)}\n${MARKDOWN_CSS}\n${CHUNK_CSS}`}</style>
      <div className={classes.panes}>
        <section aria-label="Input pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Markdown</h2>
            <Group gap={6}>
              <SampleButton onClick={() => update({ input: sampleMarkdown })} />
              <OpenFileButton accept=".md,.markdown,.mdown,.txt,text/markdown,text/plain" onFile={async (f) => update({ input: await f.text() })} />
              <ClearButton onClick={() => update({ input: '' })} />
              <ShareButton slug={SLUG} state={state} />
            </Group>
          </div>
          <CodeEditor
            label="Input"
            value={input}
            onChange={(v) => update({ input: v })}
            height={PANE_HEIGHT}
            wrap
            placeholder="Write GitHub-flavoured markdown here"
          />
        </section>
        <section aria-label="Rendered pane">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Preview</h2>
            <Group gap={6}>
              <CopyButton text={html} label="Copy HTML" disabled={!html || busy} />
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconFileExport size={14} />}
                disabled={busy}
                onClick={() => void exportHtml()}
              >
                Export HTML
              </Button>
            </Group>
          </div>
          <section
            aria-label="Preview"
            className="markdown-body"
            style={{
              height: PANE_HEIGHT,
              overflow: 'auto',
              padding: '8px 16px',
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-sm)',
              fontSize: 15,
            }}
          >
            {preview.chunks.map((chunk, i) => (
              // Chunks are appended in order and never reordered while shown, so the index is their identity.
              <div key={i} className={preview.chunked ? 'md-chunk' : undefined} dangerouslySetInnerHTML={{ __html: chunk }} />
            ))}
          </section>
        </section>
      </div>
      <ErrorPanel error={error} />
      <div className={classes.status} aria-live="polite">
        {stats(input)}
        {busy ? ' · rendering…' : ''}
      </div>
      <details style={{ marginTop: 12 }} onToggle={(e) => setSourceOpen(e.currentTarget.open)}>
        <summary style={{ cursor: 'pointer', fontSize: 14 }}>HTML source of the preview</summary>
        {/* Mounted only while open: an editor of a large document's HTML costs time even when hidden. */}
        {sourceOpen && (
          <div style={{ marginTop: 8 }}>
            <CodeEditor label="HTML" value={html} readOnly language="html" height={300} wrap />
          </div>
        )}
      </details>
    </div>
  );
}
