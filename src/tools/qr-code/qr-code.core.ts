import { fail, ok, type Result } from '@/lib/result';
import { relativeLuminance } from '@/lib/luminance';
import type { QrLevel } from '@/lib/qr';

// The QR code itself (capacities, sizes, rendering, reading) is in src/lib/qr.ts, shared with the OTP tool.
export {
  BYTE_CAPACITY,
  decodeQr,
  LEVELS,
  MAX_CHARACTERS,
  MIN_PX_PER_MODULE,
  pngRenderOptions,
  pngSize,
  QUIET_ZONE,
  renderQr,
  SIZES,
  sizeNote,
  tooLongMessage,
  utf8Length,
  type PngSize,
  type QrLevel,
  type QrOptions,
  type QrRendered,
} from '@/lib/qr';

export type QrKind = 'text' | 'url' | 'wifi' | 'vcard';
export type WifiSecurity = 'WPA' | 'WEP' | 'nopass';

/** How much of the code can be damaged and still read, per level. */
export const LEVEL_RECOVERY: Readonly<Record<QrLevel, string>> = { L: '~7%', M: '~15%', Q: '~25%', H: '~30%' };

/** Escapes a Wi-Fi field value: \ ; , : and " get a backslash (the ZXing WIFI: format). */
export const escapeWifi = (value: string) => value.replace(/([\\;,:"])/g, '\\$1');

export interface WifiFields {
  ssid: string;
  password: string;
  security: WifiSecurity;
  hidden: boolean;
}

/** `WIFI:T:WPA;S:name;P:secret;H:false;;` with every value escaped; an open network has no password. */
export function wifiPayload(w: WifiFields): Result<string> {
  if (w.ssid === '') return fail('The network name (SSID) is empty');
  if (w.security !== 'nopass' && w.password === '') return fail(`A ${w.security} network needs its password (or choose "No password")`);
  const parts = [`T:${w.security}`, `S:${escapeWifi(w.ssid)}`];
  if (w.security !== 'nopass') parts.push(`P:${escapeWifi(w.password)}`);
  parts.push(`H:${w.hidden ? 'true' : 'false'}`);
  return ok(`WIFI:${parts.join(';')};;`);
}

/** Escapes a vCard 3.0 text value (RFC 2426 §4): backslash, comma, semicolon and line breaks. */
export const escapeVcard = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');

export interface VcardFields {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  org: string;
  website: string;
}

/** A vCard 3.0 (RFC 2426) with N, FN and the fields that are filled, lines ended by CRLF. */
export function vcardPayload(v: VcardFields): Result<string> {
  const first = v.firstName.trim();
  const last = v.lastName.trim();
  if (first === '' && last === '' && v.org.trim() === '') return fail('A contact needs a name (or an organisation)');
  if (v.email.trim() !== '' && !/^[^\s@]+@[^\s@]+$/.test(v.email.trim())) return fail(`"${v.email.trim()}" is not an e-mail address`);
  if (v.phone.trim() !== '' && !/^[+\d][\d\s().\-/]*$/.test(v.phone.trim()))
    return fail(`"${v.phone.trim()}" is not a phone number (digits, spaces, + ( ) - . /)`);
  const full = [first, last].filter(Boolean).join(' ') || v.org.trim();
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${escapeVcard(last)};${escapeVcard(first)};;;`, `FN:${escapeVcard(full)}`];
  if (v.org.trim()) lines.push(`ORG:${escapeVcard(v.org.trim())}`);
  if (v.phone.trim()) lines.push(`TEL;TYPE=CELL:${v.phone.trim()}`);
  if (v.email.trim()) lines.push(`EMAIL;TYPE=INTERNET:${v.email.trim()}`);
  if (v.website.trim()) lines.push(`URL:${v.website.trim()}`);
  lines.push('END:VCARD');
  return ok(lines.join('\r\n'));
}

/** A URL payload: must parse, and gets https:// when it has no scheme. */
export function urlPayload(text: string): Result<string> {
  const t = text.trim();
  if (t === '') return fail('The URL is empty');
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(t) ? t : `https://${t}`;
  try {
    return ok(new URL(withScheme).href);
  } catch {
    return fail(`"${t}" is not a valid URL`);
  }
}

export interface QrState {
  kind: string;
  text: string;
  url: string;
  ssid: string;
  password: string;
  security: string;
  hidden: boolean;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  org: string;
  website: string;
}

/** Every field empty, for plain text (and the defaults of Wi-Fi's security and hidden flag). */
export const BLANK_QR_STATE: QrState = {
  kind: 'text',
  text: '',
  url: '',
  ssid: '',
  password: '',
  security: 'WPA',
  hidden: false,
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  org: '',
  website: '',
};

/** The text the QR code encodes for the chosen kind. */
export function buildPayload(s: QrState): Result<string> {
  switch (s.kind) {
    case 'url':
      return urlPayload(s.url);
    case 'wifi':
      return wifiPayload({
        ssid: s.ssid,
        password: s.password,
        security: (['WPA', 'WEP', 'nopass'].includes(s.security) ? s.security : 'WPA') as WifiSecurity,
        hidden: s.hidden,
      });
    case 'vcard':
      return vcardPayload(s);
    default:
      return s.text === '' ? fail('Type the text to encode') : ok(s.text);
  }
}

/** A hex colour (#rgb or #rrggbb) as 0–255 channels, or null. */
export function parseHex(color: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

const luminance = ([r, g, b]: [number, number, number]) => relativeLuminance(r, g, b);

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number | null {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return null;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
}

/** Scanners need dark modules on a light background with strong contrast; below this they start to fail. */
export const MIN_CONTRAST = 4;

/** A warning about the colours, or null when they scan well. */
export function colourWarning(fg: string, bg: string): string | null {
  const ratio = contrastRatio(fg, bg);
  if (ratio === null) return `Colours must be hex, such as #000000 (got ${parseHex(fg) ? bg : fg})`;
  if (ratio < MIN_CONTRAST) return `Contrast ${ratio.toFixed(1)}:1 is too low to scan reliably: use at least ${MIN_CONTRAST}:1 (dark on light).`;
  if (luminance(parseHex(fg)!) > luminance(parseHex(bg)!))
    return 'Light modules on a dark background (inverted) are not read by many scanners: use a dark foreground on a light background.';
  return null;
}
