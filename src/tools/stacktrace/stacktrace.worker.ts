import { exposeHandler } from '@/lib/worker-expose';
import { runStackTrace, type StackTraceToolOptions } from './stacktrace.run';

exposeHandler(({ input, options }: { input: string; options: StackTraceToolOptions }) => runStackTrace(input, options));
