export const SHELL_FILES: string[];
export const ENGINE_BYTES: number;
export const HUB_REFS: number;
export const OFFLINE_INDEX: string;
export function staticRefs(html: string): string[];
export function asyncChunkRefs(js: string): string[];
export function islandChunks(chunks: [file: string, js: string][], slugs: string[]): { file: string; bySlug: Map<string, string[]> } | null;
export function pageFiles(options: {
  html: string;
  tool?: string;
  islands: { file: string; bySlug: Map<string, string[]> } | null;
  read: (path: string) => string;
  sizeOf: (path: string) => number;
}): string[];
export function pageAddress(htmlPath: string): string;
export function offlinePlan(options: {
  pages: string[];
  tools: Map<string, string>;
  read: (path: string) => string;
  sizeOf: (path: string) => number;
  staticFiles: string[];
}): {
  precache: string[];
  index: { revision: string; files: string[]; pages: Record<string, number[]>; tools: string[] };
  missingIslands: string[];
};
