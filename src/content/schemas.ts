/**
 * Zod schemas of every content collection under content/ (SPEC §3). Build-time only: the loaders in
 * src/content/collections.ts import these, and nothing under src/components or src/tools may, so zod
 * never reaches the browser.
 */
import { z } from 'zod';

const nonEmpty = z.string().min(1);
/** YYYY-MM-DD, a real calendar date. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a YYYY-MM-DD date')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'not a calendar date');

/** SPEC §3 FAQ item. */
export const faqItemSchema = z.object({ q: nonEmpty, a: nonEmpty }).strict();
/** A "See also" / related link: a site path ("/jq_playground/") or an absolute https URL. */
export const relatedLinkSchema = z.object({ href: nonEmpty, title: nonEmpty }).strict();

/** Code languages our content may use; each is checked by tests/content/code-samples.test.ts. */
export const codeLanguages = [
  'bash',
  'javascript',
  'python',
  'json',
  'yaml',
  'sql',
  'jq',
  'jsonpath',
  'regex',
  'dot',
  'mermaid',
  'xml',
  'html',
  'css',
  'markdown',
  'toml',
  'text',
  'dockerfile',
  'java',
  'go',
  'typescript',
  'awk',
] as const;
export const codeLanguageSchema = z.enum(codeLanguages);
export type CodeLanguage = z.infer<typeof codeLanguageSchema>;

/** One cheatsheet item: prose (text or our own html), a command or snippet, a picture, a playground link. */
export const cheatsheetItemSchema = z
  .object({
    /** Plain prose shown above the code. */
    text: z.string().optional(),
    /** Trusted HTML we wrote (tables, <kbd>, <code>); never user input. */
    html: z.string().optional(),
    /** The command or snippet; template placeholders are substituted live. */
    code: z.string().optional(),
    /** Overrides the sheet's language for this item. */
    language: codeLanguageSchema.optional(),
    /** Path of a static picture under public/. */
    picture: z.string().optional(),
    /** A site path (with an optional #state fragment) that opens one of our playgrounds with this loaded. */
    playgroundLink: z.string().startsWith('/').optional(),
  })
  .strict()
  .refine((i) => i.text || i.html || i.code || i.picture, 'an item needs text, html, code or a picture');

/** SPEC §3 Cheatsheet. Path: /cheatsheets/{prefix}{slug}/ */
export const cheatsheetSchema = z
  .object({
    name: nonEmpty,
    slug: z.string().regex(/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/),
    /** '' or 'shell/' */
    prefix: z.enum(['', 'shell/']),
    /** Default code language of the sheet's items. */
    language: codeLanguageSchema,
    cardWidth: z.enum(['auto', '80', 'full']),
    image: z.string().optional(),
    updated: isoDate,
    keywords: z.array(nonEmpty).min(1),
    description: z.string().min(40),
    tags: z.array(nonEmpty).min(1),
    relatedLinks: z.array(relatedLinkSchema).default([]),
    /** Inputs at the top of the sheet: every occurrence of `placeholder` in code is replaced by the value. */
    templateValues: z.array(z.object({ label: nonEmpty, placeholder: nonEmpty, default: nonEmpty }).strict()).default([]),
    sections: z.array(z.object({ title: nonEmpty, items: z.array(cheatsheetItemSchema).min(1) }).strict()).min(1),
    faqs: z.array(faqItemSchema).default([]),
  })
  .strict();
export type Cheatsheet = z.infer<typeof cheatsheetSchema>;

/** SPEC §3 Diagram example (graphviz or mermaid). */
export const diagramExampleSchema = z
  .object({
    label: nonEmpty,
    markup: nonEmpty,
    slug: z.string().regex(/^[a-z0-9_-]+$/),
    description: z.string().min(40),
    /** Comma-separated, as SPEC §3 says. */
    keywords: nonEmpty,
    title: nonEmpty,
    updated: isoDate,
    /** Path of the static picture under public/ (rendered by a script for mermaid; at build time for graphviz). */
    image: z.string().startsWith('/'),
    /** Markdown: what the diagram shows and the techniques it uses. */
    body: z.string().optional(),
  })
  .strict();
export type DiagramExample = z.infer<typeof diagramExampleSchema>;

/** SPEC §3 Code example (python or javascript); `output` is the program's real stdout, checked by the tests. */
export const codeExampleSchema = z
  .object({
    label: nonEmpty,
    code: nonEmpty,
    updated: isoDate,
    slug: z.string().regex(/^[a-z0-9_-]+$/),
    description: z.string().min(40),
    title: nonEmpty,
    keywords: z.array(nonEmpty).default([]),
    output: z.string(),
    /** Markdown explanation shown under the code. */
    body: z.string().optional(),
    faqs: z.array(faqItemSchema).optional(),
  })
  .strict();
export type CodeExample = z.infer<typeof codeExampleSchema>;

const jsonValue: z.ZodType<unknown> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValue), z.record(z.string(), jsonValue)]),
);

