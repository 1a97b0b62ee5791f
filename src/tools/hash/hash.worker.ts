import { exposeHandler } from '@/lib/worker-expose';
import { ok } from '@/lib/result';
import { hashAll, hmacAll, type HashSource } from './hash.core';
import type { HashJob, HashProgress } from './hash.protocol';

/** Progress goes out at most every 100 ms (id 0 is never a job's id, so the runner leaves it alone). */
let last = 0;
const progress = (done: number, total: number) => {
  const now = Date.now();
  if (done < total && now - last < 100) return;
  last = now;
  (self as unknown as { postMessage: (m: HashProgress) => void }).postMessage({ id: 0, progress: { done, total } });
};

exposeHandler(async (job: HashJob) => {
  const source: HashSource = job.file ? { blob: job.file } : { text: job.text ?? '' };
  return ok(job.hmacKey ? await hmacAll(job.hmacKey, source, progress) : await hashAll(source, progress));
});
