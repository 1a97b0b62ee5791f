import { div, exactDecimal, isZero, mul, parseDecimal, ratio, toFixedTrimmed, toSignificant, type Ratio } from '@/lib/exact-decimal';
import { fail, ok, type Result } from '@/lib/result';
import { quoteExcerpt } from '@/lib/text';

/** A unit shown in the table: its symbol and how many bytes one of it is. */
export interface SizeUnit {
  symbol: string;
  bytes: Ratio;
}

const SI = ['k', 'M', 'G', 'T', 'P', 'E'] as const;
const IEC = ['Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei'] as const;
const si = (power: number) => 1000n ** BigInt(power);
const iec = (power: number) => 1024n ** BigInt(power);

/** Every unit of the table, in the order shown: bytes, SI (1000) multiples, IEC (1024) multiples, bits. */
export const SIZE_UNITS: readonly SizeUnit[] = [
  { symbol: 'B', bytes: ratio(1n) },
  ...SI.map((p, i) => ({ symbol: `${p}B`, bytes: ratio(si(i + 1)) })),
  ...IEC.map((p, i) => ({ symbol: `${p}B`, bytes: ratio(iec(i + 1)) })),
  { symbol: 'bit', bytes: ratio(1n, 8n) },
  ...SI.slice(0, 4).map((p, i) => ({ symbol: `${p}bit`, bytes: ratio(si(i + 1), 8n) })),
];

const WORD_PREFIXES: Record<string, bigint> = {
  '': 1n,
  kilo: si(1),
  mega: si(2),
  giga: si(3),
  tera: si(4),
  peta: si(5),
  exa: si(6),
  kibi: iec(1),
  mebi: iec(2),
  gibi: iec(3),
  tebi: iec(4),
  pebi: iec(5),
  exbi: iec(6),
};

/**
 * How many bytes one `unit` is, or null for an unknown unit. As numfmt reads sizes, a bare prefix is decimal
 * (K = 1000, M = 10^6) and an `i` makes it binary (Ki = 1024); a capital B is bytes, a small b or `bit` is bits
 * (IEEE 1541: Mb is a megabit, MB a megabyte). Words (`kilobytes`, `gibibit`) are read too.
 */
export function unitBytes(unit: string): Ratio | null {
  if (unit === '') return ratio(1n);
  const word = /^(kilo|mega|giga|tera|peta|exa|kibi|mebi|gibi|tebi|pebi|exbi|)(byte|bit|octet)s?$/i.exec(unit);
  if (word) {
    const factor = WORD_PREFIXES[word[1].toLowerCase()];
    return word[2].toLowerCase() === 'bit' ? ratio(factor, 8n) : ratio(factor);
  }
  const m = /^([kKMGTPE]?)(i?)(B|b|bit|bits|byte|bytes)?$/.exec(unit);
  if (!m || (m[1] === '' && m[2] !== '')) return null;
  const index = m[1] === '' ? 0 : 'KMGTPE'.indexOf(m[1].toUpperCase()) + 1;
  const factor = m[2] ? iec(index) : si(index);
  const bits = m[3] === 'b' || m[3] === 'bit' || m[3] === 'bits';
  return bits ? ratio(factor, 8n) : ratio(factor);
}

/** A size read from text: its bytes, as an exact ratio. */
interface Parsed {
  bytes: Ratio;
}

/** Reads `1.5 GiB`, `300MB`, `8 Mbit`, `1024` (bytes); `column` is where the text starts in its line (1-based). */
function parseSize(text: string, line: number, column: number): Result<Parsed> {
  const m = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*(.*)$/.exec(text);
  if (!m) return fail(`Not a number: ${quoteExcerpt(text)} (write a number and a unit, such as 1.5 GiB)`, { line, column });
  const value = parseDecimal(m[1]);
  if (!value) return fail(`Not a number: ${quoteExcerpt(m[1])}`, { line, column });
  if (value.num < 0n) return fail('A size cannot be negative', { line, column });
  const unit = m[2];
  const bytes = unitBytes(unit);
  if (!bytes) {
    return fail(`Unknown unit ${quoteExcerpt(unit)}: use B, kB, MB, GB, TB, PB, EB, KiB … EiB, or bits (b, kbit, Mbit, Gbit)`, {
      line,
      column: column + text.length - unit.length,
    });
  }
  const exact = mul(value, bytes);
  return ok({ bytes: ratio(exact.num, exact.den) });
}

