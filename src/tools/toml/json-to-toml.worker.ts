import { exposeHandler } from '@/lib/worker-expose';
import { jsonToToml } from './toml.core';

exposeHandler(({ input }: { input: string }) => jsonToToml(input));
