/**
 * Notifications (/config/notificaciones): the per-module channels are saved and survive a reload; the received list
 * filters by module and read state; a contractor is offered only the modules they can open, and a module forced
 * through the address shows the server's refusal. The demo administrator's switches are put back at the end.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { signIn } from '../support/app';
import { openConfigSection } from '../support/config';

const SHOTS = join(import.meta.dirname, '..', 'screenshots');
const FORBIDDEN = 'No tiene permiso para ver las notificaciones de este módulo';

test.use({ viewport: { width: 1366, height: 900 } });

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(5, 895);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * Flips a switch and waits for the save (the module's switches are disabled meanwhile). The click lands where a
 * person clicks, on the drawn track over the hidden input, hence `force`.
 */
async function flip(page: Page, name: string): Promise<void> {
  const control = page.getByRole('switch', { name, exact: true });
  await expect(control).toBeEnabled();
  await control.click({ force: true });
  await expect(control).toBeEnabled();
  await expect(page.getByText('Tu preferencia se guardó.').first()).toBeVisible();
}

async function pickModule(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Módulo' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test("a module's e-mail switch is saved and stays after a reload", async ({ page }) => {
  await signIn(page, 'admin');
  await openConfigSection(page, 'Notificaciones', 'notificaciones/configuracion');
  await expect(page.getByRole('tab', { name: 'Configuración', selected: true })).toBeVisible();
  const rows = page.getByTestId('notification-setting');
  await expect(rows.first()).toHaveText(/General/);
  await expect(rows.filter({ hasText: 'Hormigón' })).toHaveCount(1);

  const email = page.getByRole('switch', { name: 'Recibir por correo los avisos de Cmanagement', exact: true });
  const before = await email.isChecked();
  await flip(page, 'Recibir por correo los avisos de Cmanagement');
  await expect(email).toBeChecked({ checked: !before });
  await shoot(page, 'config-notifications-settings-es');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Recibir por correo los avisos de Cmanagement', exact: true })).toBeChecked({ checked: !before });
  await expect(page.getByRole('switch', { name: 'Recibir en la aplicación los avisos de Cmanagement', exact: true })).toBeChecked();

  // Back as it was, for the rest of the suite.
  await flip(page, 'Recibir por correo los avisos de Cmanagement');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Recibir por correo los avisos de Cmanagement', exact: true })).toBeChecked({ checked: before });
});

test('the received list filters by module and by read state', async ({ page }) => {
  await signIn(page, 'admin');
  await openConfigSection(page, 'Notificaciones', 'notificaciones/configuracion');
  await page.getByRole('tab', { name: 'Recibidas' }).click();
  await expect(page).toHaveURL(/\/app\/config\/notificaciones\/recibidas$/);
  const items = page.getByTestId('received-notification');
  await expect(items.first()).toBeVisible();
  expect(new Set(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-module')))).size).toBeGreaterThan(1);

  await pickModule(page, 'Cmanagement');
  await expect(page).toHaveURL(/\?module=cmanagement$/);
  const shownModules = async () => [...new Set(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-module'))))];
  await expect.poll(shownModules).toEqual(['cmanagement']);
  await expect(items.first()).toContainText('Nuevo ticket asignado');

  // Read state: the demo's cbox notice is already read.
  await pickModule(page, 'Cbox');
  await page.getByTestId('received-status').getByText('Sin leer', { exact: true }).click();
  await expect(page).toHaveURL(/\?module=cbox&status=unread$/);
  await expect(page.getByTestId('received-empty')).toContainText('No hay notificaciones con estos filtros.');
  await page.getByTestId('received-status').getByText('Leídas', { exact: true }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Documento compartido contigo');
  await shoot(page, 'config-notifications-received-es');

  // The filters live in the address: a reload keeps them.
  await page.reload();
  await expect(items).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Módulo' })).toHaveValue('Cbox');
});

test('a contractor is offered only the modules they can open, and a forced one is refused', async ({ page }) => {
  await signIn(page, 'contratista');
  await openConfigSection(page, 'Notificaciones', 'notificaciones/configuracion');
  await expect(page.getByTestId('notification-setting')).toHaveText([/General/, /Cmanagement/]);

  await page.getByRole('tab', { name: 'Recibidas' }).click();
  await page.getByRole('combobox', { name: 'Módulo' }).click();
  await expect(page.getByRole('option')).toHaveText(['Todos', 'General', 'Cmanagement']);
  await expect(page.getByRole('option', { name: 'Hormigón' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/app/config/notificaciones/recibidas?module=concrete');
  const refused = page.getByTestId('received-forbidden');
  await expect(refused).toContainText('Sin acceso a este módulo');
  await expect(refused).toContainText(FORBIDDEN);
  await expect(page.getByRole('combobox', { name: 'Módulo' })).toHaveValue('Hormigón');
  await shoot(page, 'config-notifications-forbidden-es');
  await refused.getByRole('button', { name: 'Ver todas' }).click();
  await expect(page).toHaveURL(/\/recibidas$/);
  await expect(page.getByTestId('received-notification').first()).toBeVisible();
});

test('the notifications screens in Portuguese (admin.sur)', async ({ page }) => {
  await signIn(page, 'admin.sur', 'pt');
  await openConfigSection(page, 'Notificações', 'notificaciones/configuracion');
  await expect(page.getByRole('heading', { name: 'Notificações', level: 3 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Configuração', selected: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Receber por e-mail os avisos de Geral', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Recebidas' }).click();
  await expect(page.getByRole('button', { name: 'Marcar todas como lidas' })).toBeVisible();
  await expect(page.getByTestId('received-notification').first()).toBeVisible();
  await shoot(page, 'config-notifications-received-pt');
});
