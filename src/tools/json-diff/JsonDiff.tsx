'use client';

import { DropPane } from '@/components/kit/DropPane';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { requestEditorUpgrade } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import kit from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, DownloadButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import type { Result, ToolError } from '@/lib/result';
import { CancelledError, createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import { stringifyDeep } from '@/lib/stringify-deep';
import { diffJson, type JsonChange, type JsonDiff as Diff } from './json-diff.core';
import { prettyLines, type LineMark, type ViewLine } from './side-by-side';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'json/diff';
const WORKER_THRESHOLD = 200_000;
/** Largest pair of documents drawn side by side (the change list works at any size). */
const VIEW_LIMIT = 1_000_000;
const VIEW_LINES = 3000;
const LIST_LIMIT = 2000;
const LINE_HEIGHT = 18;

const sampleLeft = `{
  "id": 1042,
  "name": "Ada Lovelace",
  "email": "ada@example.com",
  "roles": ["admin", "editor"],
  "address": { "city": "London", "zip": "N1 9GU" },
  "active": true,
  "lastLogin": "2024-05-01T09:12:00Z"
}`;

const sampleRight = `{
  "id": 1042,
  "name": "Ada King",
  "email": "ada@example.com",
  "roles": ["admin"],
  "address": { "city": "London", "zip": "N1 9GU", "country": "GB" },
  "active": "yes",
  "lastLogin": "2024-05-14T17:40:00Z"
}`;

const defaults = { left: sampleLeft, right: sampleRight };

let runner: WorkerRunner<{ left: string; right: string }, Diff> | null = null;

/** Small documents are compared here; large ones in a worker so typing never stalls. */
function compare(left: string, right: string): Result<Diff> | Promise<Result<Diff>> {
  if (left.length + right.length <= WORKER_THRESHOLD) return diffJson(left, right);
  runner ??= createWorkerRunner(() => new Worker(new URL('./json-diff.worker.ts', import.meta.url)));
  return runner.run({ left, right });
}

const SYMBOL: Record<JsonChange['kind'], string> = { added: '+', removed: '-', changed: '~' };
const COLOR: Record<JsonChange['kind'], string> = {
  added: 'var(--mantine-color-green-text)',
  removed: 'var(--mantine-color-red-text)',
  changed: 'var(--mantine-color-yellow-text)',
};
const BACKGROUND: Record<Exclude<LineMark, ''>, string> = {
  added: 'var(--mantine-color-green-light)',
  removed: 'var(--mantine-color-red-light)',
  changed: 'var(--mantine-color-yellow-light)',
};

function valueText(v: unknown, max = Infinity): string {
  const s = stringifyDeep(v, 0);
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** "~ $.age: 36 → 37", "+ $.tags[2]: "x"", "- $.gone: true". */
function changeLine(c: JsonChange, max = Infinity): string {
  if (c.kind === 'added') return `+ ${c.path}: ${valueText(c.right, max)}`;
  if (c.kind === 'removed') return `- ${c.path}: ${valueText(c.left, max)}`;
  return `~ ${c.path}: ${valueText(c.left, max)} → ${valueText(c.right, max)}`;
}

const changesText = (d: Diff) => (d.equal ? 'The documents are equal.' : d.changes.map((c) => changeLine(c)).join('\n'));

interface Outcome {
  diff: Diff | null;
  error: ToolError | null;
  ms: number | null;
  /** The documents the diff was computed from (the editors may already hold newer text). */
  left: string;
  right: string;
}

function toOutcome(r: Result<Diff>, left: string, right: string, ms: number | null): Outcome {
  return r.ok ? { diff: r.value, error: null, ms, left, right } : { diff: null, error: r.error, ms, left, right };
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return undefined;
  }
}

/** Index of the line showing `path`, or else of its nearest ancestor that the document has. */
function lineOf(lines: readonly ViewLine[], path: string): number {
  let best = -1;
  let bestLength = -1;
  for (let i = 0; i < lines.length; i++) {
    const p = lines[i].path;
    if (p === path) return i;
    if (p.length > bestLength && path.startsWith(p) && (path[p.length] === '.' || path[p.length] === '[')) {
      best = i;
      bestLength = p.length;
    }
  }
  return best;
}

function DocumentView({ label, lines, truncated, focus }: { label: string; lines: ViewLine[]; truncated: boolean; focus: string | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus === null || !box.current) return;
    const i = lineOf(lines, focus);
    if (i >= 0) box.current.scrollTop = Math.max(0, i * LINE_HEIGHT - 120);
  }, [focus, lines]);
  return (
    <section aria-label={label}>
      <div className={kit.paneHeader}>
        <h3 className={kit.paneTitle}>{label}</h3>
      </div>
      <div
        ref={box}
        style={{
          maxHeight: 420,
          overflow: 'auto',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 4,
          fontFamily: 'var(--mantine-font-family-monospace)',
          fontSize: 12,
        }}
      >
        {lines.map((l, i) => (
          <div
            key={i}
            data-mark={l.mark || undefined}
            style={{
              height: LINE_HEIGHT,
              lineHeight: `${LINE_HEIGHT}px`,
              whiteSpace: 'pre',
              padding: '0 8px',
              background: l.mark ? BACKGROUND[l.mark] : undefined,
              outline: focus !== null && l.path === focus ? '1px solid var(--mantine-color-default-border)' : undefined,
            }}
          >
            {l.text}
          </div>
        ))}
        {truncated && <div style={{ padding: '4px 8px', color: 'var(--mantine-color-dimmed)' }}>… the view stops after {VIEW_LINES} lines</div>}
      </div>
    </section>
  );
}

