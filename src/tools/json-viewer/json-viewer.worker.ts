import { parseJson } from '@/lib/json';
import { exposeHandler } from '@/lib/worker-expose';

// Locating an error in a multi-megabyte document takes a full scan: do it off the main thread and send
// back only the error (the page parses valid documents itself, which is faster than copying a tree).
exposeHandler(({ input }: { input: string }) => {
  const r = parseJson(input);
  return r.ok ? { ok: true as const, value: null } : r;
});
