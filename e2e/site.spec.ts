import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import { hydrateOnInteraction } from '../src/lib/hydrate-on-interaction';
import { chunks, holdScripts, movePointer, openPage, openTool, watchErrors } from './helpers';

/** All pages of the export, read from the sitemap the build wrote (the e2e step runs after the build). */
const paths = [...readFileSync('out/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

test('the sitemap lists the site pages and the tools', () => {
  expect(paths).toEqual(expect.arrayContaining(['/', '/faq/', '/pricing/', '/privacy.html', '/terms.html', '/json/minify/']));
});

/**
 * Every page, in groups that share one browser tab: each page is a fresh navigation (its own document, scripts and
 * islands), and the shared cache spares downloading the framework again for each of the ~200 pages.
 */
const GROUP = 12;
for (let g = 0; g < paths.length; g += GROUP) {
  const group = paths.slice(g, g + GROUP);
  test(`pages ${group[0]} … ${group[group.length - 1]} load without errors, with their metadata, and their islands hydrate`, async ({ page }) => {
    test.setTimeout(45_000 + group.length * 10_000);
    const errors = watchErrors(page);
    for (const path of group) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        // The production headers, and the page's own script policy (the CSP fixture fails on any violation).
        expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(response?.headers()['x-content-type-options']).toBe('nosniff');
        await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', /script-src 'self' 'sha256-[^']+'/);
        await expect(page.locator('h1')).toHaveCount(1);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical!).pathname).toBe(path);
        await expect(page.locator('meta[name="twitter:creator"]')).toHaveAttribute('content', /^@/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{10,}/);
        await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+/);
        // A page marked to load on interaction (content, the home page, most tools) requests no script until the
        // visitor interacts; then its scripts come and hydrate the shell, the tool and the islands. (A tool here
        // has no saved state yet: each group's tab starts with empty storage, and '/' comes first.) Other pages
        // have them at once.
        if ((await page.locator(`meta[name="${hydrateOnInteraction.name}"][content="${hydrateOnInteraction.content}"]`).count()) > 0) {
          await page.waitForLoadState('load');
          await expect(chunks(page)).toHaveCount(0);
          await movePointer(page);
        }
        await expect(chunks(page).first()).toBeAttached();
        await expect(page.locator('html[data-shell-ready]')).toBeAttached();
        const tool = page.locator('[data-tool]');
        if ((await tool.count()) > 0) await expect(tool.first()).toHaveAttribute('data-ready', 'true');
        await expect(page.locator('[data-island]:not([data-ready])')).toHaveCount(0);
        await page.waitForLoadState('load');
        expect(errors.errors, `${path}:\n${errors.errors.join('\n')}`).toEqual([]);
      });
    }
  });
}

test('legal pages are served at exactly /privacy.html and /terms.html', async ({ page }) => {
  for (const [path, heading] of [
    ['/privacy.html', 'Privacy policy'],
    ['/terms.html', 'Terms of service'],
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('an unknown address gets a real 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-tool/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'list of all tools' })).toHaveAttribute('href', '/');
});

test('a path that starts with // gets the 404 page and no error', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  // A full URL: page.goto('//evil.example/') alone would leave for another host.
  const response = await page.goto(`${baseURL}//evil.example/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  // The page hydrates on the first interaction, at the address the early path guard corrected.
  await movePointer(page);
  await expect(page.locator('html[data-shell-ready]')).toBeAttached();
  expect(new URL(page.url()).origin).toBe(baseURL);
  // The 404 status itself is reported on the console; nothing may throw.
  expect(errors.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});

test('robots.txt points at the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('the home page lists tools by category and links to them', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Encoders & Decoders' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /^JSON Minify/ })
    .click();
  await expect(page).toHaveURL(/\/json\/minify\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON Minify');
});

test('the home page shows everyday tools with icons, then the tools this browser used last', async ({ page }) => {
  const errors = watchErrors(page);
  await openPage(page, '/');
  const everyday = page.getByRole('region', { name: 'Everyday tools' });
  await expect(everyday.getByRole('link')).toHaveCount(8);
  await expect(everyday.getByRole('link', { name: 'JSON Formatter', exact: true })).toHaveAttribute('href', '/json_formatter/');
  // Every tool card carries its icon, drawn into the HTML.
  const cards = page.getByRole('main').locator('a[href$="/"]:has(svg path)');
  expect(await cards.count()).toBeGreaterThan(70);
  await expect(page.getByRole('heading', { name: 'Recently used' })).toHaveCount(0);

  await openTool(page, 'jwt/decoder');
  await openTool(page, 'timestamp');
  await openPage(page, '/');
  const recent = page.getByRole('region', { name: 'Recently used' });
  await expect(recent.getByRole('link')).toHaveText(['Timestamp Converter', 'JWT Decoder']);
  await expect(recent.getByRole('link', { name: 'JWT Decoder' })).toHaveAttribute('href', '/jwt/decoder/');
  errors.expectNone();
});

test('the side menu draws each tool with its icon from one sprite', async ({ page, request }) => {
  await openTool(page, 'json_formatter');
  const item = page.getByRole('navigation').getByRole('link', { name: 'JSON Formatter', exact: true });
  await expect(item.locator('svg use')).toHaveAttribute('href', '/tool-icons.svg#braces');
  // Drawn as an outline: a symbol of another document takes its paint from the <use>.
  await expect(item.locator('svg')).toHaveCSS('fill', 'none');
  await expect(item.locator('svg')).toHaveCSS('stroke-width', '1.75px');
  const sprite = await request.get('/tool-icons.svg');
  expect(sprite.headers()['content-type']).toContain('image/svg+xml');
  const body = await sprite.text();
  expect(body).toContain('<symbol id="braces" viewBox="0 0 24 24" fill="none" stroke="currentColor"');
  expect(body.match(/<symbol /g)?.length).toBeGreaterThan(60);
});

test('the FAQ block opens several answers at once, before the page has hydrated too', async ({ page }) => {
  // The answers are native <details>: the page's scripts are held back, and they open all the same.
  const release = await holdScripts(page);
  await page.goto('/faq/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: 'FAQ', exact: true })).toBeVisible();
  const account = page.getByText('All tools work without signing in.');
  const share = page.getByText('Browsers never send that part to a server');
  await expect(account).toBeHidden();
  await page.locator('summary', { hasText: 'Do I need an account?' }).click();
  await page.locator('summary', { hasText: 'How do share links work?' }).click();
  await expect(account).toBeVisible();
  await expect(share).toBeVisible();
  release();
  await expect(page.locator('html[data-shell-ready]')).toBeAttached();
  await expect(account).toBeVisible();
  await page.locator('summary', { hasText: 'Do I need an account?' }).click();
  await expect(account).toBeHidden();
  await expect(share).toBeVisible();
});
