import { bytesToHex, describeChar } from '@/lib/hex';
import { fail, ok, type Result } from '@/lib/result';

/**
 * Sortable and random ids: generation (ULID, NanoID and CUID2 by their libraries, loaded on demand; KSUID, ObjectId
 * and Snowflake written here from their specs) and decoding of the ones that carry a time. Random bits come only from
 * crypto.getRandomValues.
 */

/** The kinds of id the page makes. */
export type IdKind = 'ulid' | 'nanoid' | 'ksuid' | 'objectid' | 'snowflake' | 'cuid2';
export const ID_KINDS: readonly IdKind[] = ['ulid', 'nanoid', 'ksuid', 'objectid', 'snowflake', 'cuid2'];
export const KIND_NAMES: Record<IdKind, string> = {
  ulid: 'ULID',
  nanoid: 'NanoID',
  ksuid: 'KSUID',
  objectid: 'ObjectId',
  snowflake: 'Snowflake',
  cuid2: 'CUID2',
};

/** Snowflake epochs: Twitter's (2010-11-04T01:42:54.657Z) and Discord's (2015-01-01T00:00:00Z), in Unix ms. */
export const EPOCHS = { twitter: 1_288_834_974_657, discord: 1_420_070_400_000 } as const;
export type EpochName = keyof typeof EPOCHS | 'custom';

export const MAX_COUNT = 10_000;
/** NanoID's own default alphabet (URL-safe, 64 symbols) and length. */
export const NANOID_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';
export const NANOID_SIZE = 21;

export interface GenerateOptions {
  kind: IdKind;
  count: number;
  /** NanoID: the symbols to draw from (2 to 256 distinct characters). */
  alphabet: string;
  /** NanoID: characters per id. */
  size: number;
  /** CUID2: characters per id (2 to 32; 24 is the library's default). */
  cuidLength: number;
  epoch: EpochName;
  /** Snowflake: the custom epoch in Unix milliseconds, when `epoch` is 'custom'. */
  customEpoch: number;
  /** Snowflake: the 5-bit datacenter and worker numbers written into every id. */
  datacenter: number;
  worker: number;
}

export const GENERATE_DEFAULTS: GenerateOptions = {
  kind: 'ulid',
  count: 5,
  alphabet: NANOID_ALPHABET,
  size: NANOID_SIZE,
  cuidLength: 24,
  epoch: 'twitter',
  customEpoch: EPOCHS.twitter,
  datacenter: 1,
  worker: 1,
};

/** The epoch a Snowflake counts from, in Unix ms, or why the custom one is unusable. */
export function epochMs(epoch: EpochName, customEpoch: number): Result<number> {
  if (epoch !== 'custom') return ok(EPOCHS[epoch]);
  if (!Number.isSafeInteger(customEpoch) || customEpoch < 0)
    return fail('The custom epoch must be a whole number of milliseconds since 1970, 0 or more');
  return ok(customEpoch);
}

// --- Randomness -------------------------------------------------------------------------------------------------

/** `n` bytes from the platform's cryptographic generator (it gives at most 65,536 a call). */
function randomBytes(n: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i += 65_536) crypto.getRandomValues(out.subarray(i, Math.min(n, i + 65_536)));
  return out;
}

/** A float in [0, 1) from one random byte at a time, as ulid's own generator makes (256 is a multiple of 32). */
function bytePrng(): () => number {
  let pool = randomBytes(4096);
  let at = 0;
  return () => {
    if (at === pool.length) {
      pool = randomBytes(4096);
      at = 0;
    }
    return pool[at++] / 256;
  };
}

// --- Base62 (KSUID) -----------------------------------------------------------------------------------------------

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KSUID_EPOCH_S = 1_400_000_000;
const KSUID_MAX = (1n << 160n) - 1n;

function bytesToBig(bytes: Uint8Array): bigint {
  return BigInt(`0x${bytesToHex(bytes) || '0'}`);
}

