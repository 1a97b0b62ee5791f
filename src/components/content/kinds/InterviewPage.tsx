import { highlight, renderMarkdown } from '@/content/render';
import type { InterviewProblem } from '@/content/schemas';
import { Code, Prose } from '../Code';
import { InterviewRunnerIsland } from '../ContentIsland';
import classes from '../content.module.css';

/** One interview problem: statement, examples, constraints, the code runner, the hints and the solution if any. */
export function InterviewPage({ problem: p }: { problem: InterviewProblem }) {
  return (
    <>
      <p className={classes.meta}>Difficulty: {p.difficulty}</p>
      <Prose html={renderMarkdown(p.statement)} />
      <h2>Examples</h2>
      {p.examples.map((e, i) => (
        <div key={i} className={classes.prose}>
          <pre className={classes.code}>{`Input: ${e.input}\nOutput: ${e.output}${e.explanation ? `\nExplanation: ${e.explanation}` : ''}`}</pre>
        </div>
      ))}
      <h2>Constraints</h2>
      <ul className={classes.prose}>
        {p.constraints.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <h2>Your solution</h2>
      <InterviewRunnerIsland problem={{ slug: p.slug, functionName: p.functionName, starter: p.starter, tests: p.tests, compare: p.compare }} />
      <section aria-labelledby="hints-heading" style={{ marginTop: 32 }}>
        <h2 id="hints-heading">Hints</h2>
        {/* Each hint closed on its own, so the reader takes only as much help as they need. */}
        {p.hints.map((hint, i) => (
          <details key={i} className={classes.prose}>
            <summary>Hint {i + 1}</summary>
            <Prose html={renderMarkdown(hint)} />
          </details>
        ))}
      </section>
      {p.solution && (
        <section aria-labelledby="solution-heading" style={{ marginTop: 32 }}>
          <h2 id="solution-heading">Solution</h2>
          {/* Closed until asked for: someone practising should not read the answer while scrolling to the runner. */}
          <details className={classes.prose}>
            <summary>Show the solution: the idea, its complexity and the code</summary>
            <Prose html={renderMarkdown(p.solution.explanation)} />
            <p className={classes.prose}>
              <strong>Time complexity:</strong> {p.solution.time}. <strong>Space complexity:</strong> {p.solution.space}.
            </p>
            <h3>JavaScript</h3>
            <Code
              html={highlight(p.solution.javascript, 'javascript')}
              code={p.solution.javascript}
              language="javascript"
              label="JavaScript solution"
            />
            <h3>Python</h3>
            <Code html={highlight(p.solution.python, 'python')} code={p.solution.python} language="python" label="Python solution" />
          </details>
        </section>
      )}
    </>
  );
}
