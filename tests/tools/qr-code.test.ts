import QRCode from 'qrcode';
import {
  BLANK_QR_STATE,
  BYTE_CAPACITY,
  buildPayload,
  colourWarning,
  contrastRatio,
  decodeQr,
  escapeVcard,
  escapeWifi,
  LEVELS,
  MIN_PX_PER_MODULE,
  pngSize,
  renderQr,
  sizeNote,
  vcardPayload,
  wifiPayload,
  type QrLevel,
  type QrState,
} from '@/tools/qr-code/qr-code.core';

/** The code's module matrix drawn as RGBA pixels (black on white, 4-module quiet zone, `scale` px per module). */
function rasterise(payload: string, level: QrLevel, scale = 4) {
  const qr = QRCode.create(payload, { errorCorrectionLevel: level });
  const n = qr.modules.size;
  const side = (n + 8) * scale;
  const px = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      if (!qr.modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const i = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4;
          px[i] = px[i + 1] = px[i + 2] = 0;
        }
    }
  return { px, side };
}

const base: QrState = BLANK_QR_STATE;

const payloads: { what: string; state: Partial<QrState> }[] = [
  { what: 'plain text with Unicode', state: { kind: 'text', text: 'Héllo, wörld! 你好 👋' } },
  { what: 'URL', state: { kind: 'url', url: 'example.com/path?q=1&r=ü' } },
  { what: 'Wi-Fi with characters to escape', state: { kind: 'wifi', ssid: 'Café;"Net"', password: 'p@ss:w,rd\\1', security: 'WPA' } },
  {
    what: 'vCard',
    state: {
      kind: 'vcard',
      firstName: 'Ann',
      lastName: "O'Neil, Jr.",
      phone: '+44 20 7946 0958',
      email: 'ann@example.com',
      org: 'Acme; Ltd',
      website: 'https://example.com',
    },
  },
];

describe('round trip: generate → decode', () => {
  for (const p of payloads) {
    it.each(LEVELS)(`${p.what} at level %s`, async (level) => {
      const built = buildPayload({ ...base, ...p.state });
      if (!built.ok) throw new Error(built.error.message);
      const { px, side } = rasterise(built.value, level);
      expect(await decodeQr(px, side, side)).toBe(built.value);
    });
  }

  it('renderQr gives an SVG in the chosen colours and size', async () => {
    const r = await renderQr('https://example.com/', { level: 'H', size: 300, fg: '#112233', bg: '#ffeedd' });
    if (!r.ok) throw new Error(r.error.message);
    // 29 modules plus the quiet zone are 37: 8 whole pixels each fit in 300, so both downloads are 296 px.
    expect(r.value.svg).toMatch(/^<svg[^>]+width="296"/);
    expect(r.value.png).toEqual({ pxPerModule: 8, size: 296, raised: false });
    expect(r.value.svg).toContain('stroke="#112233"');
    expect(r.value.svg).toContain('fill="#ffeedd"');
    expect(r.value).toMatchObject({ version: 3, modules: 29, bytes: 20 });
  });

  it('decodeQr returns null for a picture without a code', async () => {
    const px = new Uint8ClampedArray(64 * 64 * 4).fill(255);
    expect(await decodeQr(px, 64, 64)).toBeNull();
  });
});

describe('PNG size', () => {
  it('gives whole pixels per module, at most the size asked for', () => {
    // Version 1: 21 modules + 8 of quiet zone = 29.
    expect(pngSize(21, 256)).toEqual({ pxPerModule: 8, size: 232, raised: false });
    expect(pngSize(21, 87)).toEqual({ pxPerModule: 3, size: 87, raised: false });
    for (let modules = 21; modules <= 177; modules += 4)
      for (const asked of [100, 256, 333, 1024, 2048]) {
        const p = pngSize(modules, asked);
        expect(Number.isInteger(p.pxPerModule)).toBe(true);
        expect(p.size).toBe((modules + 8) * p.pxPerModule);
        // The largest whole scale that fits, or the minimum when none does.
        if (!p.raised) expect(p.size <= asked && p.size + modules + 8 > asked).toBe(true);
        else expect(p).toEqual({ pxPerModule: MIN_PX_PER_MODULE, size: (modules + 8) * MIN_PX_PER_MODULE, raised: true });
      }
  });

  it('raises a size too small to scan, and says so', async () => {
    // Version 40 (177 modules) in 256 px would be 1.4 px per module.
    expect(pngSize(177, 256)).toEqual({ pxPerModule: 3, size: 555, raised: true });
    expect(pngSize(177, Number.NaN)).toEqual({ pxPerModule: 3, size: 555, raised: true });
    const r = await renderQr('x'.repeat(2000), { level: 'L', size: 256, fg: '#000000', bg: '#ffffff' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.pngOptions).toMatchObject({ scale: r.value.png.pxPerModule, margin: 4 });
    expect(r.value.pngOptions.width).toBeUndefined();
    expect(sizeNote(256, r.value)).toBe(
      `256 px would give this ${r.value.modules}×${r.value.modules}-module code fewer than 3 pixels per module, too few to scan: the PNG is ${r.value.png.size}×${r.value.png.size} px (3 px per module).`,
    );
    const small = await renderQr('hi', { level: 'L', size: 256, fg: '#000000', bg: '#ffffff' });
    expect(small.ok && sizeNote(256, small.value)).toBeNull();
  });
});

describe('Wi-Fi payloads', () => {
  it('escapes \\ ; , : and "', () => {
    expect(escapeWifi('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
  });

  it('writes T, S, P and H in order, with the double semicolon', () => {
    expect(wifiPayload({ ssid: 'Home', password: 'secret123', security: 'WPA', hidden: false })).toEqual({
      ok: true,
      value: 'WIFI:T:WPA;S:Home;P:secret123;H:false;;',
    });
    expect(wifiPayload({ ssid: 'My;Net', password: 'a"b', security: 'WEP', hidden: true })).toEqual({
      ok: true,
      value: 'WIFI:T:WEP;S:My\\;Net;P:a\\"b;H:true;;',
    });
  });

  it('an open network has no password field', () => {
    expect(wifiPayload({ ssid: 'Guest', password: 'ignored', security: 'nopass', hidden: false })).toEqual({
      ok: true,
      value: 'WIFI:T:nopass;S:Guest;H:false;;',
    });
  });

  it('refuses a missing name or password', () => {
    expect(wifiPayload({ ssid: '', password: 'x', security: 'WPA', hidden: false })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/SSID/) },
    });
    expect(wifiPayload({ ssid: 'x', password: '', security: 'WPA', hidden: false })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/password/) },
    });
  });
});

