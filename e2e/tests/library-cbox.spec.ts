/**
 * Cbox along a person's clicks: the administrator makes folders, uploads a batch in which one file has a refused
 * extension, one is a duplicate and one fails until retried, moves a file, and shares a folder with the inspector for
 * download only; the inspector finds it under "Compartido conmigo", downloads the file, is not offered delete and is
 * refused it by the API; the file's record list shows both people's actions. Folder names are new in each run.
 *
 * Named to run after home.spec.ts: the share sends the inspector a notice, and that spec counts the inspector's
 * demo notices.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { signIn } from '../support/app';
import { xsrf } from '../support/users';

const SHOTS = join(import.meta.dirname, '..', 'screenshots');
const stamp = Date.now().toString(36);
const PLANOS = `Planos ${stamp}`;
const ARCHIVO = `Archivo ${stamp}`;
const MEMORIA = Buffer.from('%PDF-1.4\n% memoria de cálculo\n'.repeat(2000));

test.use({ viewport: { width: 1366, height: 900 } });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

function uploadRow(page: Page, name: string): Locator {
  return page.getByTestId('cbox-upload-row').filter({ hasText: name });
}

function views(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Vistas de la biblioteca' });
}

function item(page: Page, name: string): Locator {
  return page.getByTestId('cbox-item').filter({ hasText: name });
}

async function openMenu(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Acciones de ${name}`, exact: true }).click();
  return page.getByRole('menu');
}

async function createFolder(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Nueva carpeta', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva carpeta' });
  await dialog.getByLabel('Nombre de la carpeta').fill(name);
  await dialog.getByRole('button', { name: 'Crear carpeta' }).click();
  await expect(dialog).toBeHidden();
  await expect(item(page, name)).toBeVisible();
}

test('a batch upload, a move and a download-only share, seen from both sides', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.goto('/app/cbox/folders');
  await expect(views(page).getByRole('link', { name: 'Carpetas del proyecto' })).toBeVisible();
  await createFolder(page, PLANOS);
  await createFolder(page, ARCHIVO);
  await page.getByRole('link', { name: PLANOS, exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Ubicación' })).toContainText(PLANOS);

  // falla.pdf cannot reach the server until the person retries it.
  const failing = Buffer.from('falla.pdf').toString('base64');
  let cut = true;
  await page.route('**/api/uploads', (route) => {
    const metadata = route.request().headers()['upload-metadata'] ?? '';
    return cut && route.request().method() === 'POST' && metadata.includes(failing) ? route.abort('connectionreset') : route.continue();
  });
  await page.getByTestId('cbox-upload-input').setInputFiles([
    { name: 'memoria.pdf', mimeType: 'application/pdf', buffer: MEMORIA },
    { name: 'instalador.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    { name: 'memoria.pdf', mimeType: 'application/pdf', buffer: MEMORIA },
    { name: 'falla.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 falla') },
  ]);
  const panel = page.getByTestId('cbox-upload-panel');
  await expect(uploadRow(page, 'instalador.exe')).toHaveAttribute('data-status', 'rejected');
  await expect(uploadRow(page, 'instalador.exe')).toContainText('Extensión de archivo no permitida');
  await expect(panel.getByText('El archivo ya está en la lista')).toBeVisible();
  await expect(uploadRow(page, 'memoria.pdf').and(page.locator('[data-status="done"]'))).toHaveCount(1, { timeout: 20_000 });
  const failed = uploadRow(page, 'falla.pdf');
  await expect(failed).toHaveAttribute('data-status', 'error', { timeout: 30_000 });
  await page.screenshot({ path: join(SHOTS, 'cbox-upload-failed.png'), animations: 'disabled' });
  cut = false;
  await failed.getByRole('button', { name: 'Reintentar', exact: true }).click();
  await expect(failed).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(item(page, 'falla.pdf')).toBeVisible();
  await expect(item(page, 'memoria.pdf')).toBeVisible();
  await expect(item(page, 'instalador.exe')).toHaveCount(0);

  // Move falla.pdf to the other folder.
  await (await openMenu(page, 'falla.pdf')).getByRole('menuitem', { name: 'Mover', exact: true }).click();
  const move = page.getByRole('dialog', { name: 'Mover «falla.pdf»' });
  await move.getByRole('button', { name: 'Carpetas del proyecto' }).click();
  await move.getByRole('button', { name: `Abrir la carpeta ${ARCHIVO}` }).click();
  await move.getByRole('button', { name: 'Mover aquí' }).click();
  await expect(move).toBeHidden();
  await expect(item(page, 'falla.pdf')).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, 'cbox-folder.png'), animations: 'disabled' });

  // Share the folder with the inspector, download only.
  await page.getByRole('navigation', { name: 'Ubicación' }).getByRole('link', { name: 'Carpetas del proyecto' }).click();
  await (await openMenu(page, PLANOS)).getByRole('menuitem', { name: 'Compartir', exact: true }).click();
  const share = page.getByRole('dialog', { name: `Compartir «${PLANOS}»` });
  await share.getByRole('combobox', { name: 'Agregar persona' }).fill('Rodrigo');
  await page.getByRole('option', { name: /Rodrigo Paredes Lagos/ }).click();
  await expect(share.getByRole('checkbox', { name: 'Descargar' }).first()).toBeChecked();
  await expect(share.getByRole('checkbox', { name: 'Editar (incluye eliminar)' }).first()).not.toBeChecked();
  await share.getByRole('button', { name: 'Compartir', exact: true }).click();
  await expect(share.getByTestId('cbox-share-row').filter({ hasText: 'Rodrigo Paredes Lagos' })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'cbox-share.png'), animations: 'disabled' });
  await page.keyboard.press('Escape');

  // The inspector's side.
  const other = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const inspector = await other.newPage();
  await signIn(inspector, 'inspector');
  await inspector.goto('/app/cbox/folders');
  await views(inspector).getByRole('link', { name: 'Compartido conmigo' }).click();
  await inspector.getByRole('link', { name: PLANOS, exact: true }).click();
  await expect(item(inspector, 'memoria.pdf')).toBeVisible();
  const menu = await openMenu(inspector, 'memoria.pdf');
  await expect(menu.getByRole('menuitem', { name: 'Eliminar' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Renombrar' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Compartir' })).toHaveCount(0);
  const downloading = inspector.waitForEvent('download');
  await menu.getByRole('menuitem', { name: 'Descargar', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('memoria.pdf');
  const saved = join(test.info().outputDir, 'memoria.pdf');
  await download.saveAs(saved);
  expect(readFileSync(saved).equals(MEMORIA)).toBe(true);
  const id = await item(inspector, 'memoria.pdf').getAttribute('data-item-id');
  const refused = await inspector.request.delete('/api/cbox/items', { data: { ids: [id] }, headers: await xsrf(inspector.request) });
  expect(refused.status()).toBe(403);
  await inspector.screenshot({ path: join(SHOTS, 'cbox-inspector-shared.png'), animations: 'disabled' });
  await other.close();

  // The record list names both people.
  await page.getByRole('link', { name: PLANOS, exact: true }).click();
  await (await openMenu(page, 'memoria.pdf')).getByRole('menuitem', { name: 'Detalles', exact: true }).click();
  const history = page.getByRole('list', { name: 'Historial' });
  await expect(history.locator('li[data-action="downloaded"]')).toContainText('Rodrigo Paredes Lagos');
  await expect(history.locator('li[data-action="uploaded"]')).toContainText('Carolina Vergara Soto');
  await page.screenshot({ path: join(SHOTS, 'cbox-details.png'), animations: 'disabled' });
});

