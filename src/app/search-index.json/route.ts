import { contentSearchDocs } from '@/content/search-docs';

export const dynamic = 'force-static';

/**
 * /search-index.json: every content page and section, written at build time and fetched by the search palette
 * the first time it opens (tools come with the palette's own code, from the registry).
 */
export function GET() {
  return Response.json(contentSearchDocs());
}
