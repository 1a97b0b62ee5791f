import { expect, test } from './test';
import { holdScripts, movePointer, openPage } from './helpers';

test('the header is 48 high and the side menu 220 wide on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/json/minify/');
  const header = page.locator('header').first();
  expect((await header.boundingBox())?.height).toBe(48);
  const nav = page.getByRole('navigation', { name: 'Tools menu' });
  await expect(nav).toBeVisible();
  expect(Math.round((await page.locator('[data-shell="navbar"]').boundingBox())!.width)).toBe(220);
  await expect(page.getByRole('textbox', { name: 'Search tools' })).toHaveCSS('width', '170px');
  await expect(page.getByText('Ctrl + K')).toBeVisible();
});

test('the top navigation highlights the section by path prefix', async ({ page }) => {
  await page.goto('/pricing/');
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/base64_encoder/');
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Tools' })).toHaveAttribute('aria-current', 'page');
});

test('the side menu expands the current category and marks the current tool', async ({ page }) => {
  await page.goto('/url_decoder/');
  const nav = page.getByRole('navigation', { name: 'Tools menu' });
  await expect(nav.getByRole('link', { name: 'URL Decoder' })).toHaveAttribute('data-active', 'true');
  await expect(nav.getByRole('link', { name: 'All tools' })).toBeVisible();
});

test('the how-to guides stay out of the side menu and are listed on the home page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Tools menu' });
  await expect(nav.getByRole('button', { name: 'Formatters', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'How-to', exact: true })).toHaveCount(0);
  await expect(nav.getByText('How-to', { exact: true })).toHaveCount(0);
  const howto = page.getByRole('region', { name: 'How-to' });
  await expect(howto.getByRole('link', { name: /MySQL in Docker/ })).toHaveAttribute('href', '/docker/mysql/');
});

test('the desktop burger collapses and reopens the side menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/base64_encoder/');
  const navbar = page.locator('[data-shell="navbar"]');
  await expect(navbar).toBeInViewport();
  await page.getByRole('button', { name: 'Toggle side menu' }).click();
  await expect(navbar).not.toBeInViewport();
  await page.getByRole('button', { name: 'Toggle side menu' }).click();
  await expect(navbar).toBeInViewport();
});

test('on a phone the menu starts closed and the burger opens it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/base64_encoder/');
  const navbar = page.locator('[data-shell="navbar"]');
  await expect(navbar).not.toBeInViewport();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(navbar).toBeInViewport();
  await navbar.getByRole('link', { name: 'URL Encoder' }).click();
  await expect(page).toHaveURL(/\/url_encoder\/$/);
});

test('on a phone the menu drawer lists the site sections, which lead to their pages, above the tool categories', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/base64_encoder/');
  const navbar = page.locator('[data-shell="navbar"]');
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  await burger.click();
  await expect(navbar).toBeInViewport();
  const sections = navbar.getByRole('navigation', { name: 'Site sections' });
  await expect(sections.getByRole('link')).toHaveText(['Tools', 'Cheatsheets', 'Interview', 'Blog', 'Pricing']);
  await expect(sections.getByRole('link', { name: 'Tools' })).toHaveAttribute('aria-current', 'page');
  // The tool categories are still there, below.
  const tools = navbar.getByRole('navigation', { name: 'Tools menu' });
  await expect(tools.getByRole('link', { name: 'URL Encoder' })).toBeVisible();
  await expect(tools.getByRole('button').first()).toBeVisible();
  await burger.click();
  await expect(navbar).not.toBeInViewport();

  for (const [name, url] of [
    ['Pricing', '/pricing/'],
    ['Blog', '/blog/'],
    ['Interview', '/interview/problems/'],
    ['Cheatsheets', '/cheatsheets/'],
    ['Tools', '/'],
  ] as const) {
    await burger.click();
    await expect(navbar).toBeInViewport();
    await sections.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(navbar).not.toBeInViewport();
    await burger.click();
    await expect(sections.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await burger.click();
  }
});

test('a burger tapped before the page hydrates opens the menu at once, and React keeps it open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await holdScripts(page);
  await page.goto('/cheatsheets/docker/', { waitUntil: 'domcontentloaded' });
  const navbar = page.locator('[data-shell="navbar"]');
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(navbar).not.toBeInViewport();
  await burger.click();
  await expect(navbar).toBeInViewport();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(burger.locator('.mantine-Burger-burger')).toHaveAttribute('data-opened', 'true');
  release();
  await expect(page.locator('html[data-shell-ready]')).toBeAttached();
  await expect(page.locator('html')).not.toHaveAttribute('data-nav-mobile', /.*/);
  await expect(navbar).toBeInViewport();
  // After hydration the burger is React's again: one tap closes the menu.
  await expect(burger.locator('.mantine-Burger-burger')).toHaveAttribute('data-opened', 'true');
  await burger.click();
  await expect(navbar).not.toBeInViewport();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger.locator('.mantine-Burger-burger')).not.toHaveAttribute('data-opened', /.*/);
});

