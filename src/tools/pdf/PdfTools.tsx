'use client';

import { Button, Group } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { downloadBlob } from '@/components/kit/actions';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { CheckField, SelectField, TextField } from '@/components/kit/Fields';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { useWorkerRunner } from '@/components/kit/use-worker-runner';
import { bytesToBase64 } from '@/lib/base64';
import { decodeBase64Text, formatBytes } from '@/lib/bytes-text';
import { fail, type ToolError } from '@/lib/result';
import type { ToolSlug } from '@/registry/tools';
import { addAngle, formatPages, pluralPages } from './pdf.core';
import type { PdfJob, PdfJobResult } from './pdf.engine';
import { SAMPLE_NAME, SAMPLE_PDF_BASE64 } from './pdf.sample';

const SLUG: ToolSlug = 'pdf/tools';

/** One opened file as saved: its bytes as Base64 while they fit the saved state, else '' (opened again after a reload). */
interface SavedFile {
  id: string;
  name: string;
  size: number;
  data: string;
}

const defaults = {
  files: [] as SavedFile[],
  order: '',
  rotations: {} as Record<string, number>,
  rotateAll: '0',
  split: 'none',
  splitRanges: '',
  view: 'pages',
};

/** Files are kept across reloads (IndexedDB) up to this many bytes in all; share links carry files up to SHARE_LIMIT. */
const KEEP_LIMIT = 10 * 1024 * 1024;
const SHARE_LIMIT = 64 * 1024;
/** Thumbnails are drawn for this many pages at most. */
const MAX_THUMBS = 60;

const ROTATE_ALL = [
  { value: '0', label: 'No turn' },
  { value: '90', label: '90° clockwise' },
  { value: '180', label: '180°' },
  { value: '270', label: '90° anticlockwise (270°)' },
];
const SPLITS = [
  { value: 'none', label: 'One PDF' },
  { value: 'every', label: 'Split: every page' },
  { value: 'ranges', label: 'Split: by ranges' },
];

let nextId = 0;
const newId = () => `${Date.now().toString(36)}-${(nextId++).toString(36)}`;
const worker = () => new Worker(new URL('./pdf.worker.ts', import.meta.url));

