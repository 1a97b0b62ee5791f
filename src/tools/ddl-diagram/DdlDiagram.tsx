'use client';

import { useEffect, useState } from 'react';
import { SelectField } from '@/components/kit/Fields';
import { TransformTool } from '@/components/kit/TransformTool';
import { loadPurifier } from '@/lib/purify';
import { ok, type Result } from '@/lib/result';
import { createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import { DDL_DIALECTS } from './ddl-diagram.core';
import { SAMPLE_DDL, SAMPLE_DIAGRAM } from './ddl-diagram.sample';
import type { Diagram, DiagramRequest } from './ddl-diagram.worker';

type Options = { dialect: string };
const defaults: Options = { dialect: 'postgresql' };

let runner: WorkerRunner<DiagramRequest, Diagram> | null = null;

/** Parsing (node-sql-parser) and layout (Graphviz WASM) both run in a worker, loaded only on this page. */
function run(input: string, o: Options): Result<Diagram> | Promise<Result<Diagram>> {
  // The sample's diagram is prebuilt, so the page paints it without loading the parser and Graphviz.
  if (input === SAMPLE_DDL && o.dialect === defaults.dialect) return ok(SAMPLE_DIAGRAM);
  runner ??= createWorkerRunner(() => new Worker(new URL('./ddl-diagram.worker.ts', import.meta.url)), { timeoutMs: 20_000 });
  return runner.run({ input, options: { dialect: o.dialect, dark: false } });
}

/** Graphviz output from escaped labels is already inert; DOMPurify makes sure before it touches the DOM. */
function SvgPreview({ svg }: { svg: string }) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    // The prebuilt sample comes from our own DDL (checked by its test), so it needs no DOMPurify download.
    if (svg === SAMPLE_DIAGRAM.svg) return;
    let live = true;
    void loadPurifier('ddl-diagram').then((purify) => {
      if (live) setClean({ source: svg, html: purify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } }) });
    });
    return () => {
      live = false;
    };
  }, [svg]);
  return (
    <section
      aria-label="Preview"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 4,
        background: '#fff',
        overflow: 'auto',
        height: 480,
        padding: 8,
      }}
    >
      {svg === SAMPLE_DIAGRAM.svg ? (
        <div dangerouslySetInnerHTML={{ __html: svg }} />
      ) : (
        clean?.source === svg && <div dangerouslySetInnerHTML={{ __html: clean.html }} />
      )}
    </section>
  );
}

export default function DdlDiagram() {
  return (
    <TransformTool
      slug="sql/ddl-to-diagram"
      sample={SAMPLE_DDL}
      defaultOptions={defaults}
      run={run}
      toText={(d) => d.svg}
      inputLanguage="sql"
      accept=".sql,text/plain"
      download={{ filename: 'schema.svg', mime: 'image/svg+xml' }}
      renderOptions={(o, update) => (
        <SelectField
          label="Dialect"
          value={o.dialect}
          data={DDL_DIALECTS.map((d) => ({ value: d.id, label: d.label }))}
          onChange={(v) => update({ dialect: v })}
        />
      )}
      renderOutput={(d) => (d ? <SvgPreview svg={d.svg} /> : <section aria-label="Preview" style={{ height: 480 }} />)}
      renderNotes={(d) => (
        <p style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>
          {d.model.tables.length} tables, {d.model.relations.length} foreign keys. Arrows go from the referencing table (crow&apos;s foot: many) to
          the referenced one (bar: one).
        </p>
      )}
    />
  );
}
