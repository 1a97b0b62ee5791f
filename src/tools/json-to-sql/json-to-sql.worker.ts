import type { SqlDialect } from '@/tools/csv/csv.core';
import { exposeHandler } from '@/lib/worker-expose';
import { jsonToSql } from './json-to-sql.core';

exposeHandler(({ input, options }: { input: string; options: { tableName: string; dialect: string } }) =>
  jsonToSql(input, { tableName: options.tableName, dialect: options.dialect as SqlDialect }),
);
