/**
 * Concrete › editing and deleting what was registered, each language on a company of its own with the Concrete model
 * (the sample IFC), the catalogues, the placements and the samples staged through the API. In Spanish a placement is
 * edited from its row (volume and location), a volume with two decimals is refused on its field and nothing is
 * saved, and the placement is deleted through its confirmation: its row goes and its lot gives the volume back. In
 * Portuguese (NBR 12655, dark mode) a low sample of a non-conforming lot is corrected, which makes the lot
 * conforming with a new estimate, and a sample deleted through its confirmation leaves too few to judge the lot.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { concreteStage, type ConcreteStage } from '../support/concrete';
import { day, post, registerCompanyViaApi, signInAs } from '../support/quality-schedule';
import { webglLaunch } from '../support/webgl';

// The placements page shows the model in 3D, rendered in software (SwiftShader): one retry, as the other viewer specs.
test.describe.configure({ retries: 1 });
test.use({ viewport: { width: 1600, height: 1000 }, launchOptions: webglLaunch });

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(5, 5);
  await page.screenshot({ path: join(SHOTS, `concrete-edit-${name}.png`), animations: 'disabled', style: '.mantine-Notifications-root { display: none !important; }' });
}

/** A placement of the H30 type (so all of them share lot 1) on two elements of the model; returns its lot. */
async function pour(request: APIRequestContext, projectId: string, stage: ConcreteStage, index: number, body: { m3: number; location: string; cycle: string }): Promise<string> {
  const placement = await post<{ lot_id: string }>(request, `/api/concrete/placements?projectId=${projectId}`, {
    ...body,
    element_id: stage.slab,
    unit: 'Torre A',
    poured_on: day(index - 3),
    supplier_id: stage.supplier,
    type_id: stage.h30,
    global_ids: stage.globalIds.slice(2 * index, 2 * index + 2),
  });
  return placement.lot_id;
}

interface StoredPlacement {
  number: number;
  m3: number;
  location: string;
  version: number;
}

async function storedPlacements(request: APIRequestContext, projectId: string): Promise<StoredPlacement[]> {
  const response = await request.get('/api/concrete/placements', { params: { projectId } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StoredPlacement[] }).data;
}

