/**
 * Technical insights, the provider's staff (`soporte`) only: a SELECT fills the grid (NULL marked, CSV export), an
 * UPDATE is refused with the server's reason under the editor, the resources' side menu, the server log with its
 * filters, a new database dump with its download, and the help panel; in Spanish and in Portuguese (dark). A company
 * administrator never gets the editor, and the API does not exist for them.
 */
import { expect, test, type Page } from '@playwright/test';

import { signIn } from '../support/app';
import { darkMode, downloadedBytes, expectAccessible, insightsShot, writeSql } from '../support/insights';
import { xsrf } from '../support/users';

test.use({ viewport: { width: 1366, height: 900 } });

const SELECT = "SELECT username, is_superadmin, NULL AS vacio FROM users WHERE username = 'soporte'";
const UPDATE = "UPDATE users SET first_name = 'Nadie' WHERE username = 'soporte'";

/** Runs what the editor holds with the button. */
async function run(page: Page): Promise<void> {
  await page.getByTestId('sql-run').click();
}

test('es: the editor reads and refuses writes; resources, logs, a new dump and the help panel', async ({ page }) => {
  await signIn(page, 'soporte');
  await page.goto('/app/tiinsights/editor');
  await expect(page.getByRole('heading', { name: 'Editor SQL', level: 2 })).toBeVisible();
  await expect(page.getByTestId('sql-idle')).toContainText('Escribe una consulta');
  await expect(page.getByTestId('help-topic')).toContainText('Escribe una consulta de lectura');

  // A SELECT: one row, NULL marked apart from text.
  await writeSql(page, SELECT);
  await run(page);
  const grid = page.getByTestId('sql-result');
  await expect(grid.getByRole('columnheader')).toHaveText(['#', 'username', 'is_superadmin', 'vacio']);
  await expect(grid.locator('tbody tr')).toHaveCount(1);
  await expect(grid.locator('tbody tr td').nth(1)).toHaveText('soporte');
  await expect(grid.locator('[data-null]')).toHaveText('NULL');
  await expect(page.getByTestId('sql-summary')).toHaveText(/^1 fila en \d+ ms$/);
  await expect(page.getByTestId('sql-truncated')).toHaveCount(0);

  // Its CSV: a header and the row, NULL as an empty field.
  const download = page.waitForEvent('download');
  await page.getByTestId('sql-export-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^consulta-\d{8}-\d{6}\.csv$/);
  const csv = (await downloadedBytes(file)).toString('utf8').replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe('username,is_superadmin,vacio');
  expect(csv.split('\r\n')[1]).toMatch(/^soporte,(1|true),$/);
  await insightsShot(page, 'tiinsights-editor-es');
  await expectAccessible(page);

  // An UPDATE, run with Ctrl+Enter: refused, with the server's reason under the editor; nothing changed.
  await writeSql(page, UPDATE);
  await page.keyboard.press('ControlOrMeta+Enter');
  const refusal = page.getByTestId('sql-error');
  await expect(refusal).toContainText('La consulta fue rechazada');
  await expect(refusal).toContainText('Solo se permiten consultas de lectura');
  await expect(page.getByTestId('sql-result')).toHaveCount(0);
  await insightsShot(page, 'tiinsights-editor-refused-es');
  await writeSql(page, "SELECT first_name FROM users WHERE username = 'soporte'");
  await run(page);
  await expect(page.getByTestId('sql-result').locator('tbody tr td').nth(1)).not.toHaveText('Nadie');

  // More than 1000 rows: the first 1000, and the notice.
  await writeSql(page, 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1500) SELECT i FROM n');
  await run(page);
  await expect(page.getByTestId('sql-truncated')).toContainText('más de 1000 filas');
  await expect(page.getByTestId('sql-summary')).toHaveText(/^1000 filas en \d+ ms$/);
  await expect(page.getByTestId('sql-result').locator('tbody tr')).toHaveCount(1000);

  // An example query goes to the editor without running.
  await page.getByTestId('sql-examples').getByRole('button', { name: 'Trabajos por tipo y estado' }).click();
  await expect(page.getByTestId('sql-editor-input')).toContainText('FROM jobs');

  // Resources: the side menu's four panels.
  await page.getByRole('tab', { name: 'Recursos' }).click();
  await expect(page).toHaveURL(/\/app\/tiinsights\/obraResources\/jobs$/);
  await expect(page.getByTestId('resources-engine')).toHaveText('SQLite');
  for (const tile of ['jobs-queued', 'jobs-running', 'jobs-failed', 'jobs-done', 'jobs-oldest']) await expect(page.getByTestId(tile)).toBeVisible();
  await insightsShot(page, 'tiinsights-resources-jobs-es');
  const menu = page.getByTestId('resources-menu');
  await menu.getByRole('link', { name: 'Almacenamiento' }).click();
  await expect(page).toHaveURL(/\/obraResources\/storage$/);
  await expect(page.getByTestId('resources-storage')).toBeVisible();
  await insightsShot(page, 'tiinsights-resources-storage-es');
  await menu.getByRole('link', { name: 'Eventos en vivo' }).click();
  await expect(page.getByTestId('broker-status')).toHaveText('Conectado');
  await expectAccessible(page);
  // A query that runs over half a second is a slow request: it shows with its status and opens its log lines.
  await page.getByRole('tab', { name: 'Editor SQL' }).click();
  await writeSql(page, 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 4000000) SELECT count(*) FROM n');
  await run(page);
  // On a loaded machine it may even reach the 5 s limit; slow either way.
  await expect(page.getByTestId('sql-summary').or(page.getByTestId('sql-error'))).toBeVisible({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Recursos' }).click();
  await page.getByTestId('resources-menu').getByRole('link', { name: 'Solicitudes lentas' }).click();
  const slow = page.getByTestId('resources-slow').locator('tbody tr', { hasText: 'POST /api/tiinsights/sql' });
  await expect(slow.first()).toBeVisible();
  await expect(slow.first().getByTestId('slow-status')).toHaveText(/^(200|422)$/);
  await expectAccessible(page);

  // The log: filters and the automatic reload.
  await page.getByRole('tab', { name: 'Registros' }).click();
  await expect(page).toHaveURL(/\/app\/tiinsights\/logs$/);
  await expect(page.getByTestId('logs-table')).toBeVisible();
  await page.getByTestId('log-level').click();
  await page.getByRole('option', { name: 'Error' }).click();
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/tiinsights/logs' && new URL(request.url()).searchParams.get('level') === 'error');
  await page.getByRole('textbox', { name: 'Texto' }).fill('nada-que-coincida');
  await asked;
  await expect(page.getByText('Ninguna línea coincide con los filtros.')).toBeVisible();
  await page.getByRole('switch', { name: 'Actualizar cada 5 s' }).check();
  await page.waitForRequest((request) => new URL(request.url()).pathname === '/api/tiinsights/logs', { timeout: 8_000 });
  await insightsShot(page, 'tiinsights-logs-es');

  // A new dump, after the confirmation, with its download; the restore drill is named.
  await page.getByRole('tab', { name: 'Respaldos' }).click();
  await expect(page.getByTestId('dump-restore-help')).toContainText('obra admin restore-drill <file>');
  const before = await page.getByTestId('dumps-table').getByTestId('dump-download').count();
  await page.getByTestId('dump-create').click();
  await expect(page.getByRole('dialog')).toContainText('¿Crear un respaldo ahora?');
  await page.getByTestId('dump-confirm').click();
  await expect(page.getByTestId('toast-success')).toContainText('El respaldo se creó correctamente.');
  await expect(page.getByTestId('dumps-table').getByTestId('dump-download')).toHaveCount(before + 1);
  const row = page.getByTestId('dumps-table').locator('tbody tr').first();
  await expect(row).toContainText('SQLite');
  const zip = page.waitForEvent('download');
  await row.getByTestId('dump-download').click();
  const bytes = await downloadedBytes(await zip);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  await insightsShot(page, 'tiinsights-dumps-es');

  // The help panel lists the module's topics with their keys.
  await page.getByRole('tab', { name: 'Ayuda' }).click();
  await expect(page.getByTestId('help-topic-card')).toHaveCount(6);
  await expect(page.locator('[data-help-key="tiinsights.editor"]')).toContainText('Escribe una consulta de lectura');
  await insightsShot(page, 'tiinsights-help-panel-es');
});

test('pt: the editor, its refusal and the resources in Portuguese, in dark mode', async ({ page }) => {
  await signIn(page, 'soporte', 'pt');
  await darkMode(page);
  await page.goto('/app/tiinsights/editor');
  await expect(page.getByRole('heading', { name: 'Editor SQL', level: 2 })).toBeVisible();
  await expect(page.getByTestId('sql-idle')).toContainText('Escreva uma consulta');

  await writeSql(page, SELECT);
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByTestId('sql-summary')).toHaveText(/^1 linha em \d+ ms$/);
  await expect(page.getByTestId('sql-result').locator('[data-null]')).toHaveText('NULL');
  await insightsShot(page, 'tiinsights-editor-pt-dark');
  await expectAccessible(page);

  await writeSql(page, UPDATE);
  await page.getByRole('button', { name: 'Executar' }).click();
  await expect(page.getByTestId('sql-error')).toContainText('A consulta foi recusada');
  await expect(page.getByTestId('sql-error')).toContainText('Somente consultas de leitura');
  await insightsShot(page, 'tiinsights-editor-refused-pt-dark');

  await page.getByRole('tab', { name: 'Recursos' }).click();
  await page.getByTestId('resources-menu').getByRole('link', { name: 'Armazenamento' }).click();
  await expect(page.getByTestId('resources-storage')).toBeVisible();
  await insightsShot(page, 'tiinsights-resources-storage-pt-dark');
  await page.getByTestId('resources-menu').getByRole('link', { name: 'Eventos ao vivo' }).click();
  await expect(page.getByTestId('broker-status')).toHaveText('Conectado');

  await page.getByRole('tab', { name: 'Backups' }).click();
  await expect(page.getByRole('heading', { name: 'Backups do banco de dados' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Criar backup' })).toBeVisible();
  await insightsShot(page, 'tiinsights-dumps-pt-dark');
  await page.getByRole('tab', { name: 'Logs' }).click();
  await expect(page.getByRole('heading', { name: 'Logs do servidor' })).toBeVisible();
  await insightsShot(page, 'tiinsights-logs-pt-dark');
});

test('a company administrator does not get the editor, and the API does not exist for them', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByTestId('nav-tiinsights')).toHaveCount(0);
  await page.goto('/app/tiinsights/editor');
  await expect(page.getByTestId('no-permission')).toBeVisible();
  await expect(page.getByTestId('sql-editor-page')).toHaveCount(0);
  await expect(page.getByTestId('sql-editor-input')).toHaveCount(0);

  const answer = await page.request.post('/api/tiinsights/sql', { data: { sql: 'SELECT 1' }, headers: await xsrf(page.request) });
  expect(answer.status()).toBe(404);
});
