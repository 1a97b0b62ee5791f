import { exposeHandler } from '@/lib/worker-expose';
import { faviconInput, type FaviconOptions } from './image.run';

exposeHandler(({ input, options }: { input: string; options: FaviconOptions }) => faviconInput(input, options));
