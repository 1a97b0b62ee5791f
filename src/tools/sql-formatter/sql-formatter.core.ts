import { format } from 'sql-formatter';
import { fail, ok, type Result } from '@/lib/result';

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

/** Formats SQL in the chosen dialect; syntax errors come back with line and column; never throws. */
export function formatSql(text: string, opts: FormatSqlOptions): Result<string> {
  if (text.trim() === '') return fail('The input is empty');
  if (!isSqlDialect(opts.dialect)) return fail(`Unknown SQL dialect "${String(opts.dialect)}"`);
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
