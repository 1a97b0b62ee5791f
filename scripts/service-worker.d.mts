/**
 * Writes <out>/offline-index.json and <out>/sw.js with its precache list; returns the number of files precached, their
 * raw and gzip bytes, the pages in the index, and what keeping every tool offline adds.
 */
export function buildServiceWorker(
  out?: string,
): Promise<{ count: number; size: number; gzip: number; pages: number; everyTool: { files: number; gzip: number } }>;
