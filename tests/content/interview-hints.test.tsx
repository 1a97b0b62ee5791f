// @vitest-environment jsdom
/**
 * Interview hints (issue 16): two or three per problem, none giving away the code, and on the page each
 * one closed on its own, rendered like the statement, before the solution.
 */
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadInterviewProblems } from '@/content/collections';
import { renderMarkdown } from '@/content/render';
import { InterviewPage } from '@/components/content/kinds/InterviewPage';

vi.mock('server-only', () => ({}));
// The runner is a lazily loaded client island, which a synchronous render cannot wait for; the hints do not depend on it.
vi.mock('@/components/content/ContentIsland', () => ({ InterviewRunnerIsland: () => <div data-runner="" /> }));

const problems = loadInterviewProblems();

/** The lines of a reference solution's code that hold real code: comments stripped, signatures and braces left out. */
function codeLines(code: string, language: 'javascript' | 'python') {
  return code
    .split('\n')
    .map((line) => (language === 'javascript' ? line.replace(/\/\/.*$/, '') : line.replace(/#.*$/, '')).trim())
    .filter((line) => line.length >= 8 && !/^(function|def) /.test(line));
}

/** The page as the server prerenders it. */
function prerender(p: (typeof problems)[number]) {
  const html = renderToStaticMarkup(
    <MantineProvider>
      <InterviewPage problem={p} />
    </MantineProvider>,
  );
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
}

describe('interview hints', () => {
  it.each(problems.map((p) => [p.slug, p] as const))('%s: two or three hints, none with code from the solution', (_slug, p) => {
    expect(p.hints.length).toBeGreaterThanOrEqual(2);
    expect(p.hints.length).toBeLessThanOrEqual(3);
    const lines = p.solution ? [...codeLines(p.solution.javascript, 'javascript'), ...codeLines(p.solution.python, 'python')] : [];
    if (p.solution) expect(lines.length).toBeGreaterThan(3);
    for (const [i, hint] of p.hints.entries()) {
      expect(hint.trim(), `hint ${i + 1}`).not.toBe('');
      expect(hint, `hint ${i + 1} has a fenced code block`).not.toMatch(/^\s*(```|~~~)/m);
      expect(renderMarkdown(hint), `hint ${i + 1} renders a code block`).not.toContain('<pre');
      for (const line of lines) expect(hint, `hint ${i + 1} quotes the solution`).not.toContain(line);
    }
  });

  it.each(problems.map((p) => [p.slug, p] as const))('%s: the page shows each hint closed, before the solution', (_slug, p) => {
    const body = prerender(p);
    const heading = Array.from(body.querySelectorAll('h2')).find((h) => h.textContent === 'Hints');
    expect(heading).toBeDefined();
    const section = heading!.closest('section')!;
    const details = Array.from(section.querySelectorAll('details'));
    expect(details).toHaveLength(p.hints.length);
    details.forEach((d, i) => {
      expect(d.hasAttribute('open'), `hint ${i + 1} is open`).toBe(false);
      expect(d.querySelector('summary')!.textContent).toBe(`Hint ${i + 1}`);
      // Rendered like the statement: renderMarkdown's HTML in a Prose block (compared as parsed DOM, which normalises escapes).
      const expected = document.createElement('div');
      expected.innerHTML = renderMarkdown(p.hints[i]);
      expect(d.querySelector('summary + div')!.innerHTML.trim()).toBe(expected.innerHTML.trim());
    });
    // The hints come after the runner, so a reader tries first.
    const runner = body.querySelector('[data-runner]')!;
    expect(runner.compareDocumentPosition(heading!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const solution = body.querySelector('#solution-heading');
    if (!p.solution) {
      expect(solution).toBeNull();
      return;
    }
    expect(solution).not.toBeNull();
    for (const d of details) expect(d.compareDocumentPosition(solution!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const reveal = solution!.closest('section')!.querySelector('details')!;
    expect(reveal.hasAttribute('open')).toBe(false);
    expect(reveal.querySelector('summary')!.textContent).toMatch(/^Show the solution/);
  });
});