function bigToBytes(n: bigint, length: number): Uint8Array {
  const hex = n.toString(16).padStart(length * 2, '0');
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** 20 bytes as KSUID's 27 base62 characters, padded with '0' on the left. */
function encodeKsuid(bytes: Uint8Array): string {
  let n = bytesToBig(bytes);
  let s = '';
  while (n > 0n) {
    s = BASE62[Number(n % 62n)] + s;
    n /= 62n;
  }
  return s.padStart(27, '0');
}

// --- Generation ---------------------------------------------------------------------------------------------------

/** Generates `count` ids of one kind, one per array item; batches of time-ordered kinds keep increasing. */
export async function generateIds(o: GenerateOptions): Promise<Result<string[]>> {
  const { kind, count } = o;
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    return fail(`How many must be a whole number from 1 to ${MAX_COUNT.toLocaleString('en-US')}${Number.isFinite(count) ? ` (got ${count})` : ''}`);
  }
  const out: string[] = new Array(count);
  const now = Date.now();
  switch (kind) {
    case 'ulid': {
      const { monotonicFactory } = await import('ulid');
      const next = monotonicFactory(bytePrng());
      for (let i = 0; i < count; i++) out[i] = next(now);
      return ok(out);
    }
    case 'nanoid': {
      const symbols = [...new Set(o.alphabet)];
      if (symbols.length < 2) return fail('The alphabet needs at least 2 different characters');
      if (symbols.length > 256) return fail(`The alphabet has ${symbols.length} different characters; NanoID takes at most 256`);
      if (symbols.some((c) => c.length !== 1)) return fail('The alphabet may hold only characters of the Basic Multilingual Plane (no emoji)');
      if (!Number.isInteger(o.size) || o.size < 1 || o.size > 1024) return fail('Size must be a whole number from 1 to 1024');
      const { customAlphabet } = await import('nanoid');
      const next = customAlphabet(symbols.join(''), o.size);
      for (let i = 0; i < count; i++) out[i] = next();
      return ok(out);
    }
    case 'cuid2': {
      if (!Number.isInteger(o.cuidLength) || o.cuidLength < 2 || o.cuidLength > 32) return fail('CUID2 length must be a whole number from 2 to 32');
      const { init } = await import('@paralleldrive/cuid2');
      const next = init({ length: o.cuidLength });
      for (let i = 0; i < count; i++) out[i] = next();
      return ok(out);
    }
    case 'ksuid': {
      const seconds = Math.floor(now / 1000) - KSUID_EPOCH_S;
      const payload = randomBytes(16 * count);
      for (let i = 0; i < count; i++) {
        const bytes = new Uint8Array(20);
        new DataView(bytes.buffer).setUint32(0, seconds);
        bytes.set(payload.subarray(i * 16, i * 16 + 16), 4);
        out[i] = encodeKsuid(bytes);
      }
      return ok(out);
    }
    case 'objectid': {
      // One 5-byte random value per batch stands for "this process", and a counter that starts at a random value.
      const seconds = Math.floor(now / 1000);
      const random = randomBytes(8);
      let counter = ((random[5] << 16) | (random[6] << 8) | random[7]) >>> 0;
      const head = seconds.toString(16).padStart(8, '0') + bytesToHex(random.subarray(0, 5));
      for (let i = 0; i < count; i++) {
        out[i] = head + counter.toString(16).padStart(6, '0');
        counter = (counter + 1) & 0xffffff;
      }
      return ok(out);
    }
    case 'snowflake': {
      const epoch = epochMs(o.epoch, o.customEpoch);
      if (!epoch.ok) return epoch;
      if (epoch.value > now) return fail('The epoch is in the future: a Snowflake counts milliseconds since its epoch');
      for (const [name, v] of [
        ['Datacenter', o.datacenter],
        ['Worker', o.worker],
      ] as const) {
        if (!Number.isInteger(v) || v < 0 || v > 31) return fail(`${name} must be a whole number from 0 to 31 (5 bits)`);
      }
      let ms = BigInt(now - epoch.value);
      if (ms >= 1n << 41n) return fail('More than 2^41 ms (about 69 years) have passed since this epoch: the timestamp does not fit in 41 bits');
      const node = (BigInt(o.datacenter) << 17n) | (BigInt(o.worker) << 12n);
      // 4,096 ids a millisecond; past that the next ones take the following millisecond, as a server would by waiting.
      let seq = 0n;
      for (let i = 0; i < count; i++) {
        if (seq === 4096n) {
          seq = 0n;
          ms++;
        }
        out[i] = ((ms << 22n) | node | seq).toString();
        seq++;
      }
      return ok(out);
    }
  }
}

