/** Writes <out>/sw.js with its precache list; returns the number of files, their raw and gzip bytes, and the pages. */
export function buildServiceWorker(out?: string): Promise<{ count: number; size: number; gzip: number; pages: number }>;
