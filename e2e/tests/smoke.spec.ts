import { expect, test } from '@playwright/test';

test('the root redirects to the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page.getByLabel('Usuario')).toBeVisible();
});