test('Spanish: a placement is edited from its row, a volume with two decimals is refused, and it is deleted', async ({ page }) => {
  test.setTimeout(300_000);
  const company = await registerCompanyViaApi(page.request, 'hor-ed-es', 'es');
  const stage = await concreteStage(page.request, company, 'edit-es');
  await pour(page.request, company.projectId, stage, 0, { m3: 7.5, location: 'Losa nivel 2', cycle: 'C-2' });
  await pour(page.request, company.projectId, stage, 1, { m3: 4, location: 'Losa nivel 3', cycle: 'C-3' });
  await signInAs(page, company, 'es');

  await page.goto('/app/concrete/placements');
  const table = page.getByTestId('placements-table');
  const rows = table.locator('tbody tr[data-number]');
  const first = table.locator('tbody tr[data-number="1"]');
  await expect(rows).toHaveCount(2);
  await expect(first).toContainText('7,5');
  await expect(first).toContainText('Losa nivel 2');
  await expect(page.getByTestId('bim-viewer')).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });

  // The pencil of the row opens the placement's drawer with what it has.
  await first.getByRole('button', { name: 'Editar el hormigonado n.º 1' }).click();
  let drawer = page.getByRole('dialog', { name: 'Hormigonado n.º 1' });
  const form = drawer.getByTestId('placement-form');
  const m3 = form.getByTestId('placement-m3');
  const location = form.getByTestId('placement-location');
  await expect(m3).toHaveValue('7,5');
  await expect(location).toHaveValue('Losa nivel 2');
  await expect(form.getByTestId('placement-cycle')).toHaveValue('C-2');
  await expect(form.getByTestId('placement-elements-count')).toHaveText('Sobre 2 elementos del modelo.');
  await m3.fill('9,5');
  await location.fill('Losa nivel 2, eje B');
  await shot(page, 'placement-form-es');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText('Hormigonado n.º 1 actualizado.')).toBeVisible();
  await expect(first).toContainText('9,5');
  await expect(first).toContainText('Losa nivel 2, eje B');
  await expect(first).not.toContainText('7,5');
  await expect(rows).toHaveCount(2);
  await shot(page, 'placements-edited-es');

  // Two decimals: the server's rule, said under the volume; the drawer stays and nothing is saved.
  await first.getByRole('button', { name: 'Editar el hormigonado n.º 1' }).click();
  drawer = page.getByRole('dialog', { name: 'Hormigonado n.º 1' });
  await expect(m3).toHaveValue('9,5');
  await m3.fill('9,55');
  await location.fill('Losa nivel 2, eje C');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(m3).toHaveAttribute('aria-invalid', 'true');
  await expect(m3).toHaveAccessibleDescription('Se permite como máximo 1 decimal.');
  await expect(location).not.toHaveAttribute('aria-invalid', 'true');
  await expect(drawer).toBeVisible();
  await shot(page, 'placement-error-es');
  await drawer.getByRole('button', { name: 'Cancelar' }).click();
  await expect(drawer).toBeHidden();
  await expect(first).toContainText('9,5');
  await expect(first).toContainText('Losa nivel 2, eje B');
  const stored = (await storedPlacements(page.request, company.projectId)).find((row) => row.number === 1);
  expect(stored).toMatchObject({ m3: 9.5, location: 'Losa nivel 2, eje B', version: 2 });

  // The lot followed the edit: 7.5 + 4 became 9.5 + 4 m³.
  await page.getByTestId('concrete-tab-lots').click();
  const lot = page.getByTestId('lots-table').locator('tbody tr[data-number="1"]');
  await expect(lot).toContainText('13,5 / 100 m³');
  await expect(lot.locator('td').nth(3)).toHaveText('2');

  // The trash of the row asks first, naming the volume the lot gets back.
  await page.getByTestId('concrete-tab-placements').click();
  await first.getByRole('button', { name: 'Eliminar el hormigonado n.º 1' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar el hormigonado n.º 1?' });
  await expect(confirm).toContainText('El lote 1 recupera sus 9,5 m³. Esta acción no se puede deshacer.');
  await shot(page, 'placement-delete-es');
  await confirm.getByTestId('placement-delete-confirm').click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Hormigonado n.º 1 eliminado.')).toBeVisible();
  await expect(first).toHaveCount(0);
  await expect(rows).toHaveCount(1);
  await expect(table.locator('tbody tr[data-number="2"]')).toContainText('Losa nivel 3');
  expect((await storedPlacements(page.request, company.projectId)).map((row) => row.number)).toEqual([2]);
  await shot(page, 'placements-deleted-es');

  await page.getByTestId('concrete-tab-lots').click();
  await expect(lot).toContainText('4 / 100 m³');
  await expect(lot.locator('td').nth(3)).toHaveText('1');
  await lot.click();
  await expect(page.getByTestId('lot-drawer')).toContainText('H30: 4 de 100 m³ en 1 hormigonado.');
  await expect(page.getByTestId('lot-estimate')).toHaveText('Resistencia estimada: — (especificada: 30 MPa).');
  await shot(page, 'lot-es');
});

