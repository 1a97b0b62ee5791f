export function loaderScript(urls: string[]): string;
export function deferScripts(html: string): string;
export function isAfterPaintPage(html: string): boolean;
