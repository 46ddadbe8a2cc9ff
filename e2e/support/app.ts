/**
 * What a person does over and over in the suite: open the login page, choose a language, sign in, register a
 * company. Every helper drives the screens (labels and buttons), never the API.
 */
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'obra-demo';

export type Lang = 'es' | 'pt';

/** Field labels and buttons of the login page in each language. */
export const LOGIN_TEXT = {
  es: { username: 'Usuario', password: 'Contraseña', submit: 'Ingresar', title: 'Inicia sesión' },
  pt: { username: 'Usuário', password: 'Senha', submit: 'Entrar', title: 'Entrar' },
} as const;

/** A unique corporate address for this run (registration refuses free-mail domains). */
export function uniqueEmail(tag: string): string {
  return `qa+${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@constructora-e2e.cl`;
}

/** Picks Español / Português in the login page's segmented control. */
export async function chooseLoginLanguage(page: Page, lang: Lang): Promise<void> {
  const label = lang === 'es' ? 'Español' : 'Português';
  await page.getByTestId('language-switch').getByText(label, { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'es' ? 'es' : 'pt-BR');
}

/**
 * Opens /app/login in a browser that already has a language choice (`lang`, kept in localStorage `metadata` as
 * the language switch keeps it) and signs in; does not wait for the next page. A browser with a choice keeps it
 * at sign-in; `freshBrowser` leaves none, so the user's saved language applies.
 */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD, lang: Lang = 'es', freshBrowser = false): Promise<void> {
  await page.goto('/app/login');
  if (!freshBrowser) {
    await page.evaluate((locale) => localStorage.setItem('metadata', JSON.stringify({ locale })), lang);
    await page.reload();
  }
  const text = LOGIN_TEXT[lang];
  await page.getByLabel(text.username, { exact: true }).fill(username);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: text.submit, exact: true }).click();
}

/** Signs in and waits for the authenticated shell (home, projects tab). */
export async function signIn(page: Page, username: string, lang: Lang = 'es', password = DEMO_PASSWORD): Promise<void> {
  await submitLogin(page, username, password, lang);
  await expect(page).toHaveURL(/\/app\/home\/proyectos$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

export interface NewCompany {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Fills and sends /app/register (Spanish, Chile); the caller follows the progress screen. */
export async function fillRegisterForm(page: Page, company: NewCompany): Promise<void> {
  await page.getByLabel('Nombre', { exact: true }).fill(company.firstName);
  await page.getByLabel('Apellido', { exact: true }).fill(company.lastName);
  await page.getByLabel('Correo corporativo').fill(company.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(company.password);
  await page.getByLabel('Repite la contraseña').fill(company.password);
  await page.getByRole('combobox', { name: 'País' }).click();
  await page.getByRole('option', { name: 'Chile' }).click();
  await page.getByLabel('Acepto los').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** Registers a fresh company through the UI and waits until it is signed in on the welcome setup. */
export async function registerCompany(page: Page, tag: string): Promise<NewCompany> {
  const company: NewCompany = { firstName: 'Camila', lastName: 'Prueba Tapia', email: uniqueEmail(tag), password: 'Obra-e2e-2026' };
  await page.goto('/app/register');
  await fillRegisterForm(page, company);
  await expect(page).toHaveURL(/\/app\/setup\?mode=welcome$/, { timeout: 30_000 });
  return company;
}

/**
 * Closes the toasts on screen, as a person would before a picture or a check that a toast would cover. A toast can
 * close by itself, or a new one arrive, between finding and clicking; so it closes what it finds until none is left.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.locator('.mantine-Notification-closeButton');
  await expect(async () => {
    for (const button of await close.all()) await button.click({ timeout: 1000 }).catch(() => undefined);
    await expect(close).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
}
