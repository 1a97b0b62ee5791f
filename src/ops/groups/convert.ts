import type { AnyOperation } from '../operation';

/** Converters between data formats. */
export const convertOps: AnyOperation[] = [];
