/**
 * Usage insights: the administrator of a company of the spec's own (so no other spec's activity counts) works in a
 * few modules, then sees that activity in the dashboard (numbers, charts, the tables by module and project), groups
 * it by week, downloads the xlsx of the same query, and meets the empty and error states; in Portuguese and dark
 * mode too.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { darkMode, downloadedBytes, expectAccessible, insightsShot } from '../support/insights';
import { post, registerCompanyViaApi, signInAs } from '../support/quality-schedule';

test.use({ viewport: { width: 1366, height: 900 } });

/** Some of everything: screens read in three modules and a position created (a `config` create). */
async function workALittle(page: Page, request: APIRequestContext, tag: string): Promise<void> {
  await post(request, '/api/positions', { name: `Inspectora ${tag}` });
  // Each screen's own call has been answered (so counted) before the next screen opens.
  for (const [path, api] of [['/app/cmanagement/tickets', '/api/cmanagement/'], ['/app/cbox/folders', '/api/cbox/']] as const) {
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(api));
    await page.goto(path);
    await answered;
  }
  await page.goto('/app/config/cargos');
  await expect(page.getByText(`Inspectora ${tag}`)).toBeVisible();
}

/** A headline number as a plain integer (the page writes 1.234). */
async function kpi(page: Page, key: string): Promise<number> {
  const text = (await page.getByTestId(`kpi-${key}`).getByTestId('kpi-value').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('es: activity shows in the dashboard, by day and week, and downloads as xlsx', async ({ page }) => {
  const tag = `uso-${Date.now().toString(36)}`;
  const company = await registerCompanyViaApi(page.request, tag);
  await signInAs(page, company, 'es');
  await workALittle(page, page.request, tag);

  await page.getByTestId('nav-ocinsights').click();
  await expect(page).toHaveURL(/\/app\/ocinsights\/uso$/);
  await expect(page.getByRole('heading', { name: 'Uso de la plataforma', level: 2 })).toBeVisible();
  await expect(page.getByTestId('usage-preset')).toHaveValue('Últimos 30 días');
  await expect(page.getByTestId('help-topic')).toContainText('Elige el periodo');

  await expect(page.getByTestId('usage-dashboard')).toBeVisible();
  expect(await kpi(page, 'active_users')).toBe(1);
  expect(await kpi(page, 'sessions')).toBeGreaterThanOrEqual(1);
  expect(await kpi(page, 'actions')).toBeGreaterThan(5);
  await expect(page.getByTestId('usage-activity').locator('[data-chart="echarts"] svg')).toBeVisible();
  await expect(page.getByTestId('usage-modules').locator('[data-chart="echarts"] svg')).toBeVisible();

  // The position's creation counts under Configuración; the screens read count as views.
  const actions = page.getByTestId('usage-actions-table');
  await expect(actions.locator('thead th')).toHaveText(['Módulo', 'Vistas', 'Creaciones', 'Ediciones', 'Eliminaciones', 'Total', 'Usuarios']);
  const config = actions.locator('tbody tr[data-module="config"]');
  await expect(config.locator('td').first()).toHaveText('Configuración');
  expect(Number(await config.locator('td[data-action="create"]').textContent())).toBeGreaterThanOrEqual(1);
  await expect(actions.locator('tbody tr[data-module="cmanagement"] td').first()).toHaveText('Cmanagement');
  await expect(page.getByTestId('usage-projects-table').locator('tbody tr')).not.toHaveCount(0);

  // The numbers of each day open under the chart; today is the last.
  await page.getByRole('button', { name: 'Ver los datos por periodo' }).click();
  await expect(page.getByTestId('usage-periods-table').locator('tbody tr')).toHaveCount(30);
  await insightsShot(page, 'ocinsights-day-es');
  await expectAccessible(page);

  // By week: fewer periods, and the address keeps the choice.
  await page.getByTestId('usage-granularity').getByText('Semana').click();
  await expect(page).toHaveURL(/[?&]g=week/);
  await expect(page.getByTestId('usage-activity')).toContainText('Por semana (de lunes a domingo)');
  // Thirty days touch five weeks, or six when they start on a Sunday.
  await expect.poll(() => page.getByTestId('usage-periods-table').locator('tbody tr').count()).toBeLessThan(7);
  expect(await page.getByTestId('usage-periods-table').locator('tbody tr').count()).toBeGreaterThanOrEqual(5);
  expect(await kpi(page, 'active_users')).toBe(1);

  // The workbook of the same query.
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/ocinsights/usage.xlsx');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar xlsx' }).click();
  const query = new URL((await asked).url()).searchParams;
  expect(query.get('granularity')).toBe('week');
  expect(query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^uso-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await downloadedBytes(file);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.includes(Buffer.from('xl/worksheets/'))).toBe(true);
  await insightsShot(page, 'ocinsights-week-es');
});

test('es: a quiet period is the empty state, a too long one is refused before asking, a failure offers a retry', async ({ page }) => {
  const tag = `uso-vacio-${Date.now().toString(36)}`;
  const company = await registerCompanyViaApi(page.request, tag);
  await signInAs(page, company, 'es');

  await page.goto('/app/ocinsights/uso?from=2021-01-01&to=2021-01-31');
  await expect(page.getByTestId('usage-preset')).toHaveValue('Personalizado');
  await expect(page.getByTestId('usage-empty')).toContainText('Sin actividad en este periodo');
  await insightsShot(page, 'ocinsights-empty-es');

  await page.getByLabel('Desde', { exact: true }).fill('2019-01-01');
  await expect(page.getByText('El periodo no puede superar 366 días.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar xlsx' })).toBeDisabled();

  // The server fails once: the failure shows in place; the retry brings the figures.
  let failures = 1;
  await page.route((url) => url.pathname === '/api/ocinsights/usage', async (route) => {
    if (failures-- > 0) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Ha ocurrido un error', code: 'internal' }) });
    else await route.continue();
  });
  await page.goto('/app/ocinsights/uso');
  const error = page.getByTestId('usage-load-error');
  await expect(error).toContainText('No se pudo cargar el uso');
  await expect(error).toContainText('Ha ocurrido un error');
  await insightsShot(page, 'ocinsights-error-es');
  await error.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('usage-dashboard')).toBeVisible();
});

test('pt: the dashboard and its xlsx in Portuguese, in dark mode', async ({ page }) => {
  const tag = `uso-pt-${Date.now().toString(36)}`;
  const company = await registerCompanyViaApi(page.request, tag, 'pt');
  await signInAs(page, company, 'pt');
  await workALittle(page, page.request, tag);
  await darkMode(page);

  await page.goto('/app/ocinsights');
  await expect(page).toHaveURL(/\/app\/ocinsights\/uso$/);
  await expect(page.getByRole('heading', { name: 'Uso da plataforma', level: 2 })).toBeVisible();
  await expect(page.getByTestId('usage-preset')).toHaveValue('Últimos 30 dias');
  await expect(page.getByTestId('kpi-active_users')).toContainText('Usuários ativos');
  expect(await kpi(page, 'active_users')).toBe(1);
  const actions = page.getByTestId('usage-actions-table');
  await expect(actions.locator('thead th')).toHaveText(['Módulo', 'Visualizações', 'Criações', 'Edições', 'Exclusões', 'Total', 'Usuários']);
  await expect(actions.locator('tbody tr[data-module="config"] td').first()).toHaveText('Configuração');
  await expect(page.getByTestId('usage-modules').locator('[data-chart="echarts"] svg')).toBeVisible();
  await insightsShot(page, 'ocinsights-pt-dark');
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar xlsx' }).click();
  const bytes = await downloadedBytes(await download);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});
