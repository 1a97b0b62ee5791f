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
export const INVALID_TEXT: string;
export function randomPrintable(bytes?: number, seed?: number): string;
export function badInputs(): BadInput[];
export function repeatedSample(sample: string | null, kind: MainInput['kind'], bytes?: number): string | null;
export function expectedText(kind: MainInput['kind'], text: string): string;
export function markMainInput(): MainInput | null;
export function setMainInput(text: string): boolean;
export function readMainInput(): string | null;
