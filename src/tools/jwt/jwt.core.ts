import { reindentJson, TooMuchIndentation } from '@/lib/json-reindent';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

/** One claim of the payload, with what it means and, for times, the instant it names. */
export interface Claim {
  name: string;
  value: unknown;
  /** The value as compact JSON. */
  display: string;
  /** A name for registered and common claims ("Expiration time"), else null. */
  label: string | null;
  /** What the claim means, for registered and common claims. */
  meaning: string | null;
  /** One of the seven claims RFC 7519 registers. */
  registered: boolean;
  /** For time claims holding a usable NumericDate: the instant in milliseconds. */
  timeMs?: number;
  /** Something wrong or surprising about the value. */
  note?: string;
}

/** A signed (or unsigned, alg none) token: three parts. */
export interface DecodedJws {
  kind: 'jws';
  /** The token as decoded: without whitespace, a Bearer prefix or quotes. */
  token: string;
  header: Record<string, unknown>;
  /** The header as indented JSON, numbers and key order as written. */
  headerJson: string;
  payload: Record<string, unknown>;
  payloadJson: string;
  /** The header's alg when it is a string. */
  alg: string | null;
  /** What was signed: the first two parts with their dot. */
  signingInput: string;
  /** The third part as written (Base64URL). */
  signature: string;
  signatureBytes: number;
  claims: Claim[];
  /** alg is none: nothing protects the token. */
  unsigned: boolean;
  /** Things a reader should know (an empty signature, key URLs). */
  warnings: string[];
}

/** An encrypted token: five parts, of which only the protected header can be read. */
export interface DecodedJwe {
  kind: 'jwe';
  token: string;
  header: Record<string, unknown>;
  headerJson: string;
  alg: string | null;
  enc: string | null;
}

export type DecodedToken = DecodedJws | DecodedJwe;

const JWS_PARTS = ['The header (part 1)', 'The payload (part 2)', 'The signature (part 3)'];
const JWE_PARTS = [
  'The protected header (part 1)',
  'The encrypted key (part 2)',
  'The initialization vector (part 3)',
  'The ciphertext (part 4)',
  'The authentication tag (part 5)',
];

// Base64URL ------------------------------------------------------------------------------------------

/** A character for an error message: quoted when visible, always with its code point. */
export function describeChar(text: string, offset: number): string {
  const cp = text.codePointAt(offset) ?? 0;
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  if (cp <= 32 || (cp >= 0x7f && cp <= 0xa0) || cp === 0xfeff || (cp >= 0xd800 && cp <= 0xdfff)) return hex;
  return `'${String.fromCodePoint(cp)}' (${hex})`;
}

export type Base64Outcome = { ok: true; bytes: Uint8Array } | { ok: false; offset: number; reason: string };

/**
 * Decodes text[from, to) as the Base64URL of JWTs: only A–Z a–z 0–9 - and _, no padding, no whitespace.
 * An error gives the offset in `text` of the first bad character.
 */
export function decodeBase64Url(text: string, from: number, to: number): Base64Outcome {
  const part = text.slice(from, to);
  const bad = /[^\w-]/.exec(part);
  if (bad) {
    const c = bad[0];
    const reason =
      c === '+' || c === '/'
        ? `'${c}' belongs to standard Base64; Base64URL, which JWTs use, writes - and _ instead of + and /`
        : c === '='
          ? "'=' padding is not used in JWTs (RFC 7515 leaves it out)"
          : `${describeChar(text, from + bad.index)} is not one of A–Z, a–z, 0–9, - and _`;
    return { ok: false, offset: from + bad.index, reason };
  }
  if (part.length % 4 === 1) {
    return {
      ok: false,
      offset: to,
      reason: `its length, ${part.length}, is one more than a multiple of 4, which no Base64 text has; a character is missing or extra`,
    };
  }
  // The alphabet is checked above, so atob (which wants standard Base64, padding optional) cannot fail.
  return { ok: true, bytes: Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0)) };
}

// JSON ------------------------------------------------------------------------------------------------

