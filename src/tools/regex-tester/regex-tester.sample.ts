import type { ExplainItem } from './regex-explain.core';

/** explainRegex(samplePattern, sampleFlags), checked by the unit tests: shown before regexp-tree loads. */
export const sampleExplanation: ExplainItem[] = [
  {
    depth: 0,
    source: '(?<year>\\d{4})',
    text: 'Named capturing group "year" (group 1):',
  },
  { depth: 1, source: '\\d{4}', text: 'A digit (0–9), exactly 4 times' },
  { depth: 0, source: '-', text: 'The character "-"' },
  {
    depth: 0,
    source: '(?<month>\\d{2})',
    text: 'Named capturing group "month" (group 2):',
  },
  { depth: 1, source: '\\d{2}', text: 'A digit (0–9), exactly 2 times' },
  { depth: 0, source: '-', text: 'The character "-"' },
  {
    depth: 0,
    source: '(?<day>\\d{2})',
    text: 'Named capturing group "day" (group 3):',
  },
  { depth: 1, source: '\\d{2}', text: 'A digit (0–9), exactly 2 times' },
];
