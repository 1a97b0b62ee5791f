// The shapes the API's handlers work with: a plain request and a plain JSON response. index.ts adapts
// the Cloud Functions request to these, and the tests build them directly, so every handler can be
// exercised against the emulators without a web framework in between.

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
  /** Serialised as JSON. */
  body: unknown;
}

/** An error meant for the caller: its message is sent as `{ "error": message }` with this status. */
export class HttpError extends Error {
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

/** Reads the body as a JSON object; anything else is a 400 that says what was wrong. */
export function readJsonObject(req: ApiRequest): Record<string, unknown> {
  const text = req.rawBody.toString('utf8');
  if (!text.trim()) throw new HttpError(400, 'The request body is empty: send a JSON object.');
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

/** A string field of a body; `required` fields that are missing or empty are a 400 naming the field. */
export function stringField(body: Record<string, unknown>, name: string, opts: { required: true; max: number }): string;
export function stringField(body: Record<string, unknown>, name: string, opts: { required?: false; max: number }): string | undefined;
export function stringField(body: Record<string, unknown>, name: string, opts: { required?: boolean; max: number }): string | undefined {
  const value = body[name];
  if (value === undefined || value === null || value === '') {
    if (opts.required) throw new HttpError(400, `The field "${name}" is required.`);
    return undefined;
  }
  if (typeof value !== 'string') throw new HttpError(400, `The field "${name}" must be a string.`);
  if (value.length > opts.max) throw new HttpError(400, `The field "${name}" is too long: at most ${opts.max} characters (got ${value.length}).`);
  return value;
}
