import { caseData, type OpCase } from './index';

/** What a surface answered for a case: the output, or the error message the user sees. */
export type Answer = { ok: true; value: string | Uint8Array } | { ok: false; message: string };

const asText = (v: string | Uint8Array) => (typeof v === 'string' ? v : new TextDecoder().decode(v));

/** Checks an answer against the case: the same rules for the run path, the CLI and MCP. */
export function expectAnswer(c: OpCase, answer: Answer): void {
  if (c.error !== undefined) {
    expect(answer.ok, `${c.op} should fail`).toBe(false);
    if (!answer.ok) expect(answer.message).toContain(c.error);
    return;
  }
  if (!answer.ok) throw new Error(`${c.op} failed: ${answer.message}`);
  if (c.output !== undefined) {
    const want = caseData(c.output);
    if (typeof want === 'string') expect(asText(answer.value)).toBe(want);
    else expect(typeof answer.value === 'string' ? new TextEncoder().encode(answer.value) : answer.value).toEqual(want);
  }
  if (c.match) expect(asText(answer.value)).toMatch(c.match);
}
