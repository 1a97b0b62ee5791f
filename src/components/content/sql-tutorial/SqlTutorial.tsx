'use client';

import { Progress } from '@mantine/core';
import { useEffect, useState } from 'react';
import classes from '@/components/content/content.module.css';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { useHydrated } from '@/components/kit/use-hydrated';
import { safeStorage } from '@/lib/storage';
import { CancelledError, createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import type { CheckRequest, CheckResponse } from './sql-tutorial.core';

export interface TutorialLesson {
  id: string;
  title: string;
  bodyHtml: string;
  task: string;
  hint: string;
  ordered: boolean;
  starter: string;
  /** Only its result is used (to judge), never shown. */
  solution: string;
}

const PROGRESS_KEY = 'sql-tutorial:solved';
const draftKey = (id: string) => `sql-tutorial:draft:${id}`;

let runner: WorkerRunner<CheckRequest, CheckResponse> | null = null;
const check = (req: CheckRequest) => {
  runner ??= createWorkerRunner(() => new Worker(new URL('./sql-tutorial.worker.ts', import.meta.url)), { timeoutMs: 10_000 });
  return runner.run(req);
};

function Exercise({
  lesson,
  setup,
  n,
  solved,
  onSolved,
}: {
  lesson: TutorialLesson;
  setup: string;
  n: number;
  solved: boolean;
  onSolved: (id: string) => void;
}) {
  const [query, setQuery] = useState(lesson.starter);
  const [response, setResponse] = useState<CheckResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    const draft = safeStorage.get(draftKey(lesson.id));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is only readable after hydration
    setQuery((q) => draft ?? q);
  }, [lesson.id]);

  const run = async () => {
    setRunning(true);
    setError(null);
    try {
      const r = await check({ setup, query, solution: lesson.solution, ordered: lesson.ordered });
      if (!r.ok) {
        setError(r.error.message);
        setResponse(null);
      } else {
        setResponse(r.value);
        if (r.value.verdict?.correct) onSolved(lesson.id);
      }
    } catch (e) {
      if (!(e instanceof CancelledError)) setError(e instanceof Error ? e.message : String(e));
    } finally {
      setRunning(false);
    }
  };

  const result = response?.result;
  const verdict = response?.verdict;
  return (
    <div data-lesson={lesson.id} {...upgradeEditorsOnUse}>
      <p>
        <strong>Exercise {n}:</strong> {lesson.task} {solved && <span className={classes.pass}>✓ Solved</span>}
      </p>
      <CodeEditor
        label={`Query for exercise ${n}`}
        value={query}
        onChange={(v) => {
          setQuery(v);
          safeStorage.set(draftKey(lesson.id), v);
        }}
        language="sql"
        height={140}
      />
      {/* Plain buttons: twelve lessons of Mantine Buttons made hydration one long task on phones. */}
      <div className={classes.actions} style={{ margin: '8px 0' }}>
        <button type="button" className={classes.button} onClick={run} disabled={running} aria-busy={running}>
          Run and check
        </button>
        <button
          type="button"
          className={classes.buttonLight}
          onClick={() => {
            setQuery(lesson.starter);
            safeStorage.remove(draftKey(lesson.id));
            setResponse(null);
          }}
        >
          Reset
        </button>
      </div>
      {error && <ErrorPanel error={{ message: error }} />}
      {response?.error && <ErrorPanel error={response.error} />}
      {verdict && (
        <div role="status" aria-label={`Verdict for exercise ${n}`}>
          {verdict.correct ? (
            <p className={classes.pass}>Correct! Your query returns the expected rows.</p>
          ) : (
            <>
              <p className={classes.fail}>Not quite. {verdict.reason}</p>
              <p>
                <strong>Hint:</strong> {lesson.hint}
              </p>
            </>
          )}
        </div>
      )}
      {result && result.columns && (
        <div className="table-wrap" style={{ overflowX: 'auto' }}>
          <table aria-label={`Result of exercise ${n}`} className={classes.sheetHtml} style={{ borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {result.columns.map((c, i) => (
                  <th key={i} style={{ border: '1px solid var(--mantine-color-default-border)', padding: '2px 8px' }}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(result.rows ?? []).slice(0, 100).map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j} style={{ border: '1px solid var(--mantine-color-default-border)', padding: '2px 8px' }}>
                      {cell === null ? 'NULL' : String(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {(result.rows?.length ?? 0) > 100 && <p className={classes.meta}>First 100 of {result.rows!.length} rows.</p>}
        </div>
      )}
    </div>
  );
}

/**
 * The interactive SQL tutorial: each lesson's text, then an exercise whose query runs against a fresh
 * copy of the sample SQLite database in a worker and is judged by its rows. Progress is kept in the browser.
 */
export function SqlTutorial({ setup, lessons }: { setup: string; lessons: TutorialLesson[] }) {
  const [solved, setSolved] = useState<string[]>([]);
  const hydrated = useHydrated();
  useEffect(() => {
    try {
      const stored = JSON.parse(safeStorage.get(PROGRESS_KEY) ?? '[]') as unknown;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is only readable after hydration
      if (Array.isArray(stored)) setSolved((s) => [...new Set([...s, ...stored.filter((x): x is string => typeof x === 'string')])]);
    } catch {
      // A damaged progress entry starts the learner afresh rather than breaking the page.
    }
  }, []);
  const markSolved = (id: string) =>
    setSolved((s) => {
      if (s.includes(id)) return s;
      const next = [...s, id];
      safeStorage.set(PROGRESS_KEY, JSON.stringify(next));
      return next;
    });
  const done = lessons.filter((l) => solved.includes(l.id)).length;
  return (
    // data-saved-state: a returning learner's page loads its scripts at once, to show the saved progress
    // and drafts, instead of waiting for the first interaction (scripts/defer-scripts.mjs).
    <div data-tutorial="sql" data-island="sql-tutorial" data-ready={hydrated || undefined} data-saved-state="sql-tutorial:">
      <div style={{ position: 'sticky', top: 56, zIndex: 2, background: 'var(--mantine-color-body)', padding: '6px 0' }}>
        <p className={classes.meta} id="sql-progress-label" style={{ margin: '0 0 4px' }}>
          Progress: {done} of {lessons.length} exercises solved
        </p>
        {/* The section is the element with role="progressbar", so it carries the label. */}
        <Progress.Root size="sm">
          <Progress.Section value={(done / lessons.length) * 100} aria-labelledby="sql-progress-label" />
        </Progress.Root>
      </div>
      <nav aria-label="Lessons">
        <ol>
          {lessons.map((l) => (
            <li key={l.id}>
              <a href={`#${l.id}`}>{l.title}</a> {solved.includes(l.id) && <span className={classes.pass}>✓</span>}
            </li>
          ))}
        </ol>
      </nav>
      {lessons.map((l, i) => (
        <section key={l.id} id={l.id} className={classes.step} aria-labelledby={`${l.id}-title`}>
          <h2 id={`${l.id}-title`}>
            {i + 1}. {l.title}
          </h2>
          <div className={classes.prose} dangerouslySetInnerHTML={{ __html: l.bodyHtml }} />
          <Exercise lesson={l} setup={setup} n={i + 1} solved={solved.includes(l.id)} onSolved={markSolved} />
        </section>
      ))}
    </div>
  );
}
