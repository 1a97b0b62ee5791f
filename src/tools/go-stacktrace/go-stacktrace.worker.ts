import { exposeHandler } from '@/lib/worker-expose';
import { runGoTrace } from './go-stacktrace.run';

exposeHandler(({ input }: { input: string }) => runGoTrace(input));
