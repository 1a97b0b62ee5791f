// The shapes the API's handlers work with: a plain request and a plain JSON response. index.ts adapts
// the Cloud Functions request to these, and the tests build them directly, so every handler can be
// exercised against the emulators without a web framework in between.
import type { z } from 'zod';

/** One incoming call, already read to the end. */
export interface ApiRequest {
  method: string;
  /** The path below the function, e.g. `/devbench/subscribe` (a Hosting `/api` prefix is removed by the router). */
  path: string;
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  rawBody: Buffer;
  /** The caller's IP address, for rate limits. */
  ip: string;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  /** Serialised as JSON (unless `raw` is set). */
  body: unknown;
  /** Bytes sent as they are, with this Content-Type, instead of `body` (a private link's ciphertext). */
  raw?: { contentType: string; data: Buffer };
}

/** What a handler returns to answer 200 with bytes rather than JSON; the router turns it into `ApiResponse.raw`. */
export class RawAnswer {
  constructor(
    readonly contentType: string,
    readonly data: Buffer,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** An error meant for the caller: its message is sent as `{ "error": message }` with this status. */
export class HttpError extends Error {
  /** What the log line of this call carries beyond the status (never a secret), e.g. a provider's error code and request id. */
  logDetail?: string;

  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Counts a call of a signed-in user against a per-user limit; throws the 429 when over it. */
export type UserLimit = (uid: string) => Promise<void>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse => ({ status, headers, body });

/** How deep arrays and objects may nest in a body: JSON.stringify recurses, and ran out of stack on a deeper entity. */
export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of arrays and objects in JSON text (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) max = Math.max(max, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

/** Reads the body as a JSON object; anything else is a 400 that says what was wrong. */
export function readJsonObject(req: ApiRequest): Record<string, unknown> {
  const text = req.rawBody.toString('utf8');
  if (!text.trim()) throw new HttpError(400, 'The request body is empty: send a JSON object.');
  const depth = jsonDepth(text);
  if (depth > MAX_JSON_DEPTH) throw new HttpError(400, `The request body nests ${depth} levels deep; at most ${MAX_JSON_DEPTH} are allowed.`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new HttpError(400, `The request body is not valid JSON: ${(e as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/**
 * Parses a request's body or query with its schema (schemas.ts); a mismatch is a 400 with the schema's
 * message for the first issue, which names the field and what is wrong with it.
 */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'The request does not have the expected shape.');
  return result.data;
}
