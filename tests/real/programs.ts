/** Helpers for the tests that check generators against the real programs (tar, curl, date, python3, mysql). */
import { execFileSync } from 'node:child_process';

/**
 * The path of a program, or a thrown error naming what to install: these tests fail rather than skip when the
 * program they check against is missing.
 */
export function requireProgram(name: string, install: string): string {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(`${name} is not installed; these tests check the generator against it. Install it: ${install}`);
  }
}

/** Whether a program is on the PATH. */
export function hasProgram(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    return true;
  } catch {
    return false;
  }
}

/** A fixed pseudo-random sequence (the same every run): xorshift32, `r(n)` gives 0 … n - 1. */
export function rng(seed: number) {
  let x = seed;
  return (n: number) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** mulberry32 (the site's seeded generator): a fixed pseudo-random sequence of floats in [0, 1) (the same every run). */
export { createRandom as random } from '@/lib/random';
