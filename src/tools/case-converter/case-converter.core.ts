import { camelCase, capitalCase, constantCase, dotCase, kebabCase, pascalCase, sentenceCase, snakeCase, split } from 'change-case';
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

/** An apostrophe (' or ’) inside a word: after a letter or digit and before a letter, as in don't, it's, 80's. */
const INNER_APOSTROPHE = /(?<=[\p{L}\d])['’](?=\p{L})/gu;

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

/**
 * A URL slug: Unicode folded to ASCII (NFKD, marks dropped), apostrophes inside words dropped, lower case, runs of
 * anything else as one hyphen.
 */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      // Dropped inside a word (don't → dont), as most slug makers do, rather than becoming a hyphen (don-t).
      .replace(INNER_APOSTROPHE, '')
      .toLowerCase()
      .replace(/[ßæœøđðłþıħ]/g, (c) => LIGATURES[c])
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}

// change-case's word split (its `split`) with one change: an apostrophe inside a word stays in it, where
// change-case splits there (don't → don, t). Any other apostrophe or quote is a separator like a space, so
// quotation marks ('like this') and a plural possessive (users' names) still split and go.
const LOWER_UPPER = /([\p{Ll}\d])(\p{Lu})/gu;
const UPPER_UPPER = /(\p{Lu})([\p{Lu}][\p{Ll}])/gu;
const SEPARATORS = /(?:[^\p{L}\d'’]|(?<![\p{L}\d])['’]|['’](?!\p{L}))+/gu;

function splitWords(value: string): string[] {
  const marked = value.trim().replace(LOWER_UPPER, '$1\0$2').replace(UPPER_UPPER, '$1\0$2').replace(SEPARATORS, '\0');
  return marked.split('\0').filter((w) => w !== '');
}

/**
 * For identifiers, which cannot hold an apostrophe: the word loses it (don't → dont), as lodash's cases do, before
 * change-case splits, so a capital after it still starts a word (O'Brien → OBrien in PascalCase).
 */
const identifierWords = (value: string) => split(value.replace(INNER_APOSTROPHE, ''));

const CONVERT: Record<CaseId, (s: string) => string> = {
  // Merged, so 'version 2 notes' becomes version2Notes rather than change-case's default version_2Notes.
  camel: (s) => camelCase(s, { mergeAmbiguousCharacters: true, split: identifierWords }),
  pascal: (s) => pascalCase(s, { mergeAmbiguousCharacters: true, split: identifierWords }),
  snake: (s) => snakeCase(s, { split: identifierWords }),
  kebab: (s) => kebabCase(s, { split: identifierWords }),
  constant: (s) => constantCase(s, { split: identifierWords }),
  // Prose keeps its apostrophes: it's here → It's Here.
  title: (s) => capitalCase(s, { split: splitWords }),
  sentence: (s) => sentenceCase(s, { split: splitWords }),
  dot: (s) => dotCase(s, { split: identifierWords }),
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
