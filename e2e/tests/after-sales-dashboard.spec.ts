/**
 * The after-sales figures on a company of their own, so every number is this spec's: a company registered for it
 * starts with no request (the empty state); then, through the API, a unit with an owner, three requests (two by
 * call, one by e-mail; one finished with a message), three failures on two places of two severities and an
 * inspection order. The dashboard's `solicitudes` and `eficiencia` views must show exactly those numbers, in Spanish
 * and in Portuguese, light and dark; an age bucket opens the requests list filtered by it; a failing load shows a
 * retry. The statistics screen (`/warranties/estadisticas`) shows the same figures over a period and downloads them
 * as an xlsx.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { seriousViolations } from '../support/a11y';
import { registerCompany, signIn, type NewCompany } from '../support/app';
import { createUnit, session } from '../support/deliveries';
import { xsrf } from '../support/users';

const SHOTS = process.env.SHOTS_DIR ?? join(import.meta.dirname, '..', 'screenshots');
const stamp = Date.now().toString(36);
const SEVERITY = `Grave ${stamp}`;
const MILD = `Leve ${stamp}`;

test.use({ viewport: { width: 1366, height: 900 } });
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** A picture of the page without the passing toasts; `height` makes the viewport taller first. */
async function shot(page: Page, name: string, height?: number): Promise<void> {
  const size = page.viewportSize();
  if (height && size) await page.setViewportSize({ width: size.width, height });
  await page.mouse.move(5, 5);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled', style: '.mantine-Notifications-root { display: none !important; }' });
  if (height && size) await page.setViewportSize(size);
}

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { headers: await xsrf(request), data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

interface Created {
  subjects: { call: string; email: string; finished: string };
  /** Failures out of warranty, as the server flagged them when they were registered. */
  outOfWarranty: number;
}

/**
 * The stage, through the API: a unit type whose checklist has two places (Lavamanos with the item Sifón, Ducha with
 * Cerámica), a unit of it with an owner who has an e-mail, three requests and their failures, one order.
 */
async function createRequests(request: APIRequestContext, projectId: string): Promise<Created> {
  const severe = await post<{ id: string }>(request, `/api/warranties/severities?projectId=${projectId}`, { name: SEVERITY });
  const mild = await post<{ id: string }>(request, `/api/warranties/severities?projectId=${projectId}`, { name: MILD });
  const type = await post<{ id: string }>(request, `/api/warranties/unit-types?projectId=${projectId}`, { name: `Tipo ${stamp}` });
  const node = (parent: string | null, name: string) => post<{ id: string }>(request, `/api/warranties/unit-types/${type.id}/nodes`, { parent_id: parent, name });
  const area = await node(null, 'Baño');
  const sink = await node(area.id, 'Lavamanos');
  const siphon = await node(sink.id, 'Sifón');
  const shower = await node(area.id, 'Ducha');
  const tiles = await node(shower.id, 'Cerámica');

  const unit = await createUnit(request, projectId, { name: `P-${stamp}`, unit_type_id: type.id });
  const owners = await request.put(`/api/warranties/units/${unit.id}/owners`, {
    headers: await xsrf(request),
    data: { owners: [{ first_name: 'Iñaki', last_name: 'Muñoz', role: 'owner', email: `propietario+${stamp}@constructora-e2e.cl` }] },
  });
  expect(owners.status(), await owners.text()).toBe(200);
  const ownerId = ((await owners.json()) as { data: { id: string }[] }).data[0]?.id;

  const subjects = { call: `Filtración ${stamp}`, email: `Puerta ${stamp}`, finished: `Consulta ${stamp}` };
  const newRequest = (origin: string, subject: string) =>
    post<{ id: string }>(request, `/api/warranties/requests?projectId=${projectId}`, { unit_id: unit.id, owner_id: ownerId, origin, subject });
  const byCall = await newRequest('call', subjects.call);
  const byEmail = await newRequest('email', subjects.email);
  const finished = await newRequest('call', subjects.finished);

  type Failure = { id: string; in_warranty: boolean };
  const failure = (requestId: string, place: string, item: string, severity: { id: string }) =>
    post<Failure>(request, `/api/warranties/requests/${requestId}/failures`, {
      area_id: area.id,
      place_id: place,
      item_id: item,
      severity_id: severity.id,
      detail: 'Gotea bajo el lavamanos',
    });
  const failures = [
    await failure(byCall.id, sink.id, siphon.id, severe),
    await failure(byCall.id, shower.id, tiles.id, severe),
    await failure(byEmail.id, sink.id, siphon.id, mild),
  ];
  // An inspection next week: open, within its window.
  const starts = new Date(Date.now() + 7 * 86_400_000);
  await post(request, `/api/warranties/requests/${byCall.id}/orders`, {
    kind: 'oi',
    contractor: 'Gasfitería Sur',
    starts_at: starts.toISOString(),
    ends_at: new Date(starts.getTime() + 2 * 3_600_000).toISOString(),
    failure_ids: [failures[0]?.id],
  });
  // Finished with a message: its first answer and its close are both measured.
  await post(request, `/api/warranties/requests/${finished.id}/actions`, { action: 'finish', message: 'Se respondió la consulta por teléfono.' });
  return { subjects, outOfWarranty: failures.filter((f) => !f.in_warranty).length };
}

/** [label, count] of each body row of a figure's table, once the table is there. */
async function tableRows(card: Locator): Promise<string[][]> {
  const rows = card.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const out: string[][] = [];
  for (const row of await rows.all()) out.push((await row.locator('td').allInnerTexts()).slice(0, 2).map((text) => text.trim()));
  return out;
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

async function chooseLanguage(page: Page, locale: 'es' | 'pt'): Promise<void> {
  await page.getByTestId('language-switch').click();
  await page.getByTestId(`language-${locale}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'pt' ? 'pt-BR' : 'es');
}

async function chooseScheme(page: Page, name: string, scheme: 'light' | 'dark'): Promise<void> {
  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

let account: NewCompany;
let created: Created;

/** A company of this spec's own, set up with one empty project: no other spec's request can reach its figures. */
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  account = await registerCompany(page, 'postventa');
  await post(page.request, '/api/setup', { company_name: `Postventa ${stamp}`, phone: '+56 2 2345 6789', projects_in_progress: 1, referral_source: 'other', example_project: false });
  await context.close();
});

test('without requests the dashboard says so; a failing load shows a retry', async ({ page }) => {
  await signIn(page, account.email, 'es', account.password);
  let failing = true;
  await page.route(
    (url) => url.pathname === '/api/warranties/stats',
    (route) => (failing ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Ha ocurrido un error', code: 'internal' }) }) : route.fallback()),
  );
  await page.goto('/app/warranties/dashboard');
  await expect(page.getByRole('heading', { name: 'Resumen', level: 2 })).toBeVisible();
  await expect(page.getByTestId('dashboard-deliveries')).toContainText('El proyecto tiene 0 unidades.');
  const error = page.getByTestId('dashboard-after-sales').getByTestId('warranties-load-error');
  await expect(error).toContainText('No se pudo cargar');
  await expect(error).toContainText('Ha ocurrido un error');
  await shot(page, 'after-sales-dashboard-error-es', 1200);

  failing = false;
  await error.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('stats-empty')).toContainText('Aún no hay solicitudes de postventa');
  await expect(page.getByTestId('dashboard-after-sales').getByTestId('warranties-load-error')).toHaveCount(0);
  await shot(page, 'after-sales-dashboard-empty-es', 1200);
  await expectAccessible(page);
});

test('the dashboard counts exactly the requests, failures and orders made', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account.email, 'es', account.password);
  created = await createRequests(page.request, (await session(page.request)).projectId);

  await page.goto('/app/warranties/dashboard');
  const after = page.getByTestId('dashboard-after-sales');
  await expect(after.getByRole('radio', { name: 'Solicitudes' })).toBeChecked();
  const kpi = (key: string) => after.getByTestId(`kpi-${key}`).getByTestId('kpi-value');
  await expect(kpi('total')).toHaveText('3');
  await expect(kpi('live')).toHaveText('2');
  await expect(kpi('finished')).toHaveText('1');
  await expect(kpi('failures')).toHaveText('3');
  await expect(page.getByTestId('dashboard-new')).toContainText('1');

  const status = after.getByTestId('stats-status');
  await expect(status.getByRole('table', { name: 'Solicitudes por estado' })).toBeVisible();
  expect(await tableRows(status)).toEqual([
    ['N · Nueva', '2'],
    ['A · Abierta', '0'],
    ['P · Pendiente', '0'],
    ['P · Pospuesta', '0'],
    ['F · Finalizada', '1'],
  ]);
  await expect(status.getByTestId('total')).toHaveText('3');
  expect(await tableRows(after.getByTestId('stats-age'))).toEqual([
    ['Menos de 1 día', '2'],
    ['1 a 15 días', '0'],
    ['16 a 30 días', '0'],
    ['31 a 45 días', '0'],
    ['Más de 45 días', '0'],
  ]);
  const origins = await tableRows(after.getByTestId('stats-origin'));
  expect(origins).toContainEqual(['Llamada', '2']);
  expect(origins).toContainEqual(['Correo electrónico', '1']);
  expect(origins.filter(([, count]) => count !== '0')).toHaveLength(2);

  const failures = after.getByTestId('stats-failures');
  await expect(failures).toContainText('Las 10 más frecuentes de 3 fallas registradas.');
  expect(await tableRows(failures)).toEqual([
    ['Lavamanos', '2'],
    ['Ducha', '1'],
  ]);
  await failures.getByText('Por ítem', { exact: true }).click();
  expect(await tableRows(failures)).toEqual([
    ['Sifón', '2'],
    ['Cerámica', '1'],
  ]);
  await failures.getByText('Por severidad', { exact: true }).click();
  expect(await tableRows(failures)).toEqual([
    [SEVERITY, '2'],
    [MILD, '1'],
  ]);
  await failures.getByText('Por lugar', { exact: true }).click();

  // All three were created this week, and one finished in it.
  const weeks = after.getByTestId('stats-weeks');
  await weeks.getByRole('button', { name: 'Ver tabla' }).click();
  const week = weeks.getByTestId('weeks-table').locator('tbody tr');
  await expect(week).toHaveCount(1);
  await expect(week.locator('td')).toHaveText([/^Semana del \d{2}\/\d{2}\/\d{4}$/, '3', '1']);
  // The charts come from their own chunk and draw once it arrives.
  await expect(status.locator('[data-chart="echarts"] svg')).toBeVisible();
  await expect(after.getByTestId('stats-age').locator('[data-chart="echarts"] svg path:not([fill="none"])').first()).toBeVisible();
  await shot(page, 'after-sales-dashboard-solicitudes-es', 1900);
  await expectAccessible(page);

  // Efficiency, at its own address.
  await after.getByText('Eficiencia', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/warranties\/dashboard\/eficiencia$/);
  await expect(after.getByTestId('stats-first-response')).toContainText('Según 1 solicitud.');
  await expect(after.getByTestId('stats-close')).toContainText('Según 1 solicitud.');
  await expect(after.getByTestId('stats-close-average')).toHaveText(/^\d+(,\d)? días?$/);
  expect(await tableRows(after.getByTestId('stats-orders'))).toEqual([
    ['A tiempo', '0'],
    ['Atrasadas', '0'],
    ['Abiertas, en plazo', '1'],
  ]);
  await expect(after.getByTestId('out-of-warranty-value')).toHaveText(`${created.outOfWarranty} de 3`);
  await shot(page, 'after-sales-dashboard-eficiencia-es');
  await expectAccessible(page);

  // An age bucket opens the requests list filtered by it: the two live requests, not the finished one.
  await after.getByText('Solicitudes', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/warranties\/dashboard\/solicitudes$/);
  await after.getByRole('link', { name: 'Ver las solicitudes vivas: Menos de 1 día' }).click();
  await expect(page).toHaveURL(/\/app\/warranties\/solicitudes\?age=lt1$/);
  const list = page.getByTestId('requests-table');
  await expect(list).toContainText(created.subjects.call);
  await expect(list).toContainText(created.subjects.email);
  await expect(list).not.toContainText(created.subjects.finished);
});

test('the dashboard reads the same numbers in Portuguese, light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account.email, 'pt', account.password);
  await page.goto('/app/warranties/dashboard');
  const after = page.getByTestId('dashboard-after-sales');
  await expect(page.getByRole('heading', { name: 'Resumo', level: 2 })).toBeVisible();
  await expect(after.getByRole('heading', { name: 'Pós-venda', level: 3 })).toBeVisible();
  expect(await tableRows(after.getByTestId('stats-status'))).toEqual([
    ['N · Nova', '2'],
    ['A · Aberta', '0'],
    ['P · Em andamento', '0'],
    ['P · Adiada', '0'],
    ['F · Finalizada', '1'],
  ]);
  expect(await tableRows(after.getByTestId('stats-age'))).toContainEqual(['Menos de 1 dia', '2']);
  const origins = await tableRows(after.getByTestId('stats-origin'));
  expect(origins).toContainEqual(['Ligação', '2']);
  expect(origins).toContainEqual(['E-mail', '1']);
  await expect(after.getByTestId('stats-failures')).toContainText('As 10 mais frequentes de 3 falhas registradas.');
  await expect(after.getByTestId('stats-status').locator('[data-chart="echarts"] svg')).toBeVisible();
  await shot(page, 'after-sales-dashboard-solicitudes-pt', 1900);

  await chooseScheme(page, 'Escuro', 'dark');
  await shot(page, 'after-sales-dashboard-solicitudes-pt-dark', 1900);
  await expectAccessible(page);
  await after.getByText('Eficiência', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/warranties\/dashboard\/eficiencia$/);
  expect(await tableRows(after.getByTestId('stats-orders'))).toEqual([
    ['No prazo', '0'],
    ['Atrasadas', '0'],
    ['Abertas, dentro do prazo', '1'],
  ]);
  await expect(after.getByTestId('stats-first-response')).toContainText('Com base em 1 solicitação.');
  await shot(page, 'after-sales-dashboard-eficiencia-pt-dark');
  await expectAccessible(page);
  await chooseScheme(page, 'Claro', 'light');
});

/** YYYY-MM-DD of a day `offset` days from today, in the browser's (and the server's UTC) calendar. */
function isoDay(offset = 0): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

test('the statistics screen filters the same figures by period and downloads them as xlsx', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, account.email, 'es', account.password);
  await page.goto('/app/warranties/estadisticas');
  const screen = page.getByTestId('statistics-page');
  await expect(screen).toBeVisible();

  await expect(screen.getByRole('heading', { name: 'Estadísticas de postventa', level: 2 })).toBeVisible();
  await expect(screen.getByTestId('kpi-total').getByTestId('kpi-value')).toHaveText('3');
  expect(await tableRows(screen.getByTestId('stats-status'))).toContainEqual(['F · Finalizada', '1']);
  expect(await tableRows(screen.getByTestId('stats-orders'))).toContainEqual(['Abiertas, en plazo', '1']);

  // A period after today leaves every request out; clearing it brings them back.
  await screen.getByLabel('Desde', { exact: true }).fill(isoDay(1));
  await expect(page).toHaveURL(new RegExp(`\\?from=${isoDay(1)}$`));
  await expect(screen.getByTestId('stats-empty')).toContainText('No hay solicitudes en este período');
  await shot(page, 'after-sales-statistics-filtered-empty-es');
  await screen.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(screen.getByTestId('kpi-total').getByTestId('kpi-value')).toHaveText('3');

  // Today only, across all my projects (this company has one): the same three.
  await screen.getByLabel('Desde', { exact: true }).fill(isoDay(-1));
  await screen.getByLabel('Hasta', { exact: true }).fill(isoDay(1));
  await screen.getByRole('switch', { name: 'Todos mis proyectos' }).click({ force: true });
  await expect(page).toHaveURL(new RegExp(`from=${isoDay(-1)}&to=${isoDay(1)}&all=1$`));
  await expect(screen.getByLabel('Desde', { exact: true })).toHaveValue(isoDay(-1));
  await expect(screen.getByLabel('Hasta', { exact: true })).toHaveValue(isoDay(1));
  await expect(screen.getByRole('switch', { name: 'Todos mis proyectos' })).toBeChecked();
  await expect(screen.getByTestId('kpi-total').getByTestId('kpi-value')).toHaveText('3');
  await shot(page, 'after-sales-statistics-es', 2600);
  await expectAccessible(page);

  // The export carries the same query and the project.
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/warranties/stats/export');
  const download = page.waitForEvent('download');
  await screen.getByRole('button', { name: 'Exportar xlsx' }).click();
  const query = new URL((await asked).url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({ from: isoDay(-1), to: isoDay(1), all_projects: 'true', projectId: (await session(page.request)).projectId });
  const file = await download;
  expect(file.suggestedFilename()).toBe('estadisticas-postventa.xlsx');
  const path = test.info().outputPath('estadisticas-postventa.xlsx');
  await file.saveAs(path);
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.includes(Buffer.from('xl/worksheets/'))).toBe(true);

  // In Portuguese, dark.
  await chooseLanguage(page, 'pt');
  await expect(screen.getByRole('heading', { name: 'Estatísticas de pós-venda', level: 2 })).toBeVisible();
  expect(await tableRows(screen.getByTestId('stats-origin'))).toContainEqual(['Ligação', '2']);
  await chooseScheme(page, 'Escuro', 'dark');
  await shot(page, 'after-sales-statistics-pt-dark', 2600);
  await chooseScheme(page, 'Claro', 'light');
  await chooseLanguage(page, 'es');
});