/** SPEC §3 Interview problem, with what the page needs to run the learner's code. */
export const interviewProblemSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    title: nonEmpty,
    description: z.string().min(40),
    keywords: z.array(nonEmpty).min(1),
    hasSolution: z.literal(true).optional(),
    difficulty: z.enum(['Easy', 'Medium', 'Hard']),
    /** Markdown problem statement. */
    statement: nonEmpty,
    examples: z.array(z.object({ input: nonEmpty, output: nonEmpty, explanation: z.string().optional() }).strict()).min(1),
    constraints: z.array(nonEmpty).min(1),
    /** Markdown hints, from a gentle nudge to a near-giveaway (never the code), each revealed on its own. */
    hints: z.array(nonEmpty).min(2).max(3),
    /** Name of the function the learner writes (camelCase in JavaScript, snake_case in Python). */
    functionName: z.object({ javascript: z.string().regex(/^[a-zA-Z_]\w*$/), python: z.string().regex(/^[a-zA-Z_]\w*$/) }).strict(),
    starter: z.object({ javascript: nonEmpty, python: nonEmpty }).strict(),
    /** 'ordered' compares results exactly; 'unordered' compares a top-level array as a multiset. */
    compare: z.enum(['ordered', 'unordered']).default('ordered'),
    tests: z.array(z.object({ args: z.array(jsonValue), expected: jsonValue }).strict()).min(4),
    solution: z
      .object({
        /** Markdown: the idea, step by step. */
        explanation: nonEmpty,
        time: nonEmpty,
        space: nonEmpty,
        javascript: nonEmpty,
        python: nonEmpty,
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((p) => Boolean(p.hasSolution) === Boolean(p.solution), 'hasSolution and solution go together');
export type InterviewProblem = z.infer<typeof interviewProblemSchema>;

/** Frontmatter of a blog post (SPEC §3 Blog post) in content/blog/{slug}.md. */
export const blogFrontmatterSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    date: isoDate,
    title: nonEmpty,
    tags: z.array(nonEmpty).min(1),
    description: z.string().min(40),
    keywords: z.array(nonEmpty).min(1),
    relatedLinks: z.array(relatedLinkSchema).default([]),
  })
  .strict();
export type BlogPost = z.infer<typeof blogFrontmatterSchema> & { body: string };

/** Frontmatter of an overview article in content/articles/{slug}.md, served at /{slug}/. */
export const articleFrontmatterSchema = z
  .object({
    slug: z.enum(['jq', 'json', 'markdown', 'regex', 'mermaid', 'canvas', 'sql', 'sqlite']),
    title: nonEmpty,
    description: z.string().min(40),
    keywords: z.array(nonEmpty).min(1),
    updated: isoDate,
    relatedLinks: z.array(relatedLinkSchema).default([]),
    faqs: z.array(faqItemSchema).default([]),
  })
  .strict();
export type Article = z.infer<typeof articleFrontmatterSchema> & { body: string };

/** A step of a playground tutorial: prose plus the example its embedded editor starts with. */
const tutorialStep = <T extends z.ZodTypeAny>(example: T) =>
  z.object({ title: nonEmpty, body: nonEmpty, example, expectedOutput: z.string().optional() }).strict();

const tutorialBase = {
  title: nonEmpty,
  description: z.string().min(40),
  keywords: z.array(nonEmpty).min(1),
  updated: isoDate,
  intro: nonEmpty,
  relatedLinks: z.array(relatedLinkSchema).default([]),
  faqs: z.array(faqItemSchema).default([]),
};

/** content/tutorials/{jq,jsonpath,graphviz}.json; `expectedOutput` is checked by the tests where given. */
export const playgroundTutorialSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('jq'),
      slug: z.literal('jq_tutorial'),
      ...tutorialBase,
      steps: z.array(tutorialStep(z.object({ json: nonEmpty, filter: nonEmpty }).strict())).min(5),
    })
    .strict(),
  z
    .object({
      kind: z.literal('jsonpath'),
      slug: z.literal('jsonpath_tutorial'),
      ...tutorialBase,
      // Each step names the dialect its path is written in, and runs in it.
      steps: z.array(tutorialStep(z.object({ json: nonEmpty, path: nonEmpty, dialect: z.enum(['rfc9535', 'jsonpath-plus']) }).strict())).min(5),
    })
    .strict(),
  z
    .object({
      kind: z.literal('graphviz'),
      slug: z.literal('graphviz_tutorial'),
      ...tutorialBase,
      steps: z.array(tutorialStep(z.object({ dot: nonEmpty }).strict())).min(5),
    })
    .strict(),
]);
export type PlaygroundTutorial = z.infer<typeof playgroundTutorialSchema>;

/** content/tutorials/sql.json: lessons with exercises over a sample SQLite database. */
export const sqlTutorialSchema = z
  .object({
    slug: z.literal('sql/interactive_tutorial'),
    ...tutorialBase,
    /** SQL that creates and fills the sample database (run once in the browser). */
    setup: nonEmpty,
    lessons: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z0-9-]+$/),
            title: nonEmpty,
            /** Markdown lesson text. */
            body: nonEmpty,
            /** The task the learner must solve. */
            task: nonEmpty,
            /** A reference answer; the learner's result must equal its result. */
            solution: nonEmpty,
            /** Shown when the answer is wrong. */
            hint: nonEmpty,
            /** Row order matters only when the task asks for an order. */
            ordered: z.boolean().default(false),
            /** The editor's starting text. */
            starter: z.string().default(''),
          })
          .strict(),
      )
      .min(6),
  })
  .strict();
export type SqlTutorial = z.infer<typeof sqlTutorialSchema>;
