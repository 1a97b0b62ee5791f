import type { z } from 'zod';
import type { Result } from '@/lib/result';

/**
 * What an operation reads or writes. `text` is a string; `bytes` is a Uint8Array; `none` (input only)
 * is a generator that reads nothing.
 */
export type InputKind = 'text' | 'bytes' | 'none';
export type OutputKind = 'text' | 'bytes';

export type InputOf<K extends InputKind> = K extends 'text' ? string : K extends 'bytes' ? Uint8Array : null;
export type OutputOf<K extends OutputKind> = K extends 'text' ? string : Uint8Array;

/** Options of an operation: a zod object whose every field has a default and a description. */
export type OptionsSchema = z.ZodObject;

/**
 * One unit of a tool's work, the same on the page, in a worker, in a recipe, on the command line and
 * for an MCP client. It is pure: what it returns depends only on its input and options (generators
 * excepted, which draw random numbers), it touches no DOM, no storage and no network, and it never
 * throws on bad input: it returns `{ ok: false, error }` with the line and column when it knows them.
 *
 * `run` receives options already validated and filled with defaults by `runOperation`; call that
 * rather than `run` directly.
 */
export interface Operation<I extends InputKind = InputKind, O extends OutputKind = OutputKind, S extends OptionsSchema = OptionsSchema> {
  /** The tool's slug (`base64_decoder`), or slug/direction when a tool has several (`gzip/decompress`). */
  id: string;
  /** What a user picks from a list: "Base64 decode". */
  title: string;
  /** One sentence: what it does to its input. */
  description: string;
  input: I;
  output: O;
  options: S;
  /** The tool page this operation belongs to, when it is not the id itself (for "open in the tool"). */
  page?: string;
  run(input: InputOf<I>, options: z.output<S>, signal: AbortSignal): Promise<Result<OutputOf<O>>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list holds operations of every shape
export type AnyOperation = Operation<InputKind, OutputKind, any>;

/** Declares an operation with its types checked (the identity function). */
export function defineOperation<I extends InputKind, O extends OutputKind, S extends OptionsSchema>(op: Operation<I, O, S>): Operation<I, O, S> {
  return op;
}
