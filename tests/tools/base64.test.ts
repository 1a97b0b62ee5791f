import fc from 'fast-check';
import { bytesToBase64 } from '@/lib/base64';
import { base64ToBytes, decodeBase64, encodeBase64, parseDataUri, sniffImageMime, toDataUri } from '@/tools/base64/base64.core';

const utf8 = (s: string) => new TextEncoder().encode(s);
const nodeBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
/** Any UTF-16 code unit, so strings may hold lone surrogates. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
/** Any Unicode scalar value (fast-check's own 'binary' unit takes seconds to initialise). */
const codePoint = fc.integer({ min: 0, max: 0x10ffff - 0x800 }).map((n) => String.fromCodePoint(n < 0xd800 ? n : n + 0x800));

const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52);
const JPEG = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46);
const GIF = utf8('GIF89a\x01\x00\x01\x00');
const WEBP = utf8('RIFF\x24\x00\x00\x00WEBPVP8 ');
const SVG = utf8('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>');
const SVG_WITH_PROLOG = utf8('<?xml version="1.0"?>\n<!-- icon -->\n<svg viewBox="0 0 1 1"/>');

describe('encodeBase64', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['hello', 'aGVsbG8='],
    ['héllo 👋', nodeBase64(utf8('héllo 👋'))],
    ['>>>???', 'Pj4+Pz8/'],
  ])('encodes %j as %j', (text, expected) => {
    expect(encodeBase64(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['>>>???', 'Pj4-Pz8_'],
  ])('encodes %j with the URL-safe alphabet and no padding as %j', (text, expected) => {
    expect(encodeBase64(text, { urlSafe: true })).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['a lone high surrogate', 'ab\uD83D', 1, 3],
    ['a lone low surrogate', 'x\n\uDC4By', 2, 1],
  ])('refuses text with %s and says where it is', (_name, text, line, column) => {
    const result = encodeBase64(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toMatch(/lone surrogate/);
      expect(result.error).toMatchObject({ line, column });
    }
  });
});

describe('decodeBase64', () => {
  it.each([
    ['', ''],
    ['aGVsbG8=', 'hello'],
    ['aGVsbG8', 'hello'],
    ['aGVs\r\nbG8=\n', 'hello'],
    ['  YQ==  ', 'a'],
    ['YQ=', 'a'],
    ['Pj4-Pz8_', '>>>???'],
    ['Pj4+Pz8/', '>>>???'],
    [nodeBase64(utf8('héllo 👋')), 'héllo 👋'],
    [nodeBase64(utf8('\uFEFFkeeps the BOM')), '\uFEFFkeeps the BOM'],
  ])('decodes %j to %j', (input, expected) => {
    expect(decodeBase64(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['an invalid character', 'aGV!bG8=', "Invalid Base64 character '!'", 1, 4],
    ['an invalid character on a later line', 'aGVs\nbG!8', "Invalid Base64 character '!'", 2, 3],
    ['an emoji', 'aGVs👋', "'👋'", 1, 5],
    ['binary garbage', '\u0000\u0001\u0002', 'Invalid Base64 character U+0000', 1, 1],
    ['a dot', 'aGVs.bG8', "'.'", 1, 5],
    ['data after padding', 'YQ==YQ==', "after the '=' padding", 1, 5],
    ['too much padding', 'YQ===', "Too much '=' padding", 1, 3],
    ['padding on a complete group', 'Zm9v=', "Unexpected '=' padding", 1, 5],
    ['only padding', '=', "Unexpected '=' padding", 1, 1],
  ])('rejects %s with the character and its position', (_name, input, message, line, column) => {
    const result = decodeBase64(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toContain(message);
      expect(result.error).toMatchObject({ line, column });
    }
  });

  it.each([['a'], ['aGVsb'], ['aGVs b'], ['abcd\ne']])('rejects %j whose length cannot encode whole bytes', (input) => {
    const result = decodeBase64(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/one more than a multiple of 4/);
  });

  it.each([
    ['a lone 0xFF byte', '/w=='],
    ['a truncated two-byte sequence', nodeBase64(Uint8Array.of(0x68, 0xc3))],
    ['an encoded surrogate', nodeBase64(Uint8Array.of(0xed, 0xa0, 0x80))],
    ['PNG image bytes', nodeBase64(PNG)],
  ])('reports bytes that are not UTF-8 text (%s)', (_name, input) => {
    expect(decodeBase64(input)).toEqual({ ok: false, error: { message: 'The decoded bytes are not valid UTF-8 text' } });
  });

  it('round-trips any text through both alphabets', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.boolean(), (text, urlSafe) => {
        const encoded = encodeBase64(text, { urlSafe });
        expect(encoded.ok).toBe(true);
        if (encoded.ok) expect(decodeBase64(encoded.value)).toEqual({ ok: true, value: text });
      }),
    );
  });

  it('round-trips any sequence of code points, including controls and non-characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: codePoint }), (text) => {
        const encoded = encodeBase64(text);
        expect(encoded.ok && decodeBase64(encoded.value)).toEqual({ ok: true, value: text });
      }),
    );
  });

  it('returns an error instead of throwing for text with lone surrogates', () => {
    fc.assert(
      fc.property(fc.string({ unit: codeUnit }), (text) => {
        const wellFormed = !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
        expect(encodeBase64(text).ok).toBe(wellFormed);
      }),
    );
  });

  it('never throws on arbitrary input, and agrees with Node on what is valid', () => {
    const alphabet = fc.constantFrom(...'AZaz09+/-_= \n!é'.split(''));
    fc.assert(
      fc.property(fc.string({ unit: alphabet }), (input) => {
        const result = base64ToBytes(input);
        if (result.ok) {
          const stripped = input.replace(/\s/g, '');
          expect(Buffer.from(result.value)).toEqual(Buffer.from(stripped, 'base64'));
        } else {
          expect(result.error.message).not.toBe('');
        }
      }),
    );
  });
});