/**
 * Indents valid JSON by two spaces, working on the text so numbers keep their digits and duplicate keys
 * stay visible (JSON.parse would round 2^53 + 1 and keep only the last of two "exp" keys). JSON nested so deep
 * that its indentation alone would exceed 64 MB is shown as it was written.
 */
export function indentJson(text: string): string {
  try {
    return reindentJson(text, '  ');
  } catch (error) {
    if (error instanceof TooMuchIndentation) return text;
    throw error;
  }
}

/** JSON.parse, or the engine's words for why the text is not JSON. */
export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

// Claims ----------------------------------------------------------------------------------------------

const REGISTERED: Record<string, [string, string]> = {
  iss: ['Issuer', 'Who issued and signed the token.'],
  sub: ['Subject', 'Whom the token is about, usually a user ID.'],
  aud: ['Audience', 'Who the token is meant for; any other recipient must reject it.'],
  exp: ['Expiration time', 'The token must not be accepted at or after this time.'],
  nbf: ['Not before', 'The token must not be accepted before this time.'],
  iat: ['Issued at', 'When the token was issued.'],
  jti: ['JWT ID', 'A unique ID for the token, used to stop it being replayed.'],
};

// Common claims whose names say little by themselves (OpenID Connect and OAuth 2.0).
const COMMON: Record<string, [string, string]> = {
  auth_time: ['Authentication time', 'When the user last signed in.'],
  azp: ['Authorized party', 'The client the token was issued to.'],
  client_id: ['Client ID', 'The OAuth client the token was issued to.'],
  nonce: ['Nonce', 'A value from the sign-in request, echoed back to stop replays.'],
  sid: ['Session ID', 'The sign-in session the token belongs to.'],
  scope: ['Scope', 'The permissions granted, separated by spaces.'],
  at_hash: ['Access token hash', 'Binds an ID token to its access token.'],
  acr: ['Authentication context', 'How strongly the user was authenticated.'],
  amr: ['Authentication methods', 'How the user was authenticated, such as pwd or otp.'],
};

const TIME_CLAIMS = new Set(['exp', 'nbf', 'iat', 'auth_time', 'updated_at']);
/** The largest instant a JavaScript Date holds, in milliseconds. */
const MAX_DATE_MS = 8.64e15;

