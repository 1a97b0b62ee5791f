'use client';

import { NativeSelect, TextInput } from '@mantine/core';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { DirectionOption } from '@/components/kit/DirectionOption';
import { TransformTool } from '@/components/kit/TransformTool';
import { VirtualTable } from '@/components/kit/VirtualTable';
import { ok, type Result } from '@/lib/result';
import { createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import type { EntityRow } from './html-entities.core';
import { sample, sampleOutput } from './html-entities.sample';

type Options = { direction: string; mode: string };
const defaults: Options = { direction: 'encode', mode: 'named' };

const modes = [
  { value: 'minimal', label: 'Minimal: only & < > " \'' },
  { value: 'named', label: 'Named: &eacute; &copy; where possible' },
  { value: 'numeric', label: 'Numeric: &#233;' },
  { value: 'hex', label: 'Hexadecimal: &#xE9;' },
];

let runner: WorkerRunner<{ input: string; options: Options }, string> | null = null;

/**
 * The entities package's encode and decode tables are ~20 KB gzipped: too much to load with every visit, so they
 * live in the worker (and in the reference table's chunk, fetched when it scrolls into view). The sample's output is
 * known in advance.
 */
function run(input: string, o: Options): Result<string> | Promise<Result<string>> {
  if (input === '') return ok('');
  if (input === sample && o.direction === 'encode' && o.mode === 'named') return ok(sampleOutput);
  runner ??= createWorkerRunner(() => new Worker(new URL('./html-entities.worker.ts', import.meta.url)));
  return runner.run({ input, options: o });
}

const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/** Searchable reference of every named character reference HTML defines. */
function EntityReference() {
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim().toLowerCase());
  const [all, setAll] = useState<EntityRow[] | null>(null);
  const section = useRef<HTMLElement>(null);
  const tableBox = useRef<HTMLDivElement>(null);
  // Loaded when the table scrolls into view or the search box is focused.
  useEffect(() => {
    const el = section.current;
    const table = tableBox.current;
    if (!el || !table) return;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      void import('./html-entities.core').then((m) => setAll(m.entityTable()));
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) load();
    });
    observer.observe(table);
    el.addEventListener('focusin', load);
    return () => {
      observer.disconnect();
      el.removeEventListener('focusin', load);
    };
  }, []);
  const rows = useMemo(() => {
    if (!all) return [];
    const hexQuery = q.replace(/^(?:u\+|0x|&#x)/, '');
    const matching = q
      ? all.filter(
          (r) =>
            r.name.toLowerCase().includes(q) ||
            r.char === query.trim() ||
            String(r.codePoint) === q.replace(/^&#/, '').replace(/;$/, '') ||
            (/^[0-9a-f]{2,6};?$/.test(hexQuery) && r.codePoint === parseInt(hexQuery, 16)),
        )
      : all;
    return matching.map((r) => [r.name, r.char, hex(r.codePoint), r.codePoint] as const);
  }, [all, q, query]);
  return (
    <section aria-label="Named entities" style={{ marginTop: 28 }} ref={section}>
      <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>Named entity reference</h2>
      <TextInput
        label="Search entities"
        description="By name (eacute, nbsp), character (é), code point (U+00E9, E9) or decimal (233)"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        maw={420}
        mb={8}
      />
      <div ref={tableBox}>
        <VirtualTable label="Entity reference" headers={['Entity', 'Character', 'Code point', 'Decimal']} rows={rows} height={360} />
      </div>
      <p style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)', margin: '4px 0 0' }} aria-live="polite">
        {all
          ? `${rows.length.toLocaleString('en-US')} of ${all.length.toLocaleString('en-US')} characters with a named reference. The name shown is the one this tool writes when encoding; some characters have aliases, such as &amp; and &AMP;.`
          : 'Loading the reference…'}
      </p>
    </section>
  );
}

export default function HtmlEntities() {
  return (
    <>
      <TransformTool
        slug="html/html_entities"
        sample={sample}
        defaultOptions={defaults}
        run={run}
        wrapInput
        wrapOutput
        inputLanguage="html"
        accept=".html,.htm,.txt,text/html,text/plain"
        download={{ filename: 'entities.txt', mime: 'text/plain' }}
        renderOptions={(o, update) => (
          <>
            <DirectionOption direction={o.direction} update={update} />
            <NativeSelect
              label="Encode mode"
              value={o.mode}
              data={modes}
              disabled={o.direction === 'decode'}
              onChange={(e) => update({ mode: e.currentTarget.value })}
            />
          </>
        )}
      />
      <EntityReference />
    </>
  );
}
