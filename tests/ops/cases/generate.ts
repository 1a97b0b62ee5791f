import type { OpCase } from './types';

export const cases: OpCase[] = [];
