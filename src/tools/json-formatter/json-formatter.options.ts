import type { FormatJsonOptions } from './json-formatter.core';

/** The page's options as they live in the share link (plain strings and booleans). */
export type JsonFormatterOptions = { indent: string; sortKeys: boolean; tolerant: boolean };

export const toCoreOptions = (o: JsonFormatterOptions): FormatJsonOptions => ({
  indent: o.indent === 'tab' ? '\t' : o.indent === '4' ? 4 : 2,
  sortKeys: o.sortKeys,
  tolerant: o.tolerant,
});
