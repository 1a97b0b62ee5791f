import { stringifyDeep } from '@/lib/stringify-deep';
import type { JsonChange, JsonDiff } from './json-diff.core';

// Changes as text: the list shows them, Copy puts them on the clipboard.

/** A value on one line, cut at `max` characters. */
export function valueText(v: unknown, max = Infinity): string {
  const s = stringifyDeep(v, 0);
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** "~ $.age: 36 → 37", "+ $.tags[2]: "x"", "- $.gone: true". */
function changeLine(c: JsonChange, max = Infinity): string {
  if (c.kind === 'added') return `+ ${c.path}: ${valueText(c.right, max)}`;
  if (c.kind === 'removed') return `- ${c.path}: ${valueText(c.left, max)}`;
  return `~ ${c.path}: ${valueText(c.left, max)} → ${valueText(c.right, max)}`;
}

export const changesText = (d: JsonDiff) => (d.equal ? 'The documents are equal.' : d.changes.map((c) => changeLine(c)).join('\n'));
