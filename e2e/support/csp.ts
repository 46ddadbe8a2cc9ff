/**
 * Content-Security-Policy violations seen by a page: recorded from the first script of every document (frames and
 * navigations included), read back at the end, so a spec can prove a screen works under the product's policy.
 */
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Starts recording; call before the first navigation. */
export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

/** No violation on the page as it is now. */
export async function expectNoCspViolations(page: Page): Promise<void> {
  const seen = await page.evaluate(() => window.__cspViolations ?? []);
  expect(seen, 'Content-Security-Policy violations').toEqual([]);
}
