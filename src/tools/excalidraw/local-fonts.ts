/**
 * Excalidraw gives every font two sources: EXCALIDRAW_ASSET_PATH (the site's own copy, see
 * scripts/copy-vendor.mjs) and its CDN as a fallback. The site's Content-Security-Policy allows fonts
 * only from the site, and Chromium checks each source of a FontFace when it is created, so the CDN entry
 * is reported as a violation even though it is never needed. The editor's page therefore drops that
 * entry before Excalidraw creates its fonts.
 */
export const EXCALIDRAW_CDN = 'https://esm.sh/';

/** A FontFace `src` list without the entries that point at `cdn`. */
export function withoutCdnSources(source: string, cdn = EXCALIDRAW_CDN): string {
  return source
    .split(/,\s*(?=url\()/)
    .filter((entry) => !entry.trim().startsWith(`url(${cdn}`))
    .join(', ');
}

let installed = false;

/** Makes every FontFace created from now on in this page skip the CDN sources. */
export function keepFontsLocal() {
  if (installed || typeof window === 'undefined' || typeof window.FontFace !== 'function') return;
  installed = true;
  const Native = window.FontFace;
  window.FontFace = class LocalFontFace extends Native {
    constructor(family: string, source: string | BufferSource, descriptors?: FontFaceDescriptors) {
      super(family, typeof source === 'string' ? withoutCdnSources(source) : source, descriptors);
    }
  };
}
