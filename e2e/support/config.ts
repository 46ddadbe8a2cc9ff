/** What a person does in /config: open a section from the sidebar, find a profile in the list, flip a switch. */
import { expect, type Page } from '@playwright/test';

/** A name no other run has used; well under the 60-character limit of positions and profiles. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}`;
}

/** The sidebar's Configuración, then the section's link in the configuration menu. */
export async function openConfigSection(page: Page, section: string, path: string): Promise<void> {
  await page.getByTestId('nav-config').click();
  await page.getByTestId('config-nav').getByRole('link', { name: section, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/config/${path}(\\?.*)?$`));
}

export function positionRows(page: Page) {
  return page.getByTestId('positions-table').locator('tbody tr');
}

/** A profile of the left-hand list, by its exact name. */
export function profileItem(page: Page, name: string) {
  return page.getByTestId('profile-item').filter({ has: page.getByText(name, { exact: true }) });
}

/** Opens a profile of the left-hand list and waits until its header names it (the header shows the first profile
 *  until then, and a button clicked meanwhile would act on that one). */
export async function openProfile(page: Page, name: string): Promise<void> {
  await profileItem(page, name).click();
  await expect(page.getByTestId('profile-name')).toHaveText(name);
}

/** Flips a permission switch and waits until the save is done (the switches are disabled meanwhile). */
export async function togglePermission(page: Page, label: string): Promise<void> {
  const control = page.getByTestId('permission-groups').getByRole('switch', { name: label, exact: true });
  await expect(control).toBeEnabled();
  await control.click();
  await expect(control).toBeEnabled();
}
