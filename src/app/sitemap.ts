import type { MetadataRoute } from 'next';
import { canonicalUrl } from '@/lib/seo';
import { allSitemapPaths } from '@/content/pages';

export const dynamic = 'force-static';

/** Every generated page, derived from the registry: nothing listed here that was not built. */
export default function sitemap(): MetadataRoute.Sitemap {
  return allSitemapPaths().map((path) => ({ url: canonicalUrl(path) }));
}
