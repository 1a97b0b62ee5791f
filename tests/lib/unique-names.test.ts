import { describe, expect, it } from 'vitest';
import { uniqueNamer } from '@/lib/unique-names';
import { random } from '../real/programs';

/** The definition: each name gets the first of name, name_2, name_3… that no earlier result holds (under `fold`). */
function naive(names: string[], fold: (s: string) => string): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; seen.has(fold(candidate)); n++) candidate = `${name}_${n}`;
    seen.add(fold(candidate));
    return candidate;
  });
}

describe('uniqueNamer', () => {
  // Few distinct bases, with names that are themselves suffixed (a_2 written by hand, before or after a, A_3…), so
  // that a suffix the namer would reach is often taken already.
  const pool = ['a', 'A', 'a_2', 'a_3', 'A_3', 'a_2_2', 'b', 'B_2', 'a_10', ''];
  const next = random(7);
  const lists = Array.from({ length: 2000 }, () => Array.from({ length: 1 + Math.floor(next() * 30) }, () => pool[Math.floor(next() * pool.length)]));

  for (const [what, fold] of [
    ['exact', (s: string) => s],
    ['ignoring case', (s: string) => s.toLowerCase()],
  ] as const) {
    it(`names as the definition does (${what}), on 2,000 generated lists`, () => {
      let differ = 0;
      for (const names of lists) {
        const unique = uniqueNamer(fold);
        if (JSON.stringify(names.map(unique)) !== JSON.stringify(naive(names, fold))) differ++;
      }
      expect(differ).toBe(0);
    });
  }

  it('names 30,000 equal names name, name_2 … name_30000, all different', () => {
    const names = Array.from({ length: 30_000 }, () => 'x');
    const out = names.map(uniqueNamer());
    expect(out[0]).toBe('x');
    expect(out[1]).toBe('x_2');
    expect(out[29_999]).toBe('x_30000');
    expect(new Set(out).size).toBe(30_000);
  });
});