/** A transfer rate in bytes per second, read from `100 Mbit/s`, `1 Gbps`, `20 MB/s` or `50 MiB/s`. */
export function parseRate(text: string): Result<Ratio> {
  const t = text.trim();
  const m = /^(.*?)\s*(?:\/\s*s(?:ec(?:ond)?)?|ps)$/i.exec(t);
  // `100 Mbit` with no "/s" means per second as well.
  const size = parseSize(m ? m[1] : t, 1, 1);
  if (!size.ok) return fail(`Rate: ${size.error.message}`);
  if (isZero(size.value.bytes)) return fail('Rate: a transfer rate must be more than zero');
  return ok(size.value.bytes);
}

/** The longest exact expansion printed (1 byte in EiB needs 60 places: shown rounded instead). */
const MAX_EXACT_PLACES = 24;

/** A value for the table: exact when its decimal expansion is short enough, else 15 significant digits after "≈". */
export function formatAmount(value: Ratio): string {
  const exact = exactDecimal(value, MAX_EXACT_PLACES);
  return exact ?? `≈${toSignificant(value, 15)}`;
}

/** A duration in seconds as `2 h 5 min 8.849 s`, rounded to the millisecond. */
export function formatDuration(seconds: Ratio): string {
  const totalMs = BigInt(toFixedTrimmed(mul(seconds, ratio(1000n)), 0));
  const h = totalMs / 3_600_000n;
  const min = (totalMs % 3_600_000n) / 60_000n;
  if (totalMs === 0n && !isZero(seconds)) return 'under 1 ms';
  const s = toFixedTrimmed(ratio(totalMs % 60_000n, 1000n), 3);
  if (h > 0n) return `${h} h ${min} min ${s} s`;
  if (min > 0n) return `${min} min ${s} s`;
  return `${s} s`;
}

export type DataSizeOptions = {
  /** A transfer rate (`100 Mbit/s`): each size gets the time it takes at it. Empty: no times. */
  rate: string;
};

export interface SizeRow {
  symbol: string;
  value: string;
}

/** One converted size: the line as typed, every unit's value, and the transfer time when a rate is given. */
export interface SizeTable {
  source: string;
  rows: SizeRow[];
  time?: string;
}

/** Every unit's value of one size in bytes. */
export function sizeRows(bytes: Ratio): SizeRow[] {
  return SIZE_UNITS.map((u) => ({ symbol: u.symbol, value: formatAmount(div(bytes, u.bytes)) }));
}

/** Converts each non-blank line (a size with its unit) to every unit, with the transfer time at `rate`. */
export function convertSizes(input: string, options: DataSizeOptions): Result<SizeTable[]> {
  let rate: Ratio | null = null;
  if (options.rate.trim() !== '') {
    const r = parseRate(options.rate);
    if (!r.ok) return r;
    rate = r.value;
  }
  const tables: SizeTable[] = [];
  const lines = input.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].replace(/\r$/, '');
    const start = raw.search(/\S/);
    if (start < 0) continue;
    const text = raw.trim();
    const size = parseSize(text, i + 1, start + 1);
    if (!size.ok) return size;
    const table: SizeTable = { source: text, rows: sizeRows(size.value.bytes) };
    if (rate) table.time = formatDuration(div(size.value.bytes, rate));
    tables.push(table);
  }
  if (tables.length === 0) return fail('Type a size with its unit, such as 1.5 GiB, 300MB or 8 Mbit');
  return ok(tables);
}

/** The tables as text: one block a size, its unit column aligned. */
export function sizeTablesText(tables: readonly SizeTable[], rate: string): string {
  const width = Math.max(...SIZE_UNITS.map((u) => u.symbol.length)) + 2;
  return tables
    .map((t) => {
      const lines = [t.source, ...t.rows.map((r) => `  ${r.symbol.padEnd(width)}${r.value}`)];
      if (t.time !== undefined) lines.push(`  at ${rate.trim()}: ${t.time}`);
      return lines.join('\n');
    })
    .join('\n\n');
}

/** The operation and the page: sizes in, their tables as text out. */
export function runDataSize(input: string, options: DataSizeOptions): Result<string> {
  const r = convertSizes(input, options);
  return r.ok ? ok(sizeTablesText(r.value, options.rate)) : r;
}
