import { exposeHandler } from '@/lib/worker-expose';
import { diffJson } from './json-diff.core';

exposeHandler(({ left, right }: { left: string; right: string }) => diffJson(left, right));
