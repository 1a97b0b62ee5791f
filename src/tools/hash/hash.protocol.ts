/** A job for the hash worker: a text or a file, hashed plainly or (with a key) as HMAC. */
export interface HashJob {
  text?: string;
  file?: File;
  hmacKey?: Uint8Array;
}

/** What the worker sends while it reads a large source: id 0 is never a job's, so the runner ignores it. */
export interface HashProgress {
  id: 0;
  progress: { done: number; total: number };
}

export const isProgress = (data: unknown): data is HashProgress =>
  typeof data === 'object' && data !== null && (data as { id?: unknown }).id === 0 && 'progress' in data;
