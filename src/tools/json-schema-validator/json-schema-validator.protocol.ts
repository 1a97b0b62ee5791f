/** What the JSON Schema validator's page, worker and operation share: the request, the report and its text. */
import type { ToolError } from '@/lib/result';

/** The JSON Schema drafts the validator runs. */
export const DRAFTS = ['draft-07', '2019-09', '2020-12'] as const;
export type Draft = (typeof DRAFTS)[number];
/** `auto`: the draft the schema's `$schema` names (2020-12 when it names none). */
export type DraftChoice = 'auto' | Draft;

/** One way the instance breaks the schema. */
export interface SchemaViolation {
  /** JSON pointer (RFC 6901) of the value in the instance; "" is the whole document. */
  pointer: string;
  /** Where in the schema the failing keyword is: `#/properties/age/minimum`. */
  schemaPath: string;
  /** The keyword that failed: `minimum`, `required`, `type` … */
  keyword: string;
  /** What is wrong, in a phrase that follows the pointer ("must be >= 0"). */
  message: string;
  /** 1-based place in the instance text of the value (or of the property name the error is about). */
  line?: number;
  column?: number;
}

export interface ValidationReport {
  valid: boolean;
  /** The draft applied. */
  draft: Draft;
  /** Why that draft: the schema's `$schema`, the default (no `$schema`), or the draft chosen in the options. */
  draftFrom: 'schema' | 'default' | 'choice';
  /** Every violation, in the order they appear in the instance (at most MAX_LISTED_ERRORS of them). */
  errors: SchemaViolation[];
  /** How many violations there are in all. */
  errorCount: number;
}

/** A failure of the validator: `in: 'schema'` when the schema (not the instance) is what is wrong. */
export type ValidatorError = ToolError & { in?: 'schema' };

/** What the page sends its worker: the two texts and the options. */
export interface SchemaValidatorRequest {
  input: string;
  schema: string;
  draft: DraftChoice;
  formats: boolean;
}

/** A pointer as the lists show it: the whole document is "(root)". */
export function showPointer(pointer: string): string {
  return pointer === '' ? '(root)' : pointer;
}

/** One violation as a line of text: pointer, message, place and schema path. */
export function describeViolation(v: SchemaViolation): string {
  return `${showPointer(v.pointer)}: ${v.message}${v.line ? ` (line ${v.line}, column ${v.column})` : ''} [${v.schemaPath}]`;
}

/** The report as text: `valid`, or a summary line then one line per violation. */
export function reportText(r: ValidationReport): string {
  if (r.valid) return 'valid';
  const more = r.errorCount > r.errors.length ? `\n… and ${r.errorCount - r.errors.length} more` : '';
  return `${errorSummary(r)}:\n${r.errors.map(describeViolation).join('\n')}${more}`;
}

/** How a draft is named in sentences: "draft-07", "draft 2020-12". */
export function draftName(d: Draft): string {
  return d === 'draft-07' ? d : `draft ${d}`;
}

/** "3 errors against draft 2020-12". */
export function errorSummary(r: ValidationReport): string {
  return `${r.errorCount.toLocaleString('en')} ${r.errorCount === 1 ? 'error' : 'errors'} against ${draftName(r.draft)}`;
}
