import { exposeHandler } from '@/lib/worker-expose';
import { convertDocker, type Direction } from './docker-compose.core';

exposeHandler(({ input, options }: { input: string; options: { direction: string } }) => convertDocker(input, options.direction as Direction));
