/**
 * A bigger C stack for jq-wasm's jq.wasm, made by rewriting a few constants of the binary (no rebuild of jq).
 *
 * Emscripten lays jq's linear memory out as static data, then the C stack (which grows down from its top), then
 * the heap, which sbrk starts at the stack's top. jq-wasm 3.0.0-jq-1.8.2 has a 1 MiB stack, and jq's printer
 * (jv_dump_term, which `.` output and `tojson` use) takes 1,632 bytes of it for each level of nesting: printing a
 * value nested about 640 levels deep ran past the stack's bottom into jq's static data. Nothing traps there, so jq
 * went on with corrupted memory and failed later ("memory access out of bounds", or an abort). Native jq has an
 * 8 MB stack and handles the 10,000 levels its parser and printer allow; here that takes 16 MiB (measured: 15.6 MiB
 * to print 10,000 levels, 11.9 MiB to sort two such values).
 *
 * The rewrite moves the stack's top, and with it the heap's start, up by the bytes added:
 * - the initial value of `__stack_pointer` (the module's only global);
 * - sbrk's start, a word of the data section holding the same address (`__heap_base`);
 * - the main thread's record of its stack (top and size), which the start-up code stores;
 * - the initial memory, by as many pages, so the heap starts with the room it had (the maximum stays 256 MiB).
 * Each is found by its value and checked to be the only one, so a jq.wasm laid out differently (another jq-wasm
 * release) is refused with the reason rather than patched wrongly.
 */

import { concatBytes } from '@/lib/hex';

/** One section of a WebAssembly binary: its id and where its content starts and ends. */
interface Section {
  id: number;
  /** Offset of the section's id byte. */
  at: number;
  start: number;
  end: number;
}

class Reader {
  constructor(
    readonly bytes: Uint8Array,
    public pos = 0,
  ) {}
  byte(): number {
    if (this.pos >= this.bytes.length) throw new LayoutError('the binary ends early');
    return this.bytes[this.pos++];
  }
  /** An unsigned LEB128 number. */
  u32(): number {
    return this.leb(false);
  }
  /** A signed LEB128 number (i32.const's immediate). */
  s32(): number {
    return this.leb(true);
  }
  private leb(signed: boolean): number {
    let result = 0;
    let scale = 1;
    for (;;) {
      const b = this.byte();
      result += (b & 0x7f) * scale;
      scale *= 128;
      if (!(b & 0x80)) return signed && b & 0x40 ? result - scale : result;
    }
  }
}

/** jq.wasm is not laid out as the rewrite expects. */
export class LayoutError extends Error {
  constructor(message: string) {
    super(`jq.wasm: ${message}`);
    this.name = 'LayoutError';
  }
}

const I32_CONST = 0x41;
const END = 0x0b;
/** `i32.store` with alignment 4 and offset 0. */
const I32_STORE = [0x36, 0x02, 0x00];

/** `value` as a LEB128 number of exactly `width` bytes (padded), where the value it replaces was: the sizes around stay put. */
function lebOfWidth(value: number, width: number): number[] {
  const out: number[] = [];
  let v = value;
  for (let i = 0; i < width; i++) {
    out.push((v & 0x7f) | (i < width - 1 ? 0x80 : 0));
    v = Math.floor(v / 128);
  }
  // Also signed-safe: the last byte's sign bit clear.
  if (v !== 0 || out[width - 1] & 0x40) throw new LayoutError(`${value} does not fit the ${width} bytes of the value it replaces`);
  return out;
}

function leb(value: number): number[] {
  const out: number[] = [];
  let v = value;
  do {
    const b = v % 128;
    v = Math.floor(v / 128);
    out.push(v ? b | 0x80 : b);
  } while (v);
  return out;
}

function sections(wasm: Uint8Array): Section[] {
  const magic = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
  if (wasm.length < 8 || magic.some((b, i) => wasm[i] !== b)) throw new LayoutError('not a WebAssembly binary');
  const r = new Reader(wasm, 8);
  const out: Section[] = [];
  while (r.pos < wasm.length) {
    const at = r.pos;
    const id = r.byte();
    const size = r.u32();
    out.push({ id, at, start: r.pos, end: r.pos + size });
    r.pos += size;
  }
  return out;
}

