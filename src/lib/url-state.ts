/**
 * Share-link state (DESIGN.md, Tools): a tool's state round-trips through the URL fragment as
 * `#` + encodeURIComponent(JSON.stringify(state)). The fragment never reaches a server.
 */
/**
 * The other fragment a tool page reads: `#private=<id>.<key>`, a private link (src/lib/private-link.ts), whose state is
 * fetched and decrypted rather than read from the fragment.
 */
export const PRIVATE_FRAGMENT = '#private=';

export function encodeStateFragment(state: Record<string, unknown>): string {
  return `#${encodeURIComponent(JSON.stringify(state))}`;
}

/** Reads state from a fragment; null when there is none or it is not a JSON object we wrote. */
export function decodeStateFragment(hash: string): Record<string, unknown> | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Keeps only the fields a tool declares, with the declared types, so a hand-edited link cannot inject junk. */
export function pickKnownFields<T extends Record<string, unknown>>(defaults: T, data: Record<string, unknown> | null): Partial<T> {
  if (!data) return {};
  const out: Partial<T> = {};
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    if (key in data && typeof data[key] === typeof defaults[key]) out[key] = data[key] as T[typeof key];
  }
  return out;
}

/** A full share URL for the current page. */
export function shareUrl(location: { origin: string; pathname: string }, state: Record<string, unknown>): string {
  return location.origin + location.pathname + encodeStateFragment(state);
}
