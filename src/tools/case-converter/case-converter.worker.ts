import { exposeHandler } from '@/lib/worker-expose';
import { convertCase } from './case-converter.core';

exposeHandler(({ input, options }: { input: string; options: { case: string } }) => convertCase(input, options));
