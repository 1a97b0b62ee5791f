/**
 * Says what a pasted text is (a JWT, JSON, a Unix timestamp, a stack trace …) and gives, in one line, the answer of
 * the tool that reads it. The search palette shows it to offer that tool. Pure and small: it ships with the palette.
 */

/** Every kind of data the detector names. */
export const DETECTED_KINDS = [
  'json',
  'json-escaped',
  'jwt',
  'base64',
  'base64url',
  'url-encoded',
  'timestamp-s',
  'timestamp-ms',
  'timestamp-us',
  'timestamp-ns',
  'iso-date',
  'uuid',
  'yaml',
  'toml',
  'csv',
  'tsv',
  'xml',
  'html',
  'svg',
  'sql',
  'dot',
  'mermaid',
  'regex',
  'color',
  'go-stacktrace',
  'java-stacktrace',
  'js-stacktrace',
  'python-stacktrace',
  'curl',
  'http-status',
  'html-entities',
  'url',
] as const;

export type DetectedKind = (typeof DETECTED_KINDS)[number];

export interface Detection {
  kind: DetectedKind;
  /** What the text is, for people: 'JWT', 'Unix timestamp (ms)', 'UUID v4', 'Base64' … */
  label: string;
  /** The tool's answer in one line of at most 120 characters: the decoded text, the date, the shape … */
  preview: string;
  /** Confidence from 0 to 1; below 0.5 is a guess the palette may leave out. */
  score: number;
}

/** Only the first 100 KB of a longer text is read. */
export const DETECT_LIMIT = 100 * 1024;

/**
 * What the text is, best first, at most three; [] when it reads as words (a search query) rather than data.
 * Only the first 100 KB (DETECT_LIMIT characters) of a longer text is read: a longer JSON document is then judged
 * by how it starts, with a lower score. Never throws.
 */
export function detect(text: string): Detection[] {
  if (typeof text !== 'string') return [];
  const truncated = text.length > DETECT_LIMIT;
  const t = text.slice(0, DETECT_LIMIT).trim();
  const lines = t.split(/\r?\n/);
  // A trace copied out of a JSON log arrives on one line, with literal \n and \t.
  const trace = lines.length === 1 && t.includes('\\n') ? t.replace(/\\t/g, '\t').split(/(?:\\r)?\\n/) : lines;
  const input = { text: t, lines, trace, truncated };
  const hits: Detection[] = [];
  for (const detector of t ? DETECTORS : []) {
    try {
      const hit = detector(input);
      if (hit && hit.score >= 0.3) hits.push(hit);
    } catch {
      // A detector that trips over odd input detects nothing.
    }
  }
  // The sort is stable: on equal scores the table order (most specific first) decides.
  return hits.sort((a, b) => b.score - a.score).slice(0, 3);
}

interface Input {
  /** The text, cut to DETECT_LIMIT and trimmed. */
  text: string;
  lines: string[];
  /** The lines, or for a one-line text with literal \n, the lines it encodes. */
  trace: string[];
  truncated: boolean;
}

type Detector = (input: Input) => Detection | null;

// ---------------------------------------------------------------------------------------------------------------
// Helpers

const SEP = ' · ';

function found(kind: DetectedKind, label: string, score: number, preview: string): Detection {
  return { kind, label, score: Math.round(score * 100) / 100, preview: oneLine(preview) };
}

/** Collapses whitespace, drops control characters and lone surrogates, and cuts to 120 characters. */
function oneLine(text: string): string {
  const s = text
    .slice(0, 999)
    .replace(/[\s\x00-\x1f\x7f]+/g, ' ')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .trim();
  if (s.length <= 120) return s;
  const cut = /[\ud800-\udbff]/.test(s[118]) ? 118 : 119;
  return s.slice(0, cut) + '…';
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The ISO form of a time in ms, or '?' when out of the Date range. */
const iso = (ms: number) => (Math.abs(ms) <= 8.64e15 ? new Date(ms).toISOString() : '?');

const byteSize = (n: number) => (n < 1024 ? plural(n, 'byte') : `${(n / 1024).toFixed(1)} KB`);

/** The bytes as text when they are valid UTF-8 without control characters, else null. `cut`: they are the start
 * of a longer text, so they may end inside a character. */
function printable(bytes: Uint8Array, cut = false): string | null {
  try {
    const s = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: cut });
    return /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffd]/.test(s) ? null : s;
  } catch {
    return null;
  }
}

