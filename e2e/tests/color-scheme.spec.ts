/** Dark mode: off by default, switched from the header, kept after a reload and on the public pages. */
import { expect, test } from '@playwright/test';

import { signIn } from '../support/app';

test('switches to dark mode, keeps it after a reload, and back to light', async ({ page }) => {
  const html = page.locator('html');
  await signIn(page, 'admin');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  const lightBody = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);

  await page.getByTestId('color-scheme-toggle').click();
  await expect(page.getByRole('menuitem', { name: 'Claro' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Oscuro' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const darkBody = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
  expect(darkBody).not.toBe(lightBody);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mis proyectos' })).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // The public pages share the choice.
  await page.goto('/app/login');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: 'Claro' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('"Automático" follows the operating system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/app/login');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: 'Automático' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});
