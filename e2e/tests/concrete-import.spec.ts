/**
 * Concrete › Modelo: the spreadsheet imports, each language on a company of its own with the Concrete model (the
 * sample IFC) and the catalogues staged through the API. The template comes in the app's language; a placements
 * file with unknown names is checked, its errors listed by row and column, and nothing written; the corrected file
 * (GlobalIds of the model's elements) is checked and imported, and its placements listed with their lot. The
 * laboratory results of that lot (number 1) are refused without a required column, then imported and shown on the
 * lot. Portuguese runs in dark mode; both languages are also shot with the errors in the other scheme.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { concreteStage } from '../support/concrete';
import { day, registerCompanyViaApi, signInAs } from '../support/quality-schedule';
import { webglLaunch } from '../support/webgl';

// The placements tab opens the BIM viewer beside its table: WebGL in software, as the other concrete specs.
test.use({ viewport: { width: 1600, height: 1000 }, launchOptions: webglLaunch });

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/**
 * The whole page with the import section: the window is made as tall as the page for the shot (a full-page or an
 * element shot would leave the app's fixed footer across the section).
 */
async function shot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1600, height: 1000 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  await page.mouse.move(5, 5);
  await page.screenshot({ path: join(SHOTS, `concrete-import-${name}.png`), animations: 'disabled', style: '.mantine-Notifications-root { display: none !important; }' });
  await page.setViewportSize(size);
}

type Lang = 'es' | 'pt';

const TEXT = {
  es: {
    placementHeaders: ['Elemento', 'm3', 'Ubicación', 'Unidad', 'Ciclo', 'Eje 1', 'Eje 2', 'Eje 3', 'Eje 4', 'Fecha', 'Empresa', 'Tipo', 'Guía', 'GlobalId'],
    sampleHeaders: ['Lote', 'Código', 'Laboratorio', 'Fecha de toma', 'Edad', 'Fecha de ensayo', 'Probeta 1', 'Probeta 2', 'Probeta 3', 'Probeta 4', 'Probeta 5', 'Probeta 6'],
    template: 'hormigonados.xlsx',
    nothingWritten: 'No se escribió nada',
    supplier: 'Empresa',
    unknownType: 'No existe en el catálogo de Hormigón: «H99».',
    valid: '2 filas válidas: listas para importar.',
    importPlacements: 'Importar 2 filas',
    placementsDone: 'Se importaron 2 hormigonados.',
    missingTaken: 'Falta la columna obligatoria «Fecha de toma».',
    importSamples: 'Importar 3 filas',
    samplesDone: 'Se importaron 3 resultados de laboratorio.',
    lot: 'Lote 1',
  },
  pt: {
    placementHeaders: ['Elemento', 'm3', 'Localização', 'Unidade', 'Ciclo', 'Eixo 1', 'Eixo 2', 'Eixo 3', 'Eixo 4', 'Data', 'Fornecedor', 'Tipo', 'Guia', 'GlobalId'],
    sampleHeaders: ['Lote', 'Código', 'Laboratório', 'Data de moldagem', 'Idade', 'Data de ruptura', 'CP 1', 'CP 2', 'CP 3', 'CP 4', 'CP 5', 'CP 6'],
    template: 'concretagens.xlsx',
    nothingWritten: 'Nada foi gravado',
    supplier: 'Fornecedor',
    unknownType: 'Não existe no catálogo de Concreto: «H99».',
    valid: '2 linhas válidas: prontas para importar.',
    importPlacements: 'Importar 2 linhas',
    placementsDone: 'Foram importadas 2 concretagens.',
    missingTaken: 'Falta a coluna obrigatória “Data de moldagem”.',
    importSamples: 'Importar 3 linhas',
    samplesDone: 'Foram importados 3 resultados de laboratório.',
    lot: 'Lote 1',
  },
} as const;

