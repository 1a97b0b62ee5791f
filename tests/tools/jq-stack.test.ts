import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { growJqStack, LayoutError } from '@/tools/jq-playground/jq-stack';

const MiB = 2 ** 20;
const jqWasm = () => new Uint8Array(readFileSync(createRequire(import.meta.url).resolve('jq-wasm/jq.wasm')));

describe('growJqStack (the C stack of jq-wasm’s jq.wasm)', () => {
  it('gives the installed jq.wasm a 24 MiB stack, the heap starting above it with the room it had', () => {
    const { wasm, before, after } = growJqStack(jqWasm(), 24 * MiB);
    expect(WebAssembly.validate(wasm)).toBe(true);
    // jq-wasm 3.0.0-jq-1.8.2 was built with a 1 MiB stack (Emscripten's STACK_SIZE), in 16 MiB of initial memory.
    expect(before.size).toBe(1 * MiB);
    expect(before.initialPages * 65536).toBe(16 * MiB);
    expect(after.size).toBe(24 * MiB);
    expect(after.top - before.top).toBe(23 * MiB);
    expect((after.initialPages - before.initialPages) * 65536).toBe(23 * MiB);
    expect(after.maximumPages).toBe(before.maximumPages);
    // Growing again from the result moves everything once more: the rewrite found the same places in it.
    const again = growJqStack(wasm, 32 * MiB);
    expect(again.before).toEqual(after);
    expect(again.after.top - after.top).toBe(8 * MiB);
  });

  it('refuses a binary it does not know, saying why', () => {
    expect(() => growJqStack(new Uint8Array([1, 2, 3]), 24 * MiB)).toThrow(new LayoutError('not a WebAssembly binary'));
    expect(() => growJqStack(jqWasm(), 1 * MiB)).toThrow(LayoutError);
    expect(() => growJqStack(jqWasm(), 24 * MiB + 16)).toThrow(/multiple of 64 KiB/);
    // A binary whose heap does not start where its stack ends is not patched: sbrk's start (the last of the data,
    // its top byte left out as zero) changed.
    const wasm = jqWasm();
    const { before } = growJqStack(wasm, 24 * MiB);
    const le = [0, 8, 16, 24].map((s) => (before.top >> s) & 0xff);
    const tampered = wasm.slice();
    let changed = 0;
    for (let i = tampered.length - 3; i > 0 && !changed; i--)
      if (le.slice(0, 3).every((b, k) => tampered[i + k] === b)) {
        tampered[i] ^= 0x10;
        changed++;
      }
    expect(changed).toBe(1);
    expect(() => growJqStack(tampered, 24 * MiB)).toThrow(/0 words of the data hold the stack's top/);
  });
});
