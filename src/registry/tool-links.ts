import { encodeStateFragment } from '@/lib/url-state';
import type { ToolSlug } from './tools';

// Apart from routes.ts so that a client island can build a tool link without bundling the tool list.

/** The URL path of a tool page. */
export const toolPath = (slug: string) => `/${slug}/`;

/** A link that opens a tool with these state fields filled, as its share link would (jq: json and filter). */
export function toolStateLink(slug: ToolSlug, state: Record<string, string>): string {
  return `${toolPath(slug)}${encodeStateFragment(state)}`;
}
