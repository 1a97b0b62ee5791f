/**
 * The code shown on the random-number how-to pages. Each snippet is a complete program; the unit tests
 * run every one of them (node, python3, javac + java) and check what it prints.
 */

export const JS_SNIPPETS = {
  integer: `function randomInt(min, max) {
  // Both ends included: there are max - min + 1 possible results.
  return Math.floor(Math.random() * (max - min + 1)) + min;
}

console.log(randomInt(1, 6)); // a die roll: 1, 2, 3, 4, 5 or 6`,

  float: `function randomFloat(min, max) {
  // min included, max excluded, like Math.random() itself.
  return Math.random() * (max - min) + min;
}

console.log(randomFloat(1.5, 2.5).toFixed(3));`,

  seeded: `// mulberry32: a tiny 32-bit generator. Same seed, same sequence. Not for secrets.
function mulberry32(seed) {
  return function () {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(42);
const roll = () => Math.floor(random() * 6) + 1;
console.log(roll(), roll(), roll()); // the same three rolls on every run`,

  secure: `// Works in browsers and in Node.js 19+ (globalThis.crypto).
function secureRandomInt(min, max) {
  const range = max - min + 1;
  // Reject the top few values so every result is equally likely (no modulo bias).
  const limit = Math.floor(2 ** 32 / range) * range;
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while (word[0] >= limit);
  return min + (word[0] % range);
}

console.log(secureRandomInt(1, 6));
console.log(crypto.randomUUID()); // a random version 4 UUID`,

  node: `import { randomInt, randomBytes } from 'node:crypto';

console.log(randomInt(1, 7)); // 1 to 6: the upper bound is excluded
console.log(randomBytes(16).toString('hex')); // 32 hex characters`,

  unique: `function uniqueRandomInts(min, max, count) {
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  // Fisher–Yates: shuffle the first count places, each from the places not used yet.
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(Math.random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

console.log(uniqueRandomInts(1, 49, 6)); // six different lottery numbers`,

  roundPitfall: `// Math.round gives the two ends half the chance of the middle values.
const counts = [0, 0, 0];
for (let i = 0; i < 300000; i++) counts[Math.round(Math.random() * 2)]++;
console.log(counts); // about [ 75000, 150000, 75000 ]`,

  moduloPitfall: `// A byte % 100: each byte value 0..255 once, as a perfect random byte would give them.
const counts = new Array(100).fill(0);
for (let byte = 0; byte < 256; byte++) counts[byte % 100]++;
console.log(counts[0], counts[99]); // 3 2: results 0..55 are 50% more likely than 56..99`,
} as const;

export const PYTHON_SNIPPETS = {
  integer: `import random

print(random.randint(1, 6))        # 1 to 6, both ends included
print(random.randrange(0, 10, 2))  # 0, 2, 4, 6 or 8: the stop is excluded`,

  float: `import random

print(random.random())                   # 0.0 <= x < 1.0
print(round(random.uniform(1.5, 2.5), 3))`,

  seeded: `import random

random.seed(42)
first = [random.randint(1, 6) for _ in range(5)]
random.seed(42)
again = [random.randint(1, 6) for _ in range(5)]
print(first == again, first)  # True, and the same list on every run

rng = random.Random(7)  # a separate generator with its own state
print(rng.random())`,

  secure: `import secrets

print(secrets.randbelow(6) + 1)                  # 1 to 6
print(secrets.choice(["red", "green", "blue"]))
print(secrets.token_hex(16))                     # 32 hex characters
print(secrets.token_urlsafe(16))                 # for links and reset codes

system = secrets.SystemRandom()  # the random API on top of the OS generator
print(system.randint(1, 6), system.uniform(0, 1))`,

  unique: `import random

print(random.sample(range(1, 50), 6))  # six different numbers from 1 to 49

cards = list(range(1, 11))
random.shuffle(cards)  # shuffles the list in place
print(cards)`,

  offByOne: `import random

items = ["a", "b", "c"]
# random.randint(0, len(items)) can return 3 and raise IndexError.
print(items[random.randrange(len(items))])  # 0, 1 or 2
print(random.choice(items))                 # simpler still`,

  moduloPitfall: `# A byte % 100: each byte value 0..255 once, as a perfect random byte would give them.
counts = [0] * 100
for byte in range(256):
    counts[byte % 100] += 1
print(counts[0], counts[99])  # 3 2: results 0..55 are 50% more likely than 56..99`,
} as const;

export const JAVA_SNIPPETS = {
  integer: `import java.util.concurrent.ThreadLocalRandom;

public class Dice {
    public static void main(String[] args) {
        int min = 1, max = 6;
        // The upper bound is exclusive, hence max + 1.
        int roll = ThreadLocalRandom.current().nextInt(min, max + 1);
        System.out.println(roll);
    }
}`,

  float: `import java.util.concurrent.ThreadLocalRandom;

public class RandomDouble {
    public static void main(String[] args) {
        double x = ThreadLocalRandom.current().nextDouble(1.5, 2.5); // 1.5 <= x < 2.5
        System.out.printf("%.3f%n", x);
    }
}`,

  seeded: `import java.util.Random;

public class Seeded {
    public static void main(String[] args) {
        // Random's algorithm is fixed by its documentation: the same seed gives
        // the same numbers on every JVM, every run.
        Random random = new Random(42);
        for (int i = 0; i < 3; i++) {
            System.out.println(random.nextInt(100));
        }
    }
}`,

  secure: `import java.security.SecureRandom;
import java.util.HexFormat;

public class Secure {
    public static void main(String[] args) {
        SecureRandom random = new SecureRandom();
        int pin = random.nextInt(1_000_000);          // 0 to 999999
        System.out.printf("%06d%n", pin);

        byte[] key = new byte[16];
        random.nextBytes(key);
        System.out.println(HexFormat.of().formatHex(key)); // Java 17+
    }
}`,

  unique: `import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Collectors;

public class Lottery {
    public static void main(String[] args) {
        var numbers = ThreadLocalRandom.current()
                .ints(1, 50)   // an endless stream of 1..49
                .distinct()    // drop repeats
                .limit(6)
                .boxed()
                .collect(Collectors.toList());
        System.out.println(numbers);
    }
}`,

  absPitfall: `public class AbsPitfall {
    public static void main(String[] args) {
        // new Random().nextInt() returns Integer.MIN_VALUE once in 2^32 calls...
        System.out.println(Math.abs(Integer.MIN_VALUE));        // -2147483648: still negative
        System.out.println(Math.floorMod(Integer.MIN_VALUE, 6)); // 4: never negative for a positive divisor
    }
}`,
} as const;
