import { exposeHandler } from '@/lib/worker-expose';
import { generatePgpKey, runPgp } from './pgp.core';
import type { GeneratedKey, GenerateSettings, PgpJob, PgpShown } from './pgp.options';

/** Every OpenPGP run of the page: OpenPGP.js loads here, never on the page's main thread. */
exposeHandler<{ job: PgpJob } | { generate: GenerateSettings }, PgpShown | GeneratedKey>((p) =>
  'generate' in p ? generatePgpKey(p.generate) : runPgp(p.job),
);
