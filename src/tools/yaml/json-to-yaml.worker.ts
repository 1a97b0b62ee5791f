import { exposeHandler } from '@/lib/worker-expose';
import { jsonToYaml } from './yaml.core';

exposeHandler(({ input, options }: { input: string; options: { indent: number } }) => jsonToYaml(input, { indent: options.indent }));
