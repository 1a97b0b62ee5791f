import { exposeHandler } from '@/lib/worker-expose';
import { runExcelPage, type ExcelPageOptions } from './excel.run';

exposeHandler(({ input, options }: { input: string; options: ExcelPageOptions }) => runExcelPage(input, options));