test('the library in Portuguese and dark mode, with its empty trash', async ({ page }) => {
  await signIn(page, 'admin', 'pt');
  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: 'Escuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.goto('/app/cbox/folders?view=trash');
  await expect(page.getByRole('navigation', { name: 'Visualizações da biblioteca' }).getByRole('link', { name: 'Lixeira' })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'cbox-trash-pt-dark.png'), animations: 'disabled' });
  await page.goto('/app/cbox/folders');
  await expect(page.getByTestId('cbox-item').first()).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'cbox-grid-pt-dark.png'), animations: 'disabled' });
});

/**
 * A TCP proxy in front of the server that throttles what the browser sends (so an upload takes a few seconds) and,
 * once armed, drops the connection after `cutAfter` bytes of it: a cable pulled mid-upload.
 */
async function cuttingProxy(target: number, bytesPerSecond: number, cutAfter: number): Promise<{ port: number; cuts: () => number; close: () => void }> {
  let armed = true;
  let cuts = 0;
  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    const started = Date.now();
    let sent = 0;
    client.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      upstream.write(chunk);
      if (armed && sent > cutAfter) {
        armed = false;
        cuts += 1;
        client.destroy();
        upstream.destroy();
        return;
      }
      const ahead = (sent / bytesPerSecond) * 1000 - (Date.now() - started);
      if (ahead > 5) {
        client.pause();
        setTimeout(() => client.resume(), ahead);
      }
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, cuts: () => cuts, close: () => server.close() };
}

test('a large upload cut halfway resumes from where the server stopped, not from zero', async ({ page }) => {
  test.setTimeout(120_000);
  const size = 48 * 1024 * 1024;
  const file = join(test.info().outputDir, `obra-grande-${stamp}.pdf`);
  mkdirSync(test.info().outputDir, { recursive: true });
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4) data.writeUInt32LE((i * 2654435761) >>> 0, i);
  writeFileSync(file, data);
  const offsets: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/uploads/')) offsets.push(Number(request.headers()['upload-offset']));
  });
  await signIn(page, 'admin');
  // Through the proxy (cookies belong to the host, not the port, so the session goes along).
  const proxy = await cuttingProxy(Number(new URL(page.url()).port), 12 * 1024 * 1024, size / 2);
  const origin = `http://127.0.0.1:${proxy.port}`;
  await page.goto(`${origin}/app/cbox/folders`);
  const folder = `Grandes ${stamp}`;
  await createFolder(page, folder);
  await page.getByRole('link', { name: folder, exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Ubicación' })).toContainText(folder);
  await expect(page.getByText('Esta carpeta está vacía')).toBeVisible();
  await page.getByTestId('cbox-upload-input').setInputFiles(file);
  const row = uploadRow(page, `obra-grande-${stamp}.pdf`);
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  proxy.close();
  expect(proxy.cuts(), 'the connection was cut once').toBe(1);
  const resumedAt = offsets.filter((offset) => offset > 0);
  expect(resumedAt.length, `PATCH offsets ${offsets.join(', ')}`).toBeGreaterThan(0);
  expect(resumedAt[0], 'the second PATCH starts where the server stopped').toBeGreaterThan(size / 4);
  // The stored file is the whole file.
  const id = await item(page, `obra-grande-${stamp}.pdf`).getAttribute('data-item-id');
  const response = await page.request.get(`/api/cbox/items/${id}/download`);
  expect(response.status()).toBe(200);
  const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  expect(digest(await response.body())).toBe(digest(data));
  expect(readFileSync(file).length).toBe(size);
});
