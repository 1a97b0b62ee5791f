import { writeFileSync, readFileSync } from 'node:fs';
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { Parser as PgParser } from 'node-sql-parser/build/postgresql';
import { parseDdl, schemaToDot } from '@/tools/ddl-diagram/ddl-diagram.core';
import { SAMPLE_DDL, SAMPLE_DIAGRAM } from '@/tools/ddl-diagram/ddl-diagram.sample';

const file = 'src/tools/ddl-diagram/ddl-diagram.sample.ts';

describe('the prebuilt sample diagram', () => {
  it('is exactly what the parser and Graphviz make of the sample', async () => {
    const parsed = parseDdl(SAMPLE_DDL, new PgParser(), 'postgresql');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const dot = schemaToDot(parsed.value, { dark: false });
    const svg = (await Graphviz.load()).dot(dot);
    const expected = { svg, dot, model: parsed.value };
    if (process.env.WRITE_DDL_SAMPLE === '1') {
      const text = readFileSync(file, 'utf8');
      const at = text.indexOf('export const SAMPLE_DIAGRAM');
      writeFileSync(file, `${text.slice(0, at)}export const SAMPLE_DIAGRAM: Diagram = ${JSON.stringify(expected, null, 2)};\n`);
    }
    expect(SAMPLE_DIAGRAM).toEqual(expected);
    expect(parsed.value.tables.map((t) => t.name)).toEqual(['customers', 'products', 'orders', 'order_items']);
  });
});
