import { z } from 'zod';
import { defineOperation, type AnyOperation } from '../operation';

const cssUnit = () => z.enum(['px', 'rem', 'em', 'pt', 'pc', 'in', 'cm', 'mm', 'vw', 'vh', '%']);

/** Unit converters (issue 31). Each `run` imports its tool's core when first used. */
export const unitsOps: AnyOperation[] = [
  defineOperation({
    id: 'units/data-size',
    title: 'Data size convert',
    description:
      'Converts sizes with their units (1.5 GiB, 300MB, 8 Mbit), one a line, to bytes, SI and IEC units and bits, exactly, with the transfer time at a rate.',
    input: 'text',
    output: 'text',
    options: z.object({
      rate: z.string().default('100 Mbit/s').describe('Transfer rate for the transfer time, such as 100 Mbit/s or 20 MB/s (empty: no time)'),
    }),
    run: async (text, o) => (await import('@/tools/data-size/data-size.core')).runDataSize(text, o),
  }),
  defineOperation({
    id: 'units/css',
    title: 'CSS units convert',
    description:
      'Converts CSS lengths, one a line, to px, rem, em, pt, pc, in, cm, mm, vw, vh and %; or converts the px values of a stylesheet to rem (or another unit).',
    input: 'text',
    output: 'text',
    options: z.object({
      base: z.number().positive().default(16).describe('Base font size in px (1rem, 1em, 100%)'),
      viewportWidth: z.number().positive().default(1440).describe('Viewport width in px (100vw)'),
      viewportHeight: z.number().positive().default(900).describe('Viewport height in px (100vh)'),
      from: cssUnit().default('px').describe('In a stylesheet: the unit converted'),
      to: cssUnit().default('rem').describe('In a stylesheet: the unit it becomes'),
      precision: z.number().int().min(0).max(20).default(5).describe('Decimal places kept'),
    }),
    run: async (text, o) => (await import('@/tools/css-units/css-units.core')).runCssUnits(text, o),
  }),
];
