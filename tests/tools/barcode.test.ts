import {
  BARCODE_TYPES,
  BARCODES,
  barcodeSvg,
  bwipMessage,
  checkDigit,
  describeCheckDigit,
  gs1CheckDigit,
  noCodeMessage,
  renderBarcode,
  validateBarcode,
} from '@/tools/barcode/barcode.core';

describe('barcode: check digits', () => {
  it.each([
    ['590123412345', 7],
    ['400638133393', 1],
    ['03600029145', 2],
    ['1540014128876', 3],
  ])('the GS1 check digit of %s is %i', (digits, digit) => {
    expect(gs1CheckDigit(digits)).toBe(digit);
  });

  it('computes, verifies and rejects', () => {
    const computed = checkDigit('ean13', '590123412345');
    expect(computed.ok && describeCheckDigit('ean13', computed.value)).toBe('The check digit is 7: the full EAN-13 number is 5901234123457.');
    const right = checkDigit('upca', '036000291452');
    expect(right.ok && right.value.valid).toBe(true);
    const wrong = checkDigit('ean13', '590-1234-12345-8');
    expect(wrong.ok && describeCheckDigit('ean13', wrong.value)).toBe(
      'The check digit is wrong: 5901234123458 ends in 8, but the check digit of 590123412345 is 7 (the number should be 5901234123457).',
    );
    expect(checkDigit('ean13', '5901A')).toEqual({ ok: false, error: { message: "EAN-13 takes 12 or 13 digits; character 5 is 'A'" } });
    expect(checkDigit('code128', '1')).toMatchObject({ ok: false });
  });
});

describe('barcode: what each symbology takes', () => {
  it.each([
    ['ean13', '5901A34123457', "EAN-13 takes 12 or 13 digits; character 5 is 'A'", 5],
    ['ean13', '59012', 'EAN-13 takes 12 or 13 digits; this has 5', undefined],
    ['ean13', '5901234123458', 'The check digit is wrong', 13],
    ['upca', '03600029145x', "UPC-A takes 11 or 12 digits; character 12 is 'x'", 12],
    ['itf', '12345', 'ITF takes an even number of digits', undefined],
    ['itf', '12a4', "ITF takes digits only; character 3 is 'a'", 3],
    ['code39', 'ABc', "character 3 is 'c' (Code 39 has capital letters only)", 3],
    ['code128', 'naïve', "Code 128 takes ASCII characters only; character 3 is 'ï'", 3],
  ] as const)('%s %s', (type, text, message, column) => {
    const r = validateBarcode(type, text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toContain(message);
      expect(r.error.column).toBe(column);
    }
  });

  it('gives the line and column of a bad character on a later line', () => {
    const r = validateBarcode('code128', 'ABC\nDé');
    expect(r).toMatchObject({ ok: false, error: { line: 2, column: 2 } });
  });

  it('refuses a huge input at once, without running the encoder', async () => {
    const big = 'x'.repeat(5_000_000);
    for (const type of BARCODE_TYPES) {
      const started = performance.now();
      const r = await renderBarcode(type, big);
      expect(r.ok, type).toBe(false);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it('adds the check digit of a 12-digit EAN-13', () => {
    expect(validateBarcode('ean13', '590123412345')).toEqual({ ok: true, value: '5901234123457' });
  });
});

describe('barcode: drawing', () => {
  it.each(BARCODE_TYPES.map((t) => [t]))(
    'draws the %s sample as SVG',
    async (type) => {
      const r = await renderBarcode(type, BARCODES[type].sample);
      expect(r.ok).toBe(true);
      if (r.ok) {
        expect(r.value.svg).toMatch(/^<svg width="\d+" height="\d+" viewBox=/);
        expect(r.value.width).toBeGreaterThan(20);
      }
    },
    60_000,
  );

  it('prints the text under linear codes only when asked, and scales the modules', async () => {
    const withText = await barcodeSvg('code128', 'ABC', { showText: true });
    const without = await barcodeSvg('code128', 'ABC', { showText: false });
    expect(withText.ok && without.ok).toBe(true);
    if (withText.ok && without.ok) expect(withText.value.length).toBeGreaterThan(without.value.length);
    const small = await renderBarcode('code128', 'ABC', { scale: 1 });
    const big = await renderBarcode('code128', 'ABC', { scale: 4 });
    if (small.ok && big.ok) expect(big.value.width).toBeGreaterThan(small.value.width * 3);
  });

  it("turns bwip-js's errors into sentences", () => {
    expect(bwipMessage(new Error('bwipp.code128inputTooLong#9205: The input data is too long'))).toBe('The input data is too long');
    expect(noCodeMessage('x.png', 10, 20)).toContain('No barcode found in x.png (10×20 px). Tried Code 128');
  });
});
