/**
 * The account page (/config/cuenta) along the clicks of a person who has just been given an account: the signature
 * stays locked until the e-mail is verified with the link that travels through the real SMTP sink, then it is drawn
 * with the mouse and saved; the password changes only with the right current one and ends the other sessions; the
 * sessions list marks this one. Each test works on a user it creates (as the demo administrator, through the API),
 * so no demo account changes.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';

import { seriousViolations } from '../support/a11y';
import { signIn, submitLogin, uniqueEmail } from '../support/app';
import { openConfigSection, unique } from '../support/config';
import { linkIn, waitForMail } from '../support/mail';
import { apiSignIn, createUserViaApi, uniqueUsername, xsrf, type NewUser } from '../support/users';

const SHOTS = join(import.meta.dirname, '..', 'screenshots');
const PASSWORD = 'Obra-e2e-2026';

test.use({ viewport: { width: 1366, height: 900 } });

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // From the top: the shell's header and footer are fixed, and a scrolled page would show them mid-picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(5, 895);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}


/** A fresh inspector of Constructora Andes with an (unverified) e-mail, created by the demo administrator. */
async function freshUser(request: APIRequestContext, tag: string): Promise<NewUser & { email: string }> {
  await apiSignIn(request, 'admin');
  const user = {
    firstName: 'Marta',
    lastName: unique(tag),
    username: uniqueUsername(tag.toLowerCase()),
    email: uniqueEmail(tag.toLowerCase()),
    position: 'Jefe de Terreno',
    profile: 'Inspector',
    projects: ['Torre Central'],
    password: PASSWORD,
  };
  await createUserViaApi(request, user);
  return user;
}

async function openAccount(page: Page): Promise<void> {
  await openConfigSection(page, 'Mi cuenta', 'cuenta');
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 3 })).toBeVisible();
}

/** Draws a signature-like zigzag across the pad with the mouse (scrolled into view first: mouse coordinates are the viewport's). */
async function drawSignature(page: Page): Promise<void> {
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('signature pad not visible');
  const y = box.y + box.height / 2;
  const step = (box.width - 60) / 24;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let i = 1; i <= 24; i += 1) {
    await page.mouse.move(box.x + 30 + i * step, y + (i % 2 === 0 ? -30 : 30), { steps: 4 });
  }
  await page.mouse.up();
}