function SideBySide({ left, right, diff, focus }: { left: string; right: string; diff: Diff; focus: string | null }) {
  const views = useMemo(() => {
    if (left.length + right.length > VIEW_LIMIT) return null;
    const l = parseOrNull(left);
    const r = parseOrNull(right);
    if (l === undefined || r === undefined) return null;
    const leftMarks = new Map<string, LineMark>();
    const rightMarks = new Map<string, LineMark>();
    for (const c of diff.changes) {
      if (c.kind !== 'added') leftMarks.set(c.path, c.kind);
      if (c.kind !== 'removed') rightMarks.set(c.path, c.kind);
    }
    return { left: prettyLines(l, leftMarks, VIEW_LINES), right: prettyLines(r, rightMarks, VIEW_LINES) };
  }, [left, right, diff]);
  if (!views) {
    return <p className={kit.status}>The documents are too large to draw side by side; the list above has every change.</p>;
  }
  return (
    <div className={kit.panes}>
      <DocumentView label="Left document" lines={views.left.lines} truncated={views.left.truncated} focus={focus} />
      <DocumentView label="Right document" lines={views.right.lines} truncated={views.right.truncated} focus={focus} />
    </div>
  );
}

function Pane({ title, value, onChange, actions }: { title: 'Left' | 'Right'; value: string; onChange: (v: string) => void; actions: ReactNode }) {
  return (
    <DropPane
      label={`${title} pane`}
      onFile={(file) => {
        requestEditorUpgrade();
        void file.text().then(onChange);
      }}
    >
      <div className={kit.paneHeader}>
        <h2 className={kit.paneTitle}>{title}</h2>
        <Group gap={6}>
          {actions}
          <OpenFileButton accept=".json,application/json,text/plain" onFile={async (f) => onChange(await f.text())} />
          <ClearButton onClick={() => onChange('')} />
        </Group>
      </div>
      <CodeEditor label={title} value={value} onChange={onChange} language="json" height={300} placeholder="Paste a JSON document, or drop a file" />
    </DropPane>
  );
}

type KindFilter = 'all' | JsonChange['kind'];

