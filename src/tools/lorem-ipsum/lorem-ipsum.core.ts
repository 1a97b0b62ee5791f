import { createRandom, intBetween } from '@/lib/random';
import { LOREM_WORDS } from '@/lib/random-words';
import { fail, ok, type Result } from '@/lib/result';

export type LoremUnit = 'paragraphs' | 'sentences' | 'words';
export type LoremFormat = 'text' | 'html';

export interface LoremOptions {
  unit: LoremUnit;
  count: number;
  /** Begin with "Lorem ipsum dolor sit amet, consectetur adipiscing elit", as most placeholder text does. */
  startWithLorem: boolean;
  /** Plain text (paragraphs separated by a blank line) or HTML `<p>` elements. */
  format: LoremFormat;
  /** The same seed always gives the same text. */
  seed: number;
}

/** Largest count per unit: enough for any layout, small enough to generate instantly. */
export const MAX_COUNT: Record<LoremUnit, number> = { paragraphs: 100, sentences: 1000, words: 10000 };

const OPENING = ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit'];

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Draws words from the list, never the same word twice in a row (across sentences too). */
function wordSource(rnd: () => number) {
  let last = '';
  return {
    words(n: number): string[] {
      const out: string[] = [];
      for (let i = 0; i < n; i++) {
        let index = Math.floor(rnd() * LOREM_WORDS.length);
        if (LOREM_WORDS[index] === last) index = (index + 1) % LOREM_WORDS.length;
        last = LOREM_WORDS[index];
        out.push(last);
      }
      return out;
    },
    /** Records words placed by hand (the classic opening) so the next draw does not repeat them. */
    placed(words: readonly string[]) {
      if (words.length) last = words[words.length - 1];
    },
  };
}

type Source = ReturnType<typeof wordSource>;

/** A sentence of 6–15 words; longer ones get a comma after a word in the first two thirds. */
function sentence(rnd: () => number, src: Source, opening: boolean): string {
  if (opening) {
    src.placed(OPENING);
    return 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';
  }
  const words = src.words(intBetween(rnd, 6, 15));
  if (words.length >= 9 && rnd() < 0.6) {
    const at = intBetween(rnd, 2, Math.floor((words.length * 2) / 3));
    words[at] += ',';
  }
  return `${capitalise(words.join(' '))}.`;
}

function paragraph(rnd: () => number, src: Source, opening: boolean): string {
  const n = intBetween(rnd, 4, 7);
  const sentences: string[] = [];
  for (let i = 0; i < n; i++) sentences.push(sentence(rnd, src, opening && i === 0));
  return sentences.join(' ');
}

const UNIT_NAMES: Record<LoremUnit, string> = { paragraphs: 'Paragraphs', sentences: 'Sentences', words: 'Words' };

/**
 * Generates placeholder text. Paragraphs come out one per block (a blank line between them in plain
 * text, one `<p>` each in HTML); sentences and words form a single block.
 */
export function generateLorem(options: LoremOptions): Result<string> {
  const { unit, count, startWithLorem, format } = options;
  if (!(unit in MAX_COUNT)) return fail(`Unknown unit "${unit}": choose paragraphs, sentences or words`);
  const max = MAX_COUNT[unit];
  if (!Number.isInteger(count) || count < 1 || count > max) {
    return fail(`${UNIT_NAMES[unit]} must be a whole number from 1 to ${max}${Number.isFinite(count) ? ` (got ${count})` : ''}`);
  }
  if (!Number.isSafeInteger(options.seed)) return fail('The seed must be a whole number, such as 1 or 42');
  const rnd = createRandom(options.seed);
  const src = wordSource(rnd);

  let blocks: string[];
  if (unit === 'paragraphs') {
    blocks = Array.from({ length: count }, (_, i) => paragraph(rnd, src, startWithLorem && i === 0));
  } else if (unit === 'sentences') {
    blocks = [Array.from({ length: count }, (_, i) => sentence(rnd, src, startWithLorem && i === 0)).join(' ')];
  } else {
    const lead = startWithLorem ? OPENING.slice(0, count) : [];
    src.placed(lead);
    const words = [...lead, ...src.words(count - lead.length)];
    blocks = [`${capitalise(words.join(' '))}.`];
  }

  return ok(format === 'html' ? blocks.map((b) => `<p>${b}</p>`).join('\n') : blocks.join('\n\n'));
}

/** Counts of what was generated, for the status line. */
export function describeLorem(text: string): { words: number; characters: number } {
  const plain = text.replace(/<\/?p>/g, ' ');
  const words = plain.split(/\s+/).filter(Boolean).length;
  return { words, characters: text.length };
}
