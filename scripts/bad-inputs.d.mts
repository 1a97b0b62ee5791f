// Types for scripts/bad-inputs.mjs (used by the e2e sweep, e2e/tools/bad-input.spec.ts).
export interface BadInput {
  name: string;
  text: string;
}
export interface MainInput {
  /** Its accessible name ('' when it has none). */
  label: string;
  kind: 'codemirror' | 'textarea' | 'input';
  /** A kit CodeEditor still showing its textarea: the first interaction turns it into CodeMirror. */
  upgradable: boolean;
}
/** Bad input `bad` of the list made in the page by BAD_INPUTS_IN_PAGE. */
export interface BadInputRef {
  bad: number;
}
export function makeBadInputs(): BadInput[];
/** A script for page.evaluate: makes the bad inputs in the page (once) and answers their names. */
export const BAD_INPUTS_IN_PAGE: string;
export function badInputs(): BadInput[];
export function repeatedSample(sample: string | null, kind: MainInput['kind'], bytes?: number): string | null;
export function expectedText(kind: MainInput['kind'], text: string): string;
export function markMainInput(): MainInput | null;
export function setMainInput(text: string | BadInputRef): boolean;
export function readMainInput(): string | null;
export function readMainInput(compare: BadInputRef & { kind: MainInput['kind']; largeChars: number }): 'same' | 'start' | 'gone' | string;
