import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { Parser as PgParser } from 'node-sql-parser/build/postgresql';
import { parseDdl, schemaToDot } from '@/tools/ddl-diagram/ddl-diagram.core';
import { SAMPLE_DDL, SAMPLE_DIAGRAM } from '@/tools/ddl-diagram/ddl-diagram.sample';

describe('the prebuilt sample diagram', () => {
  it('is exactly what the parser and Graphviz make of the sample', async () => {
    const parsed = parseDdl(SAMPLE_DDL, new PgParser(), 'postgresql');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const dot = schemaToDot(parsed.value, { dark: false });
    const svg = (await Graphviz.load()).dot(dot);
    // The committed file is only read here: `node scripts/gen-ddl-sample.mjs` rewrites it, by hand.
    expect(SAMPLE_DIAGRAM, 'the committed sample is stale: run node scripts/gen-ddl-sample.mjs').toEqual({ svg, dot, model: parsed.value });
    expect(parsed.value.tables.map((t) => t.name)).toEqual(['customers', 'products', 'orders', 'order_items']);
  });
});
