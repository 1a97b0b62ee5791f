import type { AnyOperation } from '../operation';

/** Queries and digests: jq, JSONPath, XPath, regex, hashes, HMAC, diffs. */
export const dataOps: AnyOperation[] = [];
