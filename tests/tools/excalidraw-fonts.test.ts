import { describe, expect, it } from 'vitest';
import { withoutCdnSources } from '@/tools/excalidraw/local-fonts';

describe('Excalidraw fonts stay on the site', () => {
  it('drops the CDN fallback and keeps the site’s own source', () => {
    const src =
      "url(http://127.0.0.1:4173/vendor/excalidraw/fonts/Excalifont/Excalifont-Regular-a88b.woff2) format('woff2'), url(https://esm.sh/@excalidraw/excalidraw@0.18.1/dist/prod/fonts/Excalifont/Excalifont-Regular-a88b.woff2) format('woff2')";
    expect(withoutCdnSources(src)).toBe(
      "url(http://127.0.0.1:4173/vendor/excalidraw/fonts/Excalifont/Excalifont-Regular-a88b.woff2) format('woff2')",
    );
  });

  it('leaves lists without the CDN as they are', () => {
    expect(withoutCdnSources("url(/a.woff2) format('woff2'), local(Arial)")).toBe("url(/a.woff2) format('woff2'), local(Arial)");
  });
});
