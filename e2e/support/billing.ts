/**
 * What the billing and benchmark specs share: a company of their own (registered through the API, on the trial),
 * the provider's staff signed in a browser of their own, dark mode and screenshots.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

import { signIn, type Lang } from './app';

export const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

/**
 * A screenshot of the whole screen without the mouse's hover or the toasts. The window grows to the content's height
 * for it (a full-page capture would paint the shell's fixed header and footer over the middle of the page).
 */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(5, 5);
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled', style: '.mantine-Notifications-root { display: none !important; }' });
  await page.setViewportSize(size);
}

/** Turns the signed-in browser to dark mode, as the header's menu keeps it. */
export async function darkMode(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
}

/** The provider's staff (`soporte`), signed in a browser of their own; close the context when done. */
export async function staffPage(browser: Browser, lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'soporte', lang);
  return { context, page };
}

/** A row of the staff's companies table, after searching its name. */
export async function companyRow(page: Page, name: string): Promise<Locator> {
  await page.getByTestId('companies-search').fill(name);
  const row = page.getByTestId('companies-table').locator('tbody tr', { hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

/** Opens a row's actions menu and picks one. */
export async function companyAction(page: Page, row: Locator, action: 'plan' | 'trial' | 'invoice' | 'invoices' | 'block'): Promise<void> {
  await row.getByTestId('company-actions').click();
  await page.getByTestId(`company-action-${action}`).click();
}
