import type { OpCase } from './types';

// Generated ids are random, so those cases check their form; tests/real/id-generator.real.test.ts decodes 200 of each
// kind with python3 and GNU date. The decode outputs below were computed with python3 arithmetic on the published
// examples (the ULID README's 01ARYZ6S41…, segmentio/ksuid's README, Twitter's Tweet-object example, Discord's docs).

const lines = (line: string, n: number) => new RegExp(`^${line}(\\n${line}){${n - 1}}$`);

export const cases: OpCase[] = [
  { op: 'id/generator', match: lines('[0-7][0-9A-HJKMNP-TV-Z]{25}', 5) },
  {
    op: 'id/generator',
    name: 'NanoID, own alphabet and size',
    options: { kind: 'nanoid', alphabet: '0123456789abcdef', size: 12, count: 3 },
    match: lines('[0-9a-f]{12}', 3),
  },
  { op: 'id/generator', name: 'KSUID', options: { kind: 'ksuid', count: 2 }, match: lines('[0-9A-Za-z]{27}', 2) },
  { op: 'id/generator', name: 'ObjectId', options: { kind: 'objectid', count: 2 }, match: lines('[0-9a-f]{24}', 2) },
  { op: 'id/generator', name: 'Snowflake, Discord epoch', options: { kind: 'snowflake', epoch: 'discord', count: 2 }, match: lines('\\d{18,19}', 2) },
  { op: 'id/generator', name: 'CUID2', options: { kind: 'cuid2', count: 2 }, match: lines('[a-z][0-9a-z]{23}', 2) },
  { op: 'id/generator', name: 'count 10001', options: { count: 10_001 }, error: 'Option "count" of id/generator' },
  {
    op: 'id/generator',
    name: 'epoch in the future',
    options: { kind: 'snowflake', epoch: 'custom', customEpoch: 9_999_999_999_999 },
    error: 'The epoch is in the future',
  },

  {
    op: 'id/generator/decode',
    input: '01ARYZ6S41TSV4RRFFQ69G5FAV',
    output:
      'Kind: ULID\nTimestamp: 2016-07-30T22:36:16.385Z\nUnix ms: 1469918176385\nRandomness: TSV4RRFFQ69G5FAV\nRandomness (hex): D6764C61EFB99302BD5B',
  },
  {
    op: 'id/generator/decode',
    name: 'KSUID and ObjectId, one a line',
    input: '0ujtsYcgvSTl8PAuAdqWYSMnLOv\n507f1f77bcf86cd799439011\n',
    output:
      'Kind: KSUID\nTimestamp: 2017-10-10T04:00:47.000Z\nUnix seconds: 1507608047\nKSUID seconds: 107608047\nPayload: B5A1CD34B5F99D1154FB6853345C9735\n\n' +
      'Kind: ObjectId\nTimestamp: 2012-10-17T21:13:27.000Z\nUnix seconds: 1350508407\nMachine/process random: bcf86cd799\nCounter: 4427793 (0x439011)',
  },
  {
    op: 'id/generator/decode',
    name: 'Twitter snowflake',
    input: '1050118621198921728',
    output:
      'Kind: Snowflake\nTimestamp: 2018-10-10T20:19:24.211Z\nUnix ms: 1539202764211\nEpoch: Twitter (1288834974657)\nDatacenter: 10\nWorker: 27\nSequence: 0',
  },
  {
    op: 'id/generator/decode',
    name: 'Discord snowflake',
    input: '175928847299117063',
    options: { epoch: 'discord' },
    output:
      'Kind: Snowflake\nTimestamp: 2016-04-30T11:18:25.796Z\nUnix ms: 1462015105796\nEpoch: Discord (1420070400000)\nDatacenter: 1\nWorker: 0\nSequence: 7',
  },
  { op: 'id/generator/decode', name: 'bad character', input: '01ARYZ6S41TSV4RRFFQ69G5FAU', error: 'is not a ULID character' },
  { op: 'id/generator/decode', name: 'unknown length', input: 'abc!', error: 'is not a character' },
];
