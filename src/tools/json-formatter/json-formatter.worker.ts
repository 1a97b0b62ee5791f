import { exposeHandler } from '@/lib/worker-expose';
import { formatJson } from './json-formatter.core';
import { toCoreOptions, type JsonFormatterOptions } from './json-formatter.options';

exposeHandler(({ input, options }: { input: string; options: JsonFormatterOptions }) => formatJson(input, toCoreOptions(options)));
