import { exposeHandler } from '@/lib/worker-expose';
import { tomlToJson } from './toml.core';

exposeHandler(({ input, options }: { input: string; options: { indent: number; version?: string } }) =>
  tomlToJson(input, { indent: options.indent, toml11: options.version === '1.1' }),
);
