import type { MetadataRoute } from 'next';
import { canonicalUrl } from '@/lib/seo';
import { sitemapPaths } from '@/registry/routes';

export const dynamic = 'force-static';

/** Every generated page, derived from the registry: nothing listed here that was not built. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapPaths().map((path) => ({ url: canonicalUrl(path) }));
}
