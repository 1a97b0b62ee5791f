import { exposeHandler } from '@/lib/worker-expose';
import { xmlToJson, type XmlToJsonOptions } from './xml-json.core';

exposeHandler(({ input, options }: { input: string; options: XmlToJsonOptions }) => xmlToJson(input, options));
