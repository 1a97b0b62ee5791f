import type { AnyOperation } from '../operation';

/** Generators: operations whose input is `none`. */
export const generateOps: AnyOperation[] = [];
