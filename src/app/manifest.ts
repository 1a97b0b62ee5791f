import type { MetadataRoute } from 'next';
import { site } from '@/lib/site';
import { sitePages } from '@/registry/site-pages';

export const dynamic = 'force-static';

/**
 * The web app manifest (/manifest.webmanifest, linked from every page by Next): the site installs as an app
 * that opens on the home page. The PNG icons are made from src/app/icon.svg by scripts/make-icons.mjs.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.name,
    description: sitePages.home.description,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The icon's indigo, and the light scheme's page background.
    theme_color: '#4c6ef5',
    background_color: '#ffffff',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
