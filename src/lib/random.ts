// The one seeded random source of the random-data tools (lorem ipsum, JSON generator, fake API). Its
// word and name lists live in random-words.ts and random-data.ts, so a page loads only the lists it uses.

/** A small, fast seeded PRNG (mulberry32): the same seed gives the same sequence on every engine. */
export function createRandom(seed: number): () => number {
  let a = Math.trunc(seed) >>> 0 || 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from min to max inclusive. */
export const intBetween = (rnd: () => number, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

/** One item of a list, each equally likely. */
export const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