// --- Decoding -----------------------------------------------------------------------------------------------------

/** One line of what a decoded id says. */
export interface IdField {
  name: string;
  value: string;
}

/** What the decoder reads from an id. */
export interface IdInfo {
  kind: IdKind;
  /** The id as read (trimmed). */
  id: string;
  /** One sentence on what it is. */
  summary: string;
  fields: IdField[];
  /** When it was made, in Unix ms, for the kinds that carry a time. */
  timestampMs: number | null;
}

export type DecodeKind = IdKind | 'auto';

export interface DecodeOptions {
  kind: DecodeKind;
  epoch: EpochName;
  customEpoch: number;
}

export const DECODE_DEFAULTS: DecodeOptions = { kind: 'auto', epoch: 'twitter', customEpoch: EPOCHS.twitter };

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const HEX = /^[0-9a-fA-F]$/;
const ALNUM = /^[0-9A-Za-z]$/;

function isoOf(ms: number): string {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? 'outside the range of a JavaScript date' : d.toISOString();
}

/** The column (1-based, in the whole input) of the first character of `text` that `good` refuses, or -1. */
function firstBad(text: string, good: (ch: string) => boolean): number {
  for (let i = 0; i < text.length; i++) if (!good(text[i])) return i;
  return -1;
}

type Where = { offset: number };
const at = (w: Where, i: number) => ({ line: 1, column: w.offset + i + 1 });

function badChar(text: string, i: number, w: Where, what: string): Result<never> {
  return fail(`${describeChar(text, i)} is not ${what}`, at(w, i));
}

function checkLength(text: string, length: number, w: Where, name: string): Result<never> | null {
  if (text.length < length) return fail(`Too short: a ${name} has ${length} characters, this has ${text.length}`, at(w, text.length));
  if (text.length > length) return fail(`Too long: a ${name} has ${length} characters, this has ${text.length}`, at(w, length));
  return null;
}

/** An IdInfo from its rows, each [name, value]. */
function info(kind: IdKind, id: string, summary: string, timestampMs: number | null, rows: [string, string][]): Result<IdInfo> {
  return ok({ kind, id, summary, timestampMs, fields: rows.map(([name, value]) => ({ name, value })) });
}

function decodeUlid(text: string, w: Where): Result<IdInfo> {
  const bad = firstBad(text, (ch) => CROCKFORD.includes(ch.toUpperCase()));
  if (bad >= 0) return badChar(text, bad, w, "a ULID character (Crockford's base32: 0-9 and A-Z without I, L, O and U)");
  const len = checkLength(text, 26, w, 'ULID');
  if (len) return len;
  const up = text.toUpperCase();
  if (up[0] > '7') return fail(`A ULID starts with 0 to 7 (its 48-bit time would overflow): ${describeChar(text, 0)} is too large`, at(w, 0));
  let ms = 0;
  for (let i = 0; i < 10; i++) ms = ms * 32 + CROCKFORD.indexOf(up[i]);
  let random = 0n;
  for (let i = 10; i < 26; i++) random = random * 32n + BigInt(CROCKFORD.indexOf(up[i]));
  return info('ulid', text, 'A ULID: 48 bits of Unix time in milliseconds, then 80 random bits.', ms, [
    ['Timestamp', isoOf(ms)],
    ['Unix ms', String(ms)],
    ['Randomness', up.slice(10)],
    ['Randomness (hex)', random.toString(16).toUpperCase().padStart(20, '0')],
  ]);
}

