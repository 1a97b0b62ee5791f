import { exposeHandler } from '@/lib/worker-expose';
import { yamlToJson } from './yaml.core';

exposeHandler(({ input, options }: { input: string; options: { indent: number } }) => yamlToJson(input, { indent: options.indent }));
