import { exposeHandler } from '@/lib/worker-expose';
import { evaluateXPath, type XPathRequest, type XPathResult } from './xpath-tester.core';

// xmldom and xpath load only in this worker; a runaway expression is stopped by the page's time limit.
exposeHandler<XPathRequest, XPathResult>((req) => evaluateXPath(req));
