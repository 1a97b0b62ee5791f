export const SHELL_READY: string;
export const CONTENT_PAGE_SELECTOR: string;
export const SERVICE_WORKER: string;
export const INTERACTIONS: string[];
export function loaderScript(urls: string[]): string;
export function deferScripts(html: string): string;
export function isContentPage(html: string): boolean;
