import { inputBytes, showBytes, type BytesShown } from '@/lib/bytes-text';
import { bytesToHex, hexToBytes } from '@/lib/hex';
import { fail, ok, type Result } from '@/lib/result';

/** How hex is written: one run of digits (`xxd -p` without its line breaks), bytes split by spaces, or an `xxd` dump. */
export type HexFormat = 'plain' | 'spaced' | 'dump';

export interface HexEncodeOptions {
  format: HexFormat;
  uppercase: boolean;
}

const asciiDecoder = new TextDecoder();
const LOWER = '0123456789abcdef';
const BYTES_PER_LINE = 16;
/** The hex column of an xxd line: 8 groups of 4 digits and 7 spaces. */
const HEX_COLUMN = 39;

/**
 * A hex dump laid out exactly as `xxd` prints it: an 8-digit offset, a colon, 16 bytes in groups of two, then the
 * bytes as ASCII with a dot for anything outside 0x20-0x7e.
 */
export function hexDump(bytes: Uint8Array, uppercase = false): string {
  const digits = uppercase ? '0123456789ABCDEF' : '0123456789abcdef';
  const lines = Math.ceil(bytes.length / BYTES_PER_LINE);
  // Each line: offset (8) + ': ' + hex column + 2 spaces + up to 16 ASCII + newline.
  const out = new Uint8Array(lines * (10 + HEX_COLUMN + 2 + BYTES_PER_LINE + 1));
  let o = 0;
  const put = (c: number) => (out[o++] = c);
  for (let start = 0; start < bytes.length; start += BYTES_PER_LINE) {
    // xxd -u writes the bytes in upper case but keeps the offset in lower case.
    for (let shift = 28; shift >= 0; shift -= 4) put(LOWER.charCodeAt(Math.floor(start / 2 ** shift) % 16));
    put(58);
    put(32);
    const end = Math.min(start + BYTES_PER_LINE, bytes.length);
    let col = 0;
    for (let i = start; i < end; i++) {
      put(digits.charCodeAt(bytes[i] >> 4));
      put(digits.charCodeAt(bytes[i] & 15));
      col += 2;
      if ((i - start) % 2 === 1 && i - start < BYTES_PER_LINE - 1) {
        put(32);
        col++;
      }
    }
    while (col < HEX_COLUMN + 2) {
      put(32);
      col++;
    }
    for (let i = start; i < end; i++) put(bytes[i] >= 0x20 && bytes[i] <= 0x7e ? bytes[i] : 46);
    put(10);
  }
  return asciiDecoder.decode(out.subarray(0, o));
}

/** Bytes as hex in the chosen layout. */
export function formatHex(bytes: Uint8Array, o: HexEncodeOptions): string {
  if (o.format === 'dump') return hexDump(bytes, o.uppercase);
  return bytesToHex(bytes, { uppercase: o.uppercase, separator: o.format === 'spaced' ? ' ' : '' });
}

/** Text (as UTF-8) or an opened file (a `data:` URI) as hex. */
export function encodeHex(input: string, o: HexEncodeOptions): Result<string> {
  const bytes = inputBytes(input);
  return bytes.ok ? ok(formatHex(bytes.value, o)) : bytes;
}

/** An `xxd` line: an offset of hex digits, a colon and a space. */
const DUMP_LINE = /^[0-9a-fA-F]{4,16}: /;

/**
 * The hex digits of an `xxd` dump, as `xxd -r` reads them: per line, the groups after the offset up to the two
 * spaces before the ASCII column. Null when the text is not a dump.
 */
function dumpDigits(text: string): string | null {
  const lines = text.split(/\r?\n/);
  const used = lines.filter((l) => l.trim() !== '');
  if (used.length === 0 || !used.every((l) => DUMP_LINE.test(l))) return null;
  return used
    .map((line) => {
      const body = line.slice(line.indexOf(': ') + 2);
      const end = body.indexOf('  ');
      return end < 0 ? body : body.slice(0, end);
    })
    .join(' ');
}

/**
 * Hex digits (any spacing, `0x` or `\x` prefixes, colons) or an `xxd` dump back to bytes, shown as text when they are
 * UTF-8 and as Base64 otherwise.
 */
export function decodeHex(text: string): Result<BytesShown> {
  const bytes = decodeHexBytes(text);
  return bytes.ok ? ok(showBytes(bytes.value)) : bytes;
}

/** Hex digits or an `xxd` dump back to bytes. */
export function decodeHexBytes(text: string): Result<Uint8Array> {
  const dump = dumpDigits(text);
  if (dump === null) return hexToBytes(text);
  // Each group of an xxd line holds whole bytes, so read the digits in pairs across groups.
  const r = hexToBytes(dump.replace(/\s+/g, ''));
  return r.ok ? r : fail(`${r.error.message} (in the hex columns of the dump)`);
}

/** What the page shows: the output text, and the decoded bytes when decoding (null when encoding). */
export interface HexShown {
  text: string;
  binary: boolean;
  bytes: Uint8Array | null;
}

/** The page's run (main thread and worker): encode with the chosen layout, or decode. */
export function runHex(input: string, o: { direction: string; format: string; uppercase: boolean }): Result<HexShown> {
  if (o.direction === 'decode') return decodeHex(input);
  const r = encodeHex(input, { format: o.format as HexFormat, uppercase: o.uppercase });
  return r.ok ? ok({ text: r.value, binary: false, bytes: null }) : r;
}
