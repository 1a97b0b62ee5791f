import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseJsonExact } from '@/lib/json-exact';
import { jsonToToml, tomlToJson } from '@/tools/toml/toml.core';
import excluded from './excluded.json';

// toml-test (TOML 1.0.0 file list), run through the cores the TOML to JSON and JSON to TOML pages and their
// workers call. Valid cases must decode to their tagged JSON; invalid cases must be rejected; and each valid
// case's JSON, encoded to TOML by jsonToToml and decoded again, must come back unchanged.
const ROOT = join(__dirname, 'toml-test');
const EXCLUDED: Record<string, string> = excluded['toml-test'];

// Counts reached when the floors were set; the test fails if a change makes fewer cases pass.
const VALID_FLOOR = 202;
const INVALID_FLOOR = 493;
const ROUND_TRIP_FLOOR = 202;

const files = readFileSync(join(ROOT, 'files-toml-1.0.0'), 'utf8').split('\n').filter(Boolean);
const caseName = (file: string) => file.replace(/\.toml$/, '');
const validCases = files.filter((f) => f.startsWith('valid/') && f.endsWith('.toml')).map(caseName);
const invalidCases = files.filter((f) => f.startsWith('invalid/') && f.endsWith('.toml')).map(caseName);

type Tagged = { type: string; value: string } | Tagged[] | { [key: string]: Tagged };

const isLeaf = (t: Tagged): t is { type: string; value: string } =>
  !Array.isArray(t) && typeof (t as { type?: unknown }).type === 'string' && typeof (t as { value?: unknown }).value === 'string' && Object.keys(t).length === 2;

/** A date or time as the converter writes it: T and Z upper case, a T between date and time, milliseconds (truncated, as TOML allows). */
function normaliseDateTime(text: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})?[Tt ]?(\d{2}:\d{2}(?::\d{2})?)?(?:\.(\d+))?([Zz]|[+-]\d{2}:\d{2})?$/.exec(text);
  if (!m) return text;
  const [, date, time, fraction, offset] = m;
  const t = time ? `${time.length === 5 ? `${time}:00` : time}.${(fraction ?? '').slice(0, 3).padEnd(3, '0')}` : '';
  return [date, t].filter(Boolean).join('T') + (offset ? offset.toUpperCase() : '');
}

/** Compares the converter's JSON (read with BigInt for big integers) to toml-test's tagged JSON. */
function matches(actual: unknown, expected: Tagged): boolean {
  if (isLeaf(expected)) {
    const { type, value } = expected;
    switch (type) {
      case 'string':
        return actual === value;
      case 'bool':
        return actual === (value === 'true');
      case 'integer':
        return (typeof actual === 'number' || typeof actual === 'bigint') && BigInt(actual) === BigInt(value);
      case 'float':
        return typeof actual === 'number' && (Object.is(actual, Number(value)) || actual === Number(value));
      case 'datetime':
      case 'datetime-local':
      case 'date-local':
      case 'time-local':
        return typeof actual === 'string' && normaliseDateTime(actual) === normaliseDateTime(value);
      default:
        return false;
    }
  }
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => matches(actual[i], e));
  }
  if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return false;
  const keys = Object.keys(expected);
  const got = actual as Record<string, unknown>;
  return Object.keys(got).length === keys.length && keys.every((k) => Object.hasOwn(got, k) && matches(got[k], expected[k]));
}

/** The tagged JSON as the plain JSON a user would give JSON to TOML: integers with every digit, dates as strings. */
function untag(t: Tagged): string {
  if (isLeaf(t)) {
    if (t.type === 'integer') return BigInt(t.value).toString();
    if (t.type === 'float') return String(Number(t.value));
    if (t.type === 'bool') return t.value;
    return JSON.stringify(t.value);
  }
  if (Array.isArray(t)) return `[${t.map(untag).join(',')}]`;
  return `{${Object.entries(t)
    .map(([k, v]) => `${JSON.stringify(k)}:${untag(v)}`)
    .join(',')}}`;
}

const read = (name: string, ext: string) => readFileSync(join(ROOT, `${name}.${ext}`), 'utf8');
const decoded = (text: string): unknown => {
  const result = tomlToJson(text);
  if (!result.ok) return result;
  const back = parseJsonExact(result.value);
  return back.ok ? back.value : back;
};

describe('toml-test', () => {
  it('decodes the valid cases, rejects the invalid ones and round-trips JSON through TOML', () => {
    const failures: string[] = [];
    let valid = 0;
    let validPassed = 0;
    let invalid = 0;
    let invalidPassed = 0;
    let trips = 0;
    let tripsPassed = 0;
    for (const name of validCases) {
      if (name in EXCLUDED) continue;
      const expected = JSON.parse(read(name, 'json')) as Tagged;
      valid++;
      const actual = decoded(read(name, 'toml'));
      if (matches(actual, expected)) validPassed++;
      else failures.push(`${name}: decoded ${JSON.stringify(actual, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))}`);
      const plain = untag(expected);
      // JSON has no inf or nan: those cases cannot start as JSON.
      if (/\b(?:Infinity|NaN)\b/.test(plain)) continue;
      trips++;
      const toml = jsonToToml(plain);
      // An empty object is the empty document, which tomlToJson answers with "The input is empty" (its rule for
      // blank input, as every tool's): for it only the encoding is checked.
      if (plain === '{}' && toml.ok && toml.value.trim() === '') {
        tripsPassed++;
        continue;
      }
      const back = toml.ok ? decoded(toml.value) : toml;
      const want = parseJsonExact(plain);
      try {
        expect(back).toEqual(want.ok ? want.value : want);
        tripsPassed++;
      } catch {
        failures.push(`${name} (round trip): ${toml.ok ? toml.value.slice(0, 200) : toml.error.message}`);
      }
    }
    for (const name of invalidCases) {
      if (name in EXCLUDED) continue;
      invalid++;
      const result = tomlToJson(read(name, 'toml'));
      if (!result.ok) invalidPassed++;
      else failures.push(`${name}: accepted, should be an error`);
    }
    console.log(`toml-test: ${validPassed}/${valid} valid`);
    console.log(`toml-test: ${invalidPassed}/${invalid} invalid`);
    console.log(`toml-test: ${tripsPassed}/${trips} round trip (JSON to TOML to JSON)`);
    if (failures.length > 0) console.log(`toml-test failures:\n  ${failures.join('\n  ')}`);
    expect(validPassed).toBeGreaterThanOrEqual(VALID_FLOOR);
    expect(invalidPassed).toBeGreaterThanOrEqual(INVALID_FLOOR);
    expect(tripsPassed).toBeGreaterThanOrEqual(ROUND_TRIP_FLOOR);
  });
});