/** A `;`-separated .csv (the API reads .csv as well as .xlsx), for a file input. */
function csv(name: string, rows: (string | number)[][]) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${rows.map((row) => row.join(';')).join('\n')}\n`) };
}

/** Two placements poured four weeks ago on the model's elements; `bad` names a type and a supplier nobody has. */
function placementsFile(lang: Lang, globalIds: string[], bad: boolean) {
  const [type, supplier] = bad ? ['H99', 'Hormigones del Norte'] : ['H30', 'Hormigones del Sur'];
  return csv('hormigonados.csv', [
    [...TEXT[lang].placementHeaders],
    ['Losa', '7,5', 'Losa nivel 2', 'Torre A', 'C-2', '', '', '', '', day(-28), 'Hormigones del Sur', 'H30', 'GD-1042', `${globalIds[0]},${globalIds[1]}`],
    ['Losa', '4', 'Losa nivel 3', 'Torre A', 'C-3', '', '', '', '', day(-27), supplier, type, 'GD-1043', globalIds[2] ?? ''],
  ]);
}

/** Three 28-day samples of lot 1; without `taken`, the file lacks its required sampling-date column. */
function samplesFile(lang: Lang, taken = true) {
  const headers: string[] = [...TEXT[lang].sampleHeaders];
  const rows = [1, 2, 3].map((index) => ['1', `M-${index}`, 'Lab IDIEM', day(-28), '28', day(0), String(35 + index), String(36 + index), '', '', '', '']);
  const keep = (_: string, column: number) => taken || column !== 3;
  return csv('resultados.csv', [headers.filter(keep), ...rows.map((row) => row.filter(keep))]);
}

async function check(card: Locator, file: ReturnType<typeof csv>): Promise<void> {
  await card.locator('input[type="file"]').setInputFiles(file);
  await card.getByTestId('import-check').click();
}

/** Switches the color scheme through the header's menu (the page keeps its state). */
async function scheme(page: Page, value: 'light' | 'dark'): Promise<void> {
  await page.getByTestId('color-scheme-toggle').click();
  await page.getByTestId(`color-scheme-${value}`).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', value);
}

for (const lang of ['es', 'pt'] as const) {
  test(`${lang}: placements and laboratory results come from spreadsheets, all rows or none`, async ({ page }) => {
    test.setTimeout(300_000);
    const text = TEXT[lang];
    const company = await registerCompanyViaApi(page.request, `horimp-${lang}`, lang);
    const stage = await concreteStage(page.request, company, `import-${lang}`);
    expect(stage.globalIds.length).toBeGreaterThanOrEqual(3);
    await signInAs(page, company, lang);
    const [main, other] = lang === 'pt' ? (['dark', 'light'] as const) : (['light', 'dark'] as const);
    if (main === 'dark') await scheme(page, 'dark');

    await page.goto('/app/concrete/uploader');
    await expect(page.getByTestId('concrete-uploader-model')).toBeVisible();
    await expect(page.getByTestId('concrete-import')).toBeVisible();
    const placements = page.getByTestId('concrete-import-placements');

    // The template, named and headed in the app's language.
    const download = page.waitForEvent('download');
    await placements.getByTestId('import-template').click();
    expect((await download).suggestedFilename()).toBe(text.template);

    // A bad row: its errors by row and column, nothing written, no import offered.
    await check(placements, placementsFile(lang, stage.globalIds, true));
    await expect(placements.getByTestId('import-invalid')).toContainText(text.nothingWritten);
    const errors = placements.getByTestId('import-error-row');
    await expect(errors).toHaveCount(2);
    await expect(errors.filter({ hasText: 'H99' })).toContainText(/^3Tipo/);
    await expect(errors.filter({ hasText: 'H99' })).toContainText(text.unknownType);
    await expect(errors.filter({ hasText: 'Hormigones del Norte' })).toContainText(text.supplier);
    await expect(placements.getByTestId('import-commit')).toHaveCount(0);
    const written = await page.request.get(`/api/concrete/placements?projectId=${company.projectId}`);
    expect(((await written.json()) as { total: number }).total).toBe(0);
    await shot(page, `errors-${lang}-${main}`);
    await scheme(page, other);
    await shot(page, `errors-${lang}-${other}`);
    await scheme(page, main);
    // On a narrow screen the two cards stack.
    await page.setViewportSize({ width: 820, height: 1000 });
    const samplesCard = page.getByTestId('concrete-import-samples');
    // The layout settles after the resize (the sidebar's transition): measured until the samples card is below.
    await expect
      .poll(async () => {
        const [above, below] = [await placements.boundingBox(), await samplesCard.boundingBox()];
        return (below?.y ?? 0) - ((above?.y ?? 0) + (above?.height ?? 0));
      })
      .toBeGreaterThan(0);
    await shot(page, `errors-${lang}-narrow`);
    await page.setViewportSize({ width: 1600, height: 1000 });

    // The corrected file: checked, then every row written.
    await check(placements, placementsFile(lang, stage.globalIds, false));
    await expect(placements.getByTestId('import-valid')).toHaveText(text.valid);
    await shot(page, `valid-${lang}-${main}`);
    await placements.getByRole('button', { name: text.importPlacements }).click();
    await expect(page.getByTestId('toast-success')).toContainText(text.placementsDone);
    await expect(placements.getByTestId('import-result')).toHaveCount(0);

    await page.getByTestId('concrete-tab-placements').click();
    const table = page.getByTestId('placements-table');
    await expect(table.locator('tbody tr[data-number="1"]')).toContainText('Losa nivel 2');
    const second = table.locator('tbody tr[data-number="2"]');
    await expect(second).toContainText('Losa nivel 3');
    await expect(second.getByTestId('placement-lot')).toContainText(text.lot);

    // Laboratory results of lot 1: refused without the sampling date's column, then imported.
    await page.getByTestId('concrete-tab-uploader').click();
    const samples = page.getByTestId('concrete-import-samples');
    await check(samples, samplesFile(lang, false));
    await expect(samples.getByTestId('import-refused')).toContainText(text.missingTaken);
    await shot(page, `refused-${lang}-${main}`);
    await check(samples, samplesFile(lang));
    await samples.getByRole('button', { name: text.importSamples }).click();
    await expect(page.getByTestId('toast-success').filter({ hasText: text.samplesDone })).toBeVisible();

    await page.getByTestId('concrete-tab-lots').click();
    await page.getByTestId('lots-table').locator('tbody tr[data-number="1"]').click();
    const lot = page.getByTestId('samples-table');
    for (const code of ['M-1', 'M-2', 'M-3']) await expect(lot.locator(`tr[data-code="${code}"]`)).toBeVisible();
    await expect(lot.locator('tr[data-code="M-1"]')).toContainText('36');
  });
}
