import { ok } from '@/lib/result';
import { exposeHandler } from '@/lib/worker-expose';
import { measureString } from './string-length.core';

exposeHandler(({ input }: { input: string }) => ok(measureString(input)));
