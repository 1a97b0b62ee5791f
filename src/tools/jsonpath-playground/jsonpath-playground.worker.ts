import { exposeHandler } from '@/lib/worker-expose';
import { evaluateJsonPath, type JsonPathRequest, type JsonPathResult } from './jsonpath-playground.core';

exposeHandler<JsonPathRequest, JsonPathResult>((req) => evaluateJsonPath(req));
