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

const INERT_HANDLER_REPORT = /Executing inline event handler violates/;

/**
 * For tests that feed attack markup to a sanitiser on purpose: some Chromium versions (156 does, Debian's 150
 * does not) report every inline event handler of markup parsed with DOMParser (which DOMPurify and the SVG
 * checks use) as a refused inline handler, although a parsed document has no browsing context and never runs
 * it (cure53/DOMPurify#107). Those reports are expected and removed from the CSP list and the console errors,
 * so any other violation or error still fails the test. Whether the markup ran is what the tests check
 * themselves (a global the handlers would set, and no handler attribute left in the preview).
 */
export function acceptInertHandlerReports(cspViolations: string[], consoleErrors: string[]) {
  for (const list of [cspViolations, consoleErrors]) list.splice(0, list.length, ...list.filter((v) => !INERT_HANDLER_REPORT.test(v)));
}
