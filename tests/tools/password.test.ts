import { wordlist } from '@scure/bip39/wordlists/english.js';
import {
  DIGITS,
  generatePassphrases,
  generatePasswords,
  generateTokens,
  LOOK_ALIKES,
  LOWER,
  passphraseEntropy,
  passwordAlphabet,
  passwordEntropy,
  RandomSource,
  SYMBOLS,
  UPPER,
  type Rng,
} from '@/tools/password/password.core';

/** A deterministic Rng (xorshift32 from a seed), so the statistics below are the same on every run. */
function seeded(seed: number): Rng {
  let x = seed >>> 0 || 1;
  return (out) => {
    for (let i = 0; i < out.length; i++) {
      x ^= x << 13;
      x >>>= 0;
      x ^= x >>> 17;
      x ^= x << 5;
      x >>>= 0;
      out[i] = x;
    }
    return out;
  };
}

/** An Rng that hands out the given values in order, then fails the test if asked for more. */
function scripted(values: number[]): Rng & { used: () => number } {
  let i = 0;
  const rng = ((out: Uint32Array) => {
    for (let j = 0; j < out.length; j++) out[j] = i + j < values.length ? values[i + j] : 0xdeadbeef;
    i += out.length;
    return out;
  }) as Rng & { used: () => number };
  rng.used = () => i;
  return rng;
}

const all = { lower: true, upper: true, digits: true, symbols: true, custom: '', excludeLookAlikes: false };
const value = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('RandomSource: rejection sampling', () => {
  it('draws again when a value falls in the biased top range, instead of taking it modulo n', () => {
    // 2^32 mod 62 = 4, so 2^32 - 4 .. 2^32 - 1 are rejected; plain modulo would turn 0xffffffff into 3.
    const random = new RandomSource(scripted([0xffffffff, 0xfffffffc, 7 + 62 * 1000]));
    expect(random.below(62)).toBe(7);
  });

  it('takes the largest value below the limit', () => {
    expect(new RandomSource(scripted([0xfffffffb])).below(62)).toBe(0xfffffffb % 62);
  });

  it('never rejects for powers of two', () => {
    expect(new RandomSource(scripted([0xffffffff])).below(256)).toBe(255);
  });

  it('gives every remainder equally often when the generator is exactly uniform on a small range', () => {
    // Feeding the 2^32 - (2^32 mod 10) accepted values is impossible, but a sliding window of 10·k consecutive values
    // below the limit hits each remainder k times.
    const values = Array.from({ length: 1000 }, (_, i) => 123_456_780 + i);
    const random = new RandomSource(scripted(values));
    const counts = new Array(10).fill(0);
    for (let i = 0; i < 1000; i++) counts[random.below(10)]++;
    expect(counts).toEqual(new Array(10).fill(100));
  });
});

describe('password alphabet', () => {
  it('joins the chosen sets, each character once', () => {
    expect(value(passwordAlphabet(all)).join('')).toBe(LOWER + UPPER + DIGITS + SYMBOLS);
    expect(value(passwordAlphabet({ ...all, upper: false, symbols: false, custom: 'abc€€ 🙂' })).join('')).toBe(`${LOWER}${DIGITS}€ 🙂`);
  });

  it('drops the look-alikes when asked', () => {
    const chars = value(passwordAlphabet({ ...all, excludeLookAlikes: true }));
    expect(chars.length).toBe(94 - LOOK_ALIKES.length);
    for (const ch of LOOK_ALIKES) expect(chars).not.toContain(ch);
  });

  it.each([
    [
      { ...all, lower: false, upper: false, digits: false, symbols: false },
      'No characters to draw from: tick at least one character set or type some custom characters',
    ],
    [
      { ...all, lower: false, upper: false, digits: false, symbols: false, custom: 'aaa' },
      'Only one character to draw from: a password of it would be guessed at once; add more characters',
    ],
    [
      { ...all, lower: false, upper: false, symbols: false, custom: '', excludeLookAlikes: true, digits: false },
      'No characters to draw from: tick at least one character set or type some custom characters',
    ],
  ])('explains an unusable alphabet', (o, message) => {
    const r = passwordAlphabet(o);
    expect(r.ok ? 'ok' : r.error.message).toBe(message);
  });
});

