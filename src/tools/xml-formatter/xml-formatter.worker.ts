import { exposeHandler } from '@/lib/worker-expose';
import { runXml, type XmlFormatterOptions } from './xml-formatter.options';

exposeHandler(({ input, options }: { input: string; options: XmlFormatterOptions }) => runXml(input, options));
