/**
 * SPEC §8: an HTTP 401 outside the public pages sends the person back to the login page. The session is lost the
 * way it happens in real life (cookie gone: expired, cleared, signed out elsewhere) while the SPA is open.
 */
import { expect, test, type BrowserContext } from '@playwright/test';

import { DEMO_PASSWORD, signIn } from '../support/app';

/** Drops the session cookie but keeps the anti-forgery one, so state-changing calls reach the server. */
async function loseSession(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: 'obra_session' });
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('obra_session');
  expect(names).toContain('XSRF-TOKEN');
}

test('opening another tab after the session is gone goes back to the login page', async ({ page, context }) => {
  await signIn(page, 'admin');
  await expect(page.getByTestId('projects-table')).toContainText('Edificio Los Robles');
  await loseSession(context);

  // My tasks was never loaded, so the click asks the server for notifications and gets a 401.
  const refused = page.waitForResponse((r) => r.url().includes('/api/notifications') && r.status() === 401);
  await page.getByRole('tab', { name: 'Mis tareas' }).click();
  await refused;
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an action (choosing the active project) after the session is gone goes back to the login page', async ({ page, context }) => {
  await signIn(page, 'admin');
  const choose = page.getByRole('button', { name: 'Elegir como activo el proyecto Torre Central' });
  await expect(choose).toBeVisible();
  await loseSession(context);
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/me/preferences') && r.request().method() === 'PUT' && r.status() === 401);
  await choose.click();
  await refused;
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page.getByLabel('Usuario', { exact: true })).toBeVisible();
});

test('reloading a page without a session asks to sign in and then returns to that page', async ({ page, context }) => {
  await signIn(page, 'admin');
  await page.getByRole('tab', { name: 'Mis tareas' }).click();
  await expect(page).toHaveURL(/\/app\/home\/tareas$/);
  await expect(page.getByTestId('task-item').first()).toBeVisible();
  await loseSession(context);

  await page.reload();
  await expect(page).toHaveURL(/\/app\/login\?next=%2Fhome%2Ftareas$/);
  await page.getByLabel('Usuario', { exact: true }).fill('admin');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/app\/home\/tareas$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Mis tareas', level: 2 })).toBeVisible();
});
