import { exposeHandler } from '@/lib/worker-expose';
import { jsonToCsv, type JsonToCsvOptions } from './json-to-csv.core';

exposeHandler(({ input, options }: { input: string; options: JsonToCsvOptions }) => jsonToCsv(input, options));
