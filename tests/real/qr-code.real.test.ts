// The QR code generator's PNG download against zbarimg (Debian's zbar-tools): each PNG is drawn with the options the
// tool's download uses (qrcode's toBuffer here, toCanvas in the browser: both fill the pixels with the same function),
// at every size the tool offers, and zbarimg must read back exactly the payload. The payloads run up to the largest
// each error-correction level holds, where the modules are smallest.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import {
  BYTE_CAPACITY,
  LEVELS,
  MIN_PX_PER_MODULE,
  QUIET_ZONE,
  renderQr,
  SIZES,
  urlPayload,
  vcardPayload,
  wifiPayload,
  type QrLevel,
} from '@/tools/qr-code/qr-code.core';
import { requireProgram, rng } from './programs';

const ZBARIMG = requireProgram('zbarimg', 'apt-get install zbar-tools');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'qr-real-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * What zbarimg reads from a PNG, as the bytes in the code decoded as UTF-8 (what the tool writes), or null when it
 * finds no code. -Sbinary: without it zbarimg guesses the text's encoding, and reads UTF-8 with a few non-ASCII
 * letters among ASCII (a Wi-Fi name such as "Café") as Shift-JIS. The code carries no ECI saying "UTF-8", which
 * qrcode 1.5 cannot write; phone scanners (ZXing) guess UTF-8 for such bytes.
 */
function zbar(png: Buffer): string | null {
  const file = path.join(dir, 'code.png');
  writeFileSync(file, png);
  let out: Buffer;
  try {
    out = execFileSync(ZBARIMG, ['--raw', '-q', '-Sbinary', file], { stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    // zbarimg exits with status 4 when it finds no code.
    return null;
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(out);
}

/** Numeric and alphanumeric capacities of version 40 (ISO/IEC 18004 table 7); bytes are in BYTE_CAPACITY. */
const NUMERIC: Record<QrLevel, number> = { L: 7089, M: 5596, Q: 3993, H: 3057 };
const ALPHANUMERIC: Record<QrLevel, number> = { L: 4296, M: 3391, Q: 2420, H: 1852 };
const ALNUM_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

const r = rng(0x51c0de);
const pick = (chars: string, n: number) => Array.from({ length: n }, () => chars[r(chars.length)]).join('');
const printable = (n: number) => Array.from({ length: n }, () => String.fromCharCode(32 + r(95))).join('');
/** Letters from several scripts, 2 to 4 bytes each in UTF-8. */
const WORLD = [...'éüßøñ你好世界日本語한국어Ωλπ€₹→✓😀🎉🚀'];
const unicode = (maxBytes: number) => {
  let s = '';
  for (;;) {
    const c = WORLD[r(WORLD.length)];
    if (new TextEncoder().encode(s + c).length > maxBytes) return s;
    s += c;
  }
};
const must = (x: { ok: true; value: string } | { ok: false; error: { message: string } }) => {
  if (!x.ok) throw new Error(x.error.message);
  return x.value;
};

const cases: { what: string; level: QrLevel; payload: string }[] = [];
for (const level of LEVELS) {
  cases.push(
    { what: 'one character', level, payload: 'A' },
    { what: 'a short sentence', level, payload: printable(40) },
    { what: 'the largest number', level, payload: pick('0123456789', NUMERIC[level]) },
    { what: 'the largest alphanumeric text', level, payload: pick(ALNUM_CHARS, ALPHANUMERIC[level]) },
    { what: 'the largest printable ASCII text', level, payload: printable(BYTE_CAPACITY[level]) },
    { what: 'half the byte capacity', level, payload: printable(Math.floor(BYTE_CAPACITY[level] / 2)) },
    { what: 'the largest Unicode text', level, payload: unicode(BYTE_CAPACITY[level]) },
    { what: 'short Unicode text', level, payload: unicode(60) },
    {
      what: 'a long URL',
      level,
      payload: must(
        urlPayload(`example.org/${pick('abcdefghijklmnopqrstuvwxyz0123456789/-_', 300)}?q=${encodeURIComponent(unicode(30))}&n=${r(1e6)}`),
      ),
    },
    {
      what: 'a Wi-Fi network with characters to escape',
      level,
      payload: must(wifiPayload({ ssid: `Caf;é "${printable(12)}"`, password: `p\\a:s,s;${printable(50)}`, security: 'WPA', hidden: r(2) === 1 })),
    },
    {
      what: 'a contact',
      level,
      payload: must(
        vcardPayload({
          firstName: 'Zoë',
          lastName: 'Müller-Łukasz, Jr.',
          phone: '+48 22 123 45 67',
          email: 'zoe@example.pl',
          org: 'Łódź; Sp. z o.o.',
          website: 'https://example.pl/zoë',
        }),
      ),
    },
  );
}

describe('zbarimg reads every PNG download back exactly', () => {
  it.each(cases.map((c) => [`${c.what} at level ${c.level}`, c] as const))('%s, at every size offered', async (_, c) => {
    const seen = new Map<number, number>();
    for (const size of SIZES) {
      const rendered = await renderQr(c.payload, { level: c.level, size, fg: '#000000', bg: '#ffffff' });
      if (!rendered.ok) throw new Error(rendered.error.message);
      const { png, pngOptions, modules } = rendered.value;
      // Crisp, legible modules: a whole number of pixels each, at least the minimum, quiet zone included.
      expect(Number.isInteger(png.pxPerModule)).toBe(true);
      expect(png.pxPerModule).toBeGreaterThanOrEqual(MIN_PX_PER_MODULE);
      expect(png.size).toBe((modules + 2 * QUIET_ZONE) * png.pxPerModule);
      expect(png.size <= size || png.raised).toBe(true);
      const bytes = await QRCode.toBuffer(c.payload, pngOptions);
      // The PNG is as wide as the tool says (bytes 16–19 of a PNG are its width).
      expect(bytes.readUInt32BE(16)).toBe(png.size);
      // Sizes raised to the same picture need reading once.
      if (seen.get(png.pxPerModule) === undefined) {
        seen.set(png.pxPerModule, size);
        expect(zbar(bytes), `${size} px → ${png.size} px, ${png.pxPerModule} px per module, ${modules} modules`).toBe(c.payload);
      }
    }
  });

  it('the old download (a fractional scale squeezed into the size asked for) was unreadable for long payloads', async () => {
    // What the tool drew before: qrcode given a width scales each module by a fraction (256 / 185 ≈ 1.38 here).
    // This shows the check above can fail.
    const payload = printable(BYTE_CAPACITY.M);
    const old = await QRCode.toBuffer(payload, { errorCorrectionLevel: 'M', margin: 4, width: 256 });
    expect(zbar(old)).toBeNull();
  });
});
