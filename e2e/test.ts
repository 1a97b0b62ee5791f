import { expect, test as base, type Page } from '@playwright/test';

export { expect };
export type { BrowserContext, Locator, Page } from '@playwright/test';

/**
 * Playwright's `test`, plus one automatic check: every test fails if any page, frame or worker it opened
 * reported a Content-Security-Policy violation. The e2e server sends the production headers
 * (scripts/security-headers.mjs), so this is the production policy at work.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (msg) => {
          const text = msg.text();
          if (/Content Security Policy/i.test(text)) violations.push(`${page.url()}: ${text}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations, `Content-Security-Policy violations:\n${violations.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});
