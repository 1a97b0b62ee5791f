import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

/**
 * Barcodes: what each symbology can hold (checked here, so a bad character is named with its place before the
 * encoder runs), the EAN/UPC check digit, and the SVG drawn by bwip-js (Barcode Writer in Pure PostScript).
 * bwip-js loads only when a barcode is drawn (`renderBarcode`), so this module stays small.
 */

export const BARCODE_TYPES = ['code128', 'ean13', 'upca', 'code39', 'itf', 'itf14', 'datamatrix', 'pdf417', 'aztec', 'qr'] as const;
export type BarcodeType = (typeof BARCODE_TYPES)[number];

export interface BarcodeInfo {
  label: string;
  /** bwip-js's encoder name. */
  bcid: string;
  /** A one-dimensional (linear) code: bars with the text printed under them. */
  linear: boolean;
  /** What the input may hold, for the help line. */
  accepts: string;
  /** Sample data for this type. */
  sample: string;
}

export const BARCODES: Readonly<Record<BarcodeType, BarcodeInfo>> = {
  code128: { label: 'Code 128', bcid: 'code128', linear: true, accepts: 'ASCII text, up to 80 characters', sample: 'DEVBENCH-2026' },
  ean13: {
    label: 'EAN-13',
    bcid: 'ean13',
    linear: true,
    accepts: '12 digits (the check digit is added) or 13 with the check digit',
    sample: '590123412345',
  },
  upca: {
    label: 'UPC-A',
    bcid: 'upca',
    linear: true,
    accepts: '11 digits (the check digit is added) or 12 with the check digit',
    sample: '03600029145',
  },
  code39: { label: 'Code 39', bcid: 'code39', linear: true, accepts: 'A–Z, 0–9, space and - . $ / + %, up to 80 characters', sample: 'CODE-39 TEST' },
  itf: {
    label: 'ITF (Interleaved 2 of 5)',
    bcid: 'interleaved2of5',
    linear: true,
    accepts: 'an even number of digits, up to 80',
    sample: '12345678',
  },
  itf14: {
    label: 'ITF-14',
    bcid: 'itf14',
    linear: true,
    accepts: '13 digits (the check digit is added) or 14 with the check digit',
    sample: '1540014128876',
  },
  datamatrix: {
    label: 'Data Matrix',
    bcid: 'datamatrix',
    linear: false,
    accepts: 'any text, up to 1,500 bytes',
    sample: 'https://devbench.example/barcode/',
  },
  pdf417: { label: 'PDF417', bcid: 'pdf417', linear: false, accepts: 'any text, up to 1,000 bytes', sample: 'PDF417 sample: Devbench barcode tool' },
  aztec: { label: 'Aztec', bcid: 'azteccode', linear: false, accepts: 'any text, up to 1,500 bytes', sample: 'Aztec sample: Devbench' },
  qr: { label: 'QR code', bcid: 'qrcode', linear: false, accepts: 'any text, up to 2,000 bytes', sample: 'https://devbench.example/barcode/' },
};

export const isBarcodeType = (t: string): t is BarcodeType => (BARCODE_TYPES as readonly string[]).includes(t);

/**
 * The most each type takes here. The symbologies hold more in theory (Data Matrix 2,335 ASCII characters), but
 * encoding near the limit takes seconds and makes codes too dense to print: the caps keep every run quick.
 */
const MAX_LINEAR = 80;
const MAX_BYTES: Partial<Record<BarcodeType, number>> = { datamatrix: 1500, pdf417: 1000, aztec: 1500, qr: 2000 };

/** Digit lengths of the GS1 codes: without and with the check digit. */
const GS1_LENGTHS: Partial<Record<BarcodeType, [number, number]>> = { ean13: [12, 13], upca: [11, 12], itf14: [13, 14] };

const CODE39_CHARS = /^[0-9A-Z \-.$/+%]$/;

const where = (text: string, index: number) => lineColumnAt(text, index);
const shown = (ch: string) => (ch === ' ' ? 'a space' : ch === '\n' ? 'a line break' : ch === '\t' ? 'a tab' : `'${ch}'`);

/** The GS1 (mod 10) check digit of a string of digits: weights 3 and 1 from the right. */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(digits.length - 1 - i) - 48;
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10;
}

export interface CheckDigitReport {
  /** The digits without the check digit. */
  body: string;
  /** The right check digit. */
  digit: number;
  /** The full number with the right check digit. */
  full: string;
  /** The check digit that was typed, if any. */
  given: number | null;
  /** True when a typed check digit is right (null when none was typed). */
  valid: boolean | null;
}

