import { v4, v7, validate, version as uuidVersion } from 'uuid';
import { fail, ok, type Result } from '@/lib/result';

/** Which UUID the generator makes. */
export type UuidVersion = 'v4' | 'v7';

/** How generated UUIDs are written. */
export interface UuidFormat {
  uppercase: boolean;
  /** 8-4-4-4-12 groups separated by hyphens (the canonical form); off gives 32 bare hex digits. */
  hyphens: boolean;
  /** Wraps each UUID in { } as Windows registry and COM tools write GUIDs. */
  braces: boolean;
}

export interface GenerateOptions extends UuidFormat {
  version: UuidVersion;
  count: number;
}

/** The variant field (the top bits of byte 8): which layout the other 126 bits follow. */
export type UuidVariant =
  | 'NCS (reserved, backward compatibility)'
  | 'RFC 9562 (RFC 4122)'
  | 'Microsoft (reserved, backward compatibility)'
  | 'Reserved for future definition';

/** What the decoder reads from a UUID. */
export interface UuidInfo {
  /** Lower-case 8-4-4-4-12 form. */
  canonical: string;
  /** The version nibble (0–15); meaningful only for the RFC 9562 variant. */
  version: number;
  variant: UuidVariant;
  /** True for the nil (all zeros) and max (all ones) UUIDs, which RFC 9562 defines specially. */
  special: 'nil' | 'max' | null;
  /** Whether the `uuid` package accepts it: RFC 9562 variant with version 1–8, or nil/max. */
  valid: boolean;
  /** One sentence on what this UUID is, or why it is not a standard one. */
  summary: string;
  /** v1, v6 and v7 carry a creation time: milliseconds since 1970-01-01T00:00:00Z. */
  timestampMs: number | null;
  /** The same instant as ISO 8601 in UTC, when it is within the range a JavaScript date can hold. */
  timestampIso: string | null;
}

export const MAX_COUNT = 1000;

/** The generator's settings as a page opens: the batch its prerun makes (uuid.prerun.ts) and the tool's defaults. */
export const UUID_DEFAULTS = { version: 'v4', count: '5', uppercase: false, hyphens: true, braces: false, decode: '' };

/** The line under a generated batch. */
export const batchStatus = (count: number, version: string) => `${count} × UUID ${version}, made in your browser with crypto.getRandomValues`;

const VERSION_NAMES: Record<number, string> = {
  1: 'time-based (Gregorian time and node ID)',
  2: 'DCE Security',
  3: 'name-based (MD5)',
  4: 'random',
  5: 'name-based (SHA-1)',
  6: 'reordered time-based (sortable form of v1)',
  7: 'Unix-time-based and sortable (milliseconds plus random bits)',
  8: 'custom (vendor-specific layout)',
};

/** Writes a canonical UUID in the chosen style. */
export function formatUuid(uuid: string, format: UuidFormat): string {
  let out = format.hyphens ? uuid : uuid.replace(/-/g, '');
  out = format.uppercase ? out.toUpperCase() : out.toLowerCase();
  return format.braces ? `{${out}}` : out;
}

/**
 * Generates `count` UUIDs, canonical lower case (format them with `formatUuid`). v7 UUIDs made in the
 * same millisecond keep increasing, so a batch sorts in the order it was made.
 */
export function generateUuids(versionName: UuidVersion, count: number): Result<string[]> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    return fail(`How many must be a whole number from 1 to ${MAX_COUNT}${Number.isFinite(count) ? ` (got ${count})` : ''}`);
  }
  const make = versionName === 'v7' ? () => v7() : () => v4();
  const out: string[] = new Array(count);
  for (let i = 0; i < count; i++) out[i] = make();
  return ok(out);
}

function variantOf(nibble: number): UuidVariant {
  if ((nibble & 0b1000) === 0) return 'NCS (reserved, backward compatibility)';
  if ((nibble & 0b1100) === 0b1000) return 'RFC 9562 (RFC 4122)';
  if ((nibble & 0b1110) === 0b1100) return 'Microsoft (reserved, backward compatibility)';
  return 'Reserved for future definition';
}