test('the signature waits until the e-mail is verified with the link sent by e-mail', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await freshUser(request, 'Firma');
  await signIn(page, user.username, 'es', PASSWORD);
  await openAccount(page);

  // Locked: the reason, the address the link goes to, and the button that sends it.
  const card = page.getByTestId('account-signature');
  await expect(card.getByTestId('signature-canvas')).toHaveAttribute('data-disabled', 'true');
  await expect(card.getByText(`Para registrar tu firma, primero verifica tu correo electrónico. Te enviaremos un enlace a ${user.email}`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Guardar firma' })).toBeDisabled();
  await expect(page.getByTestId('email-status')).toHaveText('Sin verificar');
  await shoot(page, 'config-account-unverified-es');

  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Verificar correo' }).click();
  await expect(card.getByTestId('verification-sent')).toContainText('Te enviamos un enlace de verificación por correo.');

  // The link arrives through the SMTP sink and works without anything else.
  const mail = await waitForMail(user.email, { match: /verificar-correo\?token=/ });
  const link = linkIn(mail, '/app/verificar-correo?token=');
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page.getByTestId('verify-done')).toContainText('Correo electrónico verificado.');
  expect(await seriousViolations(page)).toEqual([]);

  // The link works once.
  await page.goto(link);
  await expect(page.getByTestId('verify-error')).toContainText('El enlace no es válido o ya venció: pide uno nuevo.');

  await page.goto('/app/config/cuenta');
  await expect(page.getByTestId('email-status')).toHaveText('Verificado');
  await expect(card.getByRole('button', { name: 'Verificar correo' })).toHaveCount(0);
  await expect(card.getByTestId('signature-canvas')).toHaveAttribute('data-disabled', 'false');

  await drawSignature(page);
  await expect(card.getByRole('button', { name: 'Guardar firma' })).toBeEnabled();
  await card.getByRole('button', { name: 'Guardar firma' }).click();
  await expect(page.getByText('Tu firma se guardó.')).toBeVisible();
  const image = card.getByRole('img', { name: 'Tu firma registrada' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card.getByText('Firma verificada')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Reemplazar' })).toBeEnabled();
  await shoot(page, 'config-account-signature-es');

  // Still there after a reload, and the same in dark mode.
  await page.reload();
  await expect(card.getByRole('img', { name: 'Tu firma registrada' })).toBeVisible();
  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: 'Oscuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await shoot(page, 'config-account-signature-dark-es');
});

test('the password changes only with the right current one, and ends the other sessions', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await freshUser(request, 'Clave');
  // A second session of the same user, somewhere else.
  const other = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1' });
  expect((await other.post('/login', { data: { username: user.username, password: PASSWORD }, headers: await xsrf(other) })).status()).toBe(200);

  await signIn(page, user.username, 'es', PASSWORD);
  await openAccount(page);
  const sessions = page.getByTestId('account-sessions').getByTestId('session-row');
  await expect(sessions).toHaveCount(2);
  const mine = sessions.filter({ hasText: 'Esta sesión' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(/Chrome \d+ en Linux/);
  await expect(sessions.filter({ hasText: /Safari 18 en iOS/ })).toHaveCount(1);

  const card = page.getByTestId('account-password');
  await card.getByRole('textbox', { name: 'Contraseña actual', exact: true }).fill('No-es-la-2026');
  await card.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('Nueva-clave-2026');
  await card.getByRole('textbox', { name: 'Repite la nueva contraseña', exact: true }).fill('Nueva-clave-2026');
  await card.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(card.getByText('La contraseña actual no es correcta.')).toBeVisible();

  await card.getByRole('textbox', { name: 'Contraseña actual', exact: true }).fill(PASSWORD);
  await card.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada.')).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Contraseña actual', exact: true })).toHaveValue('');

  // "Cerrar mis sesiones en otros dispositivos" was on: only this one is left, and the other is signed out.
  await expect(sessions).toHaveCount(1);
  await expect(sessions).toContainText('Esta sesión');
  expect((await other.get('/api/account')).status()).toBe(401);
  await other.dispose();

  // The new password is the one that works.
  await page.context().clearCookies();
  await submitLogin(page, user.username, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Usuario y/o contraseña incorrecta');
  await signIn(page, user.username, 'es', 'Nueva-clave-2026');
});

test('ending this session from the list signs out', async ({ page, request }) => {
  const user = await freshUser(request, 'Sesion');
  await signIn(page, user.username, 'es', PASSWORD);
  await openAccount(page);
  const mine = page.getByTestId('session-row').filter({ hasText: 'Esta sesión' });
  await mine.getByRole('button', { name: /^Cerrar sesión \(/ }).click();
  await expect(page.getByRole('dialog', { name: '¿Cerrar esta sesión?' })).toBeVisible();
  await page.getByTestId('confirm-end-session').click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await page.goto('/app/config/cuenta');
  await expect(page).toHaveURL(/\/app\/login\?next=/);
});

test('the account page in Portuguese (admin.sur)', async ({ page }) => {
  await signIn(page, 'admin.sur', 'pt');
  await openConfigSection(page, 'Minha conta', 'cuenta');
  await expect(page.getByRole('heading', { name: 'Minha conta', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dados pessoais' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Assinatura' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alterar senha' })).toBeVisible();
  await expect(page.getByTestId('session-row').filter({ hasText: 'Esta sessão' })).toHaveCount(1);
  await shoot(page, 'config-account-pt');
});