/** Computes or verifies the check digit of an EAN-13, UPC-A or ITF-14 number (spaces and hyphens ignored). */
export function checkDigit(type: BarcodeType, input: string): Result<CheckDigitReport> {
  const lengths = GS1_LENGTHS[type];
  if (!lengths) return fail(`${BARCODES[type].label} has no GS1 check digit: choose EAN-13, UPC-A or ITF-14`);
  const digits = input.replace(/[\s-]/g, '');
  const bad = digits.search(/\D/);
  if (bad >= 0) return fail(`${BARCODES[type].label} takes ${lengths[0]} or ${lengths[1]} digits; character ${bad + 1} is ${shown(digits[bad])}`);
  if (digits.length !== lengths[0] && digits.length !== lengths[1])
    return fail(`${BARCODES[type].label} takes ${lengths[0]} or ${lengths[1]} digits; this has ${digits.length}`);
  const body = digits.slice(0, lengths[0]);
  const digit = gs1CheckDigit(body);
  const given = digits.length === lengths[1] ? Number(digits[lengths[0]]) : null;
  return ok({ body, digit, full: body + digit, given, valid: given === null ? null : given === digit });
}

/** What the check-digit helper says, in a sentence. */
export function describeCheckDigit(type: BarcodeType, r: CheckDigitReport): string {
  const name = BARCODES[type].label;
  if (r.given === null) return `The check digit is ${r.digit}: the full ${name} number is ${r.full}.`;
  if (r.valid) return `The check digit ${r.given} is correct: ${r.full} is a valid ${name} number.`;
  return `The check digit is wrong: ${r.body}${r.given} ends in ${r.given}, but the check digit of ${r.body} is ${r.digit} (the number should be ${r.full}).`;
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * Checks that the symbology can encode the text, and returns what goes to the encoder. Errors say what is wrong
 * and where (line and column of the first bad character).
 */
export function validateBarcode(type: BarcodeType, text: string): Result<string> {
  const info = BARCODES[type];
  if (text === '') return fail(`Type the data to encode (${info.label} takes ${info.accepts})`);
  const lengths = GS1_LENGTHS[type];
  if (lengths) {
    const bad = text.search(/\D/);
    if (bad >= 0)
      return fail(`${info.label} takes ${lengths[0]} or ${lengths[1]} digits; character ${bad + 1} is ${shown(text[bad])}`, where(text, bad));
    if (text.length !== lengths[0] && text.length !== lengths[1])
      return fail(`${info.label} takes ${lengths[0]} or ${lengths[1]} digits; this has ${text.length}`);
    const report = checkDigit(type, text);
    if (report.ok && report.value.valid === false) return fail(describeCheckDigit(type, report.value), where(text, lengths[0]));
    return ok(report.ok ? report.value.full : text);
  }
  if (info.linear && text.length > MAX_LINEAR)
    return fail(
      `${info.label} here takes up to ${MAX_LINEAR} characters (a longer code would not fit a label); this has ${text.length.toLocaleString('en-US')}. Use Data Matrix or QR for more.`,
    );
  if (type === 'code128') {
    const bad = [...text].findIndex((c) => c.charCodeAt(0) > 126 || c.length > 1);
    if (bad >= 0) {
      const index = [...text].slice(0, bad).join('').length;
      return fail(`Code 128 takes ASCII characters only; character ${bad + 1} is ${shown([...text][bad])}`, where(text, index));
    }
    return ok(text);
  }
  if (type === 'code39') {
    const chars = [...text];
    const bad = chars.findIndex((c) => !CODE39_CHARS.test(c));
    if (bad >= 0) {
      const c = chars[bad];
      const hint = /[a-z]/.test(c) ? ' (Code 39 has capital letters only)' : '';
      return fail(
        `Code 39 takes A–Z, 0–9, space and - . $ / + %; character ${bad + 1} is ${shown(c)}${hint}`,
        where(text, chars.slice(0, bad).join('').length),
      );
    }
    return ok(text);
  }
  if (type === 'itf') {
    const bad = text.search(/\D/);
    if (bad >= 0) return fail(`ITF takes digits only; character ${bad + 1} is ${shown(text[bad])}`, where(text, bad));
    if (text.length % 2 === 1)
      return fail(
        `ITF takes an even number of digits (they are encoded in pairs); this has ${text.length}: add a leading 0 (0${text.length > 20 ? `${text.slice(0, 20)}…` : text})`,
      );
    return ok(text);
  }
  // 2D codes: any text, as UTF-8 bytes.
  const max = MAX_BYTES[type] ?? 1000;
  // A quick bound before counting bytes: a huge paste is refused at once.
  if (text.length > max || utf8Length(text) > max)
    return fail(
      `${info.label} here takes up to ${max.toLocaleString('en-US')} bytes of text; this has ${text.length > max * 4 ? `${text.length.toLocaleString('en-US')} characters` : `${utf8Length(text).toLocaleString('en-US')} bytes`}`,
    );
  return ok(text);
}

export interface BarcodeOptions {
  /** Pixels per module (the narrowest bar), 1–10. */
  scale: number;
  /** Bar height of a linear code in millimetres (at 72 dpi), 5–50. */
  height: number;
  /** Print the text under a linear code. */
  showText: boolean;
}

export const DEFAULT_BARCODE_OPTIONS: BarcodeOptions = { scale: 2, height: 15, showText: true };

const clamp = (n: number, lo: number, hi: number, dflt: number) => (Number.isFinite(n) ? Math.min(Math.max(Math.round(n), lo), hi) : dflt);

/** bwip-js's options for a validated text. */
export function bwipOptions(type: BarcodeType, data: string, options: Partial<BarcodeOptions> = {}) {
  const o = { ...DEFAULT_BARCODE_OPTIONS, ...options };
  const info = BARCODES[type];
  const opts: Record<string, string | number | boolean> = {
    bcid: info.bcid,
    // bwip-js encodes the text as UTF-8 itself (no ECI: readers guess UTF-8, as they do for QR codes from phones).
    text: data,
    scale: clamp(o.scale, 1, 10, 2),
    paddingwidth: info.linear ? 10 : 4,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  };
  if (info.linear) {
    opts.height = clamp(o.height, 5, 50, 15);
    if (o.showText) {
      opts.includetext = true;
      opts.textxalign = 'center';
    }
  }
  // ITF-14 draws a bearer box by default; a flat pair of bearer bars prints and scans as well and crops cleanly.
  if (type === 'itf14') opts.showborder = false;
  if (type === 'pdf417') opts.columns = 4;
  return opts;
}

export interface RenderedBarcode {
  svg: string;
  width: number;
  height: number;
}

/** bwip-js's error ("bwipp.ean13badCharacter#6882: EAN-13 must contain only digits") as a sentence. */
export function bwipMessage(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  return message.replace(/^bwip(?:p|-js)\.\w+#?\d*:\s*/, '');
}

/** Draws the barcode as SVG (pure: the same in Node, a worker and the page). */
export async function renderBarcode(type: BarcodeType, text: string, options: Partial<BarcodeOptions> = {}): Promise<Result<RenderedBarcode>> {
  const valid = validateBarcode(type, text);
  if (!valid.ok) return valid;
  const { toSVG } = await import('bwip-js/generic');
  let svg: string;
  try {
    svg = toSVG(bwipOptions(type, valid.value, options) as unknown as Parameters<typeof toSVG>[0]);
  } catch (e) {
    return fail(`${BARCODES[type].label} cannot encode this: ${bwipMessage(e)}`);
  }
  const box = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  const width = box ? Number(box[1]) : 0;
  const height = box ? Number(box[2]) : 0;
  svg = svg.replace('<svg ', `<svg width="${width}" height="${height}" `);
  return ok({ svg, width, height });
}

/** The operation's run: the SVG text. */
export async function barcodeSvg(type: BarcodeType, text: string, options: Partial<BarcodeOptions> = {}): Promise<Result<string>> {
  const r = await renderBarcode(type, text, options);
  return r.ok ? ok(r.value.svg) : r;
}

/** One code found in an image by the reader. */
export interface FoundCode {
  format: string;
  text: string;
}

/** What the reader worker answers for one image. */
export interface ReadAnswer {
  codes: FoundCode[];
  width: number;
  height: number;
  /** The "no barcode found" message, when there is none. */
  none: string | null;
}

/** The formats the reader tries, for the "no barcode found" message. */
export const READ_FORMATS = [
  'Code 128',
  'Code 39',
  'Code 93',
  'Codabar',
  'EAN-13',
  'EAN-8',
  'UPC-A',
  'UPC-E',
  'ITF',
  'DataBar',
  'QR code',
  'Micro QR',
  'Data Matrix',
  'PDF417',
  'Aztec',
  'MaxiCode',
];

export function noCodeMessage(name: string, width: number, height: number): string {
  return `No barcode found in ${name} (${width}×${height} px). Tried ${READ_FORMATS.join(', ')}, also rotated and inverted. Try a sharper, larger picture with the whole code and its quiet zone (the blank margin) in view.`;
}
