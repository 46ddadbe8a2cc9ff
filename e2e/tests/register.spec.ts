/**
 * Registration and first-run setup: a free-mail address is refused, a corporate one creates the company while
 * the progress steps advance, the new administrator is signed in on /setup?mode=welcome and the example project
 * appears on home.
 */
import { expect, test } from '@playwright/test';

import { fillRegisterForm, uniqueEmail, type NewCompany } from '../support/app';

const STEP_LABELS = ['Validando datos', 'Preparando el entorno', 'Creando la cuenta', 'Finalizando', 'Cuenta lista', 'Iniciando sesión'];

test('registers a company with a corporate e-mail, sets it up with the example project and lands on home', async ({ page }) => {
  test.setTimeout(90_000);
  const company: NewCompany = { firstName: 'Ignacio', lastName: 'Rojas Lillo', email: uniqueEmail('register'), password: 'Obra-e2e-2026' };

  await page.goto('/app/login');
  await page.getByRole('link', { name: 'Regístrate gratis' }).click();
  await expect(page).toHaveURL(/\/app\/register$/);
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta gratis' })).toBeVisible();

  // Nothing filled: every field says why.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(6);
  await expect(page.getByText('Debes aceptar los términos y condiciones.')).toBeVisible();

  // A personal (free-mail) address is refused by the server with the corporate e-mail message.
  const register = page.waitForResponse((r) => new URL(r.url()).pathname === '/register' && r.request().method() === 'POST');
  await fillRegisterForm(page, { ...company, email: `ignacio.rojas.${Date.now()}@gmail.com` });
  expect((await register).status()).toBe(422);
  const email = page.getByLabel('Correo corporativo');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('register-form').getByText('Solo se aceptan correos corporativos: usa el correo de tu empresa.')).toBeVisible();
  await expect(page.getByTestId('register-progress')).toHaveCount(0);

  // Follow the progress: the server's steps are recorded as the screen polls them, and the final sign-in is held
  // back until the screen has been checked at its last step.
  const steps: string[] = [];
  page.on('response', async (response) => {
    if (!/\/register\/[^/]+$/.test(new URL(response.url()).pathname) || !response.ok()) return;
    try {
      steps.push(((await response.json()) as { data: { step: string } }).data.step);
    } catch {
      /* body gone (page moved on): that poll simply is not recorded */
    }
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === '/login', async (route) => {
    await held;
    await route.continue();
  });

  await email.fill(company.email);
  await page.getByRole('button', { name: 'Continuar' }).click();

  const progress = page.getByTestId('register-progress');
  await expect(progress.getByRole('heading', { name: 'Estamos creando tu cuenta' })).toBeVisible();
  const stepper = progress.locator('.mantine-Stepper-step');
  await expect(stepper).toHaveCount(STEP_LABELS.length);
  for (const [index, label] of STEP_LABELS.entries()) await expect(stepper.nth(index)).toContainText(label);
  await expect(progress).toHaveAttribute('data-step', 'logging_in', { timeout: 30_000 });
  for (let index = 0; index < STEP_LABELS.length - 1; index++) await expect(stepper.nth(index)).toHaveAttribute('data-completed', 'true');
  await expect(stepper.nth(STEP_LABELS.length - 1)).toHaveAttribute('data-progress', 'true');
  await expect.poll(() => steps.at(-1)).toBe('ready');
  expect(steps.every((step) => ['validating', 'preparing_environment', 'creating_account', 'finalizing', 'ready'].includes(step))).toBe(true);
  release();

  // Signed in, on the welcome setup.
  await expect(page).toHaveURL(/\/app\/setup\?mode=welcome$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '¡Te damos la bienvenida a Obra, Ignacio!' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Crear un proyecto de ejemplo' })).toBeChecked();

  // Required answers first.
  await page.getByLabel('Nombre de la empresa').fill('');
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(3);

  await page.getByLabel('Nombre de la empresa').fill('Constructora E2E Limitada');
  await page.getByLabel('Teléfono').fill('+56 2 2345 6789');
  await page.getByLabel('Número de proyectos en curso').fill('4');
  await page.getByRole('combobox', { name: '¿Cómo nos conociste?' }).click();
  await page.getByRole('option', { name: 'Recomendación de un colega' }).click();
  await page.getByRole('button', { name: 'Comenzar' }).click();

  await expect(page).toHaveURL(/\/app\/home\/proyectos$/);
  await expect(page.getByTestId('projects-table').getByText('Proyecto de ejemplo: Edificio Mirador')).toBeVisible();
  await expect(page.getByTestId('project-selector')).toHaveValue('Proyecto de ejemplo: Edificio Mirador');
  const row = page.getByTestId('projects-table').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ejemplo');
  await expect(row).toContainText('Santiago');
  await expect(row).toContainText('Activo');

  // The new administrator is on the 30-day trial: every module is open, none locked.
  await expect(page.getByTestId('nav-concrete')).toBeVisible();
  await expect(page.locator('[data-locked]')).toHaveCount(0);
  await page.getByTestId('user-menu').click();
  await expect(page.getByText(company.email)).toBeVisible();
});
