import { camelCase, capitalCase, constantCase, dotCase, kebabCase, pascalCase, sentenceCase, snakeCase } from 'change-case';
import { binaryTextError } from '@/lib/binary-text';
import { ok, type Result } from '@/lib/result';

/** The cases this tool writes, in the order they are listed. */
export const CASES = [
  { id: 'camel', label: 'camelCase' },
  { id: 'pascal', label: 'PascalCase' },
  { id: 'snake', label: 'snake_case' },
  { id: 'kebab', label: 'kebab-case' },
  { id: 'constant', label: 'CONSTANT_CASE' },
  { id: 'title', label: 'Title Case' },
  { id: 'sentence', label: 'Sentence case' },
  { id: 'dot', label: 'dot.case' },
  { id: 'slug', label: 'slugify' },
] as const;

export type CaseId = (typeof CASES)[number]['id'];

export const isCaseId = (id: string): id is CaseId => CASES.some((c) => c.id === id);

// Letters NFKD cannot take apart into a base letter and marks.
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

/** A URL slug: Unicode folded to ASCII (NFKD, marks dropped), lower case, runs of anything else as one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłþıħ]/g, (c) => LIGATURES[c])
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const CONVERT: Record<CaseId, (s: string) => string> = {
  // Merged, so 'version 2 notes' becomes version2Notes rather than change-case's default version_2Notes.
  camel: (s) => camelCase(s, { mergeAmbiguousCharacters: true }),
  pascal: (s) => pascalCase(s, { mergeAmbiguousCharacters: true }),
  snake: (s) => snakeCase(s),
  kebab: (s) => kebabCase(s),
  constant: (s) => constantCase(s),
  title: (s) => capitalCase(s),
  sentence: (s) => sentenceCase(s),
  dot: (s) => dotCase(s),
  slug: slugify,
};

/** Converts every line on its own, keeping the line breaks (LF, CRLF or CR) and empty lines as they were. */
export function convertLines(text: string, id: CaseId): string {
  const convert = CONVERT[id];
  const pieces = text.split(/(\r\n|\n|\r)/);
  for (let i = 0; i < pieces.length; i += 2) pieces[i] = convert(pieces[i]);
  return pieces.join('');
}

export interface CaseResult {
  /** The chosen case: what Output shows. */
  chosen: string;
  /** Every case, by id, to list and copy. */
  all: Record<CaseId, string>;
}

export function convertCase(text: string, options: { case: string }): Result<CaseResult> {
  const binary = binaryTextError(text);
  if (binary) return { ok: false, error: binary };
  const chosen: CaseId = isCaseId(options.case) ? options.case : 'camel';
  const all = Object.fromEntries(CASES.map((c) => [c.id, convertLines(text, c.id)])) as Record<CaseId, string>;
  return ok({ chosen: all[chosen], all });
}
