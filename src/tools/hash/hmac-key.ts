import { fail, ok, type Result } from '@/lib/result';

/** How the HMAC key is written. */
export type KeyFormat = 'text' | 'hex' | 'base64';

const describeChar = (ch: string) => (/\s/.test(ch) ? 'a space' : `"${ch}"`);

/** The key's bytes: text as UTF-8, hex (spaces and colons between bytes allowed), or Base64 / Base64URL. */
export function parseKey(input: string, format: KeyFormat): Result<Uint8Array> {
  if (format === 'text') return ok(new TextEncoder().encode(input));
  return format === 'hex' ? parseHexKey(input) : parseBase64Key(input);
}

function parseHexKey(input: string): Result<Uint8Array> {
  let digits = '';
  let body = input;
  let offset = 0;
  if (/^\s*0x/i.test(body)) {
    offset = body.indexOf('0') + 2;
    body = body.slice(offset);
  }
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (/[0-9a-f]/i.test(ch)) digits += ch;
    else if (!/[\s:]/.test(ch)) {
      return fail(`Key: character ${offset + i + 1} is ${describeChar(ch)}, not a hex digit (0-9, a-f)`);
    }
  }
  if (digits.length % 2 === 1) return fail(`Key: ${digits.length} hex digits is an odd number; each byte takes two`);
  const out = new Uint8Array(digits.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return ok(out);
}

const B64_VALUE: Record<string, number> = {};
'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.split('').forEach((c, i) => (B64_VALUE[c] = i));
B64_VALUE['-'] = 62;
B64_VALUE['_'] = 63;

function parseBase64Key(input: string): Result<Uint8Array> {
  const values: number[] = [];
  let padAt = -1;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (/\s/.test(ch)) continue;
    if (ch === '=') {
      if (padAt < 0) padAt = values.length;
      continue;
    }
    if (padAt >= 0) return fail(`Key: character ${i + 1} is ${describeChar(ch)} after the "=" padding, which may only end the Base64`);
    const v = B64_VALUE[ch];
    if (v === undefined) return fail(`Key: character ${i + 1} is ${describeChar(ch)}, not a Base64 character (A-Z, a-z, 0-9, + / or - _)`);
    values.push(v);
  }
  if (values.length % 4 === 1)
    return fail(`Key: ${values.length} Base64 characters cannot be whole bytes (a group of 4 characters is 3 bytes; 1 left over is not)`);
  const out = new Uint8Array(Math.floor((values.length * 6) / 8));
  let bits = 0;
  let acc = 0;
  let n = 0;
  for (const v of values) {
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (acc >> bits) & 0xff;
    }
  }
  return ok(out);
}
