import { describeError } from '@/lib/result';
import { getOperation, operations } from '@/ops';
import { runOperation } from '@/ops/pipeline';
import { allCases, caseData } from './cases';
import { expectAnswer } from './cases/check';

// The page's run path: runOperation is what a recipe step and the recipes worker call.
describe('every operation case through runOperation', () => {
  const filter = process.env.OPS_FILTER;
  const cases = filter ? allCases.filter((c) => c.op.startsWith(filter)) : allCases;
  it.each(cases.map((c, i) => [`${c.op} #${i} ${c.name ?? ''}`, c] as const))('%s', async (_, c) => {
    const op = getOperation(c.op);
    expect(op, `operation ${c.op} exists`).toBeDefined();
    const r = await runOperation(op!, c.input === undefined ? null : caseData(c.input), c.options);
    expectAnswer(c, r.ok ? r : { ok: false, message: describeError(r.error) });
  });
});

describe('the operation list', () => {
  it('has unique ids, and every option has a default and a description', () => {
    expect(new Set(operations.map((o) => o.id)).size).toBe(operations.length);
    for (const op of operations) {
      for (const [name, field] of Object.entries(op.options.shape)) {
        const f = field as { description?: string; safeParse(v: unknown): { success: boolean } };
        expect(f.description, `${op.id} option ${name} has a description`).toBeTruthy();
        expect(f.safeParse(undefined).success, `${op.id} option ${name} has a default`).toBe(true);
      }
    }
  });

  it('has a case for every operation', () => {
    const covered = new Set(allCases.map((c) => c.op));
    expect(operations.map((o) => o.id).filter((id) => !covered.has(id))).toEqual([]);
  });
});
