'use client';

import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { TransformTool } from '@/components/kit/TransformTool';
import { CopyButton } from '@/components/kit/ToolActions';
import { parseJson } from '@/lib/json';
import { ok, type Result } from '@/lib/result';
import { createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import { ancestorsOf, createJsonTreeBuilder, searchJsonTree, visibleRows, type JsonNode } from './json-viewer.core';

type Parsed = { value: unknown };
const defaults = {};
const ROW = 22;
const HEIGHT = 480;
/** Nodes added per slice while building: about 10 ms of work, so the page keeps responding. */
const SLICE = 15_000;

let errorRunner: WorkerRunner<{ input: string }, null> | null = null;

/** Valid documents are parsed here (fast); errors in big documents are located in a worker. */
function run(input: string): Result<Parsed> | Promise<Result<Parsed>> {
  try {
    if (input.trim() !== '') return ok({ value: JSON.parse(input) as unknown });
  } catch {
    // Fall through to the error locator below.
  }
  if (input.length < 200_000) {
    const r = parseJson(input);
    return r.ok ? ok({ value: r.value }) : r;
  }
  errorRunner ??= createWorkerRunner(() => new Worker(new URL('./json-viewer.worker.ts', import.meta.url)));
  return errorRunner.run({ input }).then((r) => (r.ok ? ok({ value: JSON.parse(input) as unknown }) : r));
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

function valueAt(root: unknown, nodes: readonly JsonNode[], id: number): unknown {
  const chain = [...ancestorsOf(nodes, id), id].slice(1);
  let v = root;
  for (const n of chain) v = (v as Record<string | number, unknown>)[nodes[n].key as string | number];
  return v;
}

function JsonTree({ value }: { value: unknown }) {
  const [nodes, setNodes] = useState<JsonNode[] | null>(null);
  const [progress, setProgress] = useState(0);
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const [selected, setSelected] = useState(0);
  const [query, setQuery] = useState('');
  const [hitIndex, setHitIndex] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);

  // Build in slices: a 5 MB document has ~600,000 nodes, far more than one task should take.
  useEffect(() => {
    const builder = createJsonTreeBuilder(value);
    let timer = 0;
    const tick = () => {
      if (builder.step(SLICE)) {
        const all = builder.nodes;
        const initial = new Set<number>();
        for (const n of all) if (n.childCount > 0 && n.depth >= 1 && all.length > 200) initial.add(n.id);
        setCollapsed(initial);
        setNodes(all);
        setSelected(0);
      } else {
        setProgress(builder.nodes.length);
        timer = window.setTimeout(tick, 0);
      }
    };
    timer = window.setTimeout(tick, 0);
    return () => window.clearTimeout(timer);
  }, [value]);

  const rows = useMemo(() => (nodes ? visibleRows(nodes, collapsed) : []), [nodes, collapsed]);
  const hits = useMemo(() => (nodes && query ? searchJsonTree(nodes, query) : []), [nodes, query]);
  const hitSet = useMemo(() => new Set(hits), [hits]);

  const reveal = (id: number) => {
    if (!nodes) return;
    const next = new Set(collapsed);
    for (const a of ancestorsOf(nodes, id)) next.delete(a);
    setCollapsed(next);
    setSelected(id);
    const index = visibleRows(nodes, next).indexOf(id);
    requestAnimationFrame(() => {
      if (index >= 0 && scroller.current) scroller.current.scrollTop = Math.max(0, index * ROW - HEIGHT / 2);
    });
  };

  if (!nodes) {
    return (
      <div role="status" style={{ height: HEIGHT, padding: 8 }}>
        Building the tree… {progress.toLocaleString('en-US')} nodes
      </div>
    );
  }

  const toggle = (id: number) =>
    setCollapsed((c) => {
      const next = new Set(c);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const first = Math.max(0, Math.floor(scrollTop / ROW) - 10);
  const last = Math.min(rows.length, Math.ceil((scrollTop + HEIGHT) / ROW) + 10);
  const node = nodes[selected] ?? nodes[0];

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
        {query && (
          <span style={{ fontSize: 12 }} aria-live="polite">
            {hits.length.toLocaleString('en-US')} {hits.length === 1 ? 'match' : 'matches'}
          </span>
        )}
        {hits.length > 0 && (
          <Button size="compact-xs" variant="default" onClick={() => reveal(hits[hitIndex % hits.length])}>
            Show match {(hitIndex % hits.length) + 1}
          </Button>
        )}
        <Button size="compact-xs" variant="default" onClick={() => setCollapsed(new Set())}>
          Expand all
        </Button>
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => setCollapsed(new Set(nodes.filter((n) => n.childCount > 0 && n.depth >= 1).map((n) => n.id)))}
        >
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
        <div style={{ height: rows.length * ROW, position: 'relative' }}>
          {rows.slice(first, last).map((id, i) => {
            const n = nodes[id];
            const open = n.childCount > 0 && !collapsed.has(id);
            return (
              <div
                key={id}
                role="treeitem"
                aria-level={n.depth + 1}
                aria-expanded={n.childCount > 0 ? open : undefined}
                aria-selected={id === selected}
                onClick={() => setSelected(id)}
                style={{
                  position: 'absolute',
                  top: (first + i) * ROW,
                  height: ROW,
                  left: 0,
                  right: 0,
                  paddingLeft: 4 + n.depth * 16,
                  whiteSpace: 'nowrap',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 4,
                  cursor: 'default',
                  background: id === selected ? 'var(--mantine-primary-color-light)' : hitSet.has(id) ? 'var(--mantine-color-yellow-light)' : undefined,
                }}
              >
                {n.childCount > 0 ? (
                  <ActionIcon size={16} variant="subtle" aria-label={open ? 'Collapse' : 'Expand'} onClick={() => toggle(id)}>
                    {open ? <IconChevronDown size={12} /> : <IconChevronRight size={12} />}
                  </ActionIcon>
                ) : (
                  <span style={{ width: 16 }} />
                )}
                {n.key !== null && <span>{typeof n.key === 'number' ? n.key : JSON.stringify(n.key)}:</span>}
                <span style={{ color: kindColor[n.kind] }}>{n.childCount > 0 || n.kind === 'object' || n.kind === 'array' ? (n.kind === 'array' ? `[${n.childCount}]` : `{${n.childCount}}`) : n.preview}</span>
              </div>
            );
          })}
        </div>
      </div>
      <Group gap={6} mt={6} wrap="nowrap" align="center">
        <code aria-label="Selected path" style={{ fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 1 }}>
          {node.path}
        </code>
        <CopyButton text={node.path} label="Copy path" />
        <CopyButton text={JSON.stringify(valueAt(value, nodes, node.id), null, 2) ?? ''} label="Copy value" />
      </Group>
      <p style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)', margin: '4px 0 0' }}>{nodes.length.toLocaleString('en-US')} nodes</p>
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
      renderOutput={(parsed) => (parsed ? <JsonTree value={parsed.value} /> : <div role="tree" aria-label="Output" style={{ height: HEIGHT }} />)}
    />
  );
}
