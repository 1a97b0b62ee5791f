import type { Result } from '@/lib/result';
import type { JsonTree } from './json-viewer.core';

/** What the page asks the JSON viewer's worker. */
export type ViewerAsk = { type: 'open'; input: string } | { type: 'search'; query: string } | { type: 'value'; keys: (string | number)[] };

/** A message from the page to the worker. */
export type ViewerRequest = ViewerAsk & { id: number };

/** The worker's answers, each carrying the id of the request. */
export type ViewerResponse =
  | { id: number; type: 'open'; result: Result<JsonTree> }
  | { id: number; type: 'search'; hits: number[] }
  | { id: number; type: 'value'; text: string }
  | { id: number; type: 'failed'; message: string };

/** A document shown by the viewer: its tree, with search and node values answered where the document lives. */
export interface Doc {
  serial: number;
  tree: JsonTree;
  search(query: string): Promise<number[]>;
  valueText(keys: (string | number)[]): Promise<string>;
}
