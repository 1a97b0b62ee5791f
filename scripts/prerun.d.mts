export function bundlePrerun(module: string): Promise<string>;
export function bundlePreruns(tools: readonly { slug: string; prerun?: string }[]): Promise<Map<string, string>>;
export function fillPreruns(html: string, scripts: Map<string, string>): string;