// 100-ns intervals between the Gregorian reform (1582-10-15) and the Unix epoch, as v1 and v6 count.
const GREGORIAN_OFFSET = 122_192_928_000_000_000n;

function isoOf(ms: number): string | null {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The creation time encoded in a v1, v6 or v7 UUID (32 hex digits), in Unix milliseconds. */
function timestampOf(hex: string, ver: number): number | null {
  if (ver === 7) return parseInt(hex.slice(0, 12), 16);
  if (ver === 1 || ver === 6) {
    // v1 stores time_low, time_mid, time_hi; v6 stores the same 60 bits most significant first.
    const ticks =
      ver === 1 ? BigInt(`0x${hex.slice(13, 16)}${hex.slice(8, 12)}${hex.slice(0, 8)}`) : BigInt(`0x${hex.slice(0, 12)}${hex.slice(13, 16)}`);
    return Number((ticks - GREGORIAN_OFFSET) / 10_000n);
  }
  return null;
}

/**
 * Reads a UUID written in any common way (any case, with or without hyphens, braces or a `urn:uuid:`
 * prefix) and says what it is. Text that is not 128 bits of hex is an error naming the column at fault;
 * well-formed values that are not standard UUIDs decode with `valid: false` and the reason in `summary`.
 */
export function decodeUuid(input: string): Result<UuidInfo> {
  const lead = input.length - input.trimStart().length;
  let text = input.trim();
  let offset = lead;
  if (text === '') return fail('Paste a UUID to decode it');
  if (/^urn:uuid:/i.test(text)) {
    text = text.slice(9);
    offset += 9;
  }
  if (text.startsWith('{')) {
    if (!text.endsWith('}')) return fail('The opening brace { has no closing }', { line: 1, column: offset + text.length + 1 });
    text = text.slice(1, -1);
    offset += 1;
  } else if (text.endsWith('}')) {
    return fail('The closing brace } has no opening {', { line: 1, column: offset + text.length });
  }

  let hex = '';
  const hyphenAt: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (/[0-9a-f]/i.test(ch)) {
      hex += ch.toLowerCase();
      if (hex.length > 32) return fail('Too many hex digits: a UUID has exactly 32', { line: 1, column: offset + i + 1 });
    } else if (ch === '-') hyphenAt.push(hex.length);
    else {
      const shown = /\s/.test(ch) ? 'a space' : `"${ch}"`;
      return fail(`Unexpected ${shown}: a UUID holds only hex digits 0-9 and a-f, and hyphens`, { line: 1, column: offset + i + 1 });
    }
  }
  if (hex.length < 32) return fail(`Too few hex digits: found ${hex.length}, a UUID has exactly 32`);
  if (hyphenAt.length > 0 && hyphenAt.join(',') !== '8,12,16,20') {
    return fail('Hyphens are misplaced: a UUID is written in groups of 8-4-4-4-12 hex digits, or with no hyphens at all');
  }

  const canonical = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const special = /^0{32}$/.test(hex) ? 'nil' : /^f{32}$/.test(hex) ? 'max' : null;
  const variant = variantOf(parseInt(hex[16], 16));
  const ver = parseInt(hex[12], 16);
  const valid = validate(canonical);

  let summary: string;
  let timestampMs: number | null = null;
  if (special === 'nil') summary = 'The nil UUID: all 128 bits zero, used to mean "no UUID".';
  else if (special === 'max') summary = 'The max UUID: all 128 bits one, used as a sentinel above every other UUID.';
  else if (variant !== 'RFC 9562 (RFC 4122)') {
    summary = `Not a standard UUID: its variant bits say ${variant}, so the version field means nothing here.`;
  } else if (!valid) {
    summary = `Not a standard UUID: version ${ver} is not defined by RFC 9562 (versions 1 to 8 are).`;
  } else {
    const v = uuidVersion(canonical);
    summary = `A valid version ${v} UUID: ${VERSION_NAMES[v]}.`;
    timestampMs = timestampOf(hex, v);
  }
  return ok({
    canonical,
    version: ver,
    variant,
    special,
    valid,
    summary,
    timestampMs,
    timestampIso: timestampMs == null ? null : isoOf(timestampMs),
  });
}
