import { exposeHandler } from '@/lib/worker-expose';
import { boxTable, type Align, type BoxStyle, type InputFormat } from './box-drawing.core';

// Large tables are drawn here so that pasting a big CSV never freezes the page (issue 13).
exposeHandler(
  ({
    input,
    options: o,
  }: {
    input: string;
    options: { style: string; format: string; header: boolean; rowLines: boolean; align: string; padding: number };
  }) => boxTable(input, { ...o, style: o.style as BoxStyle, format: o.format as InputFormat, align: o.align as Align }),
);
