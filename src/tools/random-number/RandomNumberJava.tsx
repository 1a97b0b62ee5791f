'use client';

import { CodeBlock } from '@/components/kit/CodeBlock';
import { JAVA_SNIPPETS } from './random-number-snippets.core';
import { RandomHowto, Section } from './HowtoParts';

export default function RandomNumberJava() {
  return (
    <RandomHowto
      slug="random-number/java"
      intro={
        <p>
          Java offers a generator for each job: <code>ThreadLocalRandom</code> for fast numbers in ordinary and concurrent code,{' '}
          <code>java.util.Random</code> when you need a seed, and <code>SecureRandom</code> for tokens, keys and passwords. <code>Math.random()</code>{' '}
          still works for a quick double in [0, 1). Every example below is a complete program for Java 17 or later. The generator below runs in your
          browser with its secure generator.
        </p>
      }
    >
      <Section title="A random integer in a range" code={JAVA_SNIPPETS.integer} language="java">
        <p>
          <code>nextInt(origin, bound)</code> includes the origin and excludes the bound, so pass <code>max + 1</code> to include max. Since Java 17,{' '}
          <code>Random</code> and <code>SecureRandom</code> have the same two-argument method through the <code>RandomGenerator</code> interface;{' '}
          <code>nextInt(bound)</code> alone gives 0 to bound − 1.
        </p>
      </Section>

      <Section title="A random double in a range" code={JAVA_SNIPPETS.float} language="java">
        <p>
          <code>nextDouble(origin, bound)</code> gives a double in [origin, bound). Format it for display with <code>printf</code> or{' '}
          <code>String.format</code> rather than rounding the number you keep computing with.
        </p>
      </Section>

      <Section title="Several numbers without repeats" code={JAVA_SNIPPETS.unique} language="java">
        <p>
          <code>ints(origin, bound)</code> is an endless stream; <code>distinct().limit(n)</code> keeps the first n different values. That is quick
          when n is small next to the range, and never finishes when n is larger than the range. To take most or all of a range, put the numbers in a
          list and use <code>Collections.shuffle</code>.
        </p>
      </Section>

      <Section title="Seeded random numbers" code={JAVA_SNIPPETS.seeded} language="java">
        <p>
          <code>new Random(seed)</code> replays the same sequence. Its algorithm, a 48-bit linear congruential generator, is written into the class
          documentation, so the numbers are the same on every JVM and version: good for tests and simulations. The same property makes it predictable,
          so never use it for secrets. <code>ThreadLocalRandom</code> cannot be seeded.
        </p>
      </Section>

      <Section title="Cryptographically secure random numbers" code={JAVA_SNIPPETS.secure} language="java">
        <p>
          <code>SecureRandom</code> draws from the platform&apos;s secure source. Create one and reuse it: it is thread-safe, and seeding a new one
          for every number is slow. <code>SecureRandom.getInstanceStrong()</code> picks the strongest configured algorithm, which can block on some
          Linux setups while it gathers entropy; the default constructor is the usual choice.
        </p>
      </Section>

      <Section title="Pitfalls">
        <p>
          <strong>Math.abs on a random int.</strong> <code>Math.abs(random.nextInt()) % n</code> looks safe, but <code>Math.abs</code> of{' '}
          <code>Integer.MIN_VALUE</code> is still negative, and the remainder is biased anyway. <code>nextInt(bound)</code> is unbiased; where you
          must reduce a value yourself, <code>Math.floorMod</code> at least never goes negative:
        </p>
        <CodeBlock code={JAVA_SNIPPETS.absPitfall} label="Math.abs pitfall" language="java" />
        <p>
          <strong>Off by one.</strong> <code>(int) (Math.random() * max)</code> gives 0 to max − 1; the cast truncates, so max itself never appears.
          Multiply by the count of results, <code>max - min + 1</code>, and add min.
        </p>
        <p>
          <strong>Modulo bias.</strong> <code>nextInt() % 100</code> favours some results, because 2<sup>32</sup> is not a multiple of 100. The
          bounded <code>nextInt</code> methods reject the uneven top part for you.
        </p>
      </Section>
    </RandomHowto>
  );
}
