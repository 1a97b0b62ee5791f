export const SHELL_FILES: string[];
export const ENGINE_BYTES: number;
export function precachedPages(toolSlugs: string[]): string[];
export function staticRefs(html: string): string[];
export function asyncChunkRefs(js: string): string[];
export function precacheList(options: {
  pages: string[];
  read: (path: string) => string;
  sizeOf: (path: string) => number;
  staticFiles: string[];
}): string[];
