import { bytesToBase64 } from './base64';
import { fail, lineColumnAt, ok, type Result } from './result';
import { formatBytes as formatSize } from './text-stats';

/**
 * Bytes in a text editor, for the byte tools (hex, Base32, Base58, gzip): an opened file that is not UTF-8 text
 * becomes a `data:…;base64,` URI, which those tools read back as the file's bytes; decoded bytes that are not
 * UTF-8 text are shown as Base64 and downloaded as they are.
 */

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

const DATA_URI = /^data:([^,;]*)(?:;[^,;]*)*;base64,/i;

/** Decodes standard or URL-safe Base64 (whitespace ignored, padding optional), naming the first bad character. */
export function decodeBase64Text(text: string, offset = 0): Result<Uint8Array> {
  const values = new Uint8Array(text.length);
  let n = 0;
  let padAt = -1;
  for (let i = offset; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let v = -1;
    if (c >= 65 && c <= 90) v = c - 65;
    else if (c >= 97 && c <= 122) v = c - 71;
    else if (c >= 48 && c <= 57) v = c + 4;
    else if (c === 43 || c === 45) v = 62;
    else if (c === 47 || c === 95) v = 63;
    else if (c === 61) {
      if (padAt < 0) padAt = i;
      continue;
    } else if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    if (v < 0) return fail(`Invalid Base64 character '${text[i]}'`, lineColumnAt(text, i));
    if (padAt >= 0) return fail("Base64 data continues after its '=' padding", lineColumnAt(text, padAt));
    values[n++] = v;
  }
  if (n % 4 === 1) return fail(`The Base64 text has ${n} characters: one too many or a few missing at the end`);
  const out = new Uint8Array(Math.floor((n * 3) / 4));
  let o = 0;
  let i = 0;
  for (; i + 4 <= n; i += 4) {
    const x = (values[i] << 18) | (values[i + 1] << 12) | (values[i + 2] << 6) | values[i + 3];
    out[o++] = x >> 16;
    out[o++] = (x >> 8) & 255;
    out[o++] = x & 255;
  }
  if (n - i === 2) out[o++] = (values[i] << 2) | (values[i + 1] >> 4);
  else if (n - i === 3) {
    out[o++] = (values[i] << 2) | (values[i + 1] >> 4);
    out[o++] = ((values[i + 1] & 15) << 4) | (values[i + 2] >> 2);
  }
  return ok(out);
}

/** The bytes of a `data:…;base64,` URI, or null when the text is not one. */
export function dataUriBytes(text: string): Result<Uint8Array> | null {
  const m = DATA_URI.exec(text);
  return m ? decodeBase64Text(text, m[0].length) : null;
}

/** The bytes a text input stands for: a `data:…;base64,` URI's bytes (an opened binary file), else the text as UTF-8. */
export function inputBytes(text: string): Result<Uint8Array> {
  return dataUriBytes(text) ?? ok(utf8.encode(text));
}

/** UTF-8 text of bytes, or null when they are not valid UTF-8. */
export function utf8Text(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** Decoded bytes as a page shows them: `text` is UTF-8 text or, for other bytes, Base64 (`binary` is then true). */
export interface BytesShown {
  text: string;
  binary: boolean;
  bytes: Uint8Array;
}

/** Bytes as text when they are UTF-8 (a NUL aside, which text never holds), else as Base64. */
export function showBytes(bytes: Uint8Array): BytesShown {
  const text = bytes.includes(0) ? null : utf8Text(bytes);
  return text === null ? { text: bytesToBase64(bytes), binary: true, bytes } : { text, binary: false, bytes };
}

/** An opened file as input text: itself when it is UTF-8 text, else a `data:` URI of its bytes. */
export async function fileAsInputText(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const text = bytes.includes(0) ? null : utf8Text(bytes);
  return text ?? `data:${file.type || 'application/octet-stream'};base64,${bytesToBase64(bytes)}`;
}

/** A byte count as "1,234 bytes" or "1.5 MB". */
export function formatBytes(n: number): string {
  return n < 1024 ? `${n.toLocaleString('en-US')} ${n === 1 ? 'byte' : 'bytes'}` : formatSize(n);
}
