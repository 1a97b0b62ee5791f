import type { Page, Request } from '@playwright/test';
import { openPage, watchErrors } from './helpers';
import { expect, test } from './test';

// Link prefetch (SPEC §2, §9; src/lib/link-prefetch.ts): once the visitor has interacted and the page is idle,
// a link within 200 px of the viewport has its target's payload (the route tree and segment files of the export,
// `…/__next.*.txt`) fetched into the router's cache; a link further away does not, and with Save-Data nothing is.

/**
 * The payload requests a page has made, as target paths: a prefetch fetches the export's route tree and segment
 * files (`/path/__next.*.txt`), a navigation without a prefetch fetches them or the whole `/path/index.txt`.
 */
function payloadRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    const { pathname } = new URL(r.url());
    const m = /^(.*\/)(?:__next\.[^/]*|index)\.txt$/.exec(pathname);
    if (m) seen.push(m[1]);
  });
  return seen;
}

/** The first "Everyday tools" tile (in view at load) and the home page's last card (far below the fold). */
async function homeLinks(page: Page) {
  const near = page.getByRole('region', { name: 'Everyday tools', exact: true }).getByRole('link').first();
  const far = page.locator('main section').last().getByRole('link').last();
  const nearHref = (await near.getAttribute('href'))!;
  const farHref = (await far.getAttribute('href'))!;
  // The far card must start well beyond the viewport and its 200 px margin, or the test proves nothing.
  const farTop = await far.evaluate((a) => a.getBoundingClientRect().top - innerHeight);
  expect(farTop).toBeGreaterThan(1000);
  return { near, nearHref, far, farHref };
}

test('links near the viewport are prefetched, far ones only once scrolled near, and the click is served from the prefetch', async ({ page }) => {
  const errors = watchErrors(page);
  const payloads = payloadRequests(page);
  await openPage(page, '/');
  const { nearHref, far, farHref } = await homeLinks(page);

  // (a) The visitor moves the pointer: the links in view are prefetched, the far card's target is not.
  await page.mouse.move(600, 300);
  await expect.poll(() => payloads.includes(nearHref), { message: `${nearHref} prefetched` }).toBe(true);
  expect(payloads).not.toContain(farHref);

  // (b) Scrolled to within 200 px of the viewport, its target's payload is fetched.
  await page.mouse.wheel(0, await far.evaluate((a) => a.getBoundingClientRect().top - innerHeight - 150));
  await expect.poll(() => payloads.includes(farHref), { message: `${farHref} prefetched` }).toBe(true);
  // Its route tree and its page segment both arrived before the click.
  await expect.poll(() => payloads.filter((p) => p === farHref).length).toBeGreaterThanOrEqual(2);

  // (c) Clicking it renders the page from the prefetch: a client-side navigation with no request for its payload.
  await page.waitForLoadState('networkidle');
  const atClick = payloads.length;
  const documents: string[] = [];
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
  await far.click();
  await expect(page).toHaveURL(farHref);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(payloads.slice(atClick).filter((p) => p === farHref)).toEqual([]);
  expect(documents).toEqual([]);
  errors.expectNone();
});

test('with Save-Data nothing is prefetched, and a click fetches the payload then', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  const errors = watchErrors(page);
  const payloads = payloadRequests(page);
  await openPage(page, '/');
  // The prefetcher decided not to run: from here on nothing can prefetch.
  await expect(page.locator('html[data-prefetch="off"]')).toBeAttached();
  const { far, farHref } = await homeLinks(page);
  await page.mouse.move(600, 300);
  await far.scrollIntoViewIfNeeded();
  await expect(far).toBeInViewport();
  expect(payloads).toEqual([]);

  // Not served from a prefetch: the click is what requests the target's payload.
  await far.click();
  await expect(page).toHaveURL(farHref);
  await expect.poll(() => payloads.includes(farHref)).toBe(true);
  errors.expectNone();
});

test('on a phone the closed menu drawer prefetches nothing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const errors = watchErrors(page);
  const payloads = payloadRequests(page);
  await openPage(page, '/base64_encoder/');
  const navbar = page.locator('[data-shell="navbar"]');
  await expect(navbar).not.toBeInViewport();
  // A menu entry (the page's category is expanded in the drawer) that no other link on the page leads to.
  const href = await navbar.evaluate((nav) => {
    const once = (a: HTMLAnchorElement) => document.querySelectorAll(`a[href="${a.getAttribute('href')}"]`).length === 1;
    return [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].find((a) => a.getAttribute('href') !== '/' && once(a))?.getAttribute('href');
  });
  expect(href).toBeTruthy();

  // The header's brand link is prefetched; the drawer, off-canvas beside the viewport, is not near it.
  await page.mouse.move(200, 300);
  await expect.poll(() => payloads.includes('/'), { message: '/ prefetched' }).toBe(true);
  expect(payloads).not.toContain(href);

  errors.expectNone();
});
