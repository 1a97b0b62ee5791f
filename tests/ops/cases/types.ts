/**
 * One case of an operation, run through every surface (the page's run path, the CLI and the MCP server)
 * by tests/ops/surfaces.test.ts, which checks that each gives this answer.
 *
 * Bytes are written as `{ base64: '…' }`. Give `output` when the answer is fixed, `match` when it is
 * random (generators), `error` (a substring of the message) when the input is bad.
 */
export type CaseData = string | { base64: string };

export interface OpCase {
  op: string;
  /** What the case shows, when the input does not say it. */
  name?: string;
  input?: CaseData;
  options?: Record<string, unknown>;
  output?: CaseData;
  match?: RegExp;
  error?: string;
}
