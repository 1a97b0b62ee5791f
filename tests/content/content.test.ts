// @vitest-environment jsdom
/**
 * Every content collection: validated by its schema (the loaders throw naming the file and field), every
 * code sample checked or run (check-code.ts), every example's shown output real, every interview
 * solution passing its cases, every tutorial answer right, and every cross-link resolving to a page.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  loadArticles,
  loadBlogPosts,
  loadCheatsheets,
  loadGraphvizExamples,
  loadInterviewProblems,
  loadJavascriptExamples,
  loadMermaidExamples,
  loadPlaygroundTutorials,
  loadPythonExamples,
  loadSqlTutorial,
} from '@/content/collections';
import { checkSample, fencedBlocks, jq, parseMermaid, renderDot, runNode, runPython, sqlite, type CodeSample } from './check-code';
import { evaluateJsonPath } from '@/tools/jsonpath-playground/jsonpath-playground.core';
import type { InterviewProblem } from '@/content/schemas';
import { buildJsHarness, buildPyHarness, judge, readHarnessOutput } from '@/lib/interview-harness';

vi.mock('server-only', () => ({}));

const T = 60_000;

/** Markdown texts of every collection, each with a name for failure messages. */
function markdownTexts(): [string, string][] {
  return [
    ...loadBlogPosts().map((p) => [`content/blog/${p.slug}.md`, p.body] as [string, string]),
    ...loadArticles().map((a) => [`content/articles/${a.slug}.md`, a.body] as [string, string]),
    ...loadPlaygroundTutorials().flatMap((t) => [
      [`${t.slug} intro`, t.intro] as [string, string],
      ...t.steps.map((s, i) => [`${t.slug} step ${i + 1}`, s.body] as [string, string]),
    ]),
    ...(loadSqlTutorial()?.lessons.map((l) => [`sql tutorial ${l.id}`, l.body] as [string, string]) ?? []),
    ...[...loadGraphvizExamples(), ...loadMermaidExamples()].filter((e) => e.body).map((e) => [`example ${e.slug}`, e.body!] as [string, string]),
    ...[...loadPythonExamples(), ...loadJavascriptExamples()].filter((e) => e.body).map((e) => [`example ${e.slug}`, e.body!] as [string, string]),
    ...loadInterviewProblems().flatMap((p) => [
      [`interview ${p.slug}`, p.statement] as [string, string],
      ...(p.solution ? [[`interview ${p.slug} solution`, p.solution.explanation] as [string, string]] : []),
    ]),
  ];
}

describe('code samples in prose', () => {
  const docs = markdownTexts();
  it.each(docs.map(([where, body]) => [where, body]))(
    '%s: every fenced block runs or parses',
    async (where, body) => {
      const db = await sqlite();
      for (const sample of fencedBlocks(body, where)) {
        await expect(
          checkSample(sample, db).then(() => 'ok'),
          `${sample.where} (${sample.language})`,
        ).resolves.toBe('ok');
      }
    },
    T,
  );
});

describe('cheatsheets', () => {
  const sheets = loadCheatsheets();
  it.each(sheets.map((s) => [s.prefix + s.slug, s] as const))(
    '%s: every item with code checks, with template values filled in',
    async (_slug, sheet) => {
      const db = await sqlite();
      for (const [si, section] of sheet.sections.entries()) {
        for (const [ii, item] of section.items.entries()) {
          if (!item.code) continue;
          let code = item.code;
          for (const t of sheet.templateValues) code = code.split(t.placeholder).join(t.default);
          const sample: CodeSample = {
            where: `${sheet.slug} section ${si + 1} item ${ii + 1}`,
            language: item.language ?? sheet.language,
            flags: [],
            code,
          };
          await expect(
            checkSample(sample, db).then(() => 'ok'),
            `${sample.where}: ${code.slice(0, 80)}`,
          ).resolves.toBe('ok');
        }
      }
    },
    T,
  );

  it.each(sheets.filter((s) => s.templateValues.length).map((s) => [s.slug, s] as const))(
    '%s: every template placeholder is used by some command',
    (_slug, sheet) => {
      const all = sheet.sections.flatMap((s) => s.items.map((i) => i.code ?? '')).join('\n');
      for (const t of sheet.templateValues) expect(all, t.placeholder).toContain(t.placeholder);
    },
  );

  it('pictures exist under public/', () => {
    for (const s of sheets)
      for (const sec of s.sections)
        for (const i of sec.items) if (i.picture) expect(existsSync(path.join('public', i.picture)), i.picture).toBe(true);
  });
});

describe('code examples', () => {
  it.each(loadPythonExamples().map((e) => [e.slug, e] as const))(
    'python %s prints the output the page shows',
    (_slug, e) => {
      expect(runPython(e.code)).toBe(e.output);
    },
    T,
  );
  it.each(loadJavascriptExamples().map((e) => [e.slug, e] as const))(
    'javascript %s prints the output the page shows',
    (_slug, e) => {
      expect(runNode(e.code)).toBe(e.output);
    },
    T,
  );
});

