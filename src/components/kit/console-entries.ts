import type { OutputBatch } from '@/lib/js-sandbox.core';

export interface ConsoleEntry {
  id: number;
  kind: 'log' | 'info' | 'warn' | 'error' | 'table' | 'system';
  text?: string;
  table?: { columns: string[]; rows: string[][]; more?: number };
  line?: number;
  column?: number;
  /** On the note that heads a cut console: how many earlier lines it stands for. */
  hidden?: number;
}

/** The id of the "N earlier lines not shown" note (ids of lines count up from 0). */
export const HIDDEN_NOTE_ID = -1;

const hiddenNote = (n: number): ConsoleEntry => ({
  id: HIDDEN_NOTE_ID,
  kind: 'system',
  hidden: n,
  text: `${n.toLocaleString('en')} earlier ${n === 1 ? 'line' : 'lines'} not shown.`,
});

/** Adds lines to a console that keeps the latest `max`, headed by a note of how many earlier ones it dropped. */
export function appendEntries(list: readonly ConsoleEntry[], added: readonly ConsoleEntry[], max: number, alsoHidden = 0): ConsoleEntry[] {
  const note = list[0]?.id === HIDDEN_NOTE_ID ? list[0] : null;
  let hidden = (note?.hidden ?? 0) + alsoHidden;
  let lines = (note ? list.slice(1) : list).concat(added);
  if (lines.length > max) {
    hidden += lines.length - max;
    lines = lines.slice(lines.length - max);
  }
  return hidden > 0 ? [hiddenNote(hidden), ...lines] : lines;
}

/** The first error of a batch of sandbox output (the first of a run is also shown under the editor). */
export function firstError(batch: OutputBatch): { message: string; line?: number; column?: number } | null {
  for (const item of batch.items) if (item.type === 'error') return { message: item.message, line: item.line, column: item.column };
  return null;
}

/**
 * A console after a batch of sandbox output (OutputBatch): cleared first if the code called console.clear(),
 * cut to the latest `max` lines.
 */
export function applyOutput(list: readonly ConsoleEntry[], batch: OutputBatch, max: number, nextId: () => number): ConsoleEntry[] {
  const added: ConsoleEntry[] = [];
  for (const item of batch.items) {
    if (item.type === 'console') added.push({ id: nextId(), kind: item.level, text: item.text });
    else if (item.type === 'table') added.push({ id: nextId(), kind: 'table', table: { columns: item.columns, rows: item.rows, more: item.more } });
    else if (item.type === 'error') added.push({ id: nextId(), kind: 'error', text: item.message, line: item.line, column: item.column });
    else if (item.type === 'limit')
      added.push({
        id: nextId(),
        kind: 'system',
        text: `Output limit reached (${item.chars.toLocaleString('en')} characters in this run): later output is not shown.`,
      });
  }
  return appendEntries(batch.clear ? [] : list, added, max, batch.dropped);
}
