import type { QRCodeRenderersOptions } from 'qrcode';
import { fail, ok, type Result } from '@/lib/result';

// QR codes as SVG (qrcode) and read from pixels (jsQR), for every tool that draws or reads one (the QR code
// generator, the OTP tool's otpauth:// codes). Both libraries load on first use.

export type QrLevel = 'L' | 'M' | 'Q' | 'H';

export const LEVELS: readonly QrLevel[] = ['L', 'M', 'Q', 'H'];

/** Bytes a version-40 QR code holds in byte mode, per error-correction level (ISO/IEC 18004 table 7). */
export const BYTE_CAPACITY: Readonly<Record<QrLevel, number>> = { L: 2953, M: 2331, Q: 1663, H: 1273 };

/** The most characters any QR code holds (numeric mode, version 40, level L). */
export const MAX_CHARACTERS = 7089;

export const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The message for a payload qrcode could not fit: its size and what each level holds. */
export function tooLongMessage(payload: string, level: QrLevel): string {
  const bytes = utf8Length(payload);
  // The strongest level that still holds it.
  const fits = LEVELS.filter((l) => BYTE_CAPACITY[l] >= bytes);
  return `Too much data for a QR code: ${bytes.toLocaleString('en-US')} bytes, and at level ${level} the largest QR code (version 40) holds ${BYTE_CAPACITY[level].toLocaleString('en-US')} bytes of text${
    fits.length > 0 ? `. Level ${fits[fits.length - 1]} can hold it.` : ' (2,953 at level L). Shorten the text or link to it instead.'
  }`;
}

export interface QrOptions {
  level: QrLevel;
  /** The width asked for, in pixels, quiet zone included: the PNG is at most this wide unless that would not scan. */
  size: number;
  fg: string;
  bg: string;
}

/** The sizes the tool offers, in pixels (each at most, unless too small to scan: see pngSize). */
export const SIZES: readonly number[] = [128, 192, 256, 384, 512, 768, 1024];

/** The light border around the code, in modules (ISO/IEC 18004 asks for four). */
export const QUIET_ZONE = 4;

/**
 * The fewest pixels a module gets in a PNG. Measured with zbarimg on codes of versions 7 to 40 at every level:
 * whole 2-pixel modules read, 1-pixel ones mostly fail, and fractional scales fail from about 2.1 pixels down
 * (a version-40 code squeezed into 256 or 384 pixels). Three whole pixels leave room for a viewer or printer that
 * resamples the picture.
 */
export const MIN_PX_PER_MODULE = 3;

export interface PngSize {
  /** Whole pixels per module, so every module is a crisp square. */
  pxPerModule: number;
  /** Width (and height) of the PNG in pixels, quiet zone included. */
  size: number;
  /** The size asked for was too small for this many modules, so the PNG is larger than asked. */
  raised: boolean;
}

/**
 * The PNG's size for a code of `modules` modules per side when `requested` pixels were asked for: the largest
 * whole number of pixels per module that fits, but never fewer than MIN_PX_PER_MODULE (then the PNG is larger).
 */
export function pngSize(modules: number, requested: number): PngSize {
  const side = modules + 2 * QUIET_ZONE;
  const fits = Number.isFinite(requested) && requested > 0 ? Math.floor(requested / side) : 0;
  const pxPerModule = Math.max(MIN_PX_PER_MODULE, fits);
  return { pxPerModule, size: side * pxPerModule, raised: fits < MIN_PX_PER_MODULE };
}

/**
 * The options the PNG is drawn with (qrcode's toCanvas in the browser, toBuffer in tests: both fill pixels with the
 * same function). A whole `scale` and no `width`: given a width, qrcode scales modules by a fraction.
 */
export function pngRenderOptions(level: QrLevel, png: PngSize, fg: string, bg: string): QRCodeRenderersOptions {
  return { errorCorrectionLevel: level, margin: QUIET_ZONE, scale: png.pxPerModule, color: { dark: fg, light: bg } };
}

export interface QrRendered {
  svg: string;
  /** Modules per side (21 for version 1 … 177 for version 40). */
  modules: number;
  version: number;
  bytes: number;
  /** The size of the PNG download. */
  png: PngSize;
  /** What the PNG download is drawn with. */
  pngOptions: QRCodeRenderersOptions;
}

/**
 * A note when the size asked for was raised so the PNG stays readable, or null.
 */
export function sizeNote(requested: number, r: Pick<QrRendered, 'modules' | 'png'>): string | null {
  if (!r.png.raised) return null;
  return `${requested} px would give this ${r.modules}×${r.modules}-module code fewer than ${MIN_PX_PER_MODULE} pixels per module, too few to scan: the PNG is ${r.png.size}×${r.png.size} px (${r.png.pxPerModule} px per module).`;
}

/** Renders the payload as SVG with qrcode (loaded on first use); too much data is an error naming the capacity. */
export async function renderQr(payload: string, o: QrOptions): Promise<Result<QrRendered>> {
  // Nothing longer than 7,089 characters (digits only, level L) fits: refuse it before segmenting megabytes.
  if (payload.length > MAX_CHARACTERS) return fail(tooLongMessage(payload, o.level));
  const QRCode = await import('qrcode');
  try {
    const qr = QRCode.create(payload, { errorCorrectionLevel: o.level });
    const png = pngSize(qr.modules.size, o.size);
    // The SVG says the PNG's size, so both downloads open at the same size.
    const svg = await QRCode.toString(payload, {
      type: 'svg',
      errorCorrectionLevel: o.level,
      margin: QUIET_ZONE,
      width: png.size,
      color: { dark: o.fg, light: o.bg },
    });
    return ok({
      svg,
      modules: qr.modules.size,
      version: qr.version,
      bytes: utf8Length(payload),
      png,
      pngOptions: pngRenderOptions(o.level, png, o.fg, o.bg),
    });
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    if (/too big|amount of data/i.test(msg)) return fail(tooLongMessage(payload, o.level));
    return fail(`The QR code could not be made: ${msg}`);
  }
}

/** Decodes the first QR code in RGBA pixels with jsQR (loaded on first use); null when none is found. */
export async function decodeQr(data: Uint8ClampedArray, width: number, height: number): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  const code = jsQR(data, width, height, { inversionAttempts: 'attemptBoth' });
  return code ? code.data : null;
}
