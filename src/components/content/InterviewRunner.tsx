'use client';

import { useEffect, useState } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { buildJsHarness, buildPyHarness, judge, readHarnessOutput, type CaseResult, type Language, type TestCase } from '@/lib/interview-harness';
import { safeStorage } from '@/lib/storage';
import type { ToolError } from '@/lib/result';
import type { PythonRequest } from '@/lib/python/protocol';
import { PythonSandbox } from '@/lib/python/sandbox';
import classes from './content.module.css';

export interface RunnerProblem {
  slug: string;
  functionName: Record<Language, string>;
  starter: Record<Language, string>;
  tests: TestCase[];
  compare: 'ordered' | 'unordered';
}

/** A run may take this long before it is stopped as a runaway (an endless loop, say). */
const JS_HANG_MS = 5_000;
const PY_TIMEOUT_MS = 60_000;

/**
 * The harness prints every case's outcome on one line, which may be long (a wrong answer can be a big array):
 * a line may be 1 MB here, where the JavaScript page cuts at 10 KB.
 */
const JS_LIMITS = { entryChars: 1_000_000, entries: 1_000, runChars: 2_000_000 };

/** Runs the JavaScript harness in the opaque-origin sandbox frame of the JavaScript page. */
async function runJs(program: string): Promise<{ printed: string; error?: string }> {
  const { createSandbox } = await import('@/lib/js-sandbox');
  const container = document.body;
  return new Promise((resolve) => {
    let lines: string[] = [];
    let error: string | undefined;
    let cut = false;
    const sandbox = createSandbox({
      container,
      hangMs: JS_HANG_MS,
      limits: JS_LIMITS,
      onOutput: (batch) => {
        if (batch.clear) lines = [];
        for (const item of batch.items) {
          if (item.type === 'console') lines.push(item.text);
          else if (item.type === 'error') error ??= item.line ? `${item.message} (line ${item.line})` : item.message;
          else if (item.type === 'limit') cut = true;
        }
        if (lines.length > JS_LIMITS.entries) lines = lines.slice(lines.length - JS_LIMITS.entries);
      },
      onHang: () => {
        sandbox.dispose();
        resolve({
          printed: lines.join('\n'),
          error: `Your code ran for more than ${JS_HANG_MS / 1000} s and was stopped: is there an endless loop?`,
        });
      },
      onDone: () => {
        sandbox.dispose();
        resolve({
          printed: lines.join('\n'),
          error:
            error ??
            (cut
              ? `Your code printed more than ${JS_LIMITS.runChars.toLocaleString('en')} characters, so the output was cut and the test results with it: print less.`
              : undefined),
        });
      },
    });
    sandbox.run(program);
  });
}

let pyWorker: PythonSandbox | null = null;
let pyRun = 0;

/** Runs the Python harness in the Python page's sandbox (its Pyodide worker); a runaway run ends it. */
function runPy(program: string, onStatus: (s: string) => void): Promise<{ printed: string; error?: string }> {
  pyWorker ??= new PythonSandbox();
  const worker = pyWorker;
  const id = ++pyRun;
  return new Promise((resolve) => {
    let printed = '';
    let stderr = '';
    const finish = (r: { printed: string; error?: string }) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(r);
    };
    const timer = setTimeout(() => {
      worker.terminate();
      pyWorker = null;
      finish({ printed, error: `Your code ran for more than ${PY_TIMEOUT_MS / 1000} s and was stopped: is there an endless loop?` });
    }, PY_TIMEOUT_MS);
    const unsubscribe = worker.onMessage((m) => {
      if (m.type === 'status') onStatus(m.text);
      else if (m.type === 'fatal') finish({ printed, error: m.text });
      else if (m.type === 'stream' && m.id === id) {
        if (m.stream === 'stdout') printed += m.text;
        else stderr += m.text;
      } else if (m.type === 'done' && m.id === id) finish({ printed, error: m.ok ? stderr.trim() || undefined : (m.error ?? stderr) });
    });
    worker.postMessage({ type: 'run', id, code: program, stdin: '' } satisfies PythonRequest);
  });
}

