/**
 * Concrete › Avance BIM and Modelo, each language on a company of its own: the Concrete model (the sample IFC) and the
 * catalogues staged through the API, two placements poured today on four slabs each; in Spanish three 28-day samples
 * make their lot conforming (green), in Portuguese (dark mode) they stay poured (blue). The page colours as many
 * elements as the legend counts, and the date slider moved back before the first pour colours none. The Modelo tab
 * shows the model's file, or, before the model is staged, explains where one is assigned to Concrete.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { concreteStage, type ConcreteStage } from '../support/concrete';
import { day, post, registerCompanyViaApi, signInAs } from '../support/quality-schedule';
import { pixelsOfHue, webglLaunch } from '../support/webgl';

// The 3D scene renders in software (SwiftShader): one retry, as the other viewer specs.
test.describe.configure({ retries: 1 });
test.use({ viewport: { width: 1920, height: 1080 }, launchOptions: webglLaunch });

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(5, 5);
  await page.screenshot({ path: join(SHOTS, `concrete-advance-${name}.png`), animations: 'disabled', style: '.mantine-Notifications-root { display: none !important; }' });
}

/** How many slabs each placement fills: enough to be seen in the screenshots. */
const SLABS_EACH = 4;

/**
 * Two placements poured today, each on some slabs of the model (IfcSlab, so the screenshots show them), in the same
 * H30 lot; returns the lot.
 */
async function pourTwo(request: APIRequestContext, projectId: string, stage: ConcreteStage): Promise<{ lot: string; poured: string[] }> {
  const slabs = ((await (await request.get(`/api/bim/models/${stage.modelId}/elements`, { params: { class: 'IfcSlab', rowsPerPage: 40 } })).json()) as { data: { global_id: string }[] }).data.map((element) => element.global_id);
  expect(slabs.length).toBeGreaterThanOrEqual(2 * SLABS_EACH);
  let lot = '';
  for (const index of [0, 1]) {
    const placement = await post<{ lot_id: string }>(request, `/api/concrete/placements?projectId=${projectId}`, {
      element_id: stage.slab,
      m3: 4,
      location: `Losa ${index + 3}`,
      unit: 'Torre A',
      cycle: 'C1',
      poured_on: day(0),
      supplier_id: stage.supplier,
      type_id: stage.h30,
      global_ids: slabs.slice(index * SLABS_EACH, (index + 1) * SLABS_EACH),
    });
    lot = placement.lot_id;
  }
  return { lot, poured: slabs.slice(0, 2 * SLABS_EACH) };
}

async function viewerReady(page: Page): Promise<void> {
  await expect(page.getByTestId('bim-viewer')).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
}

const legendCount = (page: Page, state: string) => page.getByTestId('concrete-advance-legend').locator(`[data-state="${state}"]`);