/** Decodes Base64 or Base64URL, padded or not (atob throws on anything else). */
function base64Bytes(text: string): Uint8Array {
  const s = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(s + '='.repeat(-s.length & 3));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function jsonOf(text: string | null): unknown {
  try {
    return JSON.parse(text!);
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const HTML_TAGS =
  /^(?:html|head|body|div|span|p|a|ul|ol|li|table|thead|tbody|tr|td|th|img|section|article|nav|header|footer|main|aside|form|input|button|select|textarea|label|h[1-6]|br|hr|pre|code|script|style|link|meta|iframe|video|canvas|em|strong|b|i|small|blockquote|figure|dl|template|details)$/;

// ---------------------------------------------------------------------------------------------------------------
// Tokens and encodings

function jwt({ text }: Input): Detection | null {
  const m = /^(?:Bearer\s+)?([\w-]+)\.([\w-]+)\.([\w-]*)$/i.exec(text);
  const header = m && jsonOf(printable(base64Bytes(m[1])));
  if (!m || !isObject(header) || typeof header.alg !== 'string') return null;
  const parts = [`alg ${header.alg}`];
  if (header.typ && header.typ !== 'JWT') parts.push(`typ ${header.typ}`);
  const payload = jsonOf(printable(base64Bytes(m[2])));
  const claims = isObject(payload) ? payload : {};
  // The claims that say whose token it is and until when, in that order; the preview cuts what does not fit.
  for (const claim of ['sub', 'exp', 'iss', 'aud', 'name', 'email', 'iat']) {
    const value = claims[claim];
    if (value == null) continue;
    // exp and iat are Unix seconds: shown as a date to the minute.
    const shown = typeof value === 'number' && /^(?:exp|iat)$/.test(claim) ? iso(value * 1000).replace(/T(.{5}).*/, ' $1 UTC') : String(value);
    parts.push(`${claim} ${shown.slice(0, 40)}`);
  }
  return found('jwt', 'JWT', m[3] ? 0.98 : 0.95, parts.join(SEP));
}

const MAGIC: [string, string][] = [
  ['89504e47', 'PNG image'],
  ['ffd8ff', 'JPEG image'],
  ['47494638', 'GIF image'],
  ['25504446', 'PDF document'],
  ['1f8b', 'gzip data'],
  ['504b0304', 'ZIP archive'],
  ['0061736d', 'WebAssembly module'],
];

/** Names a file format by its first bytes. */
function fileType(bytes: Uint8Array): string | undefined {
  const hex = Array.from(bytes.subarray(0, 4), (b) => b.toString(16).padStart(2, '0')).join('');
  return MAGIC.find(([prefix]) => hex.startsWith(prefix))?.[1];
}

function base64({ text, lines, truncated }: Input): Detection | null {
  if (/^basic\s/i.test(text)) return base64({ text: text.slice(6).trim(), lines: [text.slice(6).trim()], trace: [], truncated });
  const uri = /^data:([\w.+-]+\/[\w.+-]+)?[^,]*;base64,/i.exec(text);
  let body = uri ? text.slice(uri[0].length) : text;
  if (/[^\S\r\n]/.test(body)) return null;
  // Only MIME-style wrapping is allowed: every line but the last as long as the first, and that long enough.
  const width = lines[0].length;
  if (!uri && lines.length > 1 && (width < 40 || lines.some((l, i) => l.length > width || (l.length < width && i < lines.length - 1)))) return null;
  body = body.replace(/\s+/g, '');
  if (truncated) body = body.slice(0, body.length & ~3);
  const url = /[-_]/.test(body);
  if (!/^[\w+/-]+={0,2}$/.test(body) || (url && /[+/]/.test(body)) || (body.includes('=') && body.length % 4)) return null;
  // Hex (hashes, UUIDs), numbers and plain words use the same letters without being Base64.
  if (!uri && (body.length < 4 || /^[\da-f-]+$|^[\dA-F-]+$|^[A-Z]?[a-z]+$|^[A-Z]+$/.test(body))) return null;
  // The first 3000 bytes name the format and make the preview; the size comes from the length.
  const bytes = base64Bytes(body.slice(0, 4000));
  const size = byteSize((body.replace(/=+$/, '').length * 3) >> 2);
  // Unpadded Base64 of JSON ("eyJ…") is a JOSE or JWT part, which is Base64URL.
  const kind = url || (!body.includes('=') && (body.length % 4 || body.startsWith('eyJ'))) ? 'base64url' : 'base64';
  const label = uri ? 'Data URI (Base64)' : kind === 'base64' ? 'Base64' : 'Base64URL';
  const file = fileType(bytes);
  const decoded = printable(bytes, body.length > 4000);
  if (uri) return found('base64', label, 0.95, `${uri[1] ?? 'text/plain'}${SEP}${file ? `${file}, ${size}` : (decoded ?? size)}`);
  if (file) return found(kind, label, 0.9, `${file}, ${size}`);
  // Short strings that decode to punctuation are chance, not a message.
  if (decoded && /[A-Z]/.test(body) && /[a-z\d]/.test(body) && (body.length > 7 || /^[\w\s]+$/.test(decoded))) {
    return found(kind, label, body.length > 7 ? 0.9 : 0.7, decoded);
  }
  // Random bytes (a key, a hash): only long strings with digits and both cases, which words never are.
  // An API key such as ghp_… or sk_live_… has a word prefix and is a token, not Base64.
  if (body.length >= 20 && /\d/.test(body) && /[A-Z]/.test(body) && /[a-z]/.test(body) && !/^[a-z]+_/.test(body)) {
    return found(kind, label, 0.7, `${size} of binary data`);
  }
  return null;
}

/** Percent-decodes; a malformed escape is left as it is. */
function decodePercent(text: string): string {
  return text.replace(/(?:%[\da-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

function urlEncoded({ text }: Input): Detection | null {
  const escapes = /%[\da-f]{2}/i.test(text);
  const form = text.includes('&') && /^\??[^\s&=]+=[^\s&]*(?:&[^\s&=]+=[^\s&]*)+$/.test(text);
  if (/\s/.test(text) || (!escapes && !form)) return null;
  // A whole URL is a URL first; its decoded form is the second answer.
  const score = !escapes ? 0.7 : /^[a-z][\w+.-]*:\/\//i.test(text) ? 0.6 : 0.88;
  return found('url-encoded', form ? 'URL-encoded form' : 'URL-encoded text', score, decodePercent(form ? text.replace(/\+/g, ' ') : text));
}

const ENTITY_NAMES =
  'amp lt gt quot apos nbsp copy reg trade hellip mdash ndash lsquo rsquo ldquo rdquo laquo raquo bull middot deg times euro pound eacute'.split(' ');
const ENTITY_CHARS = '&<>"\'\u00a0©®™…—–‘’“”«»•·°×€£é';

function htmlEntities({ text }: Input): Detection | null {
  if (!text.includes('&')) return null;
  let known = 0;
  const decoded = text.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|(\w+));/gi, (entity, dec?: string, hex?: string, name?: string) => {
    const code = name ? (ENTITY_CHARS[ENTITY_NAMES.indexOf(name)] ?? '').codePointAt(0) : parseInt(dec ?? hex!, dec ? 10 : 16);
    if (!code || code > 0x10ffff) return entity;
    known++;
    return String.fromCodePoint(code);
  });
  return known ? found('html-entities', 'HTML entities', known > 1 ? 0.85 : 0.75, decoded) : null;
}

function jsonEscaped({ text }: Input): Detection | null {
  // A quoted JSON string with escapes, or escaped JSON without its quotes: "{\"id\":1}" or {\"id\":1}.
  const decoded = text[0] === '"' ? text.includes('\\') && jsonOf(text) : /^[[{]+\s*\\"/.test(text) && jsonOf(`"${text}"`);
  if (typeof decoded !== 'string') return null;
  const isJson = jsonOf(decoded) !== undefined && /^\s*[[{]/.test(decoded);
  return found('json-escaped', isJson ? 'Escaped JSON' : 'JSON string (escaped)', isJson ? 0.92 : 0.85, decoded);
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers, dates, identifiers

const TIME_UNITS: [DetectedKind, string][] = [
  ['timestamp-s', 's'],
  ['timestamp-ms', 'ms'],
  ['timestamp-us', 'µs'],
  ['timestamp-ns', 'ns'],
];

function timestamp({ text }: Input): Detection | null {
  const m = /^(\d{9,19})(?:\.(\d{1,9}))?$/.exec(text);
  for (let unit = 0; m && unit < 4; unit++) {
    const cut = m[1].length - unit * 3;
    const seconds = +m[1].slice(0, cut);
    // Plausible dates only: from 1973 (1e8 s) to 2100; a fraction only on seconds and milliseconds.
    if (seconds < 1e8 || seconds >= 4102444800 || (m[2] && unit > 1)) continue;
    const fraction = (m[1].slice(cut) + (m[2] ?? '')).padEnd(3, '0');
    const [kind, name] = TIME_UNITS[unit];
    // Nine digits of seconds (1973–2001) is a plausible timestamp but more often just a number.
    return found(kind, `Unix timestamp (${name})`, cut < 10 ? 0.6 : unit > 1 ? 0.85 : 0.9, iso(seconds * 1000).replace('.000Z', `.${fraction}Z`));
  }
  return null;
}

function isoDate({ text }: Input): Detection | null {
  const m = /^(\d{4}-\d\d-\d\d)(?:[T ](\d\d:\d\d(?::\d\d)?)([.,]\d+)?\s?(Z|[+-]\d\d(?::?\d\d)?)?)?$/i.exec(text);
  // Date.parse rolls 2023-02-30 over into March, so the day is checked on its own.
  if (!m || !iso(Date.parse(`${m[1]}T00:00Z`)).startsWith(m[1])) return null;
  const zone = (m[4] ?? 'Z').toUpperCase().replace(/^([+-]\d\d):?(\d\d)?$/, (_, h: string, mm?: string) => `${h}:${mm ?? '00'}`);
  const ms = Date.parse(`${m[1]}T${m[2] ?? '00:00'}${zone}`);
  if (isNaN(ms)) return null;
  const fraction = m[3] ? m[3].replace(',', '.').replace(/\.?0+$/, '') : '';
  const note = !m[2] ? ' (midnight UTC)' : m[4] ? '' : ' (read as UTC)';
  return found('iso-date', m[2] ? 'ISO 8601 date-time' : 'ISO 8601 date', m[2] ? 0.92 : 0.8, `Unix time ${Math.floor(ms / 1000)}${fraction}${note}`);
}

const UUID_VERSIONS = ['', 'time-based', 'DCE security', 'MD5 name-based', 'random', 'SHA-1 name-based', 'reordered time', 'Unix time', 'custom'];

function uuid({ text }: Input): Detection | null {
  const m = /^(?:urn:uuid:)?([{(]?)([\da-f]{8})-([\da-f]{4})-([\da-f]{4})-([\da-f]{4})-([\da-f]{12})([)}]?)$/i.exec(text);
  if (!m) return null;
  const hex = m.slice(2, 7).join('').toLowerCase();
  if (/^(?:0+|f+)$/.test(hex)) return found('uuid', 'UUID', 0.95, hex[0] === '0' ? 'nil UUID (all zeros)' : 'max UUID (all ones)');
  const version = parseInt(hex[12], 16);
  const variant = parseInt(hex[16], 16) >> 1;
  const rfc = variant >= 4 && variant < 6 && version >= 1 && version <= 8;
  const parts = [rfc ? `version ${version} (${UUID_VERSIONS[version]})` : 'no standard version'];
  const int = (from: number, to: number) => parseInt(hex.slice(from, to), 16);
  // v1 and v6 count 100 ns from 1582-10-15 (12219292800000 ms before 1970); v7 starts with Unix ms.
  const gregorian =
    version === 1 ? int(13, 16) * 2 ** 48 + int(8, 12) * 2 ** 32 + int(0, 8) : int(0, 8) * 2 ** 28 + int(8, 12) * 2 ** 12 + int(13, 16);
  if (rfc && (version === 1 || version === 6)) parts.push(iso(Math.floor(gregorian / 1e4 - 12219292800000)));
  if (rfc && version === 7) parts.push(iso(int(0, 12)));
  parts.push(variant < 4 ? 'NCS variant' : variant < 6 ? 'variant RFC 9562' : variant < 7 ? 'Microsoft variant' : 'reserved variant');
  return found('uuid', rfc ? `UUID v${version}` : 'UUID', 0.97, parts.join(SEP));
}

// The IANA registry, plus 418.
const HTTP_STATUS =
  "100 Continue|101 Switching Protocols|102 Processing|103 Early Hints|200 OK|201 Created|202 Accepted|203 Non-Authoritative Information|204 No Content|205 Reset Content|206 Partial Content|207 Multi-Status|208 Already Reported|226 IM Used|300 Multiple Choices|301 Moved Permanently|302 Found|303 See Other|304 Not Modified|305 Use Proxy|307 Temporary Redirect|308 Permanent Redirect|400 Bad Request|401 Unauthorized|402 Payment Required|403 Forbidden|404 Not Found|405 Method Not Allowed|406 Not Acceptable|407 Proxy Authentication Required|408 Request Timeout|409 Conflict|410 Gone|411 Length Required|412 Precondition Failed|413 Content Too Large|414 URI Too Long|415 Unsupported Media Type|416 Range Not Satisfiable|417 Expectation Failed|418 I'm a teapot|421 Misdirected Request|422 Unprocessable Content|423 Locked|424 Failed Dependency|425 Too Early|426 Upgrade Required|428 Precondition Required|429 Too Many Requests|431 Request Header Fields Too Large|451 Unavailable For Legal Reasons|500 Internal Server Error|501 Not Implemented|502 Bad Gateway|503 Service Unavailable|504 Gateway Timeout|505 HTTP Version Not Supported|506 Variant Also Negotiates|507 Insufficient Storage|508 Loop Detected|510 Not Extended|511 Network Authentication Required".split(
    '|',
  );

function httpStatus({ text, lines }: Input): Detection | null {
  // A bare code, a code with its reason phrase, or the status line of a response.
  const m = /^(HTTP\/[\d.]+\s+)?([1-5]\d\d)\b\s*(.*)$/i.exec(lines[0]);
  const status = m && HTTP_STATUS.find((s) => s.startsWith(m[2] + ' '));
  if (!m || !status) return null;
  if (m[1]) return found('http-status', 'HTTP status line', 0.9, status);
  if (lines.length > 1 || (m[3] && m[3].toLowerCase() !== status.slice(4).toLowerCase())) return null;
  return found('http-status', 'HTTP status code', text.length > 3 ? 0.8 : 0.7, status);
}

// ---------------------------------------------------------------------------------------------------------------
// Colors

function color({ text }: Input): Detection | null {
  let rgb: number[];
  let alpha = 1;
  const hex = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.exec(text)?.[1];
  const fn = /^(rgb|hsl)a?\(\s*([^)]*?)\s*\)$/i.exec(text);
  const args = fn ? fn[2].split(/\s*[\s,/]\s*/) : [];
  const value = (arg: string, max: number) => (arg.endsWith('%') ? (parseFloat(arg) * max) / 100 : parseFloat(arg));
  if (hex) {
    const full = hex.length < 5 ? hex.replace(/./g, '$&$&') : hex;
    [rgb, alpha] = [[0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)), full.length > 6 ? parseInt(full.slice(6), 16) / 255 : 1];
  } else if (fn && (args.length === 3 || args.length === 4) && args.every((a) => /^-?[\d.]+(?:%|deg)?$/.test(a))) {
    if (args[3]) alpha = value(args[3], 1);
    if (fn[1].toLowerCase() === 'rgb') rgb = args.slice(0, 3).map((a) => value(a, 255));
    else {
      const [h, s, l] = [parseFloat(args[0]), parseFloat(args[1]) / 100, parseFloat(args[2]) / 100];
      if (s > 1 || l > 1) return null;
      const k = (n: number) => (n + h / 30) % 12;
      rgb = [0, 8, 4].map((n) => 255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
    }
  } else return null;
  if (!rgb.every((c) => c >= 0 && c <= 255) || !(alpha >= 0 && alpha <= 1)) return null;
  rgb = rgb.map(Math.round);
  // Back to HSL from the rounded channels, so the three notations name the same color.
  const [r, g, b] = rgb.map((c) => c / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  const l = max - d / 2;
  const s = d && d / (1 - Math.abs(2 * l - 1));
  const h = !d ? 0 : max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const a = alpha < 1 ? ` / ${+alpha.toFixed(2)}` : '';
  const hexOut = [...rgb, ...(a ? [Math.round(alpha * 255)] : [])].map((c) => c.toString(16).padStart(2, '0')).join('');
  const preview = `#${hexOut} → rgb(${rgb.join(' ')}${a})${SEP}hsl(${Math.round(h * 60) % 360} ${Math.round(s * 100)}% ${Math.round(l * 100)}%${a})`;
  return found('color', 'Color', !hex ? 0.95 : hex.length > 4 ? 0.9 : 0.75, preview);
}

// ---------------------------------------------------------------------------------------------------------------
// Commands and addresses

function curl({ text }: Input): Detection | null {
  if (!/^curl(?:\.exe)?\s/i.test(text)) return null;
  // "Copy as cURL (cmd)" escapes with ^; quotes around words go.
  const command = ` ${text.replace(/\^(.)/g, '$1')}`.replace(/["']/g, ' ');
  const url = /\s((?:https?|ftp|wss?):\/\/\S+|(?:localhost|[\w-]+(?:\.[\w-]+)*\.[a-z]{2,})(?::\d+)?(?:[/?]\S*)?)(?=\s|$)/i.exec(command)?.[1];
  if (!url) return null;
  const method = /\s(?:-X\s*|--request\s+)([A-Z]+)/i.exec(command)?.[1];
  const implied = /\s(?:-I|--head)\s/.test(command) ? 'HEAD' : /\s(?:-d|--data[\w-]*|--json|-F|--form)\s/.test(command) ? 'POST' : 'GET';
  return found('curl', 'curl command', 0.97, `${(method ?? implied).toUpperCase()} ${url}`);
}

function url({ text }: Input): Detection | null {
  if (!/^(?:https?|wss?|ftp):\/\/\S+$/i.test(text)) return null;
  const u = new URL(text);
  const parts = [u.host + decodePercent(u.pathname)];
  const params = [...u.searchParams].map(([k, v]) => `${k}=${v}`);
  if (params.length) parts.push(params.join(' & '));
  if (u.hash) parts.push(decodePercent(u.hash));
  return found('url', 'URL', 0.85, parts.join(SEP));
}

// ---------------------------------------------------------------------------------------------------------------
// Stack traces: a clue that the text may hold one (cheap to look for), frames by a line pattern, and the exception
// by another (Python prints it last, the others first).

const TRACES: [DetectedKind, string, RegExp, RegExp, RegExp][] = [
  ['go-stacktrace', 'Go stack trace', /\.go:\d/, /^\s+\S+\.go:\d+(?: \+0x[\da-f]+)?$/, /^(?:panic: |fatal error: |goroutine \d+ \[).*/],
  [
    'java-stacktrace',
    'Java stack trace',
    /\.(?:java|kt|scala|groovy):\d|\((?:Native Method|Unknown Source)\)/,
    /^\s*at [^\s(]+\((?:[^()]*\.(?:java|kt|scala|groovy)(?::\d+)?|Native Method|Unknown Source)\)/,
    /(?:[\w$]+\.)+[\w$]*(?:Exception|Error|Throwable)\b.*/,
  ],
  ['python-stacktrace', 'Python traceback', /File \\?"/, /^\s*File ".*", line \d+/, /^[A-Za-z_][\w.]*(?::.*)?$/],
  [
    'js-stacktrace',
    'JavaScript stack trace',
    /:\d+:\d+|<anonymous>/,
    /^\s*(?:at .*:\d+:\d+\)?|at .*<anonymous>\)?|\S*@\S+:\d+:\d+)(?: \{)?$/,
    /^\[?(?:Uncaught (?:\(in promise\) )?)?([\w$.]*(?:Error|Rejection)\b.*)/,
  ],
];

function stackTrace({ text, trace }: Input, [kind, label, clue, frame, header]: (typeof TRACES)[number]): Detection | null {
  if (!clue.test(text)) return null;
  let frames = 0;
  let head = '';
  // Trace lines are short; skipping long ones keeps the patterns fast on any text.
  for (const line of trace) {
    if (line.length > 2000) continue;
    if (frame.test(line)) frames++;
    else if (!head || kind === 'python-stacktrace') {
      const m = header.exec(line);
      if (m) head = m[1] ?? m[0];
    }
  }
  if (!frames || (!head && frames < 2)) return null;
  return found(kind, label, head ? 0.95 : 0.8, `${head || 'no exception line'}${SEP}${plural(frames, 'frame')}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Markup and diagrams

function markup({ text }: Input): Detection | null {
  // The root element comes after the XML declaration, comments and doctype.
  const m = /^(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!(doctype\s+html)?[^>]*>|\s)*<([a-z_][\w:.-]*)[\s/>]/i.exec(text);
  // JSX (attribute={value}) is neither HTML nor XML.
  if (!m || text.includes('={')) return null;
  const root = m[2].toLowerCase();
  const closed = text.endsWith('/>') || text.toLowerCase().endsWith(`</${root}>`) || (m[1] && text.endsWith('>'));
  const score = closed ? 0.95 : text.startsWith('<?xml') ? 0.9 : 0.55;
  const elements = plural(text.match(/<[a-z]/gi)?.length ?? 0, 'element');
  const viewBox = /viewBox="([^"]*)"/.exec(text);
  if (/^(?:\w+:)?svg$/.test(root)) return found('svg', 'SVG', score, `<svg>${SEP}${viewBox ? `viewBox ${viewBox[1]}${SEP}` : ''}${elements}`);
  if (m[1] || HTML_TAGS.test(m[2]))
    return found('html', 'HTML', score, `${root === 'html' ? 'HTML document' : `fragment, root <${root}>`}${SEP}${elements}`);
  return found('xml', 'XML', score, `root <${m[2]}>${SEP}${elements}`);
}

function dot({ text }: Input): Detection | null {
  const m = /^(?:\s|\/\/.*\n|#.*\n|\/\*[\s\S]*?\*\/)*(?:strict\s+)?(di)?graph\s*(?:"[^"]*"|[\w.]+)?\s*\{/i.exec(text);
  if (!m) return null;
  const edges = text.split(m[1] ? '->' : '--').length - 1;
  return found('dot', 'Graphviz DOT', text.endsWith('}') ? 0.95 : 0.8, `${m[1] ? 'digraph' : 'graph'} with ${plural(edges, 'edge')}`);
}

const MERMAID =
  /^(graph|flowchart|sequenceDiagram|classDiagram|stateDiagram|erDiagram|journey|gantt|pie|gitGraph|mindmap|timeline|quadrantChart|requirementDiagram|C4\w+|sankey|xychart|block|packet|architecture|kanban|radar)(?:-beta|-v2)?(?:\s+(TB|TD|BT|RL|LR))?\s*(?:$|;|\s(?:title|showData)\b)/;

function mermaid({ lines }: Input): Detection | null {
  // Front matter (--- … ---) and %% comments come before the diagram type.
  const start = lines[0] === '---' ? lines.indexOf('---', 1) + 1 : 0;
  const body: string[] = [];
  for (let i = start; i < lines.length && body.length < 2; i++) if (lines[i].trim() && !/^\s*%%/.test(lines[i])) body.push(lines[i]);
  const m = body[0] ? MERMAID.exec(body[0].trim()) : null;
  // A keyword alone ("pie", "gantt", "graph TD") reads as a search; a diagram has a body.
  if (!m || (body.length < 2 && !/-->/.test(body[0]))) return null;
  const type = /^graph|^flowchart/.test(m[1]) ? 'flowchart' : m[1].replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return found('mermaid', 'Mermaid diagram', 0.92, m[2] ? `${type} (${m[2]})` : type);
}

const SQL =
  /^(?:select\s+\S[\s\S]*?\sfrom\s+\S|insert\s+(?:\w+\s+)?into\s+\S|update\s+\S+\s+set\s+\S+\s*=|delete\s+from\s+\S|(?:create|alter|drop)\s+(?:or\s+replace\s+)?(?:(?:temp|temporary|unique|materialized|virtual)\s+)*(table|view|index|database|schema|function|procedure|trigger|sequence|type|extension)\s|with\s+(?:recursive\s+)?\w+(?:\s*\([^)]*\))?\s+as\s*\(|(?:explain|truncate|merge|grant)\s+\S)/i;

function sql({ text }: Input): Detection | null {
  // Comments and an opening BEGIN; come before the first statement that says what the script does.
  const body = text.replace(/^(?:\s+|--.*|\/\*[\s\S]*?\*\/|(?:begin|start)(?: transaction)?;)+/i, '');
  const m = SQL.exec(body);
  if (!m) return null;
  const parts = [`${(body.split(/\s/, 1)[0] + (m[1] ? ` ${m[1]}` : '')).toUpperCase()} statement`];
  const statements = text.match(/;\s*\S/g)?.length ?? 0;
  if (statements) parts.push(plural(statements + 1, 'statement'));
  // Lowercase words alone ("delete from list") may be a search; pasted SQL has symbols or capitals.
  return found('sql', 'SQL', /^[a-z\d_ ]+$/.test(body) ? 0.45 : 0.92, parts.join(SEP));
}

function regex({ text }: Input): Detection | null {
  if (text.length > 2000 || text.includes('\n')) return null;
  const literal = /^\/((?:\\.|\[(?:\\.|[^\]\\])*\]|[^/\\[])+)\/([dgimsuyv]*)$/.exec(text);
  const [source, flags] = literal ? [literal[1], literal[2]] : [text, ''];
  // A pattern without slashes needs two signs of a regex: anchors, escapes like \d, ranges, counts, groups.
  const signs = [/^\^/, /[^\\]\$$/, /\\[dwsb]/i, /\[[^\]]*\w-\w/, /\{\d+,?\d*\}/, /\(\?[:=!<]/, /[)\]][+*?]/].filter((re) => re.test(source)).length;
  if (literal ? !signs && !/[\\[\](){}*+?^$|.]/.test(source) && !flags : signs < 2 || /^["'{]/.test(text)) return null;
  const groups = new RegExp(`${source}|`, flags.replace(/[gy]/g, '')).exec('')!.length - 1;
  const named = source.match(/\(\?<[^=!]/g)?.length;
  const preview = `${flags ? `flags ${flags}` : 'no flags'}${SEP}${plural(groups, 'capture group')}${named ? ` (${named} named)` : ''}`;
  return found('regex', 'Regular expression', literal ? 0.9 : signs > 2 ? 0.75 : 0.6, preview);
}

// ---------------------------------------------------------------------------------------------------------------
// Configuration and tables

// A key, bare or quoted, dotted or not; tables in [brackets]; values that TOML allows unlike INI (quoted strings).
const TOML_KEY = String.raw`([\w-]+|"[^"]*"|'[^']*')(?:\s*\.\s*(?:[\w-]+|"[^"]*"|'[^']*'))*`;
const TOML_TABLE = new RegExp(String.raw`^\s*\[\[?\s*${TOML_KEY}\s*\]\]?\s*(?:#.*)?$`);
const TOML_PAIR = new RegExp(String.raw`^\s*${TOML_KEY}\s*=\s*(?:["'[{]|[+-]?\d|true\b|false\b|[+-]?inf\b|nan\b)`);

function toml({ text, lines }: Input): Detection | null {
  // JSON, which also has lines in brackets, is not TOML.
  if (text[0] === '{' || (text[0] === '[' && !TOML_TABLE.test(lines[0]))) return null;
  let tables = 0;
  let pairs = 0;
  let bad = 0;
  const top = new Set<string>();
  for (const line of lines.slice(0, 2000)) {
    if (line.length > 1000) continue;
    const table = TOML_TABLE.exec(line);
    const pair = TOML_PAIR.exec(line);
    if (table) {
      tables++;
      top.add(table[1].replace(/["']/g, ''));
    } else if (pair) {
      pairs++;
      if (!tables) top.add(pair[1]);
    }
    // Blank lines, comments and the inside of multi-line arrays and strings.
    else if (!/^(?:\s|#|[\]}"']|$)/.test(line) && ++bad > 20 && bad > pairs + tables) return null;
  }
  if (!pairs || bad > (pairs + tables) / 10) return null;
  const preview = plural(top.size, 'top-level key') + (tables ? `${SEP}${plural(tables, 'table')}` : '');
  return found('toml', 'TOML', tables ? 0.9 : pairs > 1 ? 0.8 : 0.45, preview);
}

function yaml({ text, lines }: Input): Detection | null {
  if (/^[[{]/.test(text)) return null;
  let keys = 0;
  let items = 0;
  let nested = 0;
  let bad = 0;
  let docs = 1;
  let sentences = 0;
  const top = new Set<string>();
  let kind = '';
  for (const line of lines.slice(0, 2000)) {
    if (line.length > 1000) continue;
    const key = /^( *)(- +)?([A-Za-z_$][\w$ ./-]*|\d+|"[^"]*"|'[^']*')\s*:(?:\s+(.*)|$)/.exec(line);
    if (/^---(?:\s|$)/.test(line)) docs += keys + items ? 1 : 0;
    else if (key) {
      keys++;
      if (/\S\s.*[a-z][.!?]$/.test(key[4] ?? '')) sentences++;
      if (key[1] || key[2]) nested++;
      else top.add(key[3]);
      if (key[3] === 'kind' && !key[1]) kind = key[4] ?? '';
    } else if (/^ *-(?:\s|$)/.test(line)) {
      items++;
      if (line[0] === ' ') nested++;
    }
    // Indented lines continue a value; tabs are not YAML indentation.
    else if (/^(?:\t|[^\s#.%])/.test(line) && ++bad > 20 && bad > keys + items) return null;
  }
  // Notes such as "Reason: the disk filled up." are key: value lines too, but their values are sentences.
  if (!keys || bad > (keys + items) / 10 || sentences * 2 >= keys) return null;
  const parts = [top.size ? plural(top.size, 'top-level key') : plural(items, 'list item')];
  if (kind && top.has('apiVersion')) parts.unshift(`Kubernetes ${kind}`);
  if (docs > 1) parts.push(plural(docs, 'document'));
  return found('yaml', 'YAML', keys + items < 2 ? 0.4 : nested ? 0.9 : keys > 1 ? 0.82 : 0.5, parts.join(SEP));
}

/** The number of fields of each record, honouring quotes (a quoted field may hold delimiters and line breaks). */
function fieldCounts(text: string, lines: string[], delimiter: string): number[] {
  if (!text.includes('"')) return lines.filter((l) => l.trim()).map((l) => l.split(delimiter).length);
  const counts: number[] = [];
  let fields = 1;
  let quoted = false;
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = text[i];
    if (quoted) {
      // "" inside quotes is a quote character.
      if (c === '"' && text[i + 1] === '"') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"' && i === start) quoted = true;
    else if (c === delimiter) {
      fields++;
      start = i + 1;
    } else if (c === '\n' || c === undefined) {
      if (i > start || fields > 1) counts.push(fields);
      fields = 1;
      start = i + 1;
    }
  }
  return counts;
}

function delimited({ text, lines, truncated }: Input): Detection | null {
  const first = lines[0];
  const delimiter = first.includes('\t') ? '\t' : first.split(';').length > first.split(',').length ? ';' : ',';
  if (lines.length < 2 || /^[[{<]/.test(text) || !first.includes(delimiter)) return null;
  const counts = fieldCounts(text.replace(/\r/g, ''), lines, delimiter);
  const header = first.split(delimiter);
  const width = counts[0];
  const rows = counts.length - (truncated ? 1 : 0);
  // Every record as wide as the first (a line of a longer paste may break), and not code lines ending in , or ;
  if (counts.filter((n) => n === width).length < counts.length * 0.9 || lines.every((l) => l.trimEnd().endsWith(delimiter))) return null;
  const tsv = delimiter === '\t';
  // Prose with commas has blank lines between paragraphs, and fields of many words or ending a sentence.
  const fields = lines
    .slice(0, 20)
    .join(delimiter)
    .split(delimiter)
    .filter((f) => f.trim());
  const prose = fields.filter((f) => /\S\s+\S+\s+\S+\s+\S|[a-z][.?!](?:\s|$)/.test(f)).length / fields.length;
  const score = (rows > 2 ? 0.85 : 0.6) + (tsv ? 0.05 : 0) - (prose > 0.25 ? 0.3 : 0) - (/\n\s*\n/.test(text) ? 0.2 : 0);
  const named = rows > 1 && header.every((f) => /^"?[A-Za-z_]/.test(f));
  const preview = `${plural(width, 'column')} × ${plural(named ? rows - 1 : rows, 'row')}${named ? ', with header' : ''}${truncated ? ' in the first 100 KB' : ''}`;
  return found(tsv ? 'tsv' : 'csv', tsv ? 'TSV' : delimiter === ';' ? 'CSV (semicolons)' : 'CSV', score, preview);
}

// ---------------------------------------------------------------------------------------------------------------
// JSON

function jsonLines(lines: string[], truncated: boolean): Detection | null {
  // One JSON value per line (a log); the last line of a cut text may be broken.
  const rows = lines.filter((l) => l.trim()).slice(0, truncated ? -1 : undefined);
  if (rows.length < 2 || !rows.every((l) => /^\s*[[{]/.test(l) && jsonOf(l) !== undefined)) return null;
  return found('json', 'JSON Lines', 0.95, `${plural(rows.length, 'record')}${truncated ? ' in the first 100 KB' : ''}, one JSON value per line`);
}

function json({ text, lines, truncated }: Input): Detection | null {
  if (!/^[[{]/.test(text)) return null;
  const value = truncated ? undefined : jsonOf(text);
  if (value === undefined) {
    const perLine = jsonLines(lines, truncated);
    // Too long to parse here: judge it by how it starts.
    const starts = truncated && /^(?:\{\s*"(?:[^"\\\n]|\\.)*"\s*:|\[\s*[[{"\d-])/.test(text);
    return perLine ?? (starts ? found('json', 'JSON', 0.6, 'starts like JSON; only the first 100 KB was read') : null);
  }
  const size = Array.isArray(value) ? value.length : Object.keys(value!).length;
  const shape = Array.isArray(value)
    ? size
      ? `array of ${plural(size, 'item')}`
      : 'empty array'
    : size
      ? `object with ${plural(size, 'key')}`
      : 'empty object';
  // Minified: no space outside strings, judged on the first 10 KB.
  const start = text.slice(0, 10000).replace(/"(?:[^"\\]|\\.)*"|"[^"]*$/g, '');
  const layout = lines.length > 1 ? 'formatted' : /\s/.test(start) ? 'one line' : 'minified';
  return found('json', 'JSON', size ? 0.98 : 0.7, `${shape}${SEP}${layout}`);
}

// ---------------------------------------------------------------------------------------------------------------

// Most specific first: on equal scores the earlier detector wins.
const DETECTORS: Detector[] = [
  jwt,
  json,
  jsonEscaped,
  uuid,
  timestamp,
  isoDate,
  httpStatus,
  color,
  curl,
  ...TRACES.map((trace) => (input: Input) => stackTrace(input, trace)),
  url,
  markup,
  dot,
  mermaid,
  sql,
  toml,
  yaml,
  delimited,
  regex,
  base64,
  htmlEntities,
  urlEncoded,
];
