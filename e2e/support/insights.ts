/**
 * What the usage and technical insights specs share: screenshots into their own folder (for people to look at),
 * dark mode, the axe check, and typing into the SQL editor (CodeMirror, a contenteditable, not an input).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Download, type Page } from '@playwright/test';

import { seriousViolations } from './a11y';

export const INSIGHTS_SHOTS = process.env.INSIGHTS_SHOTS_DIR ?? '/tmp/shots-insights';

/** A full-page picture without the mouse's hover or the toasts. */
export async function insightsShot(page: Page, name: string): Promise<void> {
  mkdirSync(INSIGHTS_SHOTS, { recursive: true });
  await page.mouse.move(5, 5);
  await page.screenshot({
    path: join(INSIGHTS_SHOTS, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
    style: '.mantine-Notifications-root { display: none !important; }',
  });
}

/** Dark mode as the header's menu keeps it (this browser only). */
export async function darkMode(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
}

/** No serious WCAG violation, as the screen rests (the pointer off whatever was last clicked). */
export async function expectAccessible(page: Page): Promise<void> {
  await page.mouse.move(5, 5);
  expect(await seriousViolations(page)).toEqual([]);
}

/** Saves a download in the test's output folder and answers its bytes. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  return readFileSync(path);
}

/** Replaces the SQL editor's text (as a paste would: no completion popup, no auto-closed brackets). */
export async function writeSql(page: Page, sql: string): Promise<void> {
  const input = page.getByTestId('sql-editor-input');
  await input.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(sql);
  await expect(input).toContainText(sql.split('\n')[0] ?? sql);
}