describe('bytesToBase64 and base64ToBytes', () => {
  it('encode any bytes exactly as Node does and decode them back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const b64 = bytesToBase64(bytes);
        expect(b64).toBe(nodeBase64(bytes));
        expect(base64ToBytes(b64)).toEqual({ ok: true, value: bytes });
      }),
    );
  });

  it('decode Base64 with line breaks every 76 characters, as MIME writes it', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 100, maxLength: 400 }), (bytes) => {
        const wrapped = bytesToBase64(bytes).replace(/.{76}/g, '$&\r\n');
        expect(base64ToBytes(wrapped)).toEqual({ ok: true, value: bytes });
      }),
    );
  });

  it('handle 5 MB of binary data', () => {
    const bytes = new Uint8Array(5 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 2654435761) >>> 24;
    const b64 = bytesToBase64(bytes);
    const back = base64ToBytes(b64);
    expect(b64).toBe(nodeBase64(bytes));
    expect(back.ok && Buffer.from(back.value).equals(Buffer.from(bytes))).toBe(true);
  }, 30_000);
});

describe('parseDataUri', () => {
  it.each([
    ['PNG', 'image/png', PNG],
    ['JPEG', 'image/jpeg', JPEG],
    ['GIF', 'image/gif', GIF],
    ['WebP', 'image/webp', WEBP],
    ['SVG', 'image/svg+xml', SVG],
  ])('reads a %s data URI', (_name, mime, bytes) => {
    const result = parseDataUri(toDataUri(mime, bytes));
    expect(result).toEqual({ ok: true, value: { mime, base64: true, data: bytesToBase64(bytes), bytes } });
  });

  it.each([
    ['PNG', 'image/png', PNG],
    ['JPEG', 'image/jpeg', JPEG],
    ['GIF', 'image/gif', GIF],
    ['WebP', 'image/webp', WEBP],
    ['SVG', 'image/svg+xml', SVG],
    ['SVG with an XML prolog', 'image/svg+xml', SVG_WITH_PROLOG],
  ])('recognises bare Base64 of a %s image by its magic bytes', (_name, mime, bytes) => {
    const result = parseDataUri(`\n${bytesToBase64(bytes).replace(/(.{8})/g, '$1\n')}  `);
    expect(result).toEqual({ ok: true, value: { mime, base64: true, data: bytesToBase64(bytes), bytes } });
  });

  it.each([
    ['an uppercase scheme and media type', 'DATA:IMAGE/PNG;BASE64,' + bytesToBase64(PNG), 'image/png', true, PNG],
    ['a charset parameter', 'data:text/plain;charset=utf-8;base64,aMOp', 'text/plain', true, utf8('hé')],
    ['percent-encoded text', 'data:text/plain,h%C3%A9llo%20world', 'text/plain', false, utf8('héllo world')],
    ['no media type', 'data:,hi', 'text/plain', false, utf8('hi')],
    ['percent-encoded Base64 padding', 'data:text/plain;base64,YQ%3D%3D', 'text/plain', true, utf8('a')],
  ])('reads a data URI with %s', (_name, input, mime, base64, bytes) => {
    const result = parseDataUri(input);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toMatchObject({ mime, base64, bytes });
  });

  it.each([
    ['empty input', '', 'The input is empty', undefined],
    ['whitespace only', ' \n\t', 'The input is empty', undefined],
    ['a web address', 'https://example.com/cat.png', 'neither a data URI', { line: 1, column: 6 }],
    ['Base64 that is not an image', bytesToBase64(utf8('hello world')), 'not a PNG, JPEG, GIF, WebP', undefined],
    ['a missing comma', 'data:image/png;base64', 'no comma', { line: 1, column: 22 }],
    ['bad Base64 in the payload', 'data:image/png;base64,iVBO\nR!==', "Invalid Base64 character '!'", { line: 2, column: 2 }],
    ['a truncated payload', 'data:image/png;base64,iVBORw0KG', 'one more than a multiple of 4', undefined],
    ['a broken percent escape', 'data:text/plain,100%', "'%' is not a valid percent escape", { line: 1, column: 20 }],
    ['an invalid media type', 'data:image png;base64,AAAA', 'not a valid media type', { line: 1, column: 6 }],
    ['binary garbage', '\u0000\u0001\u00ff', 'neither a data URI', { line: 1, column: 1 }],
  ])('rejects %s', (_name, input, message, where) => {
    const result = parseDataUri(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toContain(message);
      if (where) expect(result.error).toMatchObject(where);
      else expect(result.error.line).toBeUndefined();
    }
  });

  it('round-trips any bytes through toDataUri', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.constantFrom('image/png', 'application/octet-stream'), (bytes, mime) => {
        expect(parseDataUri(toDataUri(mime, bytes))).toEqual({
          ok: true,
          value: { mime, base64: true, data: bytesToBase64(bytes), bytes },
        });
      }),
    );
  });
});

describe('sniffImageMime', () => {
  it.each([
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
    [GIF, 'image/gif'],
    [WEBP, 'image/webp'],
    [SVG, 'image/svg+xml'],
    [utf8('\uFEFF  <svg>'), 'image/svg+xml'],
    [utf8('<html><body>no</body></html>'), null],
    [utf8('RIFF\x24\x00\x00\x00WAVEfmt '), null],
    [new Uint8Array(0), null],
  ])('sniffs %o as %s', (bytes, mime) => {
    expect(sniffImageMime(bytes)).toBe(mime);
  });
});
