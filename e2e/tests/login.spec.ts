/**
 * Sign-in and sign-out as a person does it: the login page in Spanish (default) and Portuguese, the refusals the
 * server gives (wrong password, suspended company, no projects) and the way back out.
 */
import { expect, test } from '@playwright/test';

import { chooseLoginLanguage, DEMO_PASSWORD, LOGIN_TEXT, signIn } from '../support/app';

test('the root of the app redirects to the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/login$/);
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
});

test('signs in in Spanish, the default language', async ({ page }) => {
  await page.goto('/app/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  await expect(page.getByTestId('language-switch').getByRole('radio', { name: 'Español' })).toBeChecked();

  // Empty form: checked in the browser before anything is sent.
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(2);

  await page.getByLabel('Usuario', { exact: true }).fill('admin');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();

  await expect(page).toHaveURL(/\/app\/home\/proyectos$/);
  await expect(page.getByRole('heading', { name: 'Mis proyectos' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mis tareas' })).toBeVisible();
  await expect(page.getByTestId('nav-home')).toHaveText('Inicio');
  await expect(page.getByTestId('nav-concrete')).toHaveText('Hormigón');
  await expect(page.getByTestId('project-selector')).toHaveValue('Edificio Los Robles');
  await page.getByTestId('user-menu').click();
  await expect(page.getByText('admin@constructora-andes.cl')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
});

test('switches the login page to Portuguese, signs in and keeps Portuguese in the shell', async ({ page }) => {
  await page.goto('/app/login');
  await chooseLoginLanguage(page, 'pt');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByText('Acesse com o seu usuário ou e-mail.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Esqueceu a sua senha?' })).toBeVisible();

  await page.getByLabel(LOGIN_TEXT.pt.username, { exact: true }).fill('admin');
  await page.getByLabel(LOGIN_TEXT.pt.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page).toHaveURL(/\/app\/home\/proyectos$/);
  await expect(page.getByRole('heading', { name: 'Meus projetos' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Minhas tarefas' })).toBeVisible();
  await expect(page.getByTestId('nav-home')).toHaveText('Início');
  await expect(page.getByTestId('nav-concrete')).toHaveText('Concreto');
  await expect(page.getByRole('columnheader', { name: 'Grupo' })).toBeVisible();

  // The choice is kept locally: a reload stays in Portuguese.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Meus projetos' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test("a browser without a language choice takes the user's saved language", async ({ browser }) => {
  // In one browser the supervisor works in Portuguese: that choice is saved with the user.
  const first = await browser.newContext();
  await signIn(await first.newPage(), 'supervisor', 'pt');
  await first.close();

  // A new browser opens in Spanish, but after signing in the shell speaks the supervisor's language.
  const fresh = await browser.newContext();
  const page = await fresh.newPage();
  await page.goto('/app/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByLabel('Usuario', { exact: true }).fill('supervisor');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('heading', { name: 'Meus projetos' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await fresh.close();
});

test('a wrong password is refused in Spanish and in Portuguese', async ({ page }) => {
  await page.goto('/app/login');
  await page.getByLabel('Usuario', { exact: true }).fill('admin');
  await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Usuario y/o contraseña incorrecta');
  await expect(page).toHaveURL(/\/app\/login$/);

  await chooseLoginLanguage(page, 'pt');
  await page.getByLabel('Senha', { exact: true }).fill('ainda-errada');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Usuário e/ou senha incorretos');
  await expect(page).toHaveURL(/\/app\/login$/);
});

test('a user of a suspended company sees "Cuenta suspendida" and why', async ({ page }) => {
  await page.goto('/app/login');
  await page.getByLabel('Usuario', { exact: true }).fill('austral');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Cuenta suspendida');
  await expect(alert).toContainText('La cuenta de tu empresa está bloqueada temporalmente.');
  await expect(alert).toContainText('Contacta al administrador de tu empresa o a soporte.');
  await expect(page).toHaveURL(/\/app\/login$/);
});

test('a user without projects is refused with "Sin proyectos"', async ({ page }) => {
  await page.goto('/app/login');
  await page.getByLabel('Usuario', { exact: true }).fill('sin.proyectos');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Sin proyectos');
  await expect(alert).toContainText('No tienes proyectos activos asignados.');
  await expect(page).toHaveURL(/\/app\/login$/);
});

test('signing in with the e-mail works as with the username', async ({ page }) => {
  await page.goto('/app/login');
  await page.getByLabel('Usuario', { exact: true }).fill('Supervisor@Constructora-Andes.cl');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/app\/home\/proyectos$/);
  await page.getByTestId('user-menu').click();
  await expect(page.getByText('Valentina Herrera Núñez')).toBeVisible();
});

test('logging out returns to the login page and the app then asks to sign in again', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();

  await page.goto('/app/home');
  await expect(page).toHaveURL(/\/app\/login\?next=%2Fhome$/);
  await expect(page.getByLabel('Usuario', { exact: true })).toBeVisible();

  // Any other authenticated page asks to sign in too.
  await page.goto('/app/home/tareas');
  await expect(page).toHaveURL(/\/app\/login\?next=/);
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
});
