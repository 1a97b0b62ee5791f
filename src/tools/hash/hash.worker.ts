import { exposeHandler } from '@/lib/worker-expose';
import { ok } from '@/lib/result';
import { hashAll, hmacAll, type HashSource } from './hash.core';
import type { HashJob } from './hash.protocol';

exposeHandler(async (job: HashJob, report) => {
  // Progress goes out at most every 100 ms.
  let last = 0;
  const progress = (done: number, total: number) => {
    const now = Date.now();
    if (done < total && now - last < 100) return;
    last = now;
    report(total ? done / total : 1);
  };
  const source: HashSource = job.file ? { blob: job.file } : { text: job.text ?? '' };
  return ok(job.hmacKey ? await hmacAll(job.hmacKey, source, progress) : await hashAll(source, progress));
});
