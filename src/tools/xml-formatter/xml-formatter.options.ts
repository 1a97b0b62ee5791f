import type { Result } from '@/lib/result';
import { formatXml, minifyXml } from './xml-formatter.core';

/** The page's options as they live in the share link. */
export type XmlFormatterOptions = { mode: string; indent: string };

/** Pretty-prints or minifies, as the options say (shared by the page and its worker). */
export const runXml = (input: string, o: XmlFormatterOptions): Result<string> =>
  o.mode === 'minify' ? minifyXml(input) : formatXml(input, { indent: o.indent === 'tab' ? '\t' : o.indent === '4' ? 4 : 2 });
