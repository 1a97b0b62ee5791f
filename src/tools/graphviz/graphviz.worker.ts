import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { fail, ok } from '@/lib/result';
import { exposeHandler } from '@/lib/worker-expose';
import { isEngine, parseGraphvizError, type LayoutRequest } from './graphviz.core';

// Graphviz compiled to WebAssembly (~700 KB), loaded by this worker on its first job only.
let graphviz: Promise<Graphviz> | null = null;

exposeHandler(async ({ dot, engine }: LayoutRequest) => {
  if (!dot.trim()) return fail('The editor is empty: type a graph such as digraph { a -> b }.');
  if (!isEngine(engine)) return fail(`Unknown layout engine "${engine}".`);
  graphviz ??= Graphviz.load();
  const gv = await graphviz;
  try {
    return ok(gv.layout(dot, 'svg', engine));
  } catch (e) {
    const error = parseGraphvizError(e instanceof Error ? e.message : String(e));
    return { ok: false, error };
  }
});
