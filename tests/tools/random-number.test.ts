import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  formatNumbers,
  generateNumbers,
  randomBelow,
  randomUnit,
  RANDOM_DEFAULTS,
  type RandomOptions,
  type WordSource,
} from '@/tools/random-number/random-number.core';
import { JAVA_SNIPPETS, JS_SNIPPETS, PYTHON_SNIPPETS } from '@/tools/random-number/random-number-snippets.core';

const opts = (patch: Partial<RandomOptions>): RandomOptions => ({ ...RANDOM_DEFAULTS, ...patch });
const numbers = (patch: Partial<RandomOptions>, source?: WordSource) => {
  const r = generateNumbers(opts(patch), source);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
/** A source that replays fixed words, to test the arithmetic exactly. */
const replay = (...words: number[]): WordSource => {
  let i = 0;
  return (buf) => {
    for (let k = 0; k < buf.length; k++) buf[k] = words[i++ % words.length];
  };
};

describe('randomBelow', () => {
  it('rejects words from the incomplete last block instead of folding them (no modulo bias)', () => {
    // For range 6 the limit is 4294967292: 0xffffffff and 4294967292 are drawn again.
    expect(randomBelow(6, replay(0xffffffff, 0, 4294967292, 0, 13, 0))).toBe(1);
  });

  it('handles ranges beyond 2^32 with 53 bits', () => {
    expect(randomBelow(2 ** 40, replay(0x1fffff, 0xffffffff))).toBe(2 ** 40 - 1);
    expect(randomBelow(2 ** 53, replay(0x1fffff, 0xffffffff))).toBe(2 ** 53 - 1);
  });

  it('is roughly uniform with the real generator', () => {
    const counts = new Array(6).fill(0);
    const source: WordSource = (w) => crypto.getRandomValues(w);
    for (let i = 0; i < 60_000; i++) counts[randomBelow(6, source)]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(600);
  });
});

describe('randomUnit', () => {
  it('stays in [0, 1)', () => {
    expect(randomUnit(replay(0, 0))).toBe(0);
    expect(randomUnit(replay(0xffffffff, 0xffffffff))).toBe(1 - 2 ** -53);
  });
});

describe('generateNumbers', () => {
  it('gives integers in [min, max], both ends reachable', () => {
    const values = numbers({ min: -2, max: 2, count: 2000 });
    expect(values.every((v) => Number.isInteger(v) && v >= -2 && v <= 2)).toBe(true);
    expect(new Set(values)).toEqual(new Set([-2, -1, 0, 1, 2]));
  });

  it('gives floats in [min, max) with the decimals asked for', () => {
    const o = opts({ kind: 'float', min: 0.5, max: 1.5, count: 500, decimals: 3 });
    const values = numbers(o);
    expect(values.every((v) => v >= 0.5 && v <= 1.5)).toBe(true);
    expect(
      formatNumbers(values, o)
        .split('\n')
        .every((l) => /^\d\.\d{3}$/.test(l)),
    ).toBe(true);
  });

  it('gives unique integers, all of them when count equals the range', () => {
    expect(numbers({ min: 1, max: 10, count: 10, unique: true }).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const wide = numbers({ min: 0, max: 10 ** 12, count: 1000, unique: true });
    expect(new Set(wide).size).toBe(1000);
  });

  it('gives unique floats', () => {
    const values = numbers({ kind: 'float', min: 0, max: 1, decimals: 2, count: 50, unique: true });
    expect(new Set(values).size).toBe(50);
  });

  it('returns the same value when min equals max', () => {
    expect(numbers({ min: 7, max: 7, count: 3 })).toEqual([7, 7, 7]);
  });

  it.each<[Partial<RandomOptions>, RegExp]>([
    [{ min: 5, max: 1 }, /larger than max/],
    [{ min: Number.NaN }, /^Min/],
    [{ max: Infinity }, /^Max/],
    [{ count: 0 }, /^Count/],
    [{ count: 10_001 }, /^Count/],
    [{ count: 1.5 }, /^Count/],
    [{ min: 0.5 }, /whole numbers/],
    [{ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }, /wider than 2\^53/],
    [{ min: 1, max: 5, count: 6, unique: true }, /Only 5 different integers/],
    [{ kind: 'float', decimals: 16 }, /^Decimals/],
    [{ kind: 'float', min: 0, max: 1, decimals: 0, count: 3, unique: true }, /Could not find 3 different values/],
  ])('rejects %j', (patch, message) => {
    const r = generateNumbers(opts(patch));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });
});

/** Numbers printed by a program, in order. */
const printed = (out: string) => (out.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);

describe('the JavaScript snippets run in Node', () => {
  const run = (code: string) => execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });

  it.each(Object.keys(JS_SNIPPETS) as (keyof typeof JS_SNIPPETS)[])(
    '%s runs',
    (id) => {
      expect(() => run(JS_SNIPPETS[id])).not.toThrow();
    },
    20_000,
  );

  it('prints what the comments say', () => {
    expect([1, 2, 3, 4, 5, 6]).toContain(Number(run(JS_SNIPPETS.integer)));
    expect(Number(run(JS_SNIPPETS.float))).toBeGreaterThanOrEqual(1.5);
    const seeded = run(JS_SNIPPETS.seeded);
    expect(run(JS_SNIPPETS.seeded)).toBe(seeded);
    expect(printed(seeded).every((n) => n >= 1 && n <= 6)).toBe(true);
    const [die, uuid] = run(JS_SNIPPETS.secure).trim().split('\n');
    expect([1, 2, 3, 4, 5, 6]).toContain(Number(die));
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const [n, hex] = run(JS_SNIPPETS.node).trim().split('\n');
    expect([1, 2, 3, 4, 5, 6]).toContain(Number(n));
    expect(hex).toMatch(/^[0-9a-f]{32}$/);
    const lottery = printed(run(JS_SNIPPETS.unique));
    expect(new Set(lottery).size).toBe(6);
    expect(lottery.every((x) => x >= 1 && x <= 49)).toBe(true);
    const [low, mid, high] = printed(run(JS_SNIPPETS.roundPitfall));
    expect(mid / low).toBeGreaterThan(1.8);
    expect(mid / high).toBeGreaterThan(1.8);
    expect(run(JS_SNIPPETS.moduloPitfall)).toBe('3 2\n');
  }, 60_000);
});

