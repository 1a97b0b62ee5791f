import { minifyJson } from '@/lib/json';
import { exposeHandler } from '@/lib/worker-expose';

exposeHandler(({ input }: { input: string }) => minifyJson(input));
