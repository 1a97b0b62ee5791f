import type { ToolError } from '@/lib/result';

export const ENGINES = [
  { value: 'dot', label: 'dot (layered)' },
  { value: 'neato', label: 'neato (spring)' },
  { value: 'fdp', label: 'fdp (force-directed)' },
  { value: 'sfdp', label: 'sfdp (large graphs)' },
  { value: 'circo', label: 'circo (circular)' },
  { value: 'twopi', label: 'twopi (radial)' },
] as const;

export type Engine = (typeof ENGINES)[number]['value'];

export const isEngine = (value: string): value is Engine => ENGINES.some((e) => e.value === value);

export interface LayoutRequest {
  dot: string;
  engine: string;
}

/**
 * Turns Graphviz's error text into an inline error. Its parser reports
 * "syntax error in line 4 near '}'"; other failures ("Error: …", "Warning: …") are kept as written.
 */
export function parseGraphvizError(raw: string): ToolError {
  const text = raw
    .replace(/^\s*(?:Error:\s*)+/i, '')
    .replace(/\r/g, '')
    .trim();
  const syntax = /syntax error in line (\d+)(?:\s+(near\s+.*))?/i.exec(text);
  if (syntax) {
    const near = syntax[2]?.split('\n')[0].trim();
    return { line: Number(syntax[1]), message: near ? `Syntax error ${near}` : 'Syntax error' };
  }
  const lines = text
    .split('\n')
    .map((l) => l.replace(/^(?:Error|Warning):\s*/i, '').trim())
    .filter(Boolean);
  const lineRef = /\bline (\d+)\b/i.exec(text);
  const message = lines.length ? lines.join('\n') : 'Graphviz could not lay out this graph.';
  return lineRef ? { line: Number(lineRef[1]), message } : { message };
}

/** Starter graphs for the examples menu; the first is the page's sample. */
export const EXAMPLES: { id: string; label: string; engine: Engine; dot: string }[] = [
  {
    id: 'pipeline',
    label: 'Build pipeline',
    engine: 'dot',
    dot: `digraph pipeline {
  rankdir=LR;
  node [shape=box, style="rounded,filled", fillcolor="#e7f5ff", fontname="Helvetica"];
  edge [fontname="Helvetica", fontsize=10];

  commit [label="git push"];
  build [label="Build"];
  test [label="Unit tests"];
  e2e [label="E2E tests"];
  deploy [label="Deploy", fillcolor="#d3f9d8"];
  rollback [label="Roll back", fillcolor="#ffe3e3"];

  commit -> build;
  build -> test;
  build -> e2e;
  test -> deploy [label="pass"];
  e2e -> deploy [label="pass"];
  deploy -> rollback [label="health check fails", style=dashed];
}
`,
  },
  {
    id: 'states',
    label: 'State machine',
    engine: 'dot',
    dot: `digraph order_states {
  rankdir=LR;
  node [shape=circle, fontname="Helvetica", fontsize=11];
  start [shape=point];
  delivered [shape=doublecircle];

  start -> created;
  created -> paid [label="pay"];
  created -> cancelled [label="cancel"];
  paid -> shipped [label="ship"];
  paid -> refunded [label="refund"];
  shipped -> delivered [label="deliver"];
}
`,
  },
  {
    id: 'records',
    label: 'Records (structs)',
    engine: 'dot',
    dot: `digraph structs {
  node [shape=record, fontname="Helvetica"];
  user [label="{User|id: int\\lname: text\\lemail: text\\l}"];
  session [label="{Session|token: text\\luser_id: int\\lexpires: time\\l}"];
  session -> user [label=" user_id", arrowhead=vee];
}
`,
  },
  {
    id: 'clusters',
    label: 'Clusters',
    engine: 'dot',
    dot: `digraph services {
  compound=true;
  node [shape=box, fontname="Helvetica"];

  subgraph cluster_front {
    label="Frontend";
    style=filled; color="#f1f3f5";
    web; mobile;
  }
  subgraph cluster_back {
    label="Backend";
    style=filled; color="#fff4e6";
    api; worker; db [shape=cylinder];
  }

  web -> api;
  mobile -> api;
  api -> db;
  api -> worker [style=dotted];
  worker -> db;
}
`,
  },
  {
    id: 'network',
    label: 'Undirected network (neato)',
    engine: 'neato',
    dot: `graph network {
  node [shape=circle, style=filled, fillcolor="#fff3bf", fontname="Helvetica"];
  edge [len=1.6];
  router -- switch1;
  router -- switch2;
  switch1 -- pc1;
  switch1 -- pc2;
  switch1 -- printer;
  switch2 -- pc3;
  switch2 -- server;
  server -- backup [style=dashed];
}
`,
  },
  {
    id: 'radial',
    label: 'Mind map (twopi)',
    engine: 'twopi',
    dot: `digraph topics {
  root=graphviz;
  node [shape=ellipse, fontname="Helvetica"];
  graphviz -> layouts; graphviz -> attributes; graphviz -> output;
  layouts -> dot; layouts -> neato; layouts -> circo;
  attributes -> shape; attributes -> color; attributes -> label;
  output -> SVG; output -> PNG;
}
`,
  },
];

export const SAMPLE_DOT = EXAMPLES[0].dot;
