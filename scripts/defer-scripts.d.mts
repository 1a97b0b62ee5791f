export const SHELL_READY: string;
export const ON_INTERACTION_SELECTOR: string;
export const SERVICE_WORKER: string;
export const INTERACTIONS: string[];
export function loaderScript(urls: string[]): string;
export function deferScripts(html: string): string;
export function loadsOnInteraction(html: string): boolean;
