/**
 * A non-conforming lot's Cmanagement ticket is pinned to every element poured in the lot. Each language on a company
 * of its own with the Concrete model and catalogues staged through the API (support/concrete), two placements of one
 * lot on eight slabs (one shared) and 28-day samples far below the H30 strength. In the browser the lot leads to
 * its ticket, which says it is pinned to the 8 elements and lists them; one that is not the main element opens the
 * model there, where the panel finds the ticket and the elements are painted in the ticket's colour (high: orange).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { concreteStage, type ConcreteStage } from '../support/concrete';
import { day, post, registerCompanyViaApi, signInAs, type Company } from '../support/quality-schedule';
import { pixelsOfHue, webglLaunch } from '../support/webgl';

// The 3D scene renders in software (SwiftShader): one retry, as the other viewer specs.
test.describe.configure({ retries: 1 });
test.use({ viewport: { width: 1920, height: 1080 }, launchOptions: webglLaunch });

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(5, 5);
  await page.screenshot({ path: join(SHOTS, `concrete-ticket-${name}.png`), animations: 'disabled', style: '.mantine-Notifications-root { display: none !important; }' });
}

type Lang = 'es' | 'pt';

const TEXT = {
  es: { count: (model: string) => `Anclado a 8 elementos del modelo ${model}.`, list: 'Elementos anclados', more: 'y 7 elementos más' },
  pt: { count: (model: string) => `Fixado a 8 elementos do modelo ${model}.`, list: 'Elementos fixados', more: 'e mais 7 elementos' },
} as const;

/** The "high" priority's colour, theme orange 6 (#fd7e14): hue 27°. */
const ORANGE_HUE = 27;

/**
 * Two placements of one H30 lot on slabs of the model (IfcSlab, big enough to be seen): slabs 0–4 and 4–7, eight
 * distinct. Returns the lot and the eight slabs.
 */
async function lotOnEightSlabs(page: Page, company: Company, stage: ConcreteStage): Promise<{ lotId: string; slabs: string[] }> {
  const found = await page.request.get(`/api/bim/models/${stage.modelId}/elements`, { params: { class: 'IfcSlab', rowsPerPage: 40 } });
  const slabs = ((await found.json()) as { data: { global_id: string }[] }).data.map((element) => element.global_id).slice(0, 8);
  expect(slabs).toHaveLength(8);
  const placement = (m3: number, globalIds: string[]) => ({
    element_id: stage.slab, m3, location: 'Losa nivel 3', unit: 'Torre A', cycle: 'C-3', poured_on: day(-30),
    supplier_id: stage.supplier, type_id: stage.h30, guide: 'GD-2001', global_ids: globalIds,
  });
  const url = `/api/concrete/placements?projectId=${company.projectId}`;
  const first = await post<{ lot_id: string }>(page.request, url, placement(4, slabs.slice(0, 5)));
  const second = await post<{ lot_id: string }>(page.request, url, placement(3.5, slabs.slice(4, 8)));
  expect(second.lot_id).toBe(first.lot_id);
  return { lotId: first.lot_id, slabs };
}

/** 28-day samples far below 30 MPa by NCh 1998 (three are enough) and by NBR 12655 (six): the lot fails. */
async function failLot(page: Page, stage: ConcreteStage, lotId: string): Promise<void> {
  for (let index = 1; index <= 6; index += 1) {
    await post(page.request, `/api/concrete/lots/${lotId}/samples`, { code: `F-${index}`, laboratory_id: stage.lab, taken_on: day(-28), age_days: 28, tested_on: day(0), specimens_mpa: [18, 19] });
  }
}

/** Orange pixels of the model as Cmanagement's BIM view first shows it (camera fitted to the model). */
async function orangeOnOpening(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await expect(page.getByTestId('bim-viewer')).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
  return pixelsOfHue(page, ORANGE_HUE);
}

for (const lang of ['es', 'pt'] as const satisfies readonly Lang[]) {
  test(`${lang}: a non-conforming lot's ticket is pinned to all its elements and shows them in the model`, async ({ page }) => {
    test.setTimeout(300_000);
    const company = await registerCompanyViaApi(page.request, `hor-tk-${lang}`, lang);
    const tag = `hormigon-tk-${lang}`;
    const stage = await concreteStage(page.request, company, tag);
    const model = `Estructura ${tag}`;
    const { lotId, slabs } = await lotOnEightSlabs(page, company, stage);
    await signInAs(page, company, lang);
    // The model's own orange before any ticket is pinned to it (the sample has some).
    const before = await orangeOnOpening(page, `/app/cmanagement/bim/${stage.modelId}`);
    await failLot(page, stage, lotId);

    // The lot, judged non-conforming, leads to its ticket.
    await page.goto('/app/concrete/lots');
    const lotRow = page.getByTestId('lots-table').locator('tbody tr[data-number="1"]');
    await expect(lotRow).toHaveAttribute('data-verdict', 'non_conforming');
    await lotRow.click();
    await page.getByTestId('lot-ticket-link').click();
    await expect(page).toHaveURL(/\/app\/cmanagement\/tickets\/[\w-]+\/general$/);

    // The ticket says how many elements it is pinned to and lists them, the main one first.
    const pin = page.getByTestId('ticket-bim-pin');
    await expect(pin.getByTestId('ticket-bim-count')).toHaveText(TEXT[lang].count(model));
    const list = pin.getByRole('list', { name: TEXT[lang].list });
    const links = list.getByRole('link');
    await expect(links).toHaveCount(8);
    // Each named from the model's index, opening the model at its GlobalId.
    await expect(links).toHaveText(Array.from({ length: 8 }, () => /IfcSlab$/));
    const listed = await links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('element') ?? ''));
    expect(new Set(listed)).toEqual(new Set(slabs));
    expect(listed[0]).toBe(slabs.slice(0, 5).sort()[0]);
    await shot(page, `detail-${lang}`);

    // An element that is not the main one opens the model there: the panel finds the ticket by it.
    const last = listed[7]!;
    await links.nth(7).click();
    await expect(page).toHaveURL(new RegExp(`/app/cmanagement/bim/${stage.modelId}\\?element=`));
    // GlobalIds may hold `$`, which the address escapes.
    expect(new URL(page.url()).searchParams.get('element')).toBe(last);
    const viewer = page.getByTestId('bim-viewer');
    await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
    await expect(viewer).toHaveAttribute('data-selected-global-id', last);
    const row = page.getByTestId('bim-tickets-panel').getByTestId('bim-ticket-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(TEXT[lang].more);
    await expect(row.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
    await shot(page, `element-${lang}`);

    // The lot's elements are painted in the ticket's colour: seen from the same camera, more orange than before.
    const after = await orangeOnOpening(page, `/app/cmanagement/bim/${stage.modelId}`);
    expect(after, `orange pixels of the model without the ticket: ${before}`).toBeGreaterThan(before);
    await expect(row).toContainText(TEXT[lang].more);
    await shot(page, `model-${lang}`);
  });
}
