export const CHROMIUM_ARGS: string[];
export function findChromium(options?: { install?: boolean }): string | undefined;