function only(all: Section[], id: number, name: string): Section {
  const found = all.filter((s) => s.id === id);
  if (found.length !== 1) throw new LayoutError(`expected one ${name} section, found ${found.length}`);
  return found[0];
}

/** Where each `i32.const value` of the code section is: the offset and width of its immediate. */
function constsOf(wasm: Uint8Array, code: Section, value: number): { at: number; width: number }[] {
  const found: { at: number; width: number }[] = [];
  const r = new Reader(wasm);
  const low = value & 0x7f;
  for (let i = code.start; i < code.end - 1; i++) {
    // The immediate's first byte holds the value's low 7 bits: most places are passed over on that.
    if (wasm[i] !== I32_CONST || (wasm[i + 1] & 0x7f) !== low) continue;
    r.pos = i + 1;
    if (r.s32() === value) found.push({ at: i + 1, width: r.pos - i - 1 });
  }
  return found;
}

/** `i32.const address; i32.const value; i32.store` starting at `at`, or null. */
function storeAt(wasm: Uint8Array, at: number): { address: number; value: number; valueAt: number; width: number } | null {
  if (at < 0) return null;
  const r = new Reader(wasm, at);
  if (r.byte() !== I32_CONST) return null;
  const address = r.s32();
  if (r.byte() !== I32_CONST) return null;
  const valueAt = r.pos;
  const value = r.s32();
  const width = r.pos - valueAt;
  return I32_STORE.every((b) => r.byte() === b) ? { address, value, valueAt, width } : null;
}

export interface StackLayout {
  /** The stack's top (its start, as it grows down) and the heap's start. */
  top: number;
  /** The stack's size in bytes. */
  size: number;
  /** Initial and maximum memory, in 64 KiB pages. */
  initialPages: number;
  maximumPages: number;
}

/**
 * jq.wasm with a C stack of `stackBytes` (a multiple of 64 KiB, larger than it has), and the layout before and after.
 * Throws a LayoutError when the binary is not laid out as described above.
 */
