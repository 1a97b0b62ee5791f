import { exposeHandler } from '@/lib/worker-expose';
import { tomlToJson } from './toml.core';

exposeHandler(({ input, options }: { input: string; options: { indent: number } }) => tomlToJson(input, { indent: options.indent }));
