/**
 * Benchmark: the demo company (with after-sales and verification data) sees its own figures and the k-anonymity
 * notice, opts in and no longer gets the "take part" reason (the sector's figures show from five companies, so the
 * spec does not count on them); a new Brazilian company, with nothing to measure yet, sees the empty state in
 * Portuguese and dark mode and opts in. Each test leaves its company as it found it.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { signIn } from '../support/app';
import { darkMode, shot } from '../support/billing';
import { registerCompanyViaApi, signInAs } from '../support/quality-schedule';
import { xsrf } from '../support/users';

async function setOptIn(request: APIRequestContext, optIn: boolean): Promise<void> {
  const response = await request.put('/api/benchmark/opt-in', { headers: await xsrf(request), data: { opt_in: optIn } });
  expect(response.status(), await response.text()).toBe(200);
}

async function openComparison(page: Page): Promise<void> {
  await page.goto('/app/benchmark');
  await expect(page).toHaveURL(/\/app\/benchmark\/comparacion$/);
  await expect(page.getByTestId('benchmark-opt-in-card')).toBeVisible();
}

/** Opts in with the switch; the screen then says the company takes part. */
async function optIn(page: Page, taking: RegExp): Promise<void> {
  const card = page.getByTestId('benchmark-opt-in-card');
  // The switch follows the server: it turns once the company is in.
  await card.getByRole('switch').click();
  await expect(card.getByRole('switch')).toBeChecked();
  await expect(card).toHaveAttribute('data-opted-in', 'true');
  await expect(page.getByTestId('benchmark-participation')).toHaveText(taking);
  await expect(page.locator('[data-testid="metric-missing"][data-reason="opt_in"]')).toHaveCount(0);
}

test('es: the own figures, the k-anonymity notice and the opt-in', async ({ page }) => {
  await signIn(page, 'admin');
  // The demo company starts out of the comparison, whatever an earlier run left.
  await setOptIn(page.request, false);
  try {
    await openComparison(page);
    const card = page.getByTestId('benchmark-opt-in-card');
    await expect(card).toContainText('Ninguna cifra del sector se calcula con menos de 5 empresas.');
    await expect(card).toContainText('Nunca se muestra el nombre ni las cifras de otra empresa');
    await expect(page.getByTestId('benchmark-participation')).toHaveText('Tu empresa no participa: solo ves tus propias cifras.');
    await expect(page.getByTestId('benchmark-metric')).toHaveCount(3);
    // The demo's after-sales requests give the company figures of its own, written the Spanish way.
    const own = page.getByTestId('metric-own').filter({ hasText: /^\d+(,\d+)?$/ });
    await expect(own.first()).toBeVisible();
    await expect(page.locator('[data-testid="metric-missing"][data-reason="opt_in"]').first()).toContainText('Activa la participación para ver la cifra del sector.');
    await expect(page.getByTestId('families-table')).toContainText('Terminaciones');
    await shot(page, 'benchmark-own-es');

    await optIn(page, /^Tu empresa participa/);
    await page.reload();
    await expect(page.getByTestId('benchmark-opt-in-card')).toHaveAttribute('data-opted-in', 'true');
    await shot(page, 'benchmark-opted-in-es');
  } finally {
    await setOptIn(page.request, false);
  }
});

test('pt: a company without data yet sees the empty state, in dark mode, and opts in', async ({ page }) => {
  const company = await registerCompanyViaApi(page.request, `bench-pt-${Date.now().toString(36)}`, 'pt');
  await signInAs(page, company, 'pt');
  await darkMode(page);
  await openComparison(page);
  await expect(page.getByTestId('benchmark-opt-in-card')).toContainText('Nenhum número do setor é calculado com menos de 5 empresas.');
  await expect(page.getByTestId('benchmark-participation')).toHaveText('A sua empresa não participa: você vê apenas os seus próprios números.');
  await expect(page.getByTestId('benchmark-empty')).toContainText('Ainda não há números da sua empresa');
  await expect(page.getByTestId('metric-no-data').first()).toContainText('A sua empresa ainda não tem dados para este indicador.');
  await expect(page.getByTestId('families-empty')).toHaveText('Ainda não há falhas registradas para comparar.');
  await shot(page, 'benchmark-empty-pt-dark');

  await optIn(page, /^A sua empresa participa/);
  await shot(page, 'benchmark-opted-in-pt-dark');
});
