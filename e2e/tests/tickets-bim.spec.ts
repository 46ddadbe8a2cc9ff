/**
 * Tickets pinned to BIM model elements, along a person's clicks: the administrator loads a real IFC model (samples/ifc,
 * as bim-models.spec.ts does), opens it in Cmanagement › BIM, picks an element of a storey in the spatial tree and
 * creates a ticket on it from the panel beside the viewer; the ticket shows its element and leads back to the model
 * at that element; unpinning it leaves the model without tickets. Then, in Portuguese and dark mode, the same ticket
 * is pinned again from the panel's "existing ticket" picker. Every name carries this run's stamp.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { signIn } from '../support/app';
import { field } from '../support/users';
import { webglLaunch } from '../support/webgl';

const SHOTS = join(import.meta.dirname, '..', 'screenshots');
const SAMPLE = join(import.meta.dirname, '..', '..', 'samples', 'ifc', 'schependomlaan-multicom-prefab.ifc');
const stamp = Date.now().toString(36);
const MODEL = `Tickets BIM ${stamp}`;
const SUBJECT = `Junta abierta en prefabricado ${stamp}`;

test.use({
  viewport: { width: 1440, height: 900 },
  launchOptions: webglLaunch,
});
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** Filled by the first test, used by the second (the suite runs in one worker, in order). */
const run = { modelId: '', globalId: '' };

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled', style: '.mantine-Notifications-root { display: none !important; }' });
}

/** Configuración › Modelos BIM: a new model with the sample IFC attached, waited on until available. */
async function loadModel(page: Page): Promise<void> {
  await page.goto('/app/config/projects/models');
  await page.getByRole('button', { name: 'Nuevo modelo' }).first().click();
  await page.getByLabel('Nombre del modelo').fill(MODEL);
  await page.getByLabel('ID del modelo').fill(`TKT-${stamp}`);
  await page.getByRole('button', { name: 'Crear modelo' }).click();
  await expect(page.getByTestId('bim-model-panel')).toBeVisible();
  await page.getByLabel('Archivos IFC para adjuntar').setInputFiles(SAMPLE);
  const file = page.getByTestId('bim-file').filter({ hasText: 'schependomlaan-multicom-prefab.ifc' });
  await expect(file.getByTestId('bim-state')).toHaveAttribute('data-state', 'available', { timeout: 90_000 });
  await page.keyboard.press('Escape');
}

/** Waits for the 3D scene; returns the viewer. */
async function viewerReady(page: Page): Promise<Locator> {
  const viewer = page.getByTestId('bim-viewer');
  await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
  return viewer;
}

function panel(page: Page): Locator {
  return page.getByTestId('bim-tickets-panel');
}