test('Spanish: a conforming lot paints its elements green, and the slider replays the day before', async ({ page }) => {
  test.setTimeout(300_000);
  const company = await registerCompanyViaApi(page.request, 'hor-av-es', 'es');
  const stage = await concreteStage(page.request, company, 'avance-es');
  const { lot, poured } = await pourTwo(page.request, company.projectId, stage);
  for (const code of ['M-1', 'M-2', 'M-3']) {
    await post(page.request, `/api/concrete/lots/${lot}/samples`, { code, laboratory_id: stage.lab, taken_on: day(-28), age_days: 28, tested_on: day(0), specimens_mpa: [36, 37] });
  }
  await signInAs(page, company, 'es');
  const downloads: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/bim\/files\/[^/]+\/content/.test(request.url())) downloads.push(request.url());
  });

  await page.goto('/app/concrete/advanceBim');
  const view = page.getByTestId('concrete-advance');
  await viewerReady(page);
  await expect(view).toHaveAttribute('data-date', day(0));
  await expect(view).toHaveAttribute('data-colored', String(2 * SLABS_EACH));
  await expect(legendCount(page, 'conforming')).toHaveAttribute('data-count', String(2 * SLABS_EACH));
  await expect(legendCount(page, 'poured')).toHaveAttribute('data-count', '0');
  await expect(legendCount(page, 'conforming')).toHaveText(`Conforme (${2 * SLABS_EACH})`);
  await expect(page.getByTestId('concrete-advance-total')).toHaveText('8,0');
  await expect(page.getByTestId('concrete-advance-planned')).toHaveText('2,9');
  await expect(page.getByTestId('concrete-advance-m3')).toHaveText('8,0 m³ hormigonados');
  await shot(page, 'es');
  // The slabs are drawn green on the canvas: the conforming colour (#40c057, hue 131°) that the model's own
  // materials hardly have.
  const green = await pixelsOfHue(page, 131);
  expect(green).toBeGreaterThan(500);

  // An element picked in the spatial tree (the storey lists its first hundred) shows its state on the day.
  const sideBar = page.getByRole('navigation', { name: 'Estructura del modelo' });
  await sideBar.getByRole('button', { name: /IfcBuildingStorey/ }).first().click();
  await sideBar.getByRole('button').filter({ hasText: 'IfcBeam' }).first().click();
  const viewer = page.getByTestId('bim-viewer');
  await expect(viewer).not.toHaveAttribute('data-selected-global-id', '');
  const picked = (await viewer.getAttribute('data-selected-global-id')) ?? '';
  const selected = page.getByTestId('concrete-advance-selected');
  await expect(selected).toHaveAttribute('data-state', poured.includes(picked) ? 'conforming' : 'not_poured');
  await expect(page.getByTestId('concrete-advance-selected-state')).toHaveText(poured.includes(picked) ? 'Conforme' : 'Sin hormigonar');
  await shot(page, 'es-selected');
  await page.getByRole('button', { name: 'Quitar selección' }).click();
  // The viewer repaints asynchronously and two repaints at once can interleave (the selection's and the colours'):
  // let the selection's finish before the colours change.
  await page.waitForTimeout(1000);

  // A week before the first pour: nothing poured yet.
  await page.getByRole('slider', { name: 'Fecha del avance' }).press('Home');
  await expect(view).toHaveAttribute('data-date', day(-7));
  await expect(view).toHaveAttribute('data-colored', '0');
  await expect(legendCount(page, 'conforming')).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('concrete-advance-table-empty')).toBeVisible();
  await page.waitForTimeout(1000);
  await shot(page, 'es-before');
  // ... and no longer once nothing is poured.
  expect(await pixelsOfHue(page, 131)).toBeLessThan(green / 10);

  // The Modelo tab: the model with its file processed.
  await page.getByTestId('concrete-tab-uploader').click();
  const card = page.getByTestId('concrete-uploader-model');
  await expect(card).toContainText('Estructura avance-es');
  await expect(card.getByTestId('concrete-uploader-file')).toHaveAttribute('data-state', 'available');
  await expect(card.getByRole('link', { name: 'Gestionar archivos IFC' })).toHaveAttribute('href', `/app/config/projects/models?project=${company.projectId}&model=${stage.modelId}`);
  await shot(page, 'uploader');

  // Back to the advance: the model converted a moment ago is shown again without downloading or converting it.
  await page.getByTestId('concrete-tab-advanceBim').click();
  await viewerReady(page);
  await expect(view).toHaveAttribute('data-colored', String(2 * SLABS_EACH));
  expect(downloads).toHaveLength(1);
});

test('Portuguese, dark: without a model the tabs explain where to assign one; poured elements are blue', async ({ page }) => {
  test.setTimeout(300_000);
  const company = await registerCompanyViaApi(page.request, 'hor-av-pt', 'pt');
  await signInAs(page, company, 'pt');
  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: 'Escuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // No model assigned to Concrete yet.
  await page.goto('/app/concrete/uploader');
  await expect(page.getByTestId('concrete-uploader-no-model')).toContainText('Apenas um modelo por projeto pode ser atribuído a Concreto');
  await expect(page.getByRole('link', { name: 'Ir para Modelos BIM' })).toHaveAttribute('href', '/app/config/projects/models');
  await shot(page, 'uploader-empty');
  await page.getByTestId('concrete-tab-advanceBim').click();
  await expect(page.getByTestId('concrete-advance-no-model')).toBeVisible();

  const stage = await concreteStage(page.request, company, 'avance-pt');
  await pourTwo(page.request, company.projectId, stage);
  await page.reload();
  await viewerReady(page);
  const view = page.getByTestId('concrete-advance');
  await expect(view).toHaveAttribute('data-colored', String(2 * SLABS_EACH));
  await expect(legendCount(page, 'poured')).toHaveText(`Concretado (${2 * SLABS_EACH})`);
  await expect(legendCount(page, 'not_poured')).not.toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('concrete-advance-total')).toHaveText('8,0');
  await shot(page, 'pt-dark');

  await page.getByRole('slider', { name: 'Data do avanço' }).press('Home');
  await expect(view).toHaveAttribute('data-colored', '0');
  await expect(legendCount(page, 'poured')).toHaveAttribute('data-count', '0');
});
