// Writes the DDL diagram page's prebuilt sample diagram (SAMPLE_DIAGRAM in src/tools/ddl-diagram/ddl-diagram.sample.ts):
// the model node-sql-parser gives of SAMPLE_DDL, its DOT and the SVG Graphviz draws of it, so the first paint shows
// the picture without loading either engine. Run it by hand after changing the sample, the parser's model, the DOT
// or an engine's version; tests/tools/ddl-diagram-sample.test.ts fails until the committed file matches again.
// Usage: node scripts/gen-ddl-sample.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import sqlParser from 'node-sql-parser/build/postgresql.js';
import { importTs } from './ts-module.mjs';

const file = 'src/tools/ddl-diagram/ddl-diagram.sample.ts';
const { parseDdl, schemaToDot } = await importTs('src/tools/ddl-diagram/ddl-diagram.core.ts');
const { SAMPLE_DDL } = await importTs(file);

const parsed = parseDdl(SAMPLE_DDL, new sqlParser.Parser(), 'postgresql');
if (!parsed.ok) throw new Error(`The sample DDL does not parse: ${parsed.error.message}`);
const dot = schemaToDot(parsed.value, { dark: false });
const svg = (await Graphviz.load()).dot(dot);

const text = readFileSync(file, 'utf8');
const at = text.indexOf('export const SAMPLE_DIAGRAM');
if (at < 0) throw new Error(`${file} has no SAMPLE_DIAGRAM to replace`);
const next = `${text.slice(0, at)}export const SAMPLE_DIAGRAM: Diagram = ${JSON.stringify({ svg, dot, model: parsed.value }, null, 2)};\n`;
writeFileSync(file, next);
console.log(`gen-ddl-sample: ${file} ${next === text ? 'unchanged' : 'rewritten'}`);
