import { exposeHandler } from '@/lib/worker-expose';
import { convertInput, type ConvertOptions } from './image.run';

exposeHandler(({ input, options }: { input: string; options: ConvertOptions }) => convertInput(input, options));
