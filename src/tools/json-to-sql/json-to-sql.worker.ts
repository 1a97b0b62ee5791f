import type { SqlDialect } from '@/lib/csv';
import { exposeHandler } from '@/lib/worker-expose';
import { jsonToSql } from './json-to-sql.core';

exposeHandler(({ input, options }: { input: string; options: { tableName: string; dialect: string } }) =>
  jsonToSql(input, { tableName: options.tableName, dialect: options.dialect as SqlDialect }),
);