export default function JsonDiff() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>(() => toOutcome(diffJson(sampleLeft, sampleRight), sampleLeft, sampleRight, null));
  const [busy, setBusy] = useState(false);
  const [kind, setKind] = useState<KindFilter>('all');
  const [query, setQuery] = useState('');
  const [focus, setFocus] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const { left, right } = state;
    const size = left.length + right.length;
    const timer = window.setTimeout(
      async () => {
        const started = performance.now();
        setBusy(true);
        try {
          const r = await compare(left, right);
          if (!cancelled) setOutcome(toOutcome(r, left, right, Math.round(performance.now() - started)));
        } catch (e) {
          if (!cancelled && !(e instanceof CancelledError))
            setOutcome({ diff: null, error: { message: e instanceof Error ? e.message : String(e) }, ms: null, left, right });
        } finally {
          if (!cancelled) setBusy(false);
        }
      },
      size > 1_000_000 ? 400 : size > 50_000 ? 250 : 120,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [state]);

  const diff = outcome.diff;
  const counts = useMemo(() => {
    const c = { added: 0, removed: 0, changed: 0 };
    for (const ch of diff?.changes ?? []) c[ch.kind]++;
    return c;
  }, [diff]);
  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (diff?.changes ?? []).filter((c) => (kind === 'all' || c.kind === kind) && (q === '' || c.path.toLowerCase().includes(q)));
  }, [diff, kind, query]);
  const text = diff ? changesText(diff) : '';

  const status = diff
    ? `${diff.equal ? 'Equal' : `${diff.changes.length} ${diff.changes.length === 1 ? 'change' : 'changes'}: ${counts.added} added, ${counts.removed} removed, ${counts.changed} changed`}${
        outcome.ms != null ? ` · ${outcome.ms} ms` : ''
      }`
    : '';

  return (
    <div
      onPointerDownCapture={requestEditorUpgrade}
      onFocusCapture={requestEditorUpgrade}
      onKeyDownCapture={requestEditorUpgrade}
      data-tool={SLUG}
      data-ready={mounted || undefined}
    >
      <div className={kit.panes}>
        <Pane
          title="Left"
          value={state.left}
          onChange={(left) => update({ left })}
          actions={
            <>
              <SampleButton onClick={() => update({ left: sampleLeft, right: sampleRight })} />
              <ShareButton slug={SLUG} state={state} />
            </>
          }
        />
        <Pane
          title="Right"
          value={state.right}
          onChange={(right) => update({ right })}
          actions={
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconArrowsLeftRight size={14} />}
              onClick={() => update({ left: state.right, right: state.left })}
            >
              Swap
            </Button>
          }
        />
      </div>
      <ErrorPanel error={outcome.error} />

      <div className={kit.paneHeader} style={{ marginTop: 16 }}>
        <h2 className={kit.paneTitle}>Changes</h2>
        <Group gap={8}>
          <NativeSelect
            size="xs"
            aria-label="Show changes"
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as KindFilter)}
            data={[
              { value: 'all', label: `All (${diff?.changes.length ?? 0})` },
              { value: 'added', label: `Added (${counts.added})` },
              { value: 'removed', label: `Removed (${counts.removed})` },
              { value: 'changed', label: `Changed (${counts.changed})` },
            ]}
          />
          <TextInput
            size="xs"
            aria-label="Filter by path"
            placeholder="Filter by path"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            w={180}
          />
          <CopyButton text={text} disabled={!diff} />
          <DownloadButton
            data={() => stringifyDeep(diff?.changes ?? [], 2)}
            filename="json-diff.json"
            mime="application/json"
            disabled={!diff || diff.equal}
          />
        </Group>
      </div>
      <section
        aria-label="Output"
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 4,
          maxHeight: 360,
          overflow: 'auto',
          fontFamily: 'var(--mantine-font-family-monospace)',
          fontSize: 13,
        }}
      >
        {!diff ? (
          <p style={{ margin: 0, padding: '8px 12px', color: 'var(--mantine-color-dimmed)' }}>Fix the JSON above to see the changes.</p>
        ) : diff.equal ? (
          <p role="status" style={{ margin: 0, padding: '8px 12px', color: 'var(--mantine-color-green-text)' }}>
            The documents are equal: same keys and values (key order and formatting are ignored).
          </p>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: '4px 0' }}>
            {visible.slice(0, LIST_LIMIT).map((c, i) => (
              <li key={i} data-kind={c.kind} title={c.kind}>
                <button
                  type="button"
                  onClick={() => setFocus(c.path)}
                  title="Show in the documents below"
                  style={{
                    all: 'unset',
                    display: 'block',
                    cursor: 'pointer',
                    padding: '2px 12px',
                    wordBreak: 'break-all',
                    width: '100%',
                    boxSizing: 'border-box',
                  }}
                >
                  <span style={{ color: COLOR[c.kind], fontWeight: 700 }}>{SYMBOL[c.kind]}</span> <span style={{ fontWeight: 600 }}>{c.path}</span>:{' '}
                  {c.kind !== 'added' && <span style={{ color: c.kind === 'removed' ? COLOR.removed : undefined }}>{valueText(c.left, 200)}</span>}
                  {c.kind === 'changed' && ' → '}
                  {c.kind !== 'removed' && <span style={{ color: c.kind === 'added' ? COLOR.added : undefined }}>{valueText(c.right, 200)}</span>}
                </button>
              </li>
            ))}
            {visible.length === 0 && <li style={{ padding: '2px 12px', color: 'var(--mantine-color-dimmed)' }}>No change matches the filter.</li>}
            {visible.length > LIST_LIMIT && (
              <li style={{ padding: '2px 12px', color: 'var(--mantine-color-dimmed)' }}>
                … {visible.length - LIST_LIMIT} more; Copy and Download include every change.
              </li>
            )}
          </ul>
        )}
      </section>
      <div className={kit.status} aria-live="polite">
        {status}
        {busy ? ' · working…' : ''}
      </div>

      {diff && !diff.equal && (
        <>
          <div className={kit.paneHeader} style={{ marginTop: 16 }}>
            <h2 className={kit.paneTitle}>Side by side</h2>
            <span style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)' }}>Click a change above to scroll to it.</span>
          </div>
          <SideBySide left={outcome.left} right={outcome.right} diff={diff} focus={focus} />
        </>
      )}
    </div>
  );
}
