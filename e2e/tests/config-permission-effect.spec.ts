/**
 * A permission change reaches the people who hold the profile: the administrator duplicates Contratista, grants
 * the Hormigón module to the copy and gives the copy to a new user; that user's menu shows Hormigón, and after the
 * administrator switches it off again, a reload takes it away.
 */
import { expect, test } from '@playwright/test';

import { signIn } from '../support/app';
import { openConfigSection, openProfile, togglePermission, unique } from '../support/config';
import { apiSignIn, createUserViaApi, uniqueUsername } from '../support/users';

test('the affected user\'s menu follows the profile after a reload', async ({ page, browser, playwright, baseURL }) => {
  const copy = unique('Contratista Hormigón');
  await signIn(page, 'admin');
  await openConfigSection(page, 'Permisos', 'permisos');
  await openProfile(page, 'Contratista');
  await page.getByRole('button', { name: 'Duplicar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicar perfil' });
  await dialog.getByRole('textbox', { name: 'Nombre del perfil' }).fill(copy);
  await dialog.getByRole('button', { name: 'Duplicar' }).click();
  await expect(page.getByTestId('profile-name')).toHaveText(copy);
  await togglePermission(page, 'Acceso al módulo Hormigón');

  const admin = await playwright.request.newContext({ baseURL });
  await apiSignIn(admin, 'admin');
  const username = uniqueUsername('hormigon');
  await createUserViaApi(admin, {
    firstName: 'Ignacio', lastName: 'Fuentes', username, email: `${username}@constructora-andes.cl`,
    position: 'Supervisor de Obra', profile: copy, projects: ['Torre Central'], password: 'Obra2026x',
  });
  await admin.dispose();

  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, username, 'es', 'Obra2026x');
  await expect(other.getByTestId('nav-concrete')).toBeVisible();

  await togglePermission(page, 'Acceso al módulo Hormigón');
  await expect(page.getByRole('switch', { name: 'Acceso al módulo Hormigón', exact: true })).not.toBeChecked();
  await other.reload();
  await expect(other.getByTestId('nav-cmanagement')).toBeVisible();
  await expect(other.getByTestId('nav-concrete')).toHaveCount(0);
  await context.close();
});
