'use client';

import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { TransformTool } from '@/components/kit/TransformTool';
import { CopyButton } from '@/components/kit/ToolActions';
import { ok, type Result } from '@/lib/result';
import {
  ancestorsOf,
  buildJsonTree,
  hasChildren,
  keyOf,
  keysTo,
  kindOf,
  pathOf,
  previewAt,
  searchJsonValue,
  valueAtKeys,
  visibleRows,
  type JsonTree,
} from './json-viewer.core';
import type { Doc } from './json-viewer.protocol';

const defaults = {};
const ROW = 22;
const HEIGHT = 480;
/** Browsers cap an element's height (Chromium near 33 million px): beyond this, scrolling is scaled. */
const MAX_SCROLL_PX = 10_000_000;
/** Documents this large are parsed, flattened and searched in a worker. */
const WORKER_CHARS = 200_000;

let serials = 0;

function localDoc(value: unknown): Doc {
  return {
    serial: ++serials,
    tree: buildJsonTree(value),
    search: async (query) => searchJsonValue(value, query),
    valueText: async (keys) => JSON.stringify(valueAtKeys(value, keys), null, 2) ?? '',
  };
}

/**
 * Small documents are parsed on the page (the prerendered sample's tree too); large ones in the worker.
 * The error locator loads only for a document that does not parse, keeping it out of the first load.
 */
function run(input: string): Result<Doc> | Promise<Result<Doc>> {
  if (input.length < WORKER_CHARS) {
    try {
      if (input.trim() !== '') return ok(localDoc(JSON.parse(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input)));
    } catch {
      // Located below.
    }
    return import('@/lib/json').then(({ parseJson }) => {
      const r = parseJson(input);
      return r.ok ? ok(localDoc(r.value)) : r;
    });
  }
  // The worker's client loads with the first large document (it is not needed to show the sample).
  return import('./json-viewer.client').then((m) => m.openInWorker(input, ++serials));
}

const sample = `{
  "store": {
    "name": "Corner Books",
    "open": true,
    "book": [
      { "title": "Sayings of the Century", "author": "Nigel Rees", "price": 8.95, "tags": ["quotes"] },
      { "title": "Moby Dick", "author": "Herman Melville", "price": 8.99, "isbn": "0-553-21311-3" }
    ],
    "address": { "street": "1 Main St", "city": "Springfield", "zip": null }
  }
}`;

const kindColor: Record<string, string> = {
  string: 'var(--mantine-color-green-text)',
  number: 'var(--mantine-color-blue-text)',
  boolean: 'var(--mantine-color-orange-text)',
  null: 'var(--mantine-color-dimmed)',
};

/** Which containers are folded: all below the root, or none, except the ones the user flipped. */
interface Fold {
  base: 'folded' | 'open';
  flipped: ReadonlySet<number>;
}

function isCollapsed(tree: JsonTree, fold: Fold, id: number): boolean {
  return hasChildren(tree, id) && (fold.base === 'folded' && tree.depth[id] >= 1) !== fold.flipped.has(id);
}