function timeNote(value: unknown): { timeMs?: number; note?: string } {
  if (typeof value === 'string' && /^\d+(?:\.\d+)?$/.test(value.trim())) {
    return { note: 'A string, not a number: JWT times are numbers of seconds since 1970, and most libraries reject this.' };
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return { note: 'Not a NumericDate: JWT times are numbers of seconds since 1970.' };
  const ms = value * 1000;
  if (Math.abs(ms) > MAX_DATE_MS) return { note: 'Out of range: no calendar date is this far from 1970.' };
  if (value > 1e11) {
    const year = new Date(ms).getUTCFullYear();
    return { timeMs: ms, note: `Looks like milliseconds: JWT times count seconds, so libraries read this as the year ${year}.` };
  }
  if (value < 0) return { timeMs: ms, note: 'Before 1970: a negative time is almost always a mistake.' };
  return { timeMs: ms };
}

function claimNote(name: string, value: unknown): string | undefined {
  if ((name === 'iss' || name === 'sub' || name === 'jti') && typeof value !== 'string') return 'Should be a string.';
  if (name === 'aud' && typeof value !== 'string' && !(Array.isArray(value) && value.every((v) => typeof v === 'string'))) {
    return 'Should be a string or an array of strings.';
  }
  return undefined;
}

function compact(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The payload's claims: the registered ones first, in RFC order, then the others as written. */
export function describeClaims(payload: Record<string, unknown>): Claim[] {
  const isRegistered = (k: string) => Object.hasOwn(REGISTERED, k);
  const names = [...Object.keys(REGISTERED).filter((k) => Object.hasOwn(payload, k)), ...Object.keys(payload).filter((k) => !isRegistered(k))];
  return names.map((name) => {
    const value = payload[name];
    const known = isRegistered(name) ? REGISTERED[name] : Object.hasOwn(COMMON, name) ? COMMON[name] : undefined;
    const claim: Claim = {
      name,
      value,
      display: compact(value),
      label: known?.[0] ?? null,
      meaning: known?.[1] ?? null,
      registered: isRegistered(name),
    };
    const time = TIME_CLAIMS.has(name) ? timeNote(value) : { note: claimNote(name, value) };
    if (time.timeMs !== undefined) claim.timeMs = time.timeMs;
    if (time.note) claim.note = time.note;
    return claim;
  });
}

// Times -----------------------------------------------------------------------------------------------

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A length of time in its two largest units: "3 days 4 hours", "2 minutes 5 seconds", "4 years". */
export function durationText(ms: number): string {
  const s = Math.floor(Math.abs(ms) / 1000);
  const two = (a: number, unitA: string, b: number, unitB: string) => (b > 0 ? `${plural(a, unitA)} ${plural(b, unitB)}` : plural(a, unitA));
  if (s < 60) return plural(s, 'second');
  const m = Math.floor(s / 60);
  if (m < 60) return two(m, 'minute', s % 60, 'second');
  const h = Math.floor(m / 60);
  if (h < 24) return two(h, 'hour', m % 60, 'minute');
  const d = Math.floor(h / 24);
  if (d < 30) return two(d, 'day', h % 24, 'hour');
  const months = Math.floor(d / 30.4375);
  if (months < 12) return two(months, 'month', Math.floor(d - months * 30.4375), 'day');
  const years = Math.floor(d / 365.25);
  return two(years, 'year', Math.floor((d - years * 365.25) / 30.4375), 'month');
}

/** "in 2 hours", "3 days ago", or "now" within a second. */
export function relativeTime(ms: number, nowMs: number): string {
  if (Math.abs(ms - nowMs) < 1000) return 'now';
  return ms > nowMs ? `in ${durationText(ms - nowMs)}` : `${durationText(ms - nowMs)} ago`;
}

/** "2025-01-01 00:00:00 UTC" (milliseconds only when there are any). */
export function formatUtc(ms: number): string {
  const date = new Date(ms);
  if (!Number.isFinite(date.getTime())) return 'out of range';
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${iso.slice(20, 23) === '000' ? '' : iso.slice(19, 23)} UTC`;
}

/** The instant in a time zone (the browser's when not given), with the zone's short name. */
export function formatLocal(ms: number, locale?: string, timeZone?: string): string {
  try {
    return new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'short',
      timeZone,
    }).format(ms);
  } catch {
    return formatUtc(ms);
  }
}

export type TimeState = 'valid' | 'expired' | 'not-yet-valid' | 'no-expiry' | 'unknown';

/** Whether the token's times allow it now: exp and nbf against the clock. Says nothing of the signature. */
export function timeStatus(claims: Claim[], nowMs: number): { state: TimeState; message: string } {
  const exp = claims.find((c) => c.name === 'exp');
  const nbf = claims.find((c) => c.name === 'nbf');
  if (exp && exp.timeMs === undefined)
    return { state: 'unknown', message: 'The exp claim is not a usable time, so when the token expires is unknown' };
  if (exp?.timeMs !== undefined && nowMs >= exp.timeMs) {
    return { state: 'expired', message: `Expired ${durationText(nowMs - exp.timeMs)} ago, at ${formatUtc(exp.timeMs)}` };
  }
  if (nbf?.timeMs !== undefined && nowMs < nbf.timeMs) {
    return { state: 'not-yet-valid', message: `Not valid yet: becomes valid in ${durationText(nbf.timeMs - nowMs)}, at ${formatUtc(nbf.timeMs)}` };
  }
  if (exp?.timeMs !== undefined) return { state: 'valid', message: `Valid for ${durationText(exp.timeMs - nowMs)}, until ${formatUtc(exp.timeMs)}` };
  return { state: 'no-expiry', message: 'No expiry: the token has no exp claim, so it never expires by itself' };
}

// Algorithms ------------------------------------------------------------------------------------------

export type AlgFamily = 'hmac' | 'rsa' | 'pss' | 'ec' | 'eddsa' | 'none';

export interface AlgInfo {
  family: AlgFamily;
  /** What the algorithm is, in words. */
  description: string;
  hash?: 'SHA-256' | 'SHA-384' | 'SHA-512';
  curve?: 'P-256' | 'P-384' | 'P-521';
  /** The exact signature length in bytes, for algorithms that have one. */
  signatureBytes?: number;
}

const FAMILIES = { HS: ['hmac', 'HMAC'], RS: ['rsa', 'RSASSA-PKCS1-v1_5'], PS: ['pss', 'RSASSA-PSS'], ES: ['ec', 'ECDSA'] } as const;

/** The JWS algorithms this tool knows (RFC 7518, RFC 8037); null for others. */
export function algorithmInfo(alg: string | null): AlgInfo | null {
  if (alg === 'none') return { family: 'none', description: 'Unsecured: no signature' };
  if (alg === 'EdDSA' || alg === 'Ed25519') return { family: 'eddsa', description: 'EdDSA using Ed25519', signatureBytes: 64 };
  const m = /^(HS|RS|PS|ES)(256|384|512)$/.exec(alg ?? '');
  if (!m) return null;
  const bits = Number(m[2]);
  const [family, name] = FAMILIES[m[1] as keyof typeof FAMILIES];
  const hash = `SHA-${bits}` as AlgInfo['hash'];
  const curve = family === 'ec' ? (bits === 512 ? 'P-521' : (`P-${bits}` as AlgInfo['curve'])) : undefined;
  // HMAC gives the hash's length; ECDSA gives r and s, each as long as the curve's order.
  const signatureBytes = family === 'hmac' ? bits / 8 : curve ? (bits === 512 ? 132 : bits / 4) : undefined;
  return { family, hash, curve, signatureBytes, description: `${name} using ${curve ? `${curve} and ` : ''}${hash}` };
}

// Decoding --------------------------------------------------------------------------------------------

/** The token inside the input: a leading "Authorization:" and "Bearer ", quotes and all whitespace removed. */
function cleanInput(input: string): { token: string; start: number } {
  const prefix = /^\s*(?:authorization\s*:\s*)?(?:bearer\s+)?/i.exec(input.slice(0, 64));
  let start = prefix ? prefix[0].length : 0;
  let end = input.length;
  while (end > start && /\s/.test(input[end - 1])) end--;
  const q = input[start];
  if ((q === '"' || q === "'") && end - start >= 2 && input[end - 1] === q) {
    start++;
    end--;
  }
  const inner = input.slice(start, end);
  return { token: /\s/.test(inner) ? inner.replace(/\s+/g, '') : inner, start };
}

/** Where the cleaned token's character `index` is in the input (whitespace was removed from the token). */
function inputOffset(input: string, start: number, index: number): number {
  let seen = 0;
  for (let i = start; i < input.length; i++) {
    const c = input.charCodeAt(i);
    // The same characters as \s, which cleanInput removed; the regex only for the rare non-ASCII ones.
    if (c === 32 || (c >= 9 && c <= 13) || (c > 127 && /\s/.test(input[i]))) continue;
    if (seen === index) return i;
    seen++;
  }
  return input.length;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A part that is not Base64URL: which part, which character of it, and where that is in the input. */
function base64Error(input: string, start: number, bad: { offset: number; reason: string }, from: number, to: number, label: string): Result<never> {
  if (bad.offset >= to) return fail(`${label} is not valid Base64URL: ${bad.reason}`, lineColumnAt(input, inputOffset(input, start, from)));
  return fail(
    `${label} is not valid Base64URL at character ${bad.offset - from + 1}: ${bad.reason}`,
    lineColumnAt(input, inputOffset(input, start, bad.offset)),
  );
}

/**
 * Decodes one Base64URL part holding UTF-8 JSON, with errors that name the part and the character
 * (counted from the part's start) and carry the line and column in the user's input.
 */
function decodeJsonPart(
  input: string,
  start: number,
  token: string,
  from: number,
  to: number,
  label: string,
): Result<{ value: unknown; text: string }> {
  const at = (offset: number) => lineColumnAt(input, inputOffset(input, start, offset));
  if (from === to) return fail(`${label} is empty`, at(from));
  const decoded = decodeBase64Url(token, from, to);
  if (!decoded.ok) return base64Error(input, start, decoded, from, to, label);
  let text: string;
  try {
    text = utf8.decode(decoded.bytes);
  } catch {
    return fail(`${label} decodes to bytes that are not UTF-8 text, so it is not JSON`, at(from));
  }
  const parsed = parseJsonText(text);
  if (!parsed.ok) {
    if (/^eyJ[\w-]*\.[\w-]*\./.test(text))
      return fail(`${label} is not JSON: it looks like another token (a nested JWT); paste it on its own to decode it`, at(from));
    return fail(`${label} is not valid JSON: ${parsed.message}`, at(from));
  }
  if (parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) {
    return fail(`${label} is JSON but not an object: ${text.length > 40 ? `${text.slice(0, 40)}…` : text}`, at(from));
  }
  return ok({ value: parsed.value, text });
}

/** The offsets of the dots in the token. */
function splitDots(token: string): number[] {
  const dots: number[] = [];
  let i = token.indexOf('.');
  while (i >= 0) {
    dots.push(i);
    i = token.indexOf('.', i + 1);
  }
  return dots;
}

/** Decodes a JWT (or recognises a JWE) without checking its signature. */
export function decodeJwt(input: string): Result<DecodedToken> {
  if (typeof input !== 'string') return fail('Paste a JWT');
  const { token, start } = cleanInput(input);
  if (token === '') return fail('Paste a JWT: three Base64URL parts separated by dots, usually starting with eyJ');
  const dots = splitDots(token);
  const parts = dots.length + 1;
  if (parts !== 3 && parts !== 5) {
    const hint =
      /^[[{]/.test(token) && parts < 3
        ? ': this looks like JSON; paste the token itself, which usually starts with eyJ'
        : parts === 4 || parts > 5
          ? ' (an encrypted JWE has 5)'
          : '';
    return fail(`A JWT has 3 parts separated by dots; this has ${parts}${hint}`);
  }
  const bounds = [0, ...dots.map((d) => d + 1)];
  const ends = [...dots, token.length];
  const labels = parts === 3 ? JWS_PARTS : JWE_PARTS;

  const header = decodeJsonPart(input, start, token, bounds[0], ends[0], labels[0]);
  if (!header.ok) return header;
  const headerValue = header.value.value as Record<string, unknown>;
  const alg = typeof headerValue.alg === 'string' ? headerValue.alg : null;

  if (parts === 5) {
    for (let p = 1; p < 5; p++) {
      const decoded = decodeBase64Url(token, bounds[p], ends[p]);
      if (!decoded.ok) return base64Error(input, start, decoded, bounds[p], ends[p], labels[p]);
    }
    const enc = typeof headerValue.enc === 'string' ? headerValue.enc : null;
    return ok({ kind: 'jwe', token, header: headerValue, headerJson: indentJson(header.value.text), alg, enc });
  }

  const payload = decodeJsonPart(input, start, token, bounds[1], ends[1], labels[1]);
  if (!payload.ok) return payload;
  const signature = decodeBase64Url(token, bounds[2], ends[2]);
  if (!signature.ok) return base64Error(input, start, signature, bounds[2], ends[2], labels[2]);

  const warnings: string[] = [];
  const info = algorithmInfo(alg);
  // A missing or unknown alg is said by the signature line; these are what it cannot say.
  if (info?.family === 'none') {
    if (signature.bytes.length > 0) warnings.push('The token says alg none but still carries a signature.');
  } else if (info && signature.bytes.length === 0) warnings.push(`The signature (part 3) is empty although alg is ${alg}.`);
  for (const key of ['jku', 'x5u']) {
    if (typeof headerValue[key] === 'string') warnings.push(`The header names a key URL (${key}); it is not fetched. Paste the key to verify.`);
  }

  const payloadValue = payload.value.value as Record<string, unknown>;
  return ok({
    kind: 'jws',
    token,
    header: headerValue,
    headerJson: indentJson(header.value.text),
    payload: payloadValue,
    payloadJson: indentJson(payload.value.text),
    alg,
    signingInput: token.slice(0, dots[1]),
    signature: token.slice(bounds[2]),
    signatureBytes: signature.bytes.length,
    claims: describeClaims(payloadValue),
    unsigned: info?.family === 'none',
    warnings,
  });
}
