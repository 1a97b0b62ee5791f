import { exposeHandler } from '@/lib/worker-expose';
import { runCssUnits, type CssUnitsOptions } from './css-units.core';

exposeHandler(({ input, options }: { input: string; options: CssUnitsOptions }) => runCssUnits(input, options));
