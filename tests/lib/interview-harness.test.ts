import { spawnSync } from 'node:child_process';
import { buildJsHarness, buildPyHarness, judge, readHarnessOutput, RESULTS_MARK, sameAnswer, type TestCase } from '@/lib/interview-harness';

const tests: TestCase[] = [
  { args: [[2, 7, 11, 15], 9], expected: [0, 1] },
  { args: [[3, 2, 4], 6], expected: [1, 2] },
  { args: [[3, 3], 6], expected: [0, 1] },
];

const runNode = (code: string) => spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }).stdout;
const runPython = (code: string) => spawnSync('python3', ['-c', code], { encoding: 'utf8' }).stdout;

const jsRight = `function twoSum(nums, target) {\n  const seen = new Map();\n  for (let i = 0; i < nums.length; i++) {\n    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];\n    seen.set(nums[i], i);\n  }\n  return [];\n}`;
const pyRight = `def two_sum(nums, target):\n    seen = {}\n    for i, n in enumerate(nums):\n        if target - n in seen:\n            return [seen[target - n], i]\n        seen[n] = i\n    return []`;

describe('interview harness', () => {
  it('runs a correct JavaScript solution and every case passes', () => {
    const { console: printed, outcomes } = readHarnessOutput(runNode(buildJsHarness(`${jsRight}\nconsole.log('hello');`, 'twoSum', tests)));
    expect(printed).toBe('hello');
    expect(judge(tests, outcomes!, 'ordered').map((r) => r.pass)).toEqual([true, true, true]);
  });

  it('shows the failing case of a wrong JavaScript solution with what it returned', () => {
    const wrong = 'function twoSum(nums, target) { return [0, 1]; }';
    const results = judge(tests, readHarnessOutput(runNode(buildJsHarness(wrong, 'twoSum', tests))).outcomes!, 'ordered');
    expect(results.map((r) => r.pass)).toEqual([true, false, true]);
    expect(results[1]).toMatchObject({ input: '[3,2,4], 6', expected: '[1,2]', got: '[0,1]' });
  });

  it('reports a thrown error per case and a missing function by name', () => {
    const throwing = readHarnessOutput(runNode(buildJsHarness('function twoSum() { throw new TypeError("nope"); }', 'twoSum', tests))).outcomes!;
    expect(judge(tests, throwing, 'ordered')[0]).toMatchObject({ pass: false, got: 'TypeError: nope' });
    const missing = readHarnessOutput(runNode(buildJsHarness('function other() {}', 'twoSum', tests))).outcomes!;
    expect(judge(tests, missing, 'ordered')[0].got).toMatch(/twoSum is not defined/);
  });

  it('gives each case its own copy of the arguments', () => {
    const mutating = 'function twoSum(nums, target) { nums.length = 0; return [0, 1]; }';
    const out = readHarnessOutput(runNode(buildJsHarness(mutating, 'twoSum', [tests[0], tests[0]]))).outcomes!;
    expect(out).toEqual([
      { ok: true, value: [0, 1] },
      { ok: true, value: [0, 1] },
    ]);
  });

  it('runs a Python solution, and reports a wrong one case by case', () => {
    expect(judge(tests, readHarnessOutput(runPython(buildPyHarness(pyRight, 'two_sum', tests))).outcomes!, 'ordered').every((r) => r.pass)).toBe(
      true,
    );
    const wrong = judge(
      tests,
      readHarnessOutput(runPython(buildPyHarness('def two_sum(nums, target):\n    return (0, 1)', 'two_sum', tests))).outcomes!,
      'ordered',
    );
    expect(wrong.map((r) => r.pass)).toEqual([true, false, true]);
    const raising = judge(
      tests,
      readHarnessOutput(runPython(buildPyHarness('def two_sum(nums, target):\n    return 1 // 0', 'two_sum', tests))).outcomes!,
      'ordered',
    );
    expect(raising[0].got).toBe('ZeroDivisionError: integer division or modulo by zero');
  });

  it('has no outcomes when the harness never printed', () => {
    expect(readHarnessOutput('some output\n')).toEqual({ console: 'some output', outcomes: null });
    expect(readHarnessOutput(`${RESULTS_MARK}{broken`).outcomes).toBeNull();
  });

  it.each([
    [['ad', 'ae'], ['ae', 'ad'], 'unordered', true],
    [['ad', 'ae'], ['ae', 'ad'], 'ordered', false],
    [['ad'], ['ad', 'ad'], 'unordered', false],
    [{ a: 1 }, { a: 1 }, 'ordered', true],
  ] as const)('compares %j with %j (%s): %s', (a, b, mode, same) => {
    expect(sameAnswer(a, b, mode)).toBe(same);
  });

  it('marks cases the run never reached as failed', () => {
    expect(judge(tests, [{ ok: true, value: [0, 1] }], 'ordered').map((r) => r.pass)).toEqual([true, false, false]);
  });
});
