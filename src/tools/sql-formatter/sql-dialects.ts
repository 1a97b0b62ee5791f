import type { SqlFormatterDialect } from './sql-formatter.core';

/**
 * The Dialect menu: the core's SQL_DIALECTS, repeated here because importing the core would bring
 * sql-formatter (~70 KB gzip) into the page's first load. The types keep the two lists in step: a
 * dialect the core does not know, or one it knows that is missing here, fails to compile.
 */
export const DIALECT_MENU = [
  { value: 'sql', label: 'Standard SQL' },
  { value: 'mysql', label: 'MySQL' },
  { value: 'postgresql', label: 'PostgreSQL' },
  { value: 'sqlite', label: 'SQLite' },
  { value: 'tsql', label: 'SQL Server (T-SQL)' },
  { value: 'bigquery', label: 'BigQuery' },
  { value: 'snowflake', label: 'Snowflake' },
  { value: 'mariadb', label: 'MariaDB' },
  { value: 'plsql', label: 'Oracle PL/SQL' },
  { value: 'redshift', label: 'Amazon Redshift' },
  { value: 'spark', label: 'Spark SQL' },
  { value: 'trino', label: 'Trino / Presto' },
  { value: 'db2', label: 'IBM Db2' },
] as const satisfies ReadonlyArray<{ value: SqlFormatterDialect; label: string }>;

type Missing = Exclude<SqlFormatterDialect, (typeof DIALECT_MENU)[number]['value']>;
/** Fails to compile (naming the dialect) when the core offers a dialect the menu lacks. */
export const everyDialectOffered: [Missing] extends [never] ? true : Missing = true;