describe('vCard 3.0 payloads', () => {
  it('escapes backslash, comma, semicolon and line breaks (RFC 2426 §4)', () => {
    expect(escapeVcard('a\\b,c;d\ne')).toBe('a\\\\b\\,c\\;d\\ne');
  });

  it('writes N, FN and the filled fields with CRLF', () => {
    const r = vcardPayload({ firstName: 'Ann', lastName: 'Lee, Jr.', phone: '+1 555 0100', email: 'ann@example.com', org: '', website: '' });
    expect(r).toEqual({
      ok: true,
      value:
        'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lee\\, Jr.;Ann;;;\r\nFN:Ann Lee\\, Jr.\r\nTEL;TYPE=CELL:+1 555 0100\r\nEMAIL;TYPE=INTERNET:ann@example.com\r\nEND:VCARD',
    });
  });

  it.each([
    [{ firstName: '', lastName: '', org: '' }, /needs a name/],
    [{ firstName: 'A', email: 'not-an-address' }, /not an e-mail address/],
    [{ firstName: 'A', phone: 'call me' }, /not a phone number/],
  ])('refuses %o', (fields, message) => {
    const empty = { firstName: '', lastName: '', phone: '', email: '', org: '', website: '' };
    expect(vcardPayload({ ...empty, ...fields })).toMatchObject({ ok: false, error: { message: expect.stringMatching(message) } });
  });
});

describe('capacity and errors', () => {
  it.each(LEVELS)('a payload one byte over the level %s capacity is an inline error naming it', async (level) => {
    const text = 'ab'.repeat(BYTE_CAPACITY[level]).slice(0, BYTE_CAPACITY[level] + 1);
    // Lower-case letters are byte mode, so the byte capacity applies exactly.
    const fits = await renderQr(text.slice(0, BYTE_CAPACITY[level]), { level, size: 200, fg: '#000000', bg: '#ffffff' });
    expect(fits.ok).toBe(true);
    const r = await renderQr(text, { level, size: 200, fg: '#000000', bg: '#ffffff' });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.message).toContain(
        `at level ${level} the largest QR code (version 40) holds ${BYTE_CAPACITY[level].toLocaleString('en-US')} bytes`,
      );
  });

  it('suggests the strongest lower level that can hold the data', async () => {
    const r = await renderQr('x'.repeat(2000), { level: 'H', size: 200, fg: '#000000', bg: '#ffffff' });
    expect(r).toMatchObject({ ok: false, error: { message: expect.stringMatching(/Level M can hold it/) } });
  });

  it('a huge payload is refused at once, with its size', async () => {
    const r = await renderQr('é'.repeat(1_000_000), { level: 'L', size: 200, fg: '#000000', bg: '#ffffff' });
    expect(r).toMatchObject({ ok: false, error: { message: expect.stringMatching(/2,000,000 bytes.*Shorten the text/) } });
  });

  it('digits pack tighter than bytes: 7,089 digits fit at level L', async () => {
    expect((await renderQr('1'.repeat(7089), { level: 'L', size: 200, fg: '#000000', bg: '#ffffff' })).ok).toBe(true);
    expect((await renderQr('1'.repeat(7090), { level: 'L', size: 200, fg: '#000000', bg: '#ffffff' })).ok).toBe(false);
  });

  it('empty text and a bad URL are errors', () => {
    expect(buildPayload(base)).toMatchObject({ ok: false });
    expect(buildPayload({ ...base, kind: 'url', url: 'http://exa mple.com' })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/not a valid URL/) },
    });
  });
});

describe('colours', () => {
  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('warns for low contrast and inverted colours, not for black on white', () => {
    expect(colourWarning('#000000', '#ffffff')).toBeNull();
    expect(colourWarning('#aaaaaa', '#ffffff')).toMatch(/too low to scan/);
    expect(colourWarning('#ffffff', '#000000')).toMatch(/inverted/);
    expect(colourWarning('red', '#ffffff')).toMatch(/hex/);
  });
});
