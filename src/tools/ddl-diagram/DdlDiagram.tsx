'use client';

import { NativeSelect } from '@mantine/core';
import { useEffect, useState } from 'react';
import { TransformTool } from '@/components/kit/TransformTool';
import type { Result } from '@/lib/result';
import { createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import { DDL_DIALECTS } from './ddl-diagram.core';
import type { Diagram, DiagramRequest } from './ddl-diagram.worker';

type Options = { dialect: string };
const defaults: Options = { dialect: 'postgresql' };

let runner: WorkerRunner<DiagramRequest, Diagram> | null = null;

/** Parsing (node-sql-parser) and layout (Graphviz WASM) both run in a worker, loaded only on this page. */
function run(input: string, o: Options): Promise<Result<Diagram>> {
  runner ??= createWorkerRunner(() => new Worker(new URL('./ddl-diagram.worker.ts', import.meta.url)), { timeoutMs: 20_000 });
  return runner.run({ input, options: { dialect: o.dialect, dark: false } });
}

const sample = `CREATE TABLE customers (
  id SERIAL PRIMARY KEY,
  email VARCHAR(255) NOT NULL UNIQUE,
  name TEXT NOT NULL,
  created_at TIMESTAMP NOT NULL DEFAULT now()
);

CREATE TABLE products (
  id SERIAL PRIMARY KEY,
  sku VARCHAR(32) NOT NULL UNIQUE,
  title TEXT NOT NULL,
  price NUMERIC(10,2) NOT NULL
);

CREATE TABLE orders (
  id SERIAL PRIMARY KEY,
  customer_id INT NOT NULL REFERENCES customers(id),
  placed_at TIMESTAMP NOT NULL
);

CREATE TABLE order_items (
  order_id INT NOT NULL,
  product_id INT NOT NULL,
  quantity INT NOT NULL,
  PRIMARY KEY (order_id, product_id),
  FOREIGN KEY (order_id) REFERENCES orders (id),
  FOREIGN KEY (product_id) REFERENCES products (id)
);`;

/** Graphviz output from escaped labels is already inert; DOMPurify makes sure before it touches the DOM. */
function SvgPreview({ svg }: { svg: string }) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('dompurify').then(({ default: purify }) => {
      if (live) setClean({ source: svg, html: purify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } }) });
    });
    return () => {
      live = false;
    };
  }, [svg]);
  return (
    <section
      aria-label="Preview"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, background: '#fff', overflow: 'auto', height: 480, padding: 8 }}
    >
      {clean?.source === svg && <div dangerouslySetInnerHTML={{ __html: clean.html }} />}
    </section>
  );
}

export default function DdlDiagram() {
  return (
    <TransformTool
      slug="sql/ddl-to-diagram"
      sample={sample}
      defaultOptions={defaults}
      run={run}
      toText={(d) => d.svg}
      inputLanguage="sql"
      accept=".sql,text/plain"
      download={{ filename: 'schema.svg', mime: 'image/svg+xml' }}
      renderOptions={(o, update) => (
        <NativeSelect
          label="Dialect"
          value={o.dialect}
          data={DDL_DIALECTS.map((d) => ({ value: d.id, label: d.label }))}
          onChange={(e) => update({ dialect: e.currentTarget.value })}
        />
      )}
      renderOutput={(d) => (d ? <SvgPreview svg={d.svg} /> : <section aria-label="Preview" style={{ height: 480 }} />)}
      renderNotes={(d) => (
        <p style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>
          {d.model.tables.length} tables, {d.model.relations.length} foreign keys. Arrows go from the referencing table (crow&apos;s foot: many) to the
          referenced one (bar: one).
        </p>
      )}
    />
  );
}
