import type { AnyOperation } from '../operation';

/** Text tools: case conversion, ASCII art, trees, lengths. */
export const textOps: AnyOperation[] = [];