test('Portuguese, dark: a low sample is corrected and the lot turns conforming; a deleted sample leaves it pending', async ({ page }) => {
  test.setTimeout(300_000);
  const company = await registerCompanyViaApi(page.request, 'hor-ed-pt', 'pt');
  const stage = await concreteStage(page.request, company, 'edit-pt');
  const lotId = await pour(page.request, company.projectId, stage, 0, { m3: 8, location: 'Laje nível 3', cycle: 'C-1' });
  // NBR 12655 takes each sample's higher specimen: 25 MPa for M-3 and 36 for the rest, six samples in all.
  for (const code of ['M-1', 'M-2', 'M-3', 'M-4', 'M-5', 'M-6']) {
    const specimens = code === 'M-3' ? [24, 25] : [35, 36];
    await post(page.request, `/api/concrete/lots/${lotId}/samples`, { code, laboratory_id: stage.lab, taken_on: day(-28), age_days: 28, tested_on: day(0), specimens_mpa: specimens });
  }
  await signInAs(page, company, 'pt');
  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: 'Escuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.goto('/app/concrete/lots');
  const lot = page.getByTestId('lots-table').locator('tbody tr[data-number="1"]');
  await expect(lot).toHaveAttribute('data-verdict', 'non_conforming');
  await lot.click();
  const drawer = page.getByTestId('lot-drawer');
  const estimate = page.getByTestId('lot-estimate');
  const badge = page.getByTestId('lot-verdict').getByTestId('verdict-badge');
  const samples = page.getByTestId('samples-table').locator('tbody tr');
  const low = page.getByTestId('samples-table').locator('tr[data-code="M-3"]');
  await expect(drawer).toHaveAttribute('data-verdict', 'non_conforming');
  await expect(badge).toHaveText('Não conforme');
  await expect(estimate).toHaveText('Resistência estimada: 25 MPa (especificada: 30 MPa).');
  await expect(samples).toHaveCount(6);
  await expect(low).toContainText('24 · 25');
  await expect(low).toContainText('25 MPa');

  // The pencil of M-3 opens its form in the drawer with its specimens.
  await low.getByRole('button', { name: 'Editar a amostra M-3' }).click();
  const form = page.getByTestId('sample-form');
  await expect(form).toContainText('Amostra M-3');
  const first = form.getByRole('textbox', { name: 'Corpo de prova 1 (MPa)' });
  const second = form.getByRole('textbox', { name: 'Corpo de prova 2 (MPa)' });
  await expect(first).toHaveValue('24');
  await expect(second).toHaveValue('25');
  await first.fill('35');
  // Typed as a Brazilian writes it, with a decimal comma; two decimals are refused under the specimens.
  await second.clear();
  await second.pressSequentially('36,55');
  await form.getByTestId('sample-submit').click();
  await expect(form.getByTestId('sample-specimens-error')).toHaveText('Use no máximo uma casa decimal.');
  await expect(low).toContainText('24 · 25');
  await shot(page, 'sample-error-pt-dark');
  await second.clear();
  await second.pressSequentially('36,5');
  await expect(form.getByTestId('sample-specimens-error')).toHaveCount(0);
  await form.getByTestId('sample-submit').click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Amostra M-3 atualizada.')).toBeVisible();
  await expect(low).toContainText('35 · 36,5');
  await expect(low).toContainText('36,5 MPa');
  await expect(drawer).toHaveAttribute('data-verdict', 'conforming');
  await expect(badge).toHaveText('Conforme');
  await expect(estimate).toHaveText('Resistência estimada: 36 MPa (especificada: 30 MPa).');
  await expect(page.getByTestId('lot-criteria').locator('li')).toHaveAttribute('data-passed', 'true');
  await shot(page, 'sample-edited-pt-dark');

  // The trash of M-6 asks first; without it five samples are too few for NBR 12655's partial sampling.
  await page.getByTestId('samples-table').locator('tr[data-code="M-6"]').getByRole('button', { name: 'Excluir a amostra M-6' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir a amostra M-6?' });
  await expect(confirm).toContainText('O lote é julgado novamente sem ela.');
  await shot(page, 'sample-delete-pt-dark');
  await confirm.getByTestId('sample-delete-confirm').click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Amostra M-6 excluída.')).toBeVisible();
  await expect(page.getByTestId('samples-table').locator('tr[data-code="M-6"]')).toHaveCount(0);
  await expect(samples).toHaveCount(5);
  await expect(drawer).toContainText('5 amostras');
  await expect(drawer).toHaveAttribute('data-verdict', 'pending');
  await expect(badge).toHaveText('Pendente');
  await expect(page.getByTestId('lot-verdict')).toContainText('Ainda não há resultados suficientes para julgar o lote.');
  await expect(estimate).toHaveText('Resistência estimada: — (especificada: 30 MPa).');
  await shot(page, 'sample-deleted-pt-dark');

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(lot).toHaveAttribute('data-verdict', 'pending');
  await expect(lot.locator('td').nth(4)).toHaveText('5');
  await shot(page, 'lots-pt-dark');
});
