import type { ToolError } from '@/lib/result';

/**
 * Mermaid's settings for this page. `strict` makes Mermaid encode label HTML and ignore `click`
 * callbacks and `javascript:` links; plain SVG text labels (no foreignObject) keep PNG export working,
 * since a canvas that draws HTML from an SVG is tainted and cannot be exported.
 */
export const MERMAID_CONFIG = {
  startOnLoad: false,
  securityLevel: 'strict',
  theme: 'default',
  htmlLabels: false,
  fontFamily: 'Helvetica, Arial, sans-serif',
  flowchart: { htmlLabels: false },
  logLevel: 'fatal',
} as const;

/**
 * Turns Mermaid's error into an inline error. Its parsers say "Parse error on line 3:" (Jison) or
 * "… error on line 3, column 5: …" (Langium); the rest of the text (the pointer to the spot and what
 * was expected) is kept as Mermaid wrote it.
 */
export function parseMermaidError(raw: string): ToolError {
  const text = raw.replace(/\r/g, '').trim() || 'Mermaid could not parse this diagram.';
  const jison = /^Parse error on line (\d+):\s*\n?/i.exec(text);
  if (jison) return { line: Number(jison[1]), message: `Parse error:\n${text.slice(jison[0].length)}`.trim() };
  const at = /\bline[: ]\s*(\d+)(?:,\s*column[: ]\s*(\d+))?/i.exec(text);
  if (at) {
    const where = at[2] ? { line: Number(at[1]), column: Number(at[2]) } : { line: Number(at[1]) };
    return { ...where, message: text };
  }
  return { message: text };
}

/** Diagram templates for the menu; the first is the page's sample. */
export const TEMPLATES: { id: string; label: string; code: string }[] = [
  {
    id: 'flowchart',
    label: 'Flowchart',
    code: `flowchart LR
  A[Request] --> B{Cached?}
  B -->|yes| C[Serve from cache]
  B -->|no| D[Query database]
  D --> E[Store in cache]
  E --> C
  C --> F((Response))
`,
  },
  {
    id: 'sequence',
    label: 'Sequence diagram',
    code: `sequenceDiagram
  autonumber
  participant B as Browser
  participant A as API
  participant D as Database
  B->>A: POST /login
  A->>D: SELECT user by email
  D-->>A: user row
  alt password matches
    A-->>B: 200 + session cookie
  else wrong password
    A-->>B: 401 Unauthorized
  end
`,
  },
  {
    id: 'class',
    label: 'Class diagram',
    code: `classDiagram
  class Shape {
    <<abstract>>
    +area() float
  }
  class Circle {
    -float radius
    +area() float
  }
  class Rectangle {
    -float width
    -float height
    +area() float
  }
  Shape <|-- Circle
  Shape <|-- Rectangle
`,
  },
  {
    id: 'er',
    label: 'Entity relationship',
    code: `erDiagram
  CUSTOMER ||--o{ ORDER : places
  ORDER ||--|{ LINE_ITEM : contains
  PRODUCT ||--o{ LINE_ITEM : "ordered in"
  CUSTOMER {
    int id PK
    string email
  }
  ORDER {
    int id PK
    int customer_id FK
    date placed_at
  }
`,
  },
  {
    id: 'pie',
    label: 'Pie chart',
    code: `pie showData
  title Time spent in a sprint
  "Coding" : 42
  "Code review" : 18
  "Meetings" : 15
  "Bug fixing" : 25
`,
  },
  {
    id: 'gantt',
    label: 'Gantt chart',
    code: `gantt
  title Release plan
  dateFormat YYYY-MM-DD
  section Build
    Design        :done, d1, 2026-01-05, 5d
    Implement     :active, i1, after d1, 10d
  section Ship
    Beta testing  :b1, after i1, 7d
    Release       :milestone, after b1, 0d
`,
  },
];

export const SAMPLE_CODE = TEMPLATES[0].code;

/**
 * Mermaid draws on the page's own thread (it measures text in the DOM, so no worker can host it), in one piece: a
 * 30-node flowchart took 0.7 s on a slow machine, a 13 KB one 4.7 s, 30 nested subgraphs 1.4 s, a nested 37 KB paste
 * a minute. Up to these sizes a diagram is drawn as it is typed; a larger or deeper one only when the visitor asks.
 */
export const LIVE_RENDER_CHARS = 2_000;
export const LIVE_SUBGRAPH_DEPTH = 6;

/** How deep the subgraphs of a flowchart nest (a line starting `subgraph` opens one, a line `end` closes it). */
export function subgraphDepth(code: string): number {
  let depth = 0;
  let deepest = 0;
  for (const line of code.split(/\r\n|\r|\n/)) {
    const word = /^\s*(\w+)/.exec(line)?.[1];
    if (word === 'subgraph') deepest = Math.max(deepest, ++depth);
    else if (word === 'end' && /^\s*end\s*;?\s*$/.test(line)) depth = Math.max(0, depth - 1);
  }
  return deepest;
}

/** Why `code` is not drawn as it is typed (too large or too deeply nested), or null when it is. */
export function liveRenderLimit(code: string): string | null {
  if (code.length > LIVE_RENDER_CHARS)
    return `This diagram is ${code.length.toLocaleString('en-US')} characters, more than the ${LIVE_RENDER_CHARS.toLocaleString('en-US')} drawn as you type`;
  // Cheap before the split: a nest of subgraphs deeper than the limit needs that many lines.
  const depth = code.includes('subgraph') ? subgraphDepth(code) : 0;
  if (depth > LIVE_SUBGRAPH_DEPTH) return `This diagram nests subgraphs ${depth} deep, more than the ${LIVE_SUBGRAPH_DEPTH} drawn as you type`;
  return null;
}
