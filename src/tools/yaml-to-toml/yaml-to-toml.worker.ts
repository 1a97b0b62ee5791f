import { exposeHandler } from '@/lib/worker-expose';
import { yamlToToml } from './yaml-to-toml.core';

exposeHandler(({ input }: { input: string }) => yamlToToml(input));
