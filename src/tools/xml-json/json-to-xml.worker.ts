import { exposeHandler } from '@/lib/worker-expose';
import { jsonToXml, type JsonToXmlOptions } from './xml-json.core';

exposeHandler(({ input, options }: { input: string; options: JsonToXmlOptions }) => jsonToXml(input, options));