/** The output's pages drawn small by pdf.js, in a grid with a turn, move and delete button each; drag to reorder. */
function Thumbnails({
  pdf,
  order,
  onRotate,
  onDelete,
  onMove,
}: {
  pdf: Uint8Array;
  order: number[];
  onRotate: (index: number, turn: number) => void;
  onDelete: (index: number) => void;
  onMove: (from: number, to: number) => void;
}) {
  // The drawings belong to the PDF they were drawn from: a new result starts with none.
  const [drawn, setDrawn] = useState<{ pdf: Uint8Array; urls: string[]; failed: string | null }>({ pdf, urls: [], failed: null });
  const images = drawn.pdf === pdf ? drawn.urls : [];
  const failed = drawn.pdf === pdf ? drawn.failed : null;
  const dragged = useRef<number | null>(null);
  useEffect(() => {
    let cancelled = false;
    const urls: string[] = [];
    const setFailed = (message: string) => setDrawn({ pdf, urls: [...urls], failed: message });
    void (async () => {
      const { openPdfJs } = await import('./pdf.text');
      const doc = await openPdfJs('the result', pdf);
      if (cancelled) return;
      if (!doc.ok) return setFailed(doc.error.message);
      try {
        const count = Math.min(doc.value.numPages, MAX_THUMBS);
        for (let n = 1; n <= count && !cancelled; n++) {
          const page = await doc.value.getPage(n);
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: 150 / Math.max(base.width, base.height) });
          const canvas = document.createElement('canvas');
          canvas.width = Math.ceil(viewport.width);
          canvas.height = Math.ceil(viewport.height);
          await page.render({ canvas, viewport }).promise;
          if (cancelled) break;
          urls.push(canvas.toDataURL('image/png'));
          setDrawn({ pdf, urls: [...urls], failed: null });
          page.cleanup();
        }
      } catch (e) {
        if (!cancelled) setFailed(e instanceof Error ? e.message : String(e));
      } finally {
        void doc.value.destroy();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [pdf]);

  const drop = (to: number) => (e: DragEvent) => {
    e.preventDefault();
    if (dragged.current !== null && dragged.current !== to) onMove(dragged.current, to);
    dragged.current = null;
  };

  return (
    <>
      {failed && <p style={{ fontSize: 13 }}>The thumbnails could not be drawn: {failed}</p>}
      <ol aria-label="Pages" style={{ listStyle: 'none', padding: 0, margin: '8px 0', display: 'flex', flexWrap: 'wrap', gap: 10 }}>
        {order.map((source, i) => (
          <li
            key={`${i}-${source}`}
            aria-label={`Page ${i + 1} (page ${source} of the input)`}
            draggable
            onDragStart={() => (dragged.current = i)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={drop(i)}
            style={{ width: 164, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, padding: 6, fontSize: 12 }}
          >
            <div
              style={{ height: 150, display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'var(--mantine-color-gray-light)' }}
            >
              {i < MAX_THUMBS && images[i] ? (
                // eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn in the page
                <img src={images[i]!} alt={`Page ${i + 1}`} style={{ maxWidth: 150, maxHeight: 150 }} draggable={false} />
              ) : (
                <span>{i < MAX_THUMBS ? '…' : `page ${i + 1}`}</span>
              )}
            </div>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 4 }}>
              <span>
                {i + 1}
                {source !== i + 1 ? ` (was ${source})` : ''}
              </span>
              <span>
                <button type="button" aria-label={`Turn page ${i + 1} anticlockwise`} title="Turn anticlockwise" onClick={() => onRotate(i, -90)}>
                  ⟲
                </button>
                <button type="button" aria-label={`Turn page ${i + 1} clockwise`} title="Turn clockwise" onClick={() => onRotate(i, 90)}>
                  ⟳
                </button>
                <button type="button" aria-label={`Move page ${i + 1} left`} title="Move left" disabled={i === 0} onClick={() => onMove(i, i - 1)}>
                  ←
                </button>
                <button
                  type="button"
                  aria-label={`Move page ${i + 1} right`}
                  title="Move right"
                  disabled={i === order.length - 1}
                  onClick={() => onMove(i, i + 1)}
                >
                  →
                </button>
                <button type="button" aria-label={`Delete page ${i + 1}`} title="Delete" disabled={order.length === 1} onClick={() => onDelete(i)}>
                  ✕
                </button>
              </span>
            </div>
          </li>
        ))}
      </ol>
      {order.length > MAX_THUMBS && <p style={{ fontSize: 13 }}>Thumbnails are drawn for the first {MAX_THUMBS} pages.</p>}
    </>
  );
}

export default function PdfTools() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  /** The bytes of each opened file by id: files restored from a reload or a link are decoded from Base64 once. */
  const [cache] = useState(() => new Map<string, Uint8Array>());
  const [openError, setOpenError] = useState<ToolError | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const runner = useWorkerRunner<PdfJob, PdfJobResult>(worker);
  const bytesOf = (f: SavedFile): Uint8Array | undefined => {
    let b = cache.get(f.id);
    if (!b && f.data) {
      const decoded = decodeBase64Text(f.data);
      // A damaged saved file becomes an empty one, which the run reports as not a PDF.
      b = decoded.ok ? decoded.value : new Uint8Array(0);
      cache.set(f.id, b);
    }
    return b;
  };
  const bytes = Object.fromEntries(state.files.flatMap((f) => (bytesOf(f) ? [[f.id, bytesOf(f)!]] : []))) as Record<string, Uint8Array>;

  const present = state.files.filter((f) => bytes[f.id]);
  const lost = state.files.filter((f) => !f.data && !bytes[f.id]);
  const split = state.split === 'every' || state.split === 'ranges' ? state.split : 'none';
  const rotateAll = Number(state.rotateAll) || 0;
  const job: PdfJob = {
    files: present.map((f) => ({ name: f.name, bytes: bytes[f.id] })),
    order: state.order,
    rotations: state.rotations,
    rotateAll,
    split,
    splitRanges: state.splitRanges,
  };

  const run = useToolRun<PdfJobResult>({
    deps: [present.map((f) => f.id).join(','), state.order, JSON.stringify(state.rotations), rotateAll, split, state.splitRanges],
    enabled: present.length > 0,
    delay: 250,
    worker: runner,
    run: () => runner.run(job),
  });
  const result = present.length > 0 && !run.pending ? run.value : null;
  const shown = present.length > 0 ? run.lastValue : null;

  const text = useToolRun<string>({
    deps: [shown?.pdf ?? null, state.view],
    enabled: state.view === 'text' && !!shown,
    delay: 0,
    run: async ({ signal }) => {
      if (!shown) return fail('nothing to read');
      const { extractText } = await import('./pdf.text');
      return extractText(shown.pdf, '', 'the result', signal);
    },
  });

  const addFiles = async (list: FileList | File[]) => {
    const files = Array.from(list);
    if (files.length === 0) return;
    setOpenError(null);
    const added: SavedFile[] = [];
    const read: Record<string, Uint8Array> = {};
    let kept = state.files.reduce((n, f) => n + (f.data ? f.size : 0), 0);
    for (const file of files) {
      const b = new Uint8Array(await file.arrayBuffer());
      const id = newId();
      read[id] = b;
      const keep = kept + b.length <= KEEP_LIMIT;
      if (keep) kept += b.length;
      added.push({ id, name: file.name, size: b.length, data: keep ? bytesToBase64(b) : '' });
    }
    for (const [id, b] of Object.entries(read)) cache.set(id, b);
    // A new file changes the page numbering: the page order and turns start again.
    run.runNow();
    update({ files: [...state.files, ...added], order: '', rotations: {} });
  };

  const loadSample = () => {
    const b = decodeBase64Text(SAMPLE_PDF_BASE64);
    if (!b.ok) return;
    const id = newId();
    cache.set(id, b.value);
    setOpenError(null);
    run.runNow();
    update({
      files: [{ id, name: SAMPLE_NAME, size: b.value.length, data: SAMPLE_PDF_BASE64 }],
      order: '',
      rotations: {},
      rotateAll: '0',
      split: 'none',
      splitRanges: '',
    });
  };

  const setFiles = (files: SavedFile[]) => update({ files, order: '', rotations: {} });
  const moveFile = (i: number, to: number) => {
    const files = [...state.files];
    const [f] = files.splice(i, 1);
    files.splice(to, 0, f);
    setFiles(files);
  };

  // Page controls act on the output's pages; the page-order field and the turns are what they change.
  const order = shown?.order ?? [];
  const setOrder = (pages: number[]) => update({ order: formatPages(pages) });
  const onRotate = (i: number, turn: number) => {
    const n = String(order[i]);
    update({ rotations: { ...state.rotations, [n]: addAngle(state.rotations[n] ?? 0, turn) } });
  };
  const onDelete = (i: number) => setOrder(order.filter((_, k) => k !== i));
  const onMove = (from: number, to: number) => {
    const pages = [...order];
    const [p] = pages.splice(from, 1);
    pages.splice(to, 0, p);
    setOrder(pages);
  };

  const shareState = useMemo(
    () => () => Promise.resolve({ ...state, files: state.files.filter((f) => f.data && f.data.length <= SHARE_LIMIT) }),
    [state],
  );
  const outName = present.length === 1 ? present[0].name.replace(/\.pdf$/i, '') || 'document' : 'merged';
  const error = openError ?? (present.length > 0 && !run.pending ? run.error : null);
  const pending = run.pending || text.pending;

  return (
    <div
      data-tool={SLUG}
      data-ready={mounted || undefined}
      data-pending={pending || undefined}
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) e.preventDefault();
      }}
      onDrop={(e) => {
        if (e.dataTransfer.files.length > 0) {
          e.preventDefault();
          void addFiles(e.dataTransfer.files);
        }
      }}
    >
      <section aria-label="Files">
        <div className={classes.paneHeader}>
          <h2 className={classes.paneTitle}>Files</h2>
          <Group gap={6}>
            <Button size="compact-sm" variant="default" leftSection={<IconFileUpload size={14} />} onClick={() => picker.current?.click()}>
              Open PDFs or images
            </Button>
            <input
              ref={picker}
              type="file"
              multiple
              hidden
              aria-label="Open PDFs or images"
              accept=".pdf,application/pdf,image/png,image/jpeg"
              onChange={(e) => {
                const files = Array.from(e.currentTarget.files ?? []);
                e.currentTarget.value = '';
                void addFiles(files);
              }}
            />
            <SampleButton onClick={loadSample} />
            <ClearButton
              onClick={() => {
                setOpenError(null);
                update({ files: [], order: '', rotations: {}, splitRanges: '' });
              }}
            />
            <ShareButton slug={SLUG} state={shareState} />
          </Group>
        </div>
        {state.files.length === 0 ? (
          <p style={{ fontSize: 14 }}>
            Open or drop PDFs (several are merged in order) or PNG and JPEG images (each becomes a page). Everything happens in your browser: no file
            is uploaded.
          </p>
        ) : (
          <ol aria-label="Opened files" style={{ fontSize: 14, paddingLeft: 20 }}>
            {state.files.map((f, i) => (
              <li key={f.id}>
                {f.name} · {formatBytes(f.size)}
                {shown && present.indexOf(f) >= 0 && shown.pageCounts[present.indexOf(f)] !== undefined
                  ? ` · ${pluralPages(shown.pageCounts[present.indexOf(f)])}`
                  : ''}
                {lost.includes(f) ? ' · too large to keep across reloads: open it again' : ''}{' '}
                <button type="button" aria-label={`Move ${f.name} up`} disabled={i === 0} onClick={() => moveFile(i, i - 1)}>
                  ↑
                </button>
                <button type="button" aria-label={`Move ${f.name} down`} disabled={i === state.files.length - 1} onClick={() => moveFile(i, i + 1)}>
                  ↓
                </button>
                <button type="button" aria-label={`Remove ${f.name}`} onClick={() => setFiles(state.files.filter((x) => x.id !== f.id))}>
                  ✕
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className={classes.options}>
        <TextField label="Page order" value={state.order} onChange={(order) => update({ order })} width={220} />
        <SelectField label="Turn every page" value={state.rotateAll} data={ROTATE_ALL} onChange={(rotateAll) => update({ rotateAll })} />
        <SelectField label="Output" value={split} data={SPLITS} onChange={(s) => update({ split: s })} />
        {split === 'ranges' && (
          <TextField label="Split ranges" value={state.splitRanges} onChange={(splitRanges) => update({ splitRanges })} width={180} />
        )}
        <CheckField label="Show text" checked={state.view === 'text'} onChange={(on) => update({ view: on ? 'text' : 'pages' })} />
      </div>
      <p style={{ fontSize: 12, margin: '2px 0 6px' }}>
        Page order: pages over all files in a row, such as 1-3,5,8- (8- runs to the end; a page left out is deleted; empty means all).
      </p>
      <ErrorPanel error={error} />
      <section aria-label="Result">
        <div className={classes.paneHeader}>
          <h2 className={classes.paneTitle} aria-live="polite">
            {present.length === 0
              ? 'Result'
              : run.busy
                ? 'Result: working…'
                : result
                  ? `Result: ${pluralPages(result.order.length)} · ${formatBytes(result.pdf.length)}${result.zip ? ` · ${result.parts.length} files in the ZIP` : ''}`
                  : 'Result'}
          </h2>
          <Group gap={6}>
            <Button
              size="compact-sm"
              variant="default"
              disabled={!result}
              onClick={() => result && void downloadBlob(result.pdf as Uint8Array<ArrayBuffer>, `${outName}-edited.pdf`, 'application/pdf')}
            >
              Download PDF
            </Button>
            {split !== 'none' && (
              <Button
                size="compact-sm"
                variant="default"
                disabled={!result?.zip}
                onClick={() => result?.zip && void downloadBlob(result.zip as Uint8Array<ArrayBuffer>, `${outName}-split.zip`, 'application/zip')}
              >
                Download ZIP
              </Button>
            )}
          </Group>
        </div>
        {shown && result && result.parts.length > 0 && (
          <ul aria-label="Split files" style={{ fontSize: 13 }}>
            {result.parts.map((p) => (
              <li key={p.name}>
                <button type="button" onClick={() => void downloadBlob(p.bytes as Uint8Array<ArrayBuffer>, p.name, 'application/pdf')}>
                  {p.name}
                </button>{' '}
                {formatBytes(p.bytes.length)}
              </li>
            ))}
          </ul>
        )}
        {state.view === 'text' && shown ? (
          <TextView text={text.value} error={text.error} busy={text.busy} name={outName} />
        ) : shown ? (
          <Thumbnails pdf={shown.pdf} order={order} onRotate={onRotate} onDelete={onDelete} onMove={onMove} />
        ) : null}
      </section>
    </div>
  );
}

/** The text of each page under its number, with copy and download (pages end with a form feed in the file). */
function TextView({ text, error, busy, name }: { text: string | null; error: ToolError | null; busy: boolean; name: string }) {
  const pages = useMemo(() => (text ? text.split('\f').slice(0, -1) : []), [text]);
  return (
    <div>
      <Group gap={6} my={6}>
        <CopyButton text={text ? pages.join('\n') : ''} label="Copy text" disabled={!text} />
        <Button size="compact-sm" variant="default" disabled={!text} onClick={() => text && void downloadBlob(text, `${name}.txt`, 'text/plain')}>
          Download text
        </Button>
        {busy && <span aria-live="polite">reading…</span>}
      </Group>
      <ErrorPanel error={error} />
      <div aria-label="Text" role="region">
        {pages.map((p, i) => (
          <section key={i} aria-label={`Text of page ${i + 1}`}>
            <h3 style={{ fontSize: 13, margin: '8px 0 2px' }}>Page {i + 1}</h3>
            <pre style={{ whiteSpace: 'pre-wrap', margin: 0, fontSize: 13 }}>{p.replace(/\n$/, '') || '(no text on this page)'}</pre>
          </section>
        ))}
      </div>
    </div>
  );
}
