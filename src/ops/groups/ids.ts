import { z } from 'zod';
import { ok } from '@/lib/result';
import { defineOperation, type AnyOperation } from '../operation';

const EPOCH = {
  epoch: z
    .enum(['twitter', 'discord', 'custom'])
    .default('twitter')
    .describe('Snowflake epoch: twitter (2010-11-04), discord (2015-01-01) or custom'),
  customEpoch: z.number().int().min(0).default(1_288_834_974_657).describe('Custom epoch (Unix ms), when epoch is custom'),
};

/** Sortable and random ids (src/tools/id-generator): make them in bulk, and read the time and fields inside one. */
export const idOps: AnyOperation[] = [
  defineOperation({
    id: 'id/generator',
    title: 'ID generate (ULID, NanoID, KSUID, ObjectId, Snowflake, CUID2)',
    description: 'Generates ULIDs, NanoIDs, KSUIDs, MongoDB ObjectIds, Snowflakes or CUID2s with crypto.getRandomValues, one a line.',
    input: 'none',
    output: 'text',
    options: z.object({
      kind: z
        .enum(['ulid', 'nanoid', 'ksuid', 'objectid', 'snowflake', 'cuid2'])
        .default('ulid')
        .describe('Kind: ulid, nanoid, ksuid, objectid, snowflake or cuid2'),
      count: z.number().int().min(1).max(10_000).default(5).describe('How many'),
      alphabet: z.string().default('useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict').describe('Alphabet (NanoID)'),
      size: z.number().int().min(1).max(1024).default(21).describe('Size (NanoID)'),
      cuidLength: z.number().int().min(2).max(32).default(24).describe('Length (CUID2)'),
      ...EPOCH,
      datacenter: z.number().int().min(0).max(31).default(1).describe('Datacenter, 0-31 (Snowflake)'),
      worker: z.number().int().min(0).max(31).default(1).describe('Worker, 0-31 (Snowflake)'),
    }),
    run: async (_, o) => {
      const r = await (await import('@/tools/id-generator/id-generator.core')).generateIds(o);
      return r.ok ? ok(r.value.join('\n')) : r;
    },
  }),
  defineOperation({
    id: 'id/generator/decode',
    title: 'ID decode (ULID, KSUID, ObjectId, Snowflake)',
    description: 'Reads the time and fields inside each id (one a line): ULID, KSUID, ObjectId or Snowflake, its kind detected or chosen.',
    input: 'text',
    output: 'text',
    page: 'id/generator',
    options: z.object({
      kind: z
        .enum(['auto', 'ulid', 'ksuid', 'objectid', 'snowflake', 'nanoid', 'cuid2'])
        .default('auto')
        .describe('Read as: auto (detect), ulid, ksuid, objectid or snowflake'),
      ...EPOCH,
    }),
    run: async (text, o) => (await import('@/tools/id-generator/id-generator.core')).decodeIdLines(text, o),
  }),
];
