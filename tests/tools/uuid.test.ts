import { v1, v6, v7 } from 'uuid';
import { decodeUuid, formatUuid, generateUuids, MAX_COUNT } from '@/tools/uuid/uuid.core';

function decoded(input: string) {
  const r = decodeUuid(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('decodeUuid: versions and timestamps', () => {
  it('reads the timestamp of a v7 UUID (RFC 9562 appendix example)', () => {
    // RFC 9562 A.6: 017f22e2-79b0-7cc3-98c4-dc0c0c07398f was made at 2022-02-22T19:22:22.000Z.
    const info = decoded('017F22E2-79B0-7CC3-98C4-DC0C0C07398F');
    expect(info).toMatchObject({
      canonical: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f',
      version: 7,
      variant: 'RFC 9562 (RFC 4122)',
      valid: true,
      timestampMs: 1645557742000,
      timestampIso: '2022-02-22T19:22:22.000Z',
    });
  });

  it('reads the timestamp of the RFC 9562 v1 and v6 examples', () => {
    expect(decoded('C232AB00-9414-11EC-B3C8-9F6BDECED846')).toMatchObject({ version: 1, timestampIso: '2022-02-22T19:22:22.000Z' });
    expect(decoded('1EC9414C-232A-6B00-B3C8-9F6BDECED846')).toMatchObject({ version: 6, timestampIso: '2022-02-22T19:22:22.000Z' });
  });

  it.each([
    ['v7', v7({ msecs: 1_700_000_000_123 }), 1_700_000_000_123],
    ['v1', v1({ msecs: 1_600_000_000_456 }), 1_600_000_000_456],
    ['v6', v6({ msecs: 1_234_567_890_000 }), 1_234_567_890_000],
  ])('round-trips a %s made at a known time', (_name, uuid, ms) => {
    expect(decoded(uuid).timestampMs).toBe(ms);
  });

  it.each([
    ['919108f7-52d1-4320-9bac-f847db4148a8', 4, 'random'],
    ['6ba7b810-9dad-31d1-80b4-00c04fd430c8', 3, 'MD5'],
    ['886313e1-3b8a-5372-9b90-0c9aee199e5d', 5, 'SHA-1'],
    ['320c3d4d-cc00-875b-8ec9-32d5f69181c0', 8, 'custom'],
  ])('names the version of %s', (uuid, version, word) => {
    const info = decoded(uuid);
    expect(info.version).toBe(version);
    expect(info.valid).toBe(true);
    expect(info.summary).toContain(word);
    expect(info.timestampMs).toBeNull();
  });

  it.each([
    ['00000000-0000-0000-0000-000000000000', 'nil'],
    ['FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', 'max'],
  ])('recognises the special UUID %s', (uuid, special) => {
    expect(decoded(uuid)).toMatchObject({ special, valid: true, timestampMs: null });
  });
});

describe('decodeUuid: accepted spellings', () => {
  const canonical = '017f22e2-79b0-7cc3-98c4-dc0c0c07398f';
  it.each([canonical, canonical.toUpperCase(), canonical.replace(/-/g, ''), `{${canonical}}`, `urn:uuid:${canonical}`, `  ${canonical}\n`])(
    'reads %j',
    (input) => {
      expect(decoded(input).canonical).toBe(canonical);
    },
  );
});

describe('decodeUuid: not standard UUIDs (well-formed, valid: false)', () => {
  it.each([
    ['017f22e2-79b0-7cc3-18c4-dc0c0c07398f', /variant bits say NCS/],
    ['017f22e2-79b0-7cc3-c8c4-dc0c0c07398f', /variant bits say Microsoft/],
    ['017f22e2-79b0-7cc3-e8c4-dc0c0c07398f', /variant bits say Reserved/],
    ['017f22e2-79b0-0cc3-98c4-dc0c0c07398f', /version 0 is not defined/],
    ['017f22e2-79b0-fcc3-98c4-dc0c0c07398f', /version 15 is not defined/],
  ])('explains why %s is not standard', (uuid, reason) => {
    const info = decoded(uuid);
    expect(info.valid).toBe(false);
    expect(info.summary).toMatch(reason);
  });
});

describe('decodeUuid: errors say what and where', () => {
  it.each([
    ['', /Paste a UUID/, undefined],
    ['   ', /Paste a UUID/, undefined],
    ['017f22e2-79b0-7cc3-98c4-dc0c0c07398', /found 31/, undefined],
    ['017f22e2-79b0-7cc3-98c4-dc0c0c07398f0', /Too many/, 37],
    ['017f22e2-79b0-7cc3-98c4-dc0c0c07398g', /Unexpected "g"/, 36],
    ['017f22e2 79b0-7cc3-98c4-dc0c0c07398f', /Unexpected a space/, 9],
    ['017f22e279b0-7cc3-98c4-dc0c-0c07398f', /misplaced/, undefined],
    ['{017f22e2-79b0-7cc3-98c4-dc0c0c07398f', /no closing/, 38],
    ['017f22e2-79b0-7cc3-98c4-dc0c0c07398f}', /no opening/, 37],
    ['hello', /Unexpected "h"/, 1],
  ])('rejects %j', (input, message, column) => {
    const r = decodeUuid(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toMatch(message);
    expect(r.error.column).toBe(column);
  });
});

describe('formatUuid', () => {
  const uuid = '017f22e2-79b0-7cc3-98c4-dc0c0c07398f';
  it.each([
    [{ uppercase: false, hyphens: true, braces: false }, uuid],
    [{ uppercase: true, hyphens: true, braces: false }, '017F22E2-79B0-7CC3-98C4-DC0C0C07398F'],
    [{ uppercase: false, hyphens: false, braces: false }, '017f22e279b07cc398c4dc0c0c07398f'],
    [{ uppercase: true, hyphens: false, braces: true }, '{017F22E279B07CC398C4DC0C0C07398F}'],
    [{ uppercase: false, hyphens: true, braces: true }, `{${uuid}}`],
  ])('writes %o as %s', (format, expected) => {
    expect(formatUuid(uuid, format)).toBe(expected);
  });
});

describe('generateUuids', () => {
  it('makes the requested number of distinct, valid v4 UUIDs', () => {
    const r = generateUuids('v4', 500);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(new Set(r.value).size).toBe(500);
    for (const u of r.value) expect(decoded(u).version).toBe(4);
  });

  it('makes v7 UUIDs that sort in the order they were made and carry the current time', () => {
    const before = Date.now();
    const r = generateUuids('v7', MAX_COUNT);
    const after = Date.now();
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect([...r.value].sort()).toEqual(r.value);
    const ms = decoded(r.value[0]).timestampMs ?? 0;
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(after);
  });

  it.each([0, -1, 1001, 2.5, Number.NaN])('refuses a count of %s', (count) => {
    const r = generateUuids('v4', count);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/1 to 1000/);
  });
});