function decodeKsuid(text: string, w: Where): Result<IdInfo> {
  const bad = firstBad(text, (ch) => ALNUM.test(ch));
  if (bad >= 0) return badChar(text, bad, w, 'a KSUID character (base62: 0-9, A-Z and a-z)');
  const len = checkLength(text, 27, w, 'KSUID');
  if (len) return len;
  let n = 0n;
  for (const ch of text) n = n * 62n + BigInt(BASE62.indexOf(ch));
  if (n > KSUID_MAX) return fail('Out of range: a KSUID holds 160 bits, and the largest is aWgEPTl1tmebfsQzFP4bxwgy80V');
  const bytes = bigToBytes(n, 20);
  const raw = new DataView(bytes.buffer).getUint32(0);
  const seconds = raw + KSUID_EPOCH_S;
  return info('ksuid', text, 'A KSUID: 32 bits of seconds since 2014-05-13T16:53:20Z, then a 128-bit random payload.', seconds * 1000, [
    ['Timestamp', isoOf(seconds * 1000)],
    ['Unix seconds', String(seconds)],
    ['KSUID seconds', String(raw)],
    ['Payload', bytesToHex(bytes.subarray(4), { uppercase: true })],
  ]);
}

function decodeObjectId(text: string, w: Where): Result<IdInfo> {
  const bad = firstBad(text, (ch) => HEX.test(ch));
  if (bad >= 0) return badChar(text, bad, w, 'a hex digit (an ObjectId is 24 of 0-9 and a-f)');
  const len = checkLength(text, 24, w, 'ObjectId');
  if (len) return len;
  const hex = text.toLowerCase();
  const seconds = parseInt(hex.slice(0, 8), 16);
  const counter = parseInt(hex.slice(18), 16);
  return info(
    'objectid',
    text,
    'A MongoDB ObjectId: 4 bytes of Unix seconds, 5 random bytes per machine and process, a 3-byte counter.',
    seconds * 1000,
    [
      ['Timestamp', isoOf(seconds * 1000)],
      ['Unix seconds', String(seconds)],
      ['Machine/process random', hex.slice(8, 18)],
      ['Counter', `${counter} (0x${hex.slice(18)})`],
    ],
  );
}

function decodeSnowflake(text: string, w: Where, o: DecodeOptions): Result<IdInfo> {
  const bad = firstBad(text, (ch) => ch >= '0' && ch <= '9');
  if (bad >= 0) return badChar(text, bad, w, 'a decimal digit (a Snowflake is a 64-bit number written in decimal)');
  if (text.length > 20) return fail(`Too long: a Snowflake is at most 20 digits, this has ${text.length}`, at(w, 20));
  const id = BigInt(text);
  if (id >= 1n << 64n) return fail('Out of range: a Snowflake is a 64-bit number, at most 18446744073709551615');
  const epoch = epochMs(o.epoch, o.customEpoch);
  if (!epoch.ok) return epoch;
  const since = Number(id >> 22n);
  const ms = since + epoch.value;
  const epochName = o.epoch === 'custom' ? `custom (${epoch.value})` : `${o.epoch === 'twitter' ? 'Twitter' : 'Discord'} (${epoch.value})`;
  return info(
    'snowflake',
    text,
    'A Snowflake: milliseconds since its epoch in the top bits, then 5 bits of datacenter, 5 of worker and a 12-bit sequence.',
    ms,
    [
      ['Timestamp', isoOf(ms)],
      ['Unix ms', String(ms)],
      ['Epoch', epochName],
      ['Datacenter', String(Number((id >> 17n) & 31n))],
      ['Worker', String(Number((id >> 12n) & 31n))],
      ['Sequence', String(Number(id & 4095n))],
    ],
  );
}

/** NanoID and CUID2 are random (CUID2 a hash): there is nothing inside to read but their form. */
function describeRandom(kind: 'nanoid' | 'cuid2', text: string, w: Where): Result<IdInfo> {
  if (kind === 'cuid2') {
    const bad = firstBad(text, (ch) => /^[0-9a-z]$/.test(ch));
    if (bad >= 0) return badChar(text, bad, w, 'a CUID2 character (lower-case a-z and 0-9)');
    if (!/^[a-z]/.test(text)) return fail('A CUID2 starts with a lower-case letter', at(w, 0));
    if (text.length < 2 || text.length > 32) return fail(`A CUID2 has 2 to 32 characters, this has ${text.length}`);
  } else {
    // Only the first characters matter: past the longest id the answer is "too long" (a 10 MB paste answers at once).
    const bad = firstBad(text.slice(0, LONGEST + 1), (ch) => /^[0-9A-Za-z_-]$/.test(ch));
    if (bad >= 0) return badChar(text, bad, w, "a character of NanoID's default alphabet (A-Z, a-z, 0-9, _ and -)");
  }
  const summary =
    kind === 'cuid2'
      ? 'Looks like a CUID2: a letter, then a SHA-3 hash of time, a counter, a host fingerprint and random salt. The hash hides them: there is no time to read.'
      : 'Looks like a NanoID: random symbols only, with no time or machine inside to read.';
  return info(kind, text, summary, null, [['Length', `${text.length} characters`]]);
}

