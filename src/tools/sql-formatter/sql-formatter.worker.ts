import { exposeHandler } from '@/lib/worker-expose';
import { runSql, type SqlFormatterOptions } from './sql-formatter.options';

exposeHandler(({ input, options }: { input: string; options: SqlFormatterOptions }) => runSql(input, options));
