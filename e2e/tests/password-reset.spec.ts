/**
 * Password recovery end to end: the link travels by e-mail through the real SMTP sink. The account is a company
 * registered for this test, so no demo password changes.
 */
import { expect, test } from '@playwright/test';

import { registerCompany } from '../support/app';
import { linkIn, waitForMail } from '../support/mail';

test('recovers the password with the e-mailed link and signs in with the new one', async ({ page }) => {
  test.setTimeout(90_000);
  const account = await registerCompany(page, 'reset');
  await page.context().clearCookies();

  // Forgot password, from the login page.
  await page.goto('/app/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/app\/password-reset$/);
  await expect(page.getByRole('heading', { name: 'Recupera tu contraseña' })).toBeVisible();
  await page.getByLabel('Usuario', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('status')).toHaveText('Si el usuario existe, enviamos un correo con un enlace para recuperar tu contraseña.');

  // The e-mail (not the welcome e-mail sent at registration) carries a one-time link.
  const mail = await waitForMail(account.email, { match: /password-reset\?token=/ });
  expect(mail).toMatch(/^Subject: .*Recupera tu/m);
  expect(mail).toContain('Hola Camila:');
  const link = linkIn(mail, '/app/password-reset?token=');
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Crea una nueva contraseña' })).toBeVisible();
  const password = page.getByLabel('Contraseña', { exact: true });
  const confirmation = page.getByLabel('Repite la contraseña');

  await password.fill('Nueva-clave-2026');
  await confirmation.fill('Otra-clave-2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Valores no coinciden')).toBeVisible();
  await expect(page.getByTestId('reset-done')).toHaveCount(0);

  await confirmation.fill('Nueva-clave-2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Valores no coinciden')).toHaveCount(0);
  await expect(page.getByTestId('reset-done')).toContainText('Contraseña actualizada');
  await expect(page.getByTestId('reset-done')).toContainText('Tu contraseña fue actualizada. Ya puedes iniciar sesión.');

  // The link works only once.
  await page.goto(link);
  await page.getByLabel('Contraseña', { exact: true }).fill('Tercera-clave-2026');
  await page.getByLabel('Repite la contraseña').fill('Tercera-clave-2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert')).toContainText('El enlace no es válido o ya expiró. Solicita uno nuevo.');

  // The old password no longer works; the new one does. The company never finished its setup, so the
  // administrator is taken to it.
  await page.getByRole('link', { name: 'Volver al inicio de sesión' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await page.getByLabel('Usuario', { exact: true }).fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Usuario y/o contraseña incorrecta');

  await page.getByLabel('Contraseña', { exact: true }).fill('Nueva-clave-2026');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/app\/setup\?mode=welcome$/);
  await expect(page.getByRole('heading', { name: '¡Te damos la bienvenida a Obra, Camila!' })).toBeVisible();
});

test('asking for a reset of an unknown user answers the same and sends nothing', async ({ page }) => {
  const nobody = `nadie-${Date.now()}@constructora-e2e.cl`;
  await page.goto('/app/password-reset');
  await page.getByLabel('Usuario', { exact: true }).fill(nobody);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('status')).toHaveText('Si el usuario existe, enviamos un correo con un enlace para recuperar tu contraseña.');
  await expect(waitForMail(nobody, 2_000)).rejects.toThrow(/no e-mail/);
});