describe('the Python snippets run in python3', () => {
  const run = (code: string) => execFileSync('python3', ['-c', code], { encoding: 'utf8' });

  it.each(Object.keys(PYTHON_SNIPPETS) as (keyof typeof PYTHON_SNIPPETS)[])(
    '%s runs',
    (id) => {
      expect(() => run(PYTHON_SNIPPETS[id])).not.toThrow();
    },
    20_000,
  );

  it('prints what the comments say', () => {
    const [die, even] = printed(run(PYTHON_SNIPPETS.integer));
    expect(die).toBeGreaterThanOrEqual(1);
    expect(die).toBeLessThanOrEqual(6);
    expect([0, 2, 4, 6, 8]).toContain(even);
    const seeded = run(PYTHON_SNIPPETS.seeded);
    expect(seeded.startsWith('True [')).toBe(true);
    expect(run(PYTHON_SNIPPETS.seeded)).toBe(seeded);
    const secure = run(PYTHON_SNIPPETS.secure).trim().split('\n');
    expect(secure[2]).toMatch(/^[0-9a-f]{32}$/);
    const sample = printed(run(PYTHON_SNIPPETS.unique).split('\n')[0]);
    expect(new Set(sample).size).toBe(6);
    expect(
      run(PYTHON_SNIPPETS.offByOne)
        .trim()
        .split('\n')
        .every((l) => ['a', 'b', 'c'].includes(l)),
    ).toBe(true);
    expect(run(PYTHON_SNIPPETS.moduloPitfall)).toBe('3 2\n');
  }, 60_000);
});

describe('the Java snippets compile and run', () => {
  const hasJavac = (() => {
    try {
      execFileSync('javac', ['-version'], { stdio: 'pipe' });
      return true;
    } catch {
      return false;
    }
  })();
  if (!hasJavac) console.warn('NOTICE: javac not found: the Java snippets were NOT compiled or run.');
  const dir = mkdtempSync(path.join(tmpdir(), 'java-snippets-'));
  const classOf = (code: string) => /public class (\w+)/.exec(code)![1];

  it.runIf(hasJavac)(
    'all compile with javac',
    () => {
      mkdirSync(path.join(dir, 'src'), { recursive: true });
      const files = Object.values(JAVA_SNIPPETS).map((code) => {
        const file = path.join(dir, 'src', `${classOf(code)}.java`);
        writeFileSync(file, code);
        return file;
      });
      execFileSync('javac', ['-Xlint:all', '-Werror', '-d', path.join(dir, 'out'), ...files], { stdio: 'pipe' });
    },
    60_000,
  );

  const run = (code: string) => execFileSync('java', ['-cp', path.join(dir, 'out'), classOf(code)], { encoding: 'utf8' });

  it.runIf(hasJavac)(
    'print what the comments say',
    () => {
      const die = Number(run(JAVA_SNIPPETS.integer));
      expect(die >= 1 && die <= 6).toBe(true);
      const x = Number(run(JAVA_SNIPPETS.float));
      expect(x >= 1.5 && x <= 2.5).toBe(true);
      const seeded = run(JAVA_SNIPPETS.seeded);
      expect(run(JAVA_SNIPPETS.seeded)).toBe(seeded);
      expect(printed(seeded)).toHaveLength(3);
      const [pin, key] = run(JAVA_SNIPPETS.secure).trim().split('\n');
      expect(pin).toMatch(/^\d{6}$/);
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      const lottery = printed(run(JAVA_SNIPPETS.unique));
      expect(new Set(lottery).size).toBe(6);
      expect(run(JAVA_SNIPPETS.absPitfall)).toBe('-2147483648\n4\n');
    },
    60_000,
  );
});
