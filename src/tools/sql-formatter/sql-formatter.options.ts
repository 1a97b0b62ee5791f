import type { Result } from '@/lib/result';
import { formatSql, type FormatSqlOptions } from './sql-formatter.core';

/** The page's options as they live in the share link. */
export type SqlFormatterOptions = { dialect: string; keywordCase: string; indent: string };

/** Formats with the page's options (shared by the page and its worker); the core rejects unknown dialects. */
export const runSql = (input: string, o: SqlFormatterOptions): Result<string> =>
  formatSql(input, {
    dialect: o.dialect as FormatSqlOptions['dialect'],
    keywordCase: o.keywordCase === 'upper' || o.keywordCase === 'lower' ? o.keywordCase : 'preserve',
    indent: o.indent === 'tab' ? '\t' : o.indent === '4' ? 4 : 2,
  });
