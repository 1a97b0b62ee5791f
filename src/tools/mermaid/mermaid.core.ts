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
