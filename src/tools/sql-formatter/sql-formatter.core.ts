import { format } from 'sql-formatter';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

/** The dialects offered, in menu order, with the name a user recognises. */
export const SQL_DIALECTS = [
  { id: 'sql', label: 'Standard SQL' },
  { id: 'mysql', label: 'MySQL' },
  { id: 'postgresql', label: 'PostgreSQL' },
  { id: 'sqlite', label: 'SQLite' },
  { id: 'tsql', label: 'SQL Server (T-SQL)' },
  { id: 'bigquery', label: 'BigQuery' },
  { id: 'snowflake', label: 'Snowflake' },
  { id: 'mariadb', label: 'MariaDB' },
  { id: 'plsql', label: 'Oracle PL/SQL' },
  { id: 'redshift', label: 'Amazon Redshift' },
  { id: 'spark', label: 'Spark SQL' },
  { id: 'trino', label: 'Trino / Presto' },
  { id: 'db2', label: 'IBM Db2' },
] as const;

export type SqlFormatterDialect = (typeof SQL_DIALECTS)[number]['id'];

export interface FormatSqlOptions {
  dialect: SqlFormatterDialect;
  keywordCase: 'preserve' | 'upper' | 'lower';
  indent: 2 | 4 | '\t';
}

/** True when `value` is one of the offered dialect ids (e.g. from a URL or saved settings). */
export function isSqlDialect(value: unknown): value is SqlFormatterDialect {
  return SQL_DIALECTS.some((d) => d.id === value);
}

/**
 * sql-formatter reports "Parse error: Unexpected "x" at line 2 column 11." or
 * "Parse error at token: ) at line 1 column 5\n<grammar dump>": keep the first, readable part.
 */
function fromFormatterError(error: unknown, dialect: SqlFormatterDialect): Result<never> {
  if (error instanceof RangeError) return fail('The query is nested too deeply to format');
  const raw = error instanceof Error ? error.message : String(error);
  const position = /at line (\d+) column (\d+)/.exec(raw);
  const where = position ? { line: Number(position[1]), column: Number(position[2]) } : undefined;
  const first = raw.split('\n')[0];
  let message: string;
  const atToken = /^Parse error at token: (.*?) at line \d+ column \d+/.exec(first);
  if (atToken) {
    message = atToken[1] === '«EOF»' ? 'The query ends unexpectedly' : `Unexpected "${atToken[1]}"`;
  } else {
    message = first
      .replace(/^Parse error:\s*/, '')
      .replace(/\s*at line \d+ column \d+\.?$/, '')
      .replace(/\.$/, '');
  }
  if (dialect === 'sql' && /default "sql" dialect/.test(raw)) message += '. Standard SQL may not know this syntax: try the dialect of your database';
  else if (!/^unexpected|ends unexpectedly/i.test(message)) message = `Could not format the query: ${message}`;
  return fail(message, where);
}

/** sql-formatter's parser slows down steeply with nesting (depth 200 with an error: ~3 s; 500: ~23 s). */
export const MAX_SQL_NESTING = 100;

/** Offset of the first `(` nested deeper than the limit, outside strings and comments, or -1. */
function tooDeepAt(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') {
      const close = text.indexOf(c, i + 1);
      if (close < 0) break;
      i = close;
    } else if (c === '-' && text[i + 1] === '-') {
      const eol = text.indexOf('\n', i);
      if (eol < 0) break;
      i = eol;
    } else if (c === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      if (close < 0) break;
      i = close + 1;
    } else if (c === '(') {
      if (++depth > MAX_SQL_NESTING) return i;
    } else if (c === ')') depth = Math.max(0, depth - 1);
  }
  return -1;
}

/** Formats SQL in the chosen dialect; syntax errors come back with line and column; never throws. */
export function formatSql(text: string, opts: FormatSqlOptions): Result<string> {
  if (text.trim() === '') return fail('The input is empty');
  if (!isSqlDialect(opts.dialect)) return fail(`Unknown SQL dialect "${String(opts.dialect)}"`);
  const deep = tooDeepAt(text);
  if (deep >= 0) return fail(`The query nests parentheses more than ${MAX_SQL_NESTING} levels deep, too deep to format`, lineColumnAt(text, deep));
  try {
    return ok(
      format(text, {
        language: opts.dialect,
        keywordCase: opts.keywordCase,
        tabWidth: opts.indent === '\t' ? 2 : opts.indent,
        useTabs: opts.indent === '\t',
      }),
    );
  } catch (error) {
    return fromFormatterError(error, opts.dialect);
  }
}
