import { exposeHandler } from '@/lib/worker-expose';
import type { BcryptJob } from './bcrypt.core';
import { hashPassword, verifyPassword } from './bcrypt.run';

exposeHandler<BcryptJob, string | boolean>((job) => {
  if (job.op === 'verify') return verifyPassword(job.password, job.hash);
  // A fresh 16-byte salt from the browser's cryptographic generator for every hash.
  return hashPassword(job.password, job.cost, crypto.getRandomValues(new Uint8Array(16)));
});