/** Which kind an id of this form is; null when its length and characters fit none. */
function detect(text: string): IdKind | null {
  if (/^[0-9]{1,20}$/.test(text) && text.length !== 24) return 'snowflake';
  if (text.length === 24 && /^[0-9a-fA-F]+$/.test(text)) return 'objectid';
  // A lower-case 26-character text with a letter outside Crockford's alphabet is a CUID2 of that length, not a bad ULID.
  if (text.length === 26 && !(/^[a-z][0-9a-z]+$/.test(text) && /[ilou]/.test(text))) return 'ulid';
  if (text.length === 27 && /^[0-9A-Za-z]+$/.test(text)) return 'ksuid';
  if (/^[a-z][0-9a-z]{1,31}$/.test(text)) return 'cuid2';
  if (text.length === NANOID_SIZE || /[_-]/.test(text)) return 'nanoid';
  return null;
}

const LONGEST = 64;

/**
 * Reads one id. With kind 'auto' its kind is told from its length and characters; a character that no id may hold, or
 * that the kind refuses, is an error naming its column. Surrounding white space is ignored.
 */
export function decodeId(input: string, o: DecodeOptions = DECODE_DEFAULTS): Result<IdInfo> {
  const lead = input.length - input.trimStart().length;
  const text = input.trim();
  const w = { offset: lead };
  if (text === '') return fail('Paste an id to decode it');
  if (o.kind === 'auto') {
    // Only the first characters matter: past the longest id the answer is "too long" (a 10 MB paste answers at once).
    const bad = firstBad(text.slice(0, LONGEST + 1), (ch) => /^[0-9A-Za-z_-]$/.test(ch));
    if (bad >= 0) return badChar(text, bad, w, 'a character any of these ids holds (letters, digits, and _ or - in a NanoID)');
    if (text.length > LONGEST) return fail(`Too long for an id: ${text.length.toLocaleString('en-US')} characters`, at(w, LONGEST));
  }
  const kind = o.kind === 'auto' ? detect(text) : o.kind;
  switch (kind) {
    case 'ulid':
      return decodeUlid(text, w);
    case 'ksuid':
      return decodeKsuid(text, w);
    case 'objectid':
      return decodeObjectId(text, w);
    case 'snowflake':
      return decodeSnowflake(text, w, o);
    case 'nanoid':
    case 'cuid2':
      return describeRandom(kind, text, w);
    case null:
      return fail(
        `Not an id this page knows: ${text.length} characters. A ULID has 26, a KSUID 27, an ObjectId 24 hex digits, a Snowflake up to 20 decimal digits, a NanoID 21 by default`,
      );
  }
}

/** A decoded id as text: its kind, then one "Name: value" line a field. */
export function infoText(info: IdInfo): string {
  return [`Kind: ${KIND_NAMES[info.kind]}`, ...info.fields.map((f) => `${f.name}: ${f.value}`)].join('\n');
}

/** Decodes one id a line (blank lines skipped); the answers are separated by a blank line. Errors name their line. */
export function decodeIdLines(input: string, o: DecodeOptions = DECODE_DEFAULTS): Result<string> {
  const lines = input.split(/\r?\n/);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    const r = decodeId(lines[i], o);
    if (!r.ok) return fail(r.error.message, { line: i + 1, column: r.error.column });
    out.push(infoText(r.value));
  }
  return out.length ? ok(out.join('\n\n')) : fail('Paste an id to decode it');
}