export function growJqStack(wasm: Uint8Array, stackBytes: number): { wasm: Uint8Array<ArrayBuffer>; before: StackLayout; after: StackLayout } {
  const all = sections(wasm);
  const out = wasm.slice();

  // The stack pointer: the first global, a mutable i32 set by a constant.
  const globals = new Reader(wasm, only(all, 6, 'global').start);
  if (globals.u32() < 1 || globals.byte() !== 0x7f || globals.byte() !== 1 || globals.byte() !== I32_CONST)
    throw new LayoutError('the first global is not a mutable i32 set by a constant (the stack pointer)');
  const topAt = globals.pos;
  const top = globals.s32();
  const topWidth = globals.pos - topAt;
  if (globals.byte() !== END) throw new LayoutError("the stack pointer's initial value is not a lone constant");

  // The main thread's stack record: its top stored by the start-up code, the one use of that address in the code, and
  // its size stored next to it (the word after).
  const code = only(all, 10, 'code');
  const uses = constsOf(wasm, code, top);
  if (uses.length !== 1) throw new LayoutError(`the stack's top ${top} is used ${uses.length} times in the code, not once`);
  const topStore = storeAt(wasm, findStoreStart(wasm, uses[0].at, code));
  if (!topStore) throw new LayoutError("the stack's top is not stored by the start-up code");
  let sizeStore = null;
  for (let i = topStore.valueAt; i < Math.min(code.end, topStore.valueAt + 64) && !sizeStore; i++) {
    const s = storeAt(wasm, i);
    if (s && s.address === topStore.address + 4) sizeStore = s;
  }
  if (!sizeStore) throw new LayoutError("the stack's size is not stored next to its top");
  const size = sizeStore.value;
  if (size <= 0 || size > top || size % 16 !== 0) throw new LayoutError(`the stack's size ${size} does not fit below its top ${top}`);
  if (stackBytes <= size || stackBytes % 65536 !== 0)
    throw new LayoutError(`the new stack size ${stackBytes} must be a multiple of 64 KiB larger than the ${size} bytes it has`);
  const added = stackBytes - size;
  const newTop = top + added;

  // Memory: one, defined here, with a maximum.
  const mem = new Reader(wasm, only(all, 5, 'memory').start);
  if (mem.u32() !== 1) throw new LayoutError('expected one memory');
  const limits = mem.byte();
  if (limits !== 1) throw new LayoutError('the memory has no maximum, or is shared or 64-bit');
  const initialAt = mem.pos;
  const initialPages = mem.u32();
  const initialWidth = mem.pos - initialAt;
  const maximumPages = mem.u32();
  const newInitial = initialPages + added / 65536;
  if (newInitial > maximumPages) throw new LayoutError(`${newInitial} initial pages exceed the maximum of ${maximumPages}`);
  if (top > initialPages * 65536) throw new LayoutError("the stack's top is beyond the initial memory");

  out.set(lebOfWidth(newTop, topWidth), topAt);
  out.set(lebOfWidth(newTop, topStore.width), topStore.valueAt);
  out.set(lebOfWidth(stackBytes, sizeStore.width), sizeStore.valueAt);
  out.set(lebOfWidth(newInitial, initialWidth), initialAt);

  // sbrk's start: the one aligned word of the data equal to the stack's top. The binary leaves trailing zero bytes
  // out of a segment, so the word may run past its segment's end (into zeros); the segment is then lengthened.
  const data = only(all, 11, 'data');
  const r = new Reader(wasm, data.start);
  const count = r.u32();
  const segments: { headerAt: number; offset: number; lengthAt: number; bytesAt: number; length: number }[] = [];
  for (let i = 0; i < count; i++) {
    const headerAt = r.pos;
    if (r.u32() !== 0 || r.byte() !== I32_CONST) throw new LayoutError('a data segment is not an active one at a constant address');
    const offset = r.s32();
    if (r.byte() !== END) throw new LayoutError("a data segment's address is not a lone constant");
    const lengthAt = r.pos;
    const length = r.u32();
    segments.push({ headerAt, offset, lengthAt, bytesAt: r.pos, length });
    r.pos += length;
  }
  const heapWords: { segment: number; address: number }[] = [];
  segments.forEach((s, k) => {
    const next = segments[k + 1]?.offset ?? Infinity;
    for (let a = Math.ceil(s.offset / 4) * 4; a < s.offset + s.length; a += 4) {
      let v = 0;
      for (let b = 3; b >= 0; b--) {
        const rel = a + b - s.offset;
        // Past the segment's end: zero, unless the next segment starts there.
        if (rel >= s.length && a + b >= next) v = NaN;
        v = v * 256 + (rel < s.length ? wasm[s.bytesAt + rel] : 0);
      }
      if (v === top) heapWords.push({ segment: k, address: a });
    }
  });
  if (heapWords.length !== 1) throw new LayoutError(`${heapWords.length} words of the data hold the stack's top, not one (sbrk's start)`);
  const { segment: k, address } = heapWords[0];
  const s = segments[k];
  const newLength = Math.max(s.length, address + 4 - s.offset);
  const bytes = new Uint8Array(newLength);
  bytes.set(wasm.subarray(s.bytesAt, s.bytesAt + s.length));
  new DataView(bytes.buffer).setUint32(address - s.offset, newTop, true);
  const segment = concatBytes([out.subarray(s.headerAt, s.lengthAt), Uint8Array.from(leb(newLength)), bytes]);
  const body = concatBytes([out.subarray(data.start, s.headerAt), segment, out.subarray(s.bytesAt + s.length, data.end)]);
  const result = concatBytes([out.subarray(0, data.at), Uint8Array.from([11, ...leb(body.length)]), body, out.subarray(data.end)]);
  return {
    wasm: result,
    before: { top, size, initialPages, maximumPages },
    after: { top: newTop, size: stackBytes, initialPages: newInitial, maximumPages },
  };
}

/** The start of the `i32.const address; i32.const value; i32.store` whose value's immediate is at `valueAt`. */
function findStoreStart(wasm: Uint8Array, valueAt: number, code: Section): number {
  // The address's constant is 2 to 6 bytes before the value's `i32.const`.
  for (let back = 3; back <= 7; back++) {
    const at = valueAt - back;
    if (at < code.start) break;
    const s = storeAt(wasm, at);
    if (s && s.valueAt === valueAt) return at;
  }
  return -1;
}