/** The editor and test runner of an interview problem page: JavaScript or Python, run in the browser. */
export function InterviewRunner({ problem }: { problem: RunnerProblem }) {
  const [language, setLanguage] = useState<Language>('javascript');
  const [code, setCode] = useState<Record<Language, string>>(problem.starter);
  const [results, setResults] = useState<CaseResult[] | null>(null);
  const [consoleText, setConsoleText] = useState('');
  const [error, setError] = useState<ToolError | null>(null);
  const [status, setStatus] = useState('');
  const [running, setRunning] = useState(false);
  const key = (lang: Language) => `interview:${problem.slug}:${lang}`;
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    // Restore the learner's drafts after hydration (the server renders the starter code).
    const js = safeStorage.get(key('javascript'));
    const py = safeStorage.get(key('python'));
    const lang = safeStorage.get(`interview:${problem.slug}:language`);
    // Restoring after mount keeps hydration identical to the prerendered HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is only readable after hydration
    setCode((c) => ({ javascript: js ?? c.javascript, python: py ?? c.python }));
    setLanguage((l) => (lang === 'python' || lang === 'javascript' ? lang : l));
    setLoaded((x) => x || true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problem.slug]);

  const edit = (value: string) => {
    setCode((c) => ({ ...c, [language]: value }));
    safeStorage.set(key(language), value);
  };

  const run = async () => {
    setRunning(true);
    setError(null);
    setResults(null);
    setConsoleText('');
    setStatus(language === 'python' ? 'Starting Python…' : 'Running…');
    try {
      const fn = problem.functionName[language];
      const r =
        language === 'javascript'
          ? await runJs(buildJsHarness(code.javascript, fn, problem.tests))
          : await runPy(buildPyHarness(code.python, fn, problem.tests), setStatus);
      const { console: printed, outcomes } = readHarnessOutput(r.printed);
      setConsoleText(printed);
      if (outcomes) setResults(judge(problem.tests, outcomes, problem.compare));
      if (r.error) setError({ message: r.error });
      else if (!outcomes) setError({ message: 'The tests did not run: check that your code defines the function.' });
    } catch (e) {
      setError({ message: e instanceof Error ? e.message : String(e) });
    } finally {
      setStatus('');
      setRunning(false);
    }
  };

  const passed = results?.filter((r) => r.pass).length ?? 0;
  const mono = { fontFamily: 'var(--mantine-font-family-monospace)' };
  const cell = {
    border: '1px solid var(--mantine-color-default-border)',
    padding: '4px 8px',
    textAlign: 'left' as const,
    verticalAlign: 'top' as const,
  };
  const chooseLanguage = (v: Language) => {
    setLanguage(v);
    safeStorage.set(`interview:${problem.slug}:language`, v);
    setResults(null);
    setError(null);
  };
  // Plain elements rather than Mantine's SegmentedControl and Table: this island loads on every problem
  // page, and those two (with their positioning code) cost about 20 KB of first-load JavaScript.
  return (
    // data-saved-state: a returning learner's page loads its scripts at once, to show the saved drafts,
    // instead of waiting for the first interaction (scripts/defer-scripts.mjs).
    <section
      aria-label="Solve it"
      data-runner={problem.slug}
      data-island="interview"
      data-ready={loaded || undefined}
      data-saved-state={`interview:${problem.slug}:`}
      {...upgradeEditorsOnUse}
    >
      <div className={classes.actions} style={{ justifyContent: 'space-between' }}>
        <div role="radiogroup" aria-label="Language" className={classes.actions} style={{ margin: 0 }}>
          {(['javascript', 'python'] as const).map((l) => (
            <button
              key={l}
              type="button"
              role="radio"
              aria-checked={language === l}
              className={language === l ? classes.button : classes.buttonLight}
              onClick={() => chooseLanguage(l)}
            >
              {l === 'javascript' ? 'JavaScript' : 'Python'}
            </button>
          ))}
        </div>
        <div className={classes.actions} style={{ margin: 0 }}>
          <button type="button" className={classes.buttonLight} onClick={() => edit(problem.starter[language])} disabled={running}>
            Reset code
          </button>
          <button type="button" className={classes.button} onClick={run} disabled={running} aria-busy={running}>
            {running ? 'Running…' : 'Run tests'}
          </button>
        </div>
      </div>
      <CodeEditor
        key={language}
        label="Code"
        value={code[language]}
        onChange={edit}
        language={language === 'python' ? 'python' : 'javascript'}
        height={320}
      />
      {status && (
        <p className={classes.meta} role="status" style={{ marginTop: 8 }}>
          {status}
        </p>
      )}
      <ErrorPanel error={error} />
      {results && (
        <div aria-label="Test results" role="region">
          <p className={passed === results.length ? classes.pass : classes.fail} role="status">
            {passed === results.length ? `All ${results.length} tests passed` : `${passed} of ${results.length} tests passed`}
          </p>
          <div style={{ overflowX: 'auto' }}>
            <table style={{ borderCollapse: 'collapse', fontSize: 14, width: '100%' }}>
              <thead>
                <tr>
                  {['#', 'Input', 'Expected', 'Got', 'Result'].map((h) => (
                    <th key={h} style={cell}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {results.map((r) => (
                  <tr key={r.index} data-pass={r.pass}>
                    <td style={cell}>{r.index + 1}</td>
                    <td style={{ ...cell, ...mono }}>{r.input}</td>
                    <td style={{ ...cell, ...mono }}>{r.expected}</td>
                    <td style={{ ...cell, ...mono }}>{r.got}</td>
                    <td style={cell} className={r.pass ? classes.pass : classes.fail}>
                      {r.pass ? 'Pass' : 'Fail'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {consoleText && (
        <>
          <h3 style={{ fontSize: 16 }}>Console output</h3>
          <pre className={classes.code} aria-label="Console output">
            {consoleText}
          </pre>
        </>
      )}
    </section>
  );
}
