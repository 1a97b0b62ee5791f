'use client';

import { CodeBlock } from '@/components/kit/CodeBlock';
import { PYTHON_SNIPPETS } from './random-number-snippets.core';
import { RandomHowto, Section } from './HowtoParts';

export default function RandomNumberPython() {
  return (
    <RandomHowto
      slug="random-number/python"
      intro={
        <p>
          Python has two modules for this. <code>random</code> is a fast Mersenne Twister for simulations, games, sampling and tests; it can be seeded
          to repeat a sequence. <code>secrets</code> (Python 3.6 and later) draws from the operating system&apos;s secure generator and is the one for
          passwords, tokens and keys. The generator below runs in your browser and uses its secure generator.
        </p>
      }
    >
      <Section title="A random integer between two numbers" code={PYTHON_SNIPPETS.integer} language="python">
        <p>
          <code>random.randint(a, b)</code> includes both ends. <code>random.randrange(start, stop, step)</code> works like <code>range()</code>: the
          stop is excluded, and the step lets you pick, say, only even numbers.
        </p>
      </Section>

      <Section title="A random float" code={PYTHON_SNIPPETS.float} language="python">
        <p>
          <code>random.random()</code> gives a float in [0.0, 1.0). <code>random.uniform(a, b)</code> gives one between a and b; whether b itself can
          come up depends on floating-point rounding, so do not rely on either.
        </p>
      </Section>

      <Section title="Several numbers without repeats" code={PYTHON_SNIPPETS.unique} language="python">
        <p>
          <code>random.sample(population, k)</code> picks k different elements. A <code>range</code> works as the population without building a list,
          so sampling from a range of a billion numbers is instant. <code>random.shuffle</code> shuffles a list in place and returns <code>None</code>
          .
        </p>
      </Section>

      <Section title="Seeded random numbers" code={PYTHON_SNIPPETS.seeded} language="python">
        <p>
          <code>random.seed(x)</code> resets the module&apos;s shared generator, so the same seed replays the same numbers. In a library or a test,
          prefer your own <code>random.Random(seed)</code>: other code that calls <code>random</code> cannot then shift your sequence. Python promises
          the same <code>random()</code> sequence for a seed across versions; the algorithms behind <code>randint</code> and friends have changed
          before (in 3.2), so keep expected values next to a pinned Python version.
        </p>
        <p>
          For arrays of numbers, NumPy&apos;s <code>numpy.random.default_rng(seed)</code> is the current API and is much faster than a loop.
        </p>
      </Section>

      <Section title="Cryptographically secure random numbers" code={PYTHON_SNIPPETS.secure} language="python">
        <p>
          <code>secrets.randbelow(n)</code> returns a number in [0, n) with no bias; add the minimum for another range. <code>token_hex</code> and{' '}
          <code>token_urlsafe</code> take a number of bytes, not characters. <code>secrets.SystemRandom</code> offers the whole <code>random</code>{' '}
          API on top of the operating system&apos;s generator; its <code>seed()</code> does nothing.
        </p>
      </Section>

      <Section title="Pitfalls">
        <p>
          <strong>Off by one with indexes.</strong> <code>randint</code> includes its upper bound, so <code>randint(0, len(items))</code> sometimes
          returns an index past the end. Use <code>randrange(len(items))</code> or <code>random.choice</code>:
        </p>
        <CodeBlock code={PYTHON_SNIPPETS.offByOne} label="Picking a random element" language="python" />
        <p>
          <strong>Modulo bias.</strong> Reducing random bits with <code>%</code> favours small results whenever the range does not divide the number
          of possible values. With one byte and a range of 100, results 0 to 55 have three byte values each and 56 to 99 only two;{' '}
          <code>secrets.randbelow</code> avoids this.
        </p>
        <CodeBlock code={PYTHON_SNIPPETS.moduloPitfall} label="Modulo bias with a byte" language="python" />
        <p>
          <strong>random for secrets.</strong> The Mersenne Twister&apos;s whole state can be rebuilt from 624 consecutive 32-bit outputs, after which
          every later number is known. Tokens and passwords belong to <code>secrets</code>.
        </p>
      </Section>
    </RandomHowto>
  );
}