describe('diagram examples', () => {
  it.each(loadGraphvizExamples().map((e) => [e.slug, e] as const))(
    'graphviz %s renders to SVG',
    async (_slug, e) => {
      expect(await renderDot(e.markup)).toContain('<svg');
    },
    T,
  );
  it.each(loadMermaidExamples().map((e) => [e.slug, e] as const))(
    'mermaid %s parses and has its pre-rendered picture',
    async (_slug, e) => {
      await expect(parseMermaid(e.markup).then(() => 'ok')).resolves.toBe('ok');
      expect(existsSync(path.join('public', e.image)), e.image).toBe(true);
      // The committed picture must come from this markup: re-run scripts/render-mermaid-examples.mjs after an edit.
      const svg = readFileSync(path.join('public', e.image), 'utf8');
      expect(/source sha256 ([0-9a-f]{64})/.exec(svg)?.[1]).toBe(createHash('sha256').update(e.markup).digest('hex'));
    },
    T,
  );
  it('the pie example uses 45, 25, 15, 10 and 5 per cent', () => {
    const pie = loadMermaidExamples().find((e) => e.slug === 'pie_diagram');
    expect(pie).toBeDefined();
    const values = [...pie!.markup.matchAll(/:\s*(\d+(?:\.\d+)?)/g)].map((m) => Number(m[1]));
    expect(values).toEqual([45, 25, 15, 10, 5]);
  });
});

/** Runs a reference solution through the harness the page itself uses, and returns each case's verdict. */
function runSolution(p: InterviewProblem, language: 'javascript' | 'python') {
  const code = p.solution![language];
  const program =
    language === 'javascript' ? buildJsHarness(code, p.functionName.javascript, p.tests) : buildPyHarness(code, p.functionName.python, p.tests);
  const { outcomes } = readHarnessOutput(language === 'javascript' ? runNode(program) : runPython(program));
  expect(outcomes, 'the harness printed its results').not.toBeNull();
  return judge(p.tests, outcomes!, p.compare);
}

describe('interview problems', () => {
  const problems = loadInterviewProblems();
  it('has the eleven problems of SPEC §2, and solutions for the first six only', () => {
    expect(problems.map((p) => p.slug)).toEqual([
      'two-sum',
      'merge-intervals',
      'reverse-a-string',
      'longest-common-prefix',
      'palindrome-string',
      'roman-to-integer',
      'letter-combination-phone-number',
      'valid-parentheses',
      'find-index-first-occurrence-in-string',
      'length-of-last-word',
      'spiral-matrix',
    ]);
    expect(problems.map((p) => Boolean(p.hasSolution))).toEqual([true, true, true, true, true, true, false, false, false, false, false]);
    expect(problems.find((p) => p.slug === 'roman-to-integer')!.constraints.join(' ')).toMatch(/1 <= .*3999|1 to 3999/);
  });

  it.each(problems.filter((p) => p.solution).map((p) => [p.slug, p] as const))(
    '%s: the JavaScript solution passes every case',
    (_slug, p) => {
      for (const r of runSolution(p, 'javascript')) expect(r.pass, `case ${r.index + 1}: got ${r.got}`).toBe(true);
    },
    T,
  );

  it.each(problems.filter((p) => p.solution).map((p) => [p.slug, p] as const))(
    '%s: the Python solution passes every case',
    (_slug, p) => {
      for (const r of runSolution(p, 'python')) expect(r.pass, `case ${r.index + 1}: got ${r.got}`).toBe(true);
    },
    T,
  );

  it.each(problems.map((p) => [p.slug, p] as const))(
    '%s: the starter code runs and defines the function',
    (_slug, p) => {
      runNode(`${p.starter.javascript}\nif (typeof ${p.functionName.javascript} !== 'function') process.exit(3);`);
      runPython(`${p.starter.python}\nassert callable(${p.functionName.python})`);
    },
    T,
  );
});

describe('tutorials', () => {
  const tutorials = loadPlaygroundTutorials();
  it('has the jq, JSONPath and Graphviz tutorials', () => {
    expect(tutorials.map((t) => t.slug).sort()).toEqual(['graphviz_tutorial', 'jq_tutorial', 'jsonpath_tutorial']);
  });
  it.each(tutorials.flatMap((t) => t.steps.map((s, i) => [`${t.slug} step ${i + 1}`, t.kind, s] as const)))(
    '%s: the example runs and gives the output it promises',
    async (_name, kind, step) => {
      const ex = step.example as Record<string, string>;
      if (kind === 'jq') {
        const out = await jq(ex.json, ex.filter);
        if (step.expectedOutput !== undefined) expect(out).toBe(step.expectedOutput);
      } else if (kind === 'jsonpath') {
        // In the step's own dialect, through the playground's evaluation; and every path of the step's prose
        // (```jsonpath <dialect> fences) runs on the step's document in the dialect it names.
        const dialect = ex.dialect === 'jsonpath-plus' ? 'jsonpath-plus' : 'rfc9535';
        expect(['rfc9535', 'jsonpath-plus']).toContain(ex.dialect);
        const out = await evaluateJsonPath({ json: ex.json, path: ex.path, ignoreErrors: false, dialect });
        expect(out.ok ? out.value.text : out.error.message).toBe(step.expectedOutput);
        for (const block of fencedBlocks(step.body, 'step').filter((b) => b.language === 'jsonpath')) {
          const r = await evaluateJsonPath({
            json: ex.json,
            path: block.code.trim(),
            ignoreErrors: false,
            dialect: block.flags[0] === 'jsonpath-plus' ? 'jsonpath-plus' : 'rfc9535',
          });
          expect(r.ok ? 'ok' : r.error.message, block.code).toBe('ok');
        }
      } else {
        expect(await renderDot(ex.dot)).toContain('<svg');
      }
    },
    T,
  );

  it(
    'the SQL tutorial: setup builds the database and every reference answer returns rows',
    async () => {
      const t = loadSqlTutorial();
      expect(t).not.toBeNull();
      const db = await sqlite();
      db.exec(t!.setup);
      for (const l of t!.lessons) {
        const res = db.exec(l.solution);
        expect(res.length, `${l.id} returns a result`).toBeGreaterThan(0);
      }
    },
    T,
  );
});