test('a ticket is created on a model element, shown on the ticket, followed back to the model and unpinned', async ({ page }) => {
  test.setTimeout(300_000);
  // Wide enough for the model and the panel side by side with both app side bars open.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page, 'admin');
  await loadModel(page);

  await page.goto('/app/cmanagement/bim');
  await page.getByRole('link', { name: `Abrir el modelo ${MODEL}` }).click();
  await expect(page).toHaveURL(/\/app\/cmanagement\/bim\/[^/?]+$/);
  run.modelId = /\/bim\/([^/?]+)/.exec(page.url())?.[1] ?? '';
  const viewer = await viewerReady(page);
  await expect(panel(page).getByRole('heading', { name: 'Tickets en el modelo' })).toBeVisible();
  await expect(page.getByTestId('bim-tickets-empty')).toHaveText('Aún no hay tickets anclados a este modelo. Selecciona un elemento para crear uno.');

  // An element of a storey, from the spatial tree: it is selected in the viewer and in the address.
  const sideBar = page.getByRole('navigation', { name: 'Estructura del modelo' });
  await sideBar.getByRole('button', { name: /IfcBuildingStorey/ }).first().click();
  await sideBar.getByRole('button').filter({ hasText: 'IfcElementAssembly' }).first().click();
  await expect(viewer).not.toHaveAttribute('data-selected-global-id', '');
  run.globalId = (await viewer.getAttribute('data-selected-global-id')) ?? '';
  await expect(page).toHaveURL(/\?element=[^&]+$/);
  expect(new URL(page.url()).searchParams.get('element')).toBe(run.globalId);
  const selected = page.getByTestId('bim-selected-element');
  await expect(selected.getByTestId('bim-selected-name')).toContainText('IfcElementAssembly');
  const elementName = (await selected.getByTestId('bim-selected-name').textContent()) ?? '';

  // A new ticket on it, from the panel: the drawer names the element, and the ticket shows up beside the model.
  await selected.getByRole('button', { name: 'Nuevo ticket en este elemento' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nuevo ticket' });
  await expect(drawer.getByTestId('ticket-create-pin')).toContainText(elementName);
  await field(drawer, 'Asunto').fill(SUBJECT);
  await drawer.getByRole('combobox', { name: /^Origen/ }).click();
  await page.getByRole('option', { name: 'Llamada', exact: true }).click();
  await drawer.getByRole('button', { name: 'Crear ticket' }).click();
  await expect(drawer).toBeHidden();
  const row = panel(page).getByTestId('bim-ticket-row').filter({ hasText: SUBJECT });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-active', 'true');
  await expect(page).toHaveURL(/\/app\/cmanagement\/bim\//);
  await shot(page, 'tickets-bim-panel-es');

  // "Ver todos" lists the whole model again; the row selects its element again.
  await selected.getByRole('button', { name: 'Ver todos' }).click();
  await expect(viewer).toHaveAttribute('data-selected-global-id', '');
  await row.getByRole('button', { name: new RegExp(`^#\\d+ ${SUBJECT}`) }).click();
  await expect(viewer).toHaveAttribute('data-selected-global-id', run.globalId);

  // The ticket shows its pin and leads back to the model, at the element.
  await row.getByRole('link', { name: /^Abrir el ticket #\d+$/ }).click();
  await expect(page.getByTestId('ticket-title')).toContainText(SUBJECT);
  const pin = page.getByTestId('ticket-bim-pin');
  await expect(pin.getByTestId('ticket-bim-element')).toHaveText(new RegExp(`^Elemento BIM: .+ \\(IfcElementAssembly\\) · ${MODEL}$`));
  const ticketUrl = page.url();
  await pin.getByRole('link', { name: 'Ver en el modelo' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/cmanagement/bim/${run.modelId}\\?element=`));
  const again = await viewerReady(page);
  await expect(again).toHaveAttribute('data-selected-global-id', run.globalId);
  await expect(panel(page).getByTestId('bim-ticket-row').filter({ hasText: SUBJECT })).toBeVisible();

  // Unpinned from the ticket: the pin is gone, the activity tells it, and the model has no tickets left.
  await page.goto(ticketUrl);
  await page.getByTestId('ticket-bim-pin').getByRole('button', { name: 'Quitar anclaje' }).click();
  await expect(page.getByTestId('ticket-bim-pin')).toHaveCount(0);
  await expect(page.getByText(/quitó el anclaje BIM$/)).toBeVisible();
  await page.goto(`/app/cmanagement/bim/${run.modelId}`);
  await viewerReady(page);
  await expect(page.getByTestId('bim-tickets-empty')).toBeVisible();
});

test('in Portuguese and dark mode: an existing ticket is pinned to the element from the panel', async ({ page }) => {
  test.setTimeout(240_000);
  expect(run.modelId, 'the first test loaded the model').not.toBe('');
  await signIn(page, 'admin', 'pt');
  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: 'Escuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.goto(`/app/cmanagement/bim/${run.modelId}?element=${encodeURIComponent(run.globalId)}`);
  const viewer = await viewerReady(page);
  await expect(viewer).toHaveAttribute('data-selected-global-id', run.globalId);
  await expect(panel(page).getByRole('heading', { name: 'Tickets no modelo' })).toBeVisible();
  await expect(page.getByTestId('bim-tickets-empty')).toHaveText('Este elemento ainda não tem tickets.');
  await expect(panel(page).getByRole('button', { name: 'Novo ticket neste elemento' })).toBeVisible();

  await panel(page).getByRole('button', { name: 'Fixar ticket existente' }).click();
  const picker = page.getByTestId('bim-pin-existing');
  const box = picker.getByRole('combobox', { name: 'Ticket a fixar' });
  await box.click();
  await box.fill(stamp);
  await page.getByRole('option', { name: new RegExp(`^#\\d+ ${SUBJECT}$`) }).click();
  await picker.getByRole('button', { name: 'Fixar', exact: true }).click();
  const row = panel(page).getByTestId('bim-ticket-row').filter({ hasText: SUBJECT });
  await expect(row).toBeVisible();
  // At 1440 px with both app side bars open the panel goes under the model.
  await panel(page).scrollIntoViewIfNeeded();
  await shot(page, 'tickets-bim-panel-pt-dark');

  await row.getByRole('link', { name: /^Abrir o ticket #\d+$/ }).click();
  await expect(page.getByTestId('ticket-bim-pin').getByRole('link', { name: 'Ver no modelo' })).toBeVisible();
  await expect(page.getByTestId('ticket-bim-pin').getByRole('button', { name: 'Remover fixação' })).toBeVisible();
  await expect(page.getByText(/fixou o ticket em um elemento BIM$/).first()).toBeVisible();
  await shot(page, 'tickets-bim-ticket-pt-dark');
});
