import { exposeHandler } from '@/lib/worker-expose';
import { runRegex, type RegexRequest, type RegexResult } from './regex-tester.core';

// The page terminates this worker when a match runs past the time limit (catastrophic backtracking).
exposeHandler<RegexRequest, RegexResult>((req) => runRegex(req));