describe('generatePasswords', () => {
  it('covers the alphabet uniformly (chi-square over 200,000 characters from a seeded generator)', () => {
    const chars = value(passwordAlphabet(all));
    const out = value(generatePasswords({ ...all, length: 400 }, 500, new RandomSource(seeded(20240601))));
    expect(out).toHaveLength(500);
    const counts = new Map<string, number>();
    for (const pw of out) {
      expect(pw).toHaveLength(400);
      for (const ch of pw) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...chars].sort());
    const expected = 200_000 / chars.length;
    let chi2 = 0;
    for (const c of counts.values()) chi2 += (c - expected) ** 2 / expected;
    // 93 degrees of freedom: the 99.9th percentile of chi-square is about 141.
    expect(chi2).toBeLessThan(141);
    for (const c of counts.values()) expect(Math.abs(c - expected)).toBeLessThan(6 * Math.sqrt(expected));
  });

  it('uses only the chosen characters, with Unicode custom characters whole', () => {
    const out = value(
      generatePasswords({ ...all, lower: false, upper: false, symbols: false, custom: '🙂é', length: 50 }, 20, new RandomSource(seeded(7))),
    );
    for (const pw of out) {
      expect([...pw]).toHaveLength(50);
      expect(pw).toMatch(/^[0-9🙂é]+$/u);
    }
    expect(out.join('')).toContain('🙂');
  });

  it('never uses an excluded look-alike', () => {
    const out = value(generatePasswords({ ...all, excludeLookAlikes: true, length: 200 }, 50, new RandomSource(seeded(99)))).join('');
    for (const ch of LOOK_ALIKES) expect(out).not.toContain(ch);
  });

  it.each([
    [{ length: 0 }, 5, 'Length must be a whole number from 1 to 1024 (got 0)'],
    [{ length: Number.NaN }, 5, 'Length must be a whole number from 1 to 1024'],
    [{ length: 2000 }, 5, 'Length must be a whole number from 1 to 1024 (got 2000)'],
    [{ length: 10 }, 0, 'How many must be a whole number from 1 to 500 (got 0)'],
    [{ length: 10 }, 2.5, 'How many must be a whole number from 1 to 500 (got 2.5)'],
  ])('rejects %j × %s', (o, count, message) => {
    const r = generatePasswords({ ...all, ...o }, count);
    expect(r.ok ? 'ok' : r.error.message).toBe(message);
  });

  it('uses crypto.getRandomValues when no generator is given', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const out = value(generatePasswords({ ...all, length: 32 }, 3));
    expect(spy).toHaveBeenCalled();
    expect(new Set(out).size).toBe(3);
    spy.mockRestore();
  });
});

describe('entropy', () => {
  it.each([
    [94, 20, 131.1],
    [62, 16, 95.3],
    [10, 4, 13.3],
    [26, 1, 4.7],
  ])('%i characters, length %i: %f bits', (size, length, bits) => {
    expect(passwordEntropy(size, length)).toBeCloseTo(bits, 1);
  });

  it('counts 11 bits per word of the 2048-word BIP-39 list, plus the digit and its place', () => {
    expect(wordlist).toHaveLength(2048);
    expect(passphraseEntropy({ words: 6, separator: '-', capitalize: false, number: false }, wordlist.length)).toBe(66);
    expect(passphraseEntropy({ words: 4, separator: '-', capitalize: true, number: true }, wordlist.length)).toBeCloseTo(44 + Math.log2(10) + 2, 10);
  });
});

describe('generatePassphrases', () => {
  it('picks words from the list, joined by the separator, capitalised when asked, and a digit when asked', () => {
    const out = value(generatePassphrases({ words: 5, separator: '.', capitalize: true, number: true }, 100, wordlist, new RandomSource(seeded(3))));
    const words = new Set(wordlist);
    for (const p of out) {
      const parts = p.split('.');
      expect(parts).toHaveLength(5);
      expect(parts.filter((w) => /\d$/.test(w))).toHaveLength(1);
      for (const w of parts) {
        expect(w[0]).toBe(w[0].toUpperCase());
        expect(words.has(w.replace(/\d$/, '').toLowerCase())).toBe(true);
      }
    }
  });

  it('reaches every word of the list (20,000 draws from a seeded generator)', () => {
    const out = value(
      generatePassphrases({ words: 20, separator: ' ', capitalize: false, number: false }, 500, wordlist, new RandomSource(seeded(11))),
    );
    const seen = new Set(out.flatMap((p) => p.split(' ')));
    // Expected unseen words: 2048 × (1 - 1/2048)^10000 ≈ 15.
    expect(seen.size).toBeGreaterThan(2048 - 40);
  });

  it('rejects a word count out of range', () => {
    const r = generatePassphrases({ words: 0, separator: '-', capitalize: false, number: false }, 1, wordlist);
    expect(r.ok ? 'ok' : r.error.message).toBe('Words must be a whole number from 1 to 64 (got 0)');
  });
});

describe('generateTokens', () => {
  it('writes n random bytes as hex (2n characters) or unpadded Base64URL', () => {
    const random = () => new RandomSource(seeded(5));
    const hex = value(generateTokens(32, 'hex', 3, random()));
    const b64 = value(generateTokens(32, 'base64url', 3, random()));
    for (const t of hex) expect(t).toMatch(/^[0-9a-f]{64}$/);
    for (const t of b64) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The same bytes in both encodings.
    expect(b64.map((t) => Buffer.from(t, 'base64url').toString('hex'))).toEqual(hex);
  });

  it.each([1, 2, 3, 4, 5])('encodes %i bytes as Base64URL without padding', (n) => {
    const [t] = value(generateTokens(n, 'base64url', 1, new RandomSource(seeded(n))));
    expect(t).toHaveLength(Math.ceil((n * 4) / 3));
    expect(Buffer.from(t, 'base64url')).toHaveLength(n);
  });
});
