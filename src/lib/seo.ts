import type { Metadata } from 'next';
import { hydrateOnInteraction } from './hydrate-on-interaction';
import type { PageModel } from './page-model';
import { site } from './site';

/** Canonical URL: the site origin plus the path, never with a query string or fragment. */
export function canonicalUrl(path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  return site.origin + (clean.startsWith('/') ? clean : `/${clean}`);
}

/**
 * The metadata of a page that is complete HTML and works before any script (content: cheatsheets, tutorials, the
 * blog, the FAQ, the legal pages; the home page; tool pages, whose inputs are prerendered): the marker makes the
 * build load its scripts on the visitor's first interaction (scripts/defer-scripts.mjs).
 */
export function onInteractionMetadata(model: PageModel): Metadata {
  return withOnInteraction(pageMetadata(model));
}

/** Metadata with the marker of a page that loads its scripts on the first interaction (see onInteractionMetadata). */
export function withOnInteraction(meta: Metadata): Metadata {
  return { ...meta, other: { ...meta.other, [hydrateOnInteraction.name]: hydrateOnInteraction.content } };
}

/** Next metadata for a page, derived only from its page model. */
export function pageMetadata(model: PageModel): Metadata {
  const title = model.metaTitle ?? (model.path === '/' ? `${site.name}: free online developer tools` : `${model.title} | ${site.name}`);
  const url = canonicalUrl(model.path);
  return {
    title: { absolute: title },
    description: model.description,
    keywords: model.keywords ? [...model.keywords] : undefined,
    alternates: { canonical: url },
    openGraph: { title, description: model.description, url, siteName: site.name, type: 'website' },
    twitter: { card: 'summary', creator: site.twitterHandle, title, description: model.description },
    ...(model.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
