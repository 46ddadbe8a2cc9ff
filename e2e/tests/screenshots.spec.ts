/**
 * Full-page pictures of the main screens for people to look at (e2e/screenshots/, not committed). Each test first
 * checks that the screen shows what it should, so a broken screen fails here instead of producing a blank picture.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { chooseLoginLanguage, dismissToasts, fillRegisterForm, signIn, submitLogin, uniqueEmail } from '../support/app';
import { openProfile } from '../support/config';

const DIR = join(import.meta.dirname, '..', 'screenshots');

test.use({ viewport: { width: 1366, height: 850 } });

test.beforeAll(() => mkdirSync(DIR, { recursive: true }));

async function shoot(page: Page, name: string): Promise<void> {
  // No toast or tooltip in the picture; transitions finished.
  await page.mouse.move(683, 845);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: join(DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}


test('login page in Spanish', async ({ page }) => {
  await page.goto('/app/login');
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  await expect(page.getByText('43% menos fallas reportadas por nuestros clientes.')).toBeVisible();
  await shoot(page, 'login-es');
});

test('login page in Portuguese', async ({ page }) => {
  await page.goto('/app/login');
  await chooseLoginLanguage(page, 'pt');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cadastre-se grátis' })).toBeVisible();
  await shoot(page, 'login-pt');
});

test('login error: wrong password', async ({ page }) => {
  await submitLogin(page, 'admin', 'contraseña-equivocada');
  await expect(page.getByRole('alert')).toHaveText('Usuario y/o contraseña incorrecta');
  await shoot(page, 'login-error-es');
});

test('home, projects as a list (es)', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByTestId('projects-table').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('help-topic')).toContainText('Tus proyectos');
  await shoot(page, 'home-projects-list-es');
});

test('home, projects as cards (pt, admin.sur)', async ({ page }) => {
  await signIn(page, 'admin.sur', 'pt');
  await page.getByTestId('grid-mode-toggle').getByLabel('Cartões').click();
  await expect(page.getByTestId('project-card')).toHaveCount(1);
  await expect(page.getByTestId('project-card')).toContainText('Residencial Jardim Sul');
  await expect(page.getByRole('heading', { name: 'Meus projetos' })).toBeVisible();
  await shoot(page, 'home-cards-pt');
});

test('home, My tasks (es)', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('tab', { name: 'Mis tareas' }).click();
  await expect(page.getByTestId('task-item')).toHaveCount(2);
  await shoot(page, 'home-tasks-es');
});

test('home in dark mode', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: 'Oscuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('projects-table').locator('tbody tr')).toHaveCount(3);
  await shoot(page, 'home-dark-es');
});

test('landing page with the upgrade request (es, admin.sur)', async ({ page }) => {
  // admin.sur's company is on the free plan; the UI language is chosen on the login page.
  await signIn(page, 'admin.sur', 'es');
  await page.getByTestId('nav-quality').click();
  await expect(page).toHaveURL(/\/app\/quality\/landing$/);
  await expect(page.getByTestId('landing-quality').getByRole('heading', { name: 'Calidad y avance de obra' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solicitar mejora de plan' })).toBeVisible();
  await shoot(page, 'landing-request-es');
});

test('landing page with the upgrade request (pt, admin.sur)', async ({ page }) => {
  await signIn(page, 'admin.sur', 'pt');
  await page.getByTestId('nav-warranties').click();
  await expect(page).toHaveURL(/\/app\/warranties\/landing$/);
  await expect(page.getByTestId('landing-warranties').getByText('Não incluído no seu plano').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solicitar melhoria de plano' })).toBeVisible();
  await shoot(page, 'landing-request-pt');
});

test('not-found page', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app/no-such-page');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await shoot(page, 'not-found-es');
});

test('no-permission page', async ({ page }) => {
  await signIn(page, 'contratista');
  await page.goto('/app/concrete');
  await expect(page.getByRole('heading', { name: 'Sin permisos para realizar esta acción' })).toBeVisible();
  await shoot(page, 'no-permission-es');
});

test('configuration, positions (es)', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app/config/cargos');
  await expect(page.getByTestId('positions-page').getByRole('heading', { name: 'Cargos', exact: true })).toBeVisible();
  await expect(page.getByTestId('positions-table').locator('tbody tr').filter({ hasText: 'Gerente de Proyecto' })).toHaveCount(1);
  await expect(page.getByTestId('help-topic')).toContainText('Cargos');
  await shoot(page, 'config-positions-es');
});

test('configuration, profiles and permissions (es)', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app/config/permisos');
  await openProfile(page, 'Supervisor');
  await expect(page.getByRole('switch', { name: 'Acceso al módulo Hormigón', exact: true })).toBeChecked();
  await shoot(page, 'config-profiles-es');
});

test('configuration, profiles and permissions (pt)', async ({ page }) => {
  await signIn(page, 'admin', 'pt');
  await page.goto('/app/config/permisos');
  await openProfile(page, 'Supervisor');
  await expect(page.getByRole('switch', { name: 'Acesso ao módulo Concreto', exact: true })).toBeChecked();
  await expect(page.getByTestId('profiles-page').getByRole('heading', { name: 'Permissões', exact: true })).toBeVisible();
  await shoot(page, 'config-profiles-pt');
});

test('registration progress, then the welcome setup', async ({ page }) => {
  test.setTimeout(90_000);
  // The final sign-in is held back so the progress can be pictured at its last step.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === '/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/app/register');
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta gratis' })).toBeVisible();
  await shoot(page, 'register-form-es');

  await fillRegisterForm(page, { firstName: 'Daniela', lastName: 'Fotos Vidal', email: uniqueEmail('shots'), password: 'Obra-e2e-2026' });
  const progress = page.getByTestId('register-progress');
  await expect(progress).toHaveAttribute('data-step', 'logging_in', { timeout: 30_000 });
  await dismissToasts(page);
  await shoot(page, 'register-progress-es');
  release();

  await expect(page).toHaveURL(/\/app\/setup\?mode=welcome$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '¡Te damos la bienvenida a Obra, Daniela!' })).toBeVisible();
  await shoot(page, 'setup-welcome-es');
});