/** Whether a sorted list of ids holds `id`. */
function sortedHas(ids: readonly number[], id: number): boolean {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ids[mid] === id) return true;
    if (ids[mid] < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

function JsonTreeView({ doc }: { doc: Doc }) {
  const { tree } = doc;
  const [fold, setFold] = useState<Fold>(() => ({ base: tree.count > 200 ? 'folded' : 'open', flipped: new Set() }));
  const [selected, setSelected] = useState(0);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; hits: number[] }>({ query: '', hits: [] });
  const [hitIndex, setHitIndex] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let stale = false;
    if (query === '') return;
    doc.search(query).then(
      (hits) => {
        if (!stale) setFound({ query, hits });
      },
      () => undefined,
    );
    return () => {
      stale = true;
    };
  }, [doc, query]);
  const hits = query !== '' && found.query === query ? found.hits : [];

  const rows = useMemo(() => visibleRows(tree, (id) => isCollapsed(tree, fold, id)), [tree, fold]);
  // Scrolling is scaled when the rows are taller than a browser lets an element be.
  const fullHeight = rows.length * ROW;
  const boxHeight = Math.min(fullHeight, MAX_SCROLL_PX);
  const scale = fullHeight > boxHeight ? (fullHeight - HEIGHT) / (boxHeight - HEIGHT) : 1;
  const virtualTop = scrollTop * scale;

  const reveal = (id: number) => {
    const flipped = new Set(fold.flipped);
    for (const a of ancestorsOf(tree, id)) {
      if (!isCollapsed(tree, { ...fold, flipped }, a)) continue;
      if (flipped.has(a)) flipped.delete(a);
      else flipped.add(a);
    }
    const next = { ...fold, flipped };
    setFold(next);
    setSelected(id);
    const nextRows = visibleRows(tree, (n) => isCollapsed(tree, next, n));
    const index = nextRows.indexOf(id);
    const nextFull = nextRows.length * ROW;
    const nextScale = nextFull > MAX_SCROLL_PX ? (nextFull - HEIGHT) / (MAX_SCROLL_PX - HEIGHT) : 1;
    requestAnimationFrame(() => {
      if (index >= 0 && scroller.current) scroller.current.scrollTop = Math.max(0, index * ROW - HEIGHT / 2) / nextScale;
    });
  };

  const toggle = (id: number) =>
    setFold((f) => {
      const flipped = new Set(f.flipped);
      if (flipped.has(id)) flipped.delete(id);
      else flipped.add(id);
      return { ...f, flipped };
    });

  const first = Math.max(0, Math.floor(virtualTop / ROW) - 10);
  const last = Math.min(rows.length, Math.ceil((virtualTop + HEIGHT) / ROW) + 10);
  const node = selected < tree.count ? selected : 0;
  const shownRows = Array.from(rows.subarray(first, last));

  return (
    <div>
      <Group gap={6} mb={6} wrap="wrap">
        <TextInput
          size="xs"
          aria-label="Search keys and values"
          placeholder="Search keys and values"
          leftSection={<IconSearch size={14} />}
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setHitIndex(0);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && hits.length) {
              const i = (hitIndex + (e.shiftKey ? hits.length - 1 : 1)) % hits.length;
              setHitIndex(i);
              reveal(hits[i]);
            }
          }}
          w={220}
        />
        {query && found.query === query && (
          <span style={{ fontSize: 12 }} aria-live="polite">
            {hits.length.toLocaleString('en-US')} {hits.length === 1 ? 'match' : 'matches'}
          </span>
        )}
        {hits.length > 0 && (
          <Button size="compact-xs" variant="default" onClick={() => reveal(hits[hitIndex % hits.length])}>
            Show match {(hitIndex % hits.length) + 1}
          </Button>
        )}
        <Button size="compact-xs" variant="default" onClick={() => setFold({ base: 'open', flipped: new Set() })}>
          Expand all
        </Button>
        <Button size="compact-xs" variant="default" onClick={() => setFold({ base: 'folded', flipped: new Set() })}>
          Collapse all
        </Button>
      </Group>
      <div
        ref={scroller}
        role="tree"
        aria-label="Output"
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        style={{
          height: HEIGHT,
          overflow: 'auto',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 4,
          fontFamily: 'var(--mantine-font-family-monospace)',
          fontSize: 13,
        }}
      >
        <div style={{ height: boxHeight, position: 'relative' }}>
          {shownRows.map((id, i) => {
            const open = hasChildren(tree, id) && !isCollapsed(tree, fold, id);
            const key = keyOf(tree, id);
            const kind = kindOf(tree, id);
            return (
              <div
                key={id}
                role="treeitem"
                aria-level={tree.depth[id] + 1}
                aria-expanded={hasChildren(tree, id) ? open : undefined}
                aria-selected={id === node}
                onClick={() => setSelected(id)}
                style={{
                  position: 'absolute',
                  top: scrollTop + (first + i) * ROW - virtualTop,
                  height: ROW,
                  left: 0,
                  right: 0,
                  paddingLeft: 4 + tree.depth[id] * 16,
                  whiteSpace: 'nowrap',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 4,
                  cursor: 'default',
                  background:
                    id === node ? 'var(--mantine-primary-color-light)' : sortedHas(hits, id) ? 'var(--mantine-color-yellow-light)' : undefined,
                }}
              >
                {hasChildren(tree, id) ? (
                  <ActionIcon size={16} variant="subtle" aria-label={open ? 'Collapse' : 'Expand'} onClick={() => toggle(id)}>
                    {open ? <IconChevronDown size={12} /> : <IconChevronRight size={12} />}
                  </ActionIcon>
                ) : (
                  <span style={{ width: 16 }} />
                )}
                {key !== null && <span>{typeof key === 'number' ? key : JSON.stringify(key)}:</span>}
                <span style={{ color: kindColor[kind] }}>{previewAt(tree, id)}</span>
              </div>
            );
          })}
        </div>
      </div>
      <Group gap={6} mt={6} wrap="nowrap" align="center">
        <code aria-label="Selected path" style={{ fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 1 }}>
          {pathOf(tree, node)}
        </code>
        <CopyButton text={pathOf(tree, node)} label="Copy path" />
        <CopyButton text={() => doc.valueText(keysTo(tree, node))} label="Copy value" />
      </Group>
      <p style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)', margin: '4px 0 0' }}>{tree.count.toLocaleString('en-US')} nodes</p>
    </div>
  );
}

export default function JsonViewer() {
  return (
    <TransformTool
      slug="json/viewer"
      sample={sample}
      defaultOptions={defaults}
      run={run}
      toText={() => ''}
      outputActions={false}
      inputLanguage="json"
      accept=".json,application/json,text/plain"
      download={{ filename: 'data.json', mime: 'application/json' }}
      renderOutput={(doc) => (doc ? <JsonTreeView key={doc.serial} doc={doc} /> : <div role="tree" aria-label="Output" style={{ height: HEIGHT }} />)}
    />
  );
}
