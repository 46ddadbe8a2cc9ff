/**
 * BIM along a person's clicks: the administrator creates a model in Configuración › Modelos BIM, attaches a real
 * IFC file (samples/ifc, Tekla prefab concrete, 515 products) and watches it go through processing to available;
 * a second model gets a file cut in half and shows the failure with its line. Then the model opens in Cbox › BIM:
 * the viewer loads it (WebGL through SwiftShader), an element picked in the spatial tree and one picked in the 3D
 * view both show their properties from the API. Every name carries this run's stamp.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { signIn } from '../support/app';
import { expectNoCspViolations, watchCsp } from '../support/csp';
import { webglLaunch } from '../support/webgl';

const SHOTS = join(import.meta.dirname, '..', 'screenshots');
const SAMPLE = join(import.meta.dirname, '..', '..', 'samples', 'ifc', 'schependomlaan-multicom-prefab.ifc');
const stamp = Date.now().toString(36);
const MODEL = `Prefabricados ${stamp}`;
const BROKEN = `Roto ${stamp}`;

test.use({
  viewport: { width: 1440, height: 900 },
  launchOptions: webglLaunch,
});
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled', style: '.mantine-Notifications-root { display: none !important; }' });
}

/** Creates a model from the list; its panel opens by itself, ready for files. */
async function createModel(page: Page, name: string, code: string): Promise<void> {
  await page.getByRole('button', { name: 'Nuevo modelo' }).first().click();
  await page.getByLabel('Nombre del modelo').fill(name);
  await page.getByLabel('ID del modelo').fill(code);
  await page.getByRole('button', { name: 'Crear modelo' }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(page.getByTestId('bim-model-panel')).toBeVisible();
}

test('a model is uploaded, processed, and a broken file shows why it failed', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  await page.goto('/app/config/projects/models');
  await createModel(page, MODEL, `PRE-${stamp}`);
  await page.getByLabel('Archivos IFC para adjuntar').setInputFiles(SAMPLE);
  const file = page.getByTestId('bim-file').filter({ hasText: 'schependomlaan-multicom-prefab.ifc' });
  await expect(file.getByTestId('bim-state')).toHaveAttribute('data-state', 'available', { timeout: 90_000 });
  await expect(file).toContainText('515 elementos');
  await expect(file).toContainText('IFC2X3');
  await shot(page, 'bim-model-available');
  await page.keyboard.press('Escape');

  // A file cut in the middle of a record: the state says failed and the reason names the line.
  await createModel(page, BROKEN, `ROTO-${stamp}`);
  const half = readFileSync(SAMPLE).subarray(0, 600_000);
  await page.getByLabel('Archivos IFC para adjuntar').setInputFiles({ name: 'cortado.ifc', mimeType: 'application/octet-stream', buffer: half });
  const broken = page.getByTestId('bim-file').filter({ hasText: 'cortado.ifc' });
  await expect(broken.getByTestId('bim-state')).toHaveAttribute('data-state', 'failed', { timeout: 60_000 });
  await expect(broken).toContainText(/línea \d+/);
  await shot(page, 'bim-model-failed');
  // A file that is not IFC is refused before it is sent.
  await page.getByLabel('Archivos IFC para adjuntar').setInputFiles({ name: 'plano.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByTestId('bim-model-panel')).toContainText('plano.pdf');
});

test('the model opens in the viewer; a pick in the tree and in the 3D view shows its properties', async ({ page }) => {
  test.setTimeout(180_000);
  await watchCsp(page);
  await signIn(page, 'admin');
  await page.goto('/app/cbox/bim');
  await page.getByRole('link', { name: `Abrir el modelo ${MODEL}` }).click();
  const viewer = page.getByTestId('bim-viewer');
  await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
  // WebAssembly and the viewer's workers run under the product's Content-Security-Policy.
  await expectNoCspViolations(page);

  // The spatial tree: expand down to the storey and pick an element listed under it.
  const sideBar = page.getByRole('navigation', { name: 'Estructura del modelo' });
  await expect(sideBar.getByRole('tree', { name: 'Estructura espacial' })).toBeVisible();
  await sideBar.getByRole('button', { name: /IfcBuildingStorey/ }).first().click();
  const leaf = sideBar.getByRole('button').filter({ hasText: 'IfcElementAssembly' }).first();
  await leaf.click();
  await expect(viewer).not.toHaveAttribute('data-selected-global-id', '');
  const picked = await viewer.getAttribute('data-selected-global-id');
  const properties = page.getByTestId('bim-properties');
  await expect(properties).toContainText(picked ?? '');
  await shot(page, 'bim-viewer-tree-pick');

  // A click in the middle of the 3D view picks whatever element is there (after fitting the model to the view).
  await page.getByRole('button', { name: 'Encuadrar el modelo' }).click();
  await page.getByRole('button', { name: 'Mostrar todo' }).click();
  const canvas = page.getByTestId('bim-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the 3D canvas has no size');
  // Points across the view until one lands on geometry other than the element picked in the tree.
  let hit: string | null = null;
  for (let row = 1; row < 8 && !hit; row++) {
    for (let col = 1; col < 10 && !hit; col++) {
      await page.mouse.click(box.x + (box.width * col) / 10, box.y + (box.height * row) / 8);
      await page.waitForTimeout(150);
      const now = await viewer.getAttribute('data-selected-global-id');
      if (now && now !== picked) hit = now;
    }
  }
  expect(hit, 'a click in the 3D view picks an element').toBeTruthy();
  await expect(properties).toContainText(hit ?? '');
  await expect(properties).toContainText(/Ifc[A-Za-z]+/);
  await shot(page, 'bim-viewer-3d-pick');
});

test('in Portuguese and dark mode: the empty state of a company without models, then the viewer', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin.sur', 'pt');
  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: 'Escuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.goto('/app/cbox/bim');
  await expect(page.getByText('Os modelos BIM do projeto aparecerão aqui quando forem carregados em Configuração › Modelos BIM')).toBeVisible();
  await shot(page, 'bim-empty-pt-dark');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await signIn(page, 'admin', 'pt');
  await page.goto('/app/cbox/bim');
  await page.getByRole('link', { name: `Abrir o modelo ${MODEL}` }).click();
  await expect(page.getByTestId('bim-viewer')).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
  await shot(page, 'bim-viewer-pt-dark');
  await page.goto('/app/config/integraciones/bim');
  await expect(page.getByTestId('bim-company-models')).toContainText(MODEL);
  await shot(page, 'bim-integration-pt-dark');
});
