import { decodeId, decodeIdLines, GENERATE_DEFAULTS, generateIds, type GenerateOptions } from '@/tools/id-generator/id-generator.core';

const gen = (o: Partial<GenerateOptions>) => generateIds({ ...GENERATE_DEFAULTS, ...o });
const field = (id: string, name: string, o?: Parameters<typeof decodeId>[1]) => {
  const r = decodeId(id, o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.fields.find((f) => f.name === name)?.value;
};

describe('decoding the published examples', () => {
  it('reads the ULID README example 01ARYZ6S41… as 1469918176385 ms', () => {
    const r = decodeId('01ARYZ6S41TSV4RRFFQ69G5FAV');
    expect(r.ok && r.value.kind).toBe('ulid');
    expect(field('01ARYZ6S41TSV4RRFFQ69G5FAV', 'Unix ms')).toBe('1469918176385');
    expect(field('01ARYZ6S41TSV4RRFFQ69G5FAV', 'Timestamp')).toBe('2016-07-30T22:36:16.385Z');
    expect(field('01arz3ndektsv4rrffq69g5fav', 'Randomness')).toBe('TSV4RRFFQ69G5FAV');
  });

  it("reads segmentio/ksuid's README example (21:00:47 PDT is 04:00:47 UTC the next day)", () => {
    const id = '0ujtsYcgvSTl8PAuAdqWYSMnLOv';
    expect(field(id, 'Timestamp')).toBe('2017-10-10T04:00:47.000Z');
    expect(field(id, 'KSUID seconds')).toBe('107608047');
    expect(field(id, 'Payload')).toBe('B5A1CD34B5F99D1154FB6853345C9735');
  });

  it('reads an ObjectId', () => {
    expect(field('507f1f77bcf86cd799439011', 'Timestamp')).toBe('2012-10-17T21:13:27.000Z');
    expect(field('507f1f77bcf86cd799439011', 'Machine/process random')).toBe('bcf86cd799');
    expect(field('507f1f77bcf86cd799439011', 'Counter')).toBe('4427793 (0x439011)');
  });

  it("reads Twitter's documented tweet id 1050118621198921728 (created Wed Oct 10 20:19:24 +0000 2018)", () => {
    const id = '1050118621198921728';
    expect(field(id, 'Timestamp')).toBe('2018-10-10T20:19:24.211Z');
    expect([field(id, 'Datacenter'), field(id, 'Worker'), field(id, 'Sequence')]).toEqual(['10', '27', '0']);
  });

  it("reads Discord's documented snowflake with the Discord epoch", () => {
    const o = { kind: 'auto' as const, epoch: 'discord' as const, customEpoch: 0 };
    expect(field('175928847299117063', 'Timestamp', o)).toBe('2016-04-30T11:18:25.796Z');
    expect([
      field('175928847299117063', 'Datacenter', o),
      field('175928847299117063', 'Worker', o),
      field('175928847299117063', 'Sequence', o),
    ]).toEqual(['1', '0', '7']);
  });

  it('takes a custom epoch', () => {
    const o = { kind: 'snowflake' as const, epoch: 'custom' as const, customEpoch: 0 };
    expect(field(String(1000n << 22n), 'Unix ms', o)).toBe('1000');
  });

  it.each([
    ['clhkzsl3k0000qwer8ty6zxcv', 'cuid2'],
    ['V1StGXR8_Z5jdHi6B-myT', 'nanoid'],
  ])('tells %s is a %s, with nothing inside to read', (id, kind) => {
    const r = decodeId(id);
    expect(r.ok && r.value.kind).toBe(kind);
    expect(r.ok && r.value.timestampMs).toBe(null);
  });
});

describe('bad ids', () => {
  it.each([
    ['01ARZ3NDEKTSV4RRFFQ69G5FA!', 26, /"?'!'/],
    ['01ARZ3NDEKTSV4RRFFQ69G5FAU', 26, /not a ULID character/],
    ['81ARZ3NDEKTSV4RRFFQ69G5FAV', 1, /starts with 0 to 7/],
    ['  507f1f77bcf86cd79943901', null, /Not an id/],
    ['0ujtsYcgvSTl8PAuAdqWYSMnL v', 26, /U\+0020|a character/],
  ])('names the first bad character of %s', (id, column, message) => {
    const r = decodeId(id);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toMatch(message);
    if (column !== null) expect(r.error.column).toBe(column);
  });

  it('names the column of a bad character when the kind is chosen', () => {
    const r = decodeId('507f1f77bcf86cd79943901z', { kind: 'objectid', epoch: 'twitter', customEpoch: 0 });
    expect(r.ok ? null : r.error).toMatchObject({ line: 1, column: 24 });
    const s = decodeId('12a4', { kind: 'snowflake', epoch: 'twitter', customEpoch: 0 });
    expect(s.ok ? null : s.error).toMatchObject({ column: 3 });
  });

  it('refuses a KSUID above 160 bits and a Snowflake above 64', () => {
    expect(decodeId('zzzzzzzzzzzzzzzzzzzzzzzzzzz').ok).toBe(false);
    expect(decodeId('18446744073709551616').ok).toBe(false);
    expect(decodeId('aWgEPTl1tmebfsQzFP4bxwgy80V').ok).toBe(true);
  });

  it('answers a 5 MB paste at once with where it goes wrong', () => {
    const r = decodeId('0'.repeat(5_000_000));
    expect(r.ok ? null : r.error.column).toBe(65);
  });

  it('decodes one id a line and names the line of a bad one', () => {
    const r = decodeIdLines('01ARZ3NDEKTSV4RRFFQ69G5FAV\n\n507f1f77bcf86cd799439011');
    expect(r.ok && r.value).toMatch(/^Kind: ULID\n[\s\S]*\n\nKind: ObjectId\n/);
    const bad = decodeIdLines('01ARZ3NDEKTSV4RRFFQ69G5FAV\n12?4');
    expect(bad.ok ? null : bad.error).toMatchObject({ line: 2, column: 3 });
  });
});

describe('generating', () => {
  it.each([
    ['ulid', /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/],
    ['nanoid', /^[A-Za-z0-9_-]{21}$/],
    ['ksuid', /^[0-9A-Za-z]{27}$/],
    ['objectid', /^[0-9a-f]{24}$/],
    ['snowflake', /^\d{18,19}$/],
    ['cuid2', /^[a-z][0-9a-z]{23}$/],
  ] as const)('makes %s ids that decode to now', async (kind, form) => {
    const before = Date.now();
    const r = await gen({ kind, count: 50 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toHaveLength(50);
    expect(new Set(r.value).size).toBe(50);
    for (const id of r.value) {
      expect(id).toMatch(form);
      const d = decodeId(id);
      expect(d.ok && d.value.kind).toBe(kind);
      if (d.ok && d.value.timestampMs !== null) expect(Math.abs(d.value.timestampMs - before)).toBeLessThan(5_000);
    }
  });

  it('keeps ULIDs and Snowflakes of one batch in increasing order', async () => {
    const u = await gen({ kind: 'ulid', count: 1000 });
    expect(u.ok && [...u.value].sort()).toEqual(u.ok && u.value);
    const s = await gen({ kind: 'snowflake', count: 5000, datacenter: 3, worker: 17 });
    if (!s.ok) throw new Error(s.error.message);
    for (let i = 1; i < s.value.length; i++) expect(BigInt(s.value[i]) > BigInt(s.value[i - 1])).toBe(true);
    expect(field(s.value[4100], 'Datacenter')).toBe('3');
    expect(field(s.value[4100], 'Worker')).toBe('17');
  });

  it('writes the Discord and custom epochs into Snowflakes', async () => {
    const r = await gen({ kind: 'snowflake', count: 1, epoch: 'discord' });
    const d = r.ok && decodeId(r.value[0], { kind: 'auto', epoch: 'discord', customEpoch: 0 });
    expect(d && d.ok && Math.abs(d.value.timestampMs! - Date.now())).toBeLessThan(5_000);
    expect((await gen({ kind: 'snowflake', epoch: 'custom', customEpoch: Date.now() + 60_000 })).ok).toBe(false);
  });

  it('uses the NanoID alphabet and size given', async () => {
    const r = await gen({ kind: 'nanoid', alphabet: 'ab', size: 8, count: 20 });
    expect(r.ok && r.value.every((id) => /^[ab]{8}$/.test(id))).toBe(true);
    expect((await gen({ kind: 'nanoid', alphabet: 'aaa' })).ok).toBe(false);
  });

  it('makes CUID2s of the length given', async () => {
    const r = await gen({ kind: 'cuid2', cuidLength: 10, count: 3 });
    expect(r.ok && r.value.every((id) => /^[a-z][0-9a-z]{9}$/.test(id))).toBe(true);
  });

  it.each([0, 10_001, Number.NaN])('refuses a count of %s', async (count) => {
    const r = await gen({ count });
    expect(r.ok ? null : r.error.message).toMatch(/How many must be a whole number from 1 to 10,000/);
  });

  it('makes 10,000 of each kind', async () => {
    for (const kind of ['ulid', 'nanoid', 'ksuid', 'objectid', 'snowflake', 'cuid2'] as const) {
      const r = await gen({ kind, count: 10_000 });
      expect(r.ok && new Set(r.value).size).toBe(10_000);
    }
  });
});