test('the desktop burger and the theme switch work before the page hydrates', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  const release = await holdScripts(page);
  await page.goto('/cheatsheets/git/', { waitUntil: 'domcontentloaded' });
  const navbar = page.locator('[data-shell="navbar"]');
  await expect(navbar).toBeInViewport();
  await page.getByRole('button', { name: 'Toggle side menu' }).click();
  await expect(navbar).not.toBeInViewport();
  await page.getByRole('button', { name: 'Toggle light and dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  release();
  await expect(page.locator('html[data-shell-ready]')).toBeAttached();
  await expect(page.locator('[data-island][data-ready]').first()).toBeAttached();
  await expect(navbar).not.toBeInViewport();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Toggle side menu' }).click();
  await expect(navbar).toBeInViewport();
  await page.getByRole('button', { name: 'Toggle light and dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('the kids-app banner closes before the page hydrates, and stays closed', async ({ page, context }) => {
  const release = await holdScripts(page);
  await page.goto('/cheatsheets/git/', { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('complementary', { name: 'Kids app' });
  await banner.getByRole('button', { name: 'Close banner' }).click();
  await expect(banner).toBeHidden();
  // document.cookie reaches the browser's cookie store over IPC: on a busy machine the store may answer before it lands.
  const bannerCookie = async () => (await context.cookies()).find((c) => c.name === 'kidsAppBannerClosed');
  await expect.poll(async () => (await bannerCookie())?.value).toBe('1');
  const cookie = await bannerCookie();
  expect((cookie!.expires * 1000 - Date.now()) / 86_400_000).toBeCloseTo(30, 1);
  release();
  await expect(page.locator('html[data-shell-ready]')).toBeAttached();
  await expect(banner).toBeHidden();
  await page.unrouteAll();
  await page.reload();
  await movePointer(page);
  await expect(page.locator('html[data-shell-ready]')).toBeAttached();
  await expect(banner).toBeHidden();
});

test('the theme switch is remembered across reloads and applied before paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Toggle light and dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // The scheme must be on <html> in the very first HTML the browser parses, not after hydration.
  const schemeAtParse: string[] = [];
  await page.exposeFunction('recordScheme', (s: string) => schemeAtParse.push(s));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { recordScheme: (s: string) => void }).recordScheme(
        document.documentElement.getAttribute('data-mantine-color-scheme') ?? '',
      );
    });
  });
  await page.reload();
  await expect.poll(() => schemeAtParse[0]).toBe('dark');
  await page.getByRole('button', { name: 'Toggle light and dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('the page body is at least the viewport minus 70', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/contact_us/');
  const minHeight = await page.locator('main').evaluate((m) => getComputedStyle(m).minHeight);
  expect(minHeight).toBe('830px');
});

for (const [device, width] of [
  ['phone', 390],
  ['desktop', 1280],
] as const) {
  test(`Stay updated covers nothing on a ${device}: hidden over the tool, shown at the end of the page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/sql/playground/', '/jq_playground/', '/faq/']) {
      await openPage(page, path);
      const button = page.getByRole('button', { name: 'Stay updated' });
      await page.evaluate(() => window.scrollTo(0, 0));
      const pageIsShort = await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight);
      if (!pageIsShort) await expect(button).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(button).toBeVisible();
      const covered = await button.evaluate((b) => {
        const r = b.getBoundingClientRect();
        const hits: string[] = [];
        for (const el of document.querySelectorAll(
          'main a, main p, main li, main h1, main h2, main h3, main pre, main textarea, main input, main .cm-editor, main button, footer *',
        )) {
          if (el === b || b.contains(el)) continue;
          const e = el.getBoundingClientRect();
          if (e.width === 0 || e.height === 0) continue;
          if (e.left < r.right && e.right > r.left && e.top < r.bottom && e.bottom > r.top)
            hits.push(`${el.tagName.toLowerCase()}: ${el.textContent?.slice(0, 40)}`);
        }
        return hits;
      });
      expect(covered, `${path} at ${width}px`).toEqual([]);
    }
  });
}

test('the kids-app banner is one short line on a phone and keeps its link and close button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/base64_encoder/');
  const banner = page.getByRole('complementary', { name: 'Kids app' });
  await expect(banner).toHaveText(/Have kids\? Try our kids app\./);
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(48);
  await expect(banner.getByRole('link', { name: 'Download' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Close banner' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(banner.getByText('turns screen time into making things')).toBeVisible();
  await expect(banner.getByText('Try our kids app.')).toBeHidden();
});
