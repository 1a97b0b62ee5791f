'use client';

import { CodeBlock } from '@/components/kit/CodeBlock';
import { JS_SNIPPETS } from './random-number-snippets.core';
import { RandomHowto, Section } from './HowtoParts';

export default function RandomNumberJavascript() {
  return (
    <RandomHowto
      slug="random-number/javascript"
      intro={
        <p>
          <code>Math.random()</code> returns a float from 0 (included) up to 1 (excluded). Whole numbers in a range, decimals in a range and shuffles
          are all arithmetic on that one value. It is fine for games, sampling and tests; for passwords, tokens and anything someone might try to
          predict, use the Web Crypto API described further down. The generator below uses the secure one.
        </p>
      }
    >
      <Section title="A random integer between min and max" code={JS_SNIPPETS.integer} language="javascript">
        <p>
          Multiply by the number of possible results, <code>max - min + 1</code>, round down with <code>Math.floor</code> and add <code>min</code>.
          Every value from min to max, both included, is equally likely. Pass whole numbers: with <code>min = 1.5</code> the results are not whole.
        </p>
      </Section>

      <Section title="A random decimal in a range" code={JS_SNIPPETS.float} language="javascript">
        <p>
          Scale by <code>max - min</code> and shift by <code>min</code> to get a float in [min, max). Round only when you display it, with{' '}
          <code>toFixed</code>; rounding the value you compute with changes the odds at the ends (see the pitfalls).
        </p>
      </Section>

      <Section title="Several numbers without repeats" code={JS_SNIPPETS.unique} language="javascript">
        <p>
          Drawing again until a number is new works, but slows down as the unused values run out. A Fisher–Yates shuffle of the candidates is exact
          and finishes in one pass, and it only needs to shuffle as many places as you take. For a huge range with few picks, a <code>Set</code> of
          drawn values and a retry on a repeat is the cheaper choice.
        </p>
      </Section>

      <Section title="Seeded random numbers" code={JS_SNIPPETS.seeded} language="javascript">
        <p>
          <code>Math.random</code> cannot be seeded. Each engine seeds it on its own (V8, in Chrome and Node.js, uses xorshift128+) and gives you no
          way to set or read its state. When you need the same sequence again, for a test, a replay or a generated level, bring a small generator of
          your own. mulberry32 keeps 32 bits of state: fast and evenly spread, fine for games and tests, useless for secrets since there are only 2
          <sup>32</sup> seeds to try.
        </p>
      </Section>

      <Section
        title="Cryptographically secure random numbers"
        code={JS_SNIPPETS.secure}
        language="javascript"
        label="Secure random numbers in the browser"
      >
        <p>
          <code>crypto.getRandomValues</code> fills a typed array from the operating system&apos;s secure generator. Browsers have it, and so do
          Node.js 19 and later, Deno and Bun as <code>globalThis.crypto</code>. To turn 32-bit words into a range without favouring some results,
          discard the few words at the top that do not make up a whole block of <code>range</code> values and draw again; this rejection happens
          rarely, and the loop almost always ends on the first try.
        </p>
      </Section>
      <CodeBlock code={JS_SNIPPETS.node} label="Secure random numbers in Node.js" language="javascript" />
      <p>
        In Node.js, <code>crypto.randomInt(min, max)</code> does the rejection for you; mind that its <code>max</code> is excluded.{' '}
        <code>crypto.randomUUID()</code> gives a random version 4 UUID in both environments.
      </p>

      <Section title="Pitfalls that skew the results">
        <p>
          <strong>Off by one.</strong> <code>Math.floor(Math.random() * max)</code> gives 0 to max − 1 and never max. Count the possible results (max
          − min + 1) and multiply by that.
        </p>
        <p>
          <strong>Rounding with Math.round.</strong> <code>Math.round(Math.random() * (max - min)) + min</code> reaches both ends, but only half an
          interval rounds to each end, so they come up half as often as the values in between:
        </p>
        <CodeBlock code={JS_SNIPPETS.roundPitfall} label="Math.round skews the ends" language="javascript" />
        <p>
          <strong>Modulo bias.</strong> Taking a random byte or word modulo the range favours the small results whenever the range does not divide the
          number of possible words. With a byte and a range of 100, results 0 to 55 have three byte values each and 56 to 99 only two:
        </p>
        <CodeBlock code={JS_SNIPPETS.moduloPitfall} label="Modulo bias with a byte" language="javascript" />
        <p>
          <strong>Math.random for secrets.</strong> Its output can be predicted from a handful of earlier values. Session ids, reset codes and keys
          need <code>crypto.getRandomValues</code> or <code>crypto.randomUUID</code>.
        </p>
      </Section>
    </RandomHowto>
  );
}
