import { buildBoot, clipText, formatValue, PREFIX_LINES, userLocation } from '@/lib/js-sandbox.core';
import { canvasExamples, parseSize } from '@/tools/canvas-playground/canvas-playground.core';

describe('sandbox console formatting', () => {
  it('prints strings bare at the top level and quoted inside objects', () => {
    expect(formatValue('hi')).toBe('hi');
    expect(formatValue(['a', 1, null, undefined, true])).toBe("['a', 1, null, undefined, true]");
    expect(formatValue({ name: "O'Neil", 'two words': 2n })).toBe("{ name: 'O\\'Neil', 'two words': 2n }");
  });

  it('handles Maps, Sets, Dates, errors, functions, classes and typed arrays', () => {
    expect(formatValue(new Map([['a', 1]]))).toBe("Map(1) { 'a' => 1 }");
    expect(formatValue(new Set([1, 2]))).toBe('Set(2) { 1, 2 }');
    expect(formatValue(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
    expect(formatValue(new TypeError('bad'))).toBe('TypeError: bad');
    expect(formatValue(function named() {})).toBe('[Function named]');
    expect(formatValue(class Foo {})).toBe('[class Foo]');
    expect(formatValue(new Uint8Array([1, 2]))).toBe('Uint8Array(2) [1, 2]');
    expect(formatValue(-0)).toBe('-0');
  });

  it('marks circular references and limits depth', () => {
    const a: Record<string, unknown> = { x: 1 };
    a.self = a;
    expect(formatValue(a)).toBe('{ x: 1, self: [Circular] }');
    expect(formatValue({ a: { b: { c: { d: { e: 1 } } } } })).toBe('{ a: { b: { c: { d: [Object] } } } }');
  });

  it('breaks long objects over lines', () => {
    const out = formatValue({ alpha: 'a'.repeat(30), beta: 'b'.repeat(30), gamma: 3 });
    expect(out.split('\n')).toHaveLength(5);
    expect(out.split('\n')[1]).toBe(`  alpha: '${'a'.repeat(30)}',`);
  });

  it('cuts long arrays', () => {
    expect(formatValue(Array.from({ length: 105 }, (_, i) => i))).toMatch(/… 5 more\n]$/);
  });

  it('bounds what a huge value prints: long strings, much-shared structures, big collections', () => {
    const inner = 'z'.repeat(3_000_000);
    const quoted = formatValue({ s: inner });
    expect(quoted).toBe(`{\n  s: '${'z'.repeat(10_000)}'… (2,990,000 more characters)\n}`);
    // 100^4 leaves if walked in full: the walk stops at its budget.
    const shared = Array(100).fill(Array(100).fill(Array(100).fill(Array(100).fill(12345))));
    const out = formatValue(shared);
    // About the limit in leaf text (indentation comes on top); the runtime clips the line to the limit after.
    expect(out.length).toBeLessThan(50_000);
    expect(out).toContain('…');
    const map = new Map(Array.from({ length: 200_000 }, (_, i) => [i, i]));
    expect(formatValue(map)).toMatch(/^Map\(200000\) \{[\s\S]*… 199900 more\n}$/);
    expect(formatValue(new Float64Array(5_000_000)).length).toBeLessThan(1_000);
    expect(formatValue(new Error('e'.repeat(50_000))).length).toBeLessThanOrEqual(10_001);
    // A smaller limit (a console.table cell) cuts sooner.
    expect(formatValue(['a'.repeat(600)], false, 500)).toBe(`[\n  '${'a'.repeat(500)}'… (100 more characters)\n]`);
  });

  it('clips a line with the count of what it left out', () => {
    expect(clipText('abc', 3)).toBe('abc');
    expect(clipText('x'.repeat(12_345), 10)).toBe(`${'x'.repeat(10)}… (12,335 more characters)`);
  });

  it('runs as injected source (self-contained)', () => {
    // The frame receives the function as text; it must not depend on anything outside its body.
    const injected = new Function(`return (${formatValue.toString()})`)() as typeof formatValue;
    expect(injected({ a: [1, new Map([[1, 2]])] })).toBe('{ a: [1, Map(1) { 1 => 2 }] }');
    const loc = new Function(`return (${userLocation.toString()})`)() as typeof userLocation;
    expect(loc('at user-code.js:5:3', 1)).toEqual({ line: 4, column: 3 });
  });
});

describe('sandbox error lines', () => {
  it('maps the first user frame back to the line of the editor', () => {
    const stack = 'TypeError: x is undefined\n    at inner (user-code.js:4:10)\n    at user-code.js:9:1\n    at window.__user (about:srcdoc:3:1)';
    expect(userLocation(stack, PREFIX_LINES)).toEqual({ line: 3, column: 10 });
    expect(userLocation('Error\n    at about:srcdoc:1:1', 1)).toBeNull();
    expect(userLocation(undefined, 1)).toBeNull();
    // The wrapper line itself is not user code.
    expect(userLocation('at user-code.js:1:8', 1)).toBeNull();
  });
});

describe('sandbox document', () => {
  it('boots the frame with the runtime, and with a canvas only when asked', () => {
    const boot = buildBoot();
    expect(boot.type).toBe('boot');
    // The frame runs the script as the body of a function of the run's port.
    expect(() => new Function('port', boot.script)).not.toThrow();
    expect(boot.body).toBe('');
    expect(buildBoot({ width: 320, height: 240 }).body).toBe('<canvas id="canvas" width="320" height="240"></canvas>');
  });

  it('parses canvas sizes and every example is valid JavaScript', () => {
    expect(parseSize('640×480')).toEqual({ width: 640, height: 480 });
    expect(parseSize('bad')).toEqual({ width: 480, height: 320 });
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => unknown;
    for (const ex of canvasExamples) expect(() => new AsyncFunction('canvas', 'ctx', ex.code), ex.name).not.toThrow();
  });
});
