// Turns the platform's request (Express, under firebase-functions) into the plain ApiRequest the
// router works with, and decides which address a call's per-client rate limits count against.
import type { IncomingMessage } from 'node:http';
import type { ApiRequest } from './http.js';

/**
 * The caller's address as the platform saw it: the LAST entry of X-Forwarded-For, else the socket's peer.
 *
 * Not Express's `req.ip`: both the Cloud Functions runtime (functions-framework's server.ts) and the
 * Functions emulator (firebase-tools' functionsEmulatorRuntime) call `app.enable('trust proxy')`, which
 * trusts every hop, so `req.ip` is the FIRST entry of X-Forwarded-For: whatever the client wrote there.
 * Rotating it gave every call a fresh rate-limit count. Proxies append to the header, never prepend:
 * Google's front end in front of Cloud Run adds the address it received the call from at the end, so the
 * last entry is the one no client can choose. (Through a Firebase Hosting rewrite that peer may be the
 * Hosting edge that forwarded the call, making counts per edge there; see README "The product API".)
 */
export function clientAddress(forwardedFor: string | undefined, peer: string | undefined): string {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return hops.at(-1) ?? peer ?? 'unknown';
}

/** The fields of the platform's request the API reads: Express's Request under firebase-functions. */
export interface PlatformRequest extends IncomingMessage {
  method: string;
  path: string;
  originalUrl: string;
  rawBody?: Buffer;
}

export function toApiRequest(req: PlatformRequest): ApiRequest {
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(', ') : v])) as Record<
    string,
    string | undefined
  >;
  return {
    method: req.method,
    path: req.path,
    query: new URLSearchParams(req.originalUrl.split('?')[1] ?? ''),
    headers,
    rawBody: req.rawBody ?? Buffer.alloc(0),
    // Node joins repeated X-Forwarded-For headers with ", " in order, so the last entry stays the last.
    ip: clientAddress(headers['x-forwarded-for'], req.socket.remoteAddress),
  };
}
