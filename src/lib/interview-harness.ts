/**
 * Runs a learner's interview solution against the problem's test cases. The page wraps the learner's code
 * in a small harness program (JavaScript for the sandboxed frame, Python for Pyodide) that calls their
 * function once per case and prints one line: RESULTS_MARK + JSON of the outcomes. Pure: no DOM, no engine.
 */

export const RESULTS_MARK = '__DEVBENCH_RESULTS__';

export type Language = 'javascript' | 'python';

export interface TestCase {
  args: unknown[];
  expected: unknown;
}

/** What the harness reports for one case. */
export type CaseOutcome = { ok: true; value: unknown } | { ok: false; error: string };

export interface CaseResult {
  index: number;
  pass: boolean;
  input: string;
  expected: string;
  /** The returned value as JSON, or the error the call raised. */
  got: string;
  error?: string;
}

/** The JavaScript program: the learner's code, then a loop over the cases (each gets fresh copies of its arguments). */
export function buildJsHarness(userCode: string, fn: string, tests: TestCase[]): string {
  return `${userCode}
;(() => {
  const cases = ${JSON.stringify(tests.map((t) => t.args))};
  const out = [];
  for (const args of cases) {
    try {
      if (typeof ${fn} !== 'function') throw new ReferenceError('${fn} is not defined: keep the function name ${fn}');
      const value = ${fn}(...structuredClone(args));
      out.push({ ok: true, value: value === undefined ? null : JSON.parse(JSON.stringify(value)) });
    } catch (e) {
      out.push({ ok: false, error: e instanceof Error ? e.name + ': ' + e.message : String(e) });
    }
  }
  console.log(${JSON.stringify(RESULTS_MARK)} + JSON.stringify(out));
})();
`;
}

/** The Python program: the learner's code, then a loop over the cases. */
export function buildPyHarness(userCode: string, fn: string, tests: TestCase[]): string {
  const data = JSON.stringify(tests.map((t) => t.args));
  return `${userCode}

def __devbench_run():
    import json
    cases = json.loads(${JSON.stringify(data)})
    out = []
    for args in cases:
        try:
            if ${JSON.stringify(fn)} not in globals():
                raise NameError("${fn} is not defined: keep the function name ${fn}")
            value = globals()[${JSON.stringify(fn)}](*args)
            out.append({"ok": True, "value": json.loads(json.dumps(value))})
        except Exception as e:
            out.append({"ok": False, "error": f"{type(e).__name__}: {e}"})
    print(${JSON.stringify(RESULTS_MARK)} + json.dumps(out))

__devbench_run()
`;
}

/**
 * Splits a run's printed text into the learner's own output and the harness outcomes; null outcomes when
 * the harness never printed (the code failed to parse, or was stopped).
 */
export function readHarnessOutput(printed: string): { console: string; outcomes: CaseOutcome[] | null } {
  const lines = printed.split('\n');
  const at = lines.findIndex((l) => l.startsWith(RESULTS_MARK));
  if (at < 0) return { console: printed.replace(/\n$/, ''), outcomes: null };
  let outcomes: CaseOutcome[] | null = null;
  try {
    outcomes = JSON.parse(lines[at].slice(RESULTS_MARK.length)) as CaseOutcome[];
  } catch {
    outcomes = null;
  }
  const rest = [...lines.slice(0, at), ...lines.slice(at + 1)].join('\n').replace(/\n$/, '');
  return { console: rest, outcomes };
}

const json = (v: unknown) => JSON.stringify(v);

/** Equal as JSON; with 'unordered', a top-level array is compared as a multiset. */
export function sameAnswer(actual: unknown, expected: unknown, compare: 'ordered' | 'unordered'): boolean {
  if (compare === 'unordered' && Array.isArray(actual) && Array.isArray(expected)) {
    return json(actual.map(json).sort()) === json(expected.map(json).sort());
  }
  return json(actual) === json(expected);
}

/** Per-case verdicts for display. */
export function judge(tests: TestCase[], outcomes: CaseOutcome[], compare: 'ordered' | 'unordered'): CaseResult[] {
  return tests.map((t, index) => {
    const o = outcomes[index];
    const input = t.args.map(json).join(', ');
    const expected = json(t.expected);
    if (!o) return { index, pass: false, input, expected, got: '(no result)', error: 'The run stopped before this case.' };
    if (!o.ok) return { index, pass: false, input, expected, got: o.error, error: o.error };
    return { index, pass: sameAnswer(o.value, t.expected, compare), input, expected, got: json(o.value) ?? 'null' };
  });
}
