/**
 * Concrete › Hormigonados and Lotes y ensayos, each language on a company of its own with the Concrete model (the
 * sample IFC) and the catalogues staged through the API. Two elements are picked through the element search, a
 * placement without cycle or axes is refused on its field, then associated with a cycle and listed with its lot. In
 * Spanish (NCh 1998) three 28-day samples make the H30 lot conforming; in Portuguese (NBR 12655, dark mode) six low
 * samples make it non-conforming, with the link to its Cmanagement ticket.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { concreteStage } from '../support/concrete';
import { day, registerCompanyViaApi, signInAs } from '../support/quality-schedule';
import { webglLaunch } from '../support/webgl';

// The 3D scene renders in software (SwiftShader): one retry, as the other viewer specs.
test.describe.configure({ retries: 1 });
test.use({ viewport: { width: 1600, height: 1000 }, launchOptions: webglLaunch });

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(5, 5);
  await page.screenshot({ path: join(SHOTS, `concrete-${name}.png`), animations: 'disabled', style: '.mantine-Notifications-root { display: none !important; }' });
}

type Lang = 'es' | 'pt';

const TEXT = {
  es: { cycleOrAxes: 'Indica un ciclo o los ejes: uno de los dos, no ambos.', selected: '2 elementos seleccionados', lot: 'Lote 1', conforming: 'Conforme', nonConforming: 'No conforme', standard: 'NCh 1998' },
  pt: { cycleOrAxes: 'Informe um ciclo ou os eixos: um dos dois, não ambos.', selected: '2 elementos selecionados', lot: 'Lote 1', conforming: 'Conforme', nonConforming: 'Não conforme', standard: 'NBR 12655' },
} as const;

/** Picks the first element the search select offers (the picked ones are left out of it). */
async function pickFirstElement(page: Page): Promise<void> {
  await page.getByTestId('element-search').click();
  await page.getByRole('option').first().click();
}

async function choose(page: Page, testId: string, option: RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

/** Picks two elements and associates a placement: refused without cycle or axes, accepted with a cycle. */
async function associate(page: Page, lang: Lang): Promise<void> {
  await page.goto('/app/concrete/placements');
  await expect(page.getByTestId('bim-viewer')).toBeVisible();
  await expect(page.getByTestId('placements-empty')).toBeVisible();
  await pickFirstElement(page);
  await pickFirstElement(page);
  await expect(page.getByTestId('picked-element')).toHaveCount(2);
  await expect(page.getByTestId('picking-panel')).toContainText(TEXT[lang].selected);
  await expect(page.getByTestId('bim-viewer')).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
  await shot(page, `placements-picked-${lang}`);

  await page.getByTestId('associate-placement').click();
  const form = page.getByTestId('placement-form');
  await choose(page, 'placement-element', /Losa/);
  await form.getByTestId('placement-m3').fill('7,5');
  await form.getByTestId('placement-location').fill('Losa nivel 2');
  await form.getByTestId('placement-unit').fill('Torre A');
  await choose(page, 'placement-supplier', /Hormigones del Sur/);
  await choose(page, 'placement-type', /H30/);
  await form.getByTestId('placement-guide').fill('GD-1042');
  await form.getByTestId('placement-submit').click();
  await expect(form).toContainText(TEXT[lang].cycleOrAxes);
  await shot(page, `placements-error-${lang}`);

  await form.getByTestId('placement-cycle').fill('C-2');
  await form.getByTestId('placement-submit').click();
  await expect(form).toBeHidden();
  const row = page.getByTestId('placements-table').locator('tbody tr[data-number="1"]');
  await expect(row).toContainText('Losa nivel 2');
  await expect(row).toContainText('C-2');
  await expect(row.getByTestId('placement-lot')).toContainText(TEXT[lang].lot);
  await expect(page.getByTestId('picked-empty')).toBeVisible();
  await shot(page, `placements-${lang}`);
}

/** Adds one 28-day sample with its specimens through the lot drawer's form. */
async function addSample(page: Page, code: string, specimens: number[]): Promise<void> {
  await page.getByTestId('sample-new').click();
  const form = page.getByTestId('sample-form');
  await form.getByTestId('sample-code').fill(code);
  await choose(page, 'sample-lab', /Lab IDIEM/);
  await form.getByTestId('sample-taken').fill(day(-28));
  await form.getByTestId('sample-tested').fill(day(0));
  for (const [index, value] of specimens.entries()) {
    if (index >= 2) await form.getByTestId('sample-add-specimen').click();
    await form.getByTestId(`sample-specimen-${index + 1}`).fill(String(value).replace('.', ','));
  }
  await form.getByTestId('sample-submit').click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('samples-table').locator(`tr[data-code="${code}"]`)).toBeVisible();
}

for (const lang of ['es', 'pt'] as const) {
  test(`${lang}: placements on picked elements form a lot, judged by the country's standard`, async ({ page }) => {
    test.setTimeout(300_000);
    const company = await registerCompanyViaApi(page.request, `hor-${lang}`, lang);
    await concreteStage(page.request, company, `hormigon-${lang}`);
    await signInAs(page, company, lang);
    if (lang === 'pt') {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    }
    await associate(page, lang);

    await page.getByTestId('concrete-tab-lots').click();
    await expect(page).toHaveURL(/\/concrete\/lots$/);
    await expect(page.getByTestId('lots-table')).toBeVisible();
    const lotRow = page.getByTestId('lots-table').locator('tbody tr[data-number="1"]');
    await expect(lotRow).toContainText('H30');
    await expect(lotRow).toHaveAttribute('data-verdict', 'pending');
    await lotRow.click();
    const drawer = page.getByTestId('lot-drawer');
    await expect(drawer).toBeVisible();
    await expect(page.getByTestId('samples-empty')).toBeVisible();

    const samples = lang === 'es' ? [[36, 37], [35, 36], [37, 38]] : [[20, 21], [20, 21], [20, 21], [20, 21], [20, 21], [20, 21]];
    for (const [index, specimens] of samples.entries()) await addSample(page, `M-${index + 1}`, specimens);

    const verdict = page.getByTestId('lot-verdict');
    await expect(verdict).toContainText(TEXT[lang].standard);
    if (lang === 'es') {
      await expect(drawer).toHaveAttribute('data-verdict', 'conforming');
      await expect(verdict.getByTestId('verdict-badge')).toHaveText(TEXT.es.conforming);
      await expect(page.getByTestId('lot-ticket-link')).toHaveCount(0);
    } else {
      await expect(drawer).toHaveAttribute('data-verdict', 'non_conforming');
      await expect(verdict.getByTestId('verdict-badge')).toHaveText(TEXT.pt.nonConforming);
      await expect(page.getByTestId('lot-ticket-link')).toHaveAttribute('href', /\/app\/cmanagement\/tickets\/[\w-]+\/general$/);
    }
    await expect(page.getByTestId('lot-criteria').locator('li').first()).toBeVisible();
    await shot(page, `lot-${lang}${lang === 'pt' ? '-dark' : ''}`);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(lotRow).toHaveAttribute('data-verdict', lang === 'es' ? 'conforming' : 'non_conforming');
    await shot(page, `lots-${lang}`);
  });
}
