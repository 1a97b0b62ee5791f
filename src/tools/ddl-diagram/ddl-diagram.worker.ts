import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { fail, ok } from '@/lib/result';
import { exposeHandler } from '@/lib/worker-expose';
import { parseDdl, schemaToDot, type DdlDialect, type SchemaModel, type SqlParser } from './ddl-diagram.core';

// One parser build per dialect (~250 KB each) instead of the 2.5 MB all-dialects bundle.
async function parserFor(dialect: DdlDialect): Promise<SqlParser> {
  const mod = await (dialect === 'mysql'
    ? import('node-sql-parser/build/mysql')
    : dialect === 'mariadb'
      ? import('node-sql-parser/build/mariadb')
      : dialect === 'sqlite'
        ? import('node-sql-parser/build/sqlite')
        : dialect === 'transactsql'
          ? import('node-sql-parser/build/transactsql')
          : import('node-sql-parser/build/postgresql'));
  const { Parser } = mod as unknown as { Parser: new () => SqlParser };
  return new Parser();
}

let graphviz: Promise<Graphviz> | null = null;

export interface DiagramRequest {
  input: string;
  options: { dialect: string; dark: boolean };
}

export interface Diagram {
  svg: string;
  dot: string;
  model: SchemaModel;
}

exposeHandler(async ({ input, options }: DiagramRequest) => {
  const parsed = parseDdl(input, await parserFor(options.dialect as DdlDialect), options.dialect as DdlDialect);
  if (!parsed.ok) return parsed;
  const dot = schemaToDot(parsed.value, { dark: options.dark });
  graphviz ??= Graphviz.load();
  try {
    const svg = (await graphviz).dot(dot);
    return ok<Diagram>({ svg, dot, model: parsed.value });
  } catch (e) {
    return fail(`Graphviz could not lay out the diagram: ${e instanceof Error ? e.message : String(e)}`);
  }
});
