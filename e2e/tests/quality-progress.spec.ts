/**
 * Construction progress along a person's clicks, on a company of its own per language (so every row is this spec's):
 * the module opens on the empty activity list; a summary with two activities is built from the row menus (a cost the
 * server refuses shows its 422 under the field); one is edited; progress is registered on the other and the summary
 * rolls up; the history lists the records. Then an MS Project schedule is imported (replacing the WBS) and exported
 * as MS Project XML and Primavera XER. Spanish and Portuguese, light and dark, desktop and phone.
 */
import { readFileSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { signIn, type Lang, type NewCompany } from '../support/app';
import { activityRow, dayFromToday, field, fillActivity, freshCompany, MSPDI, rowAction, shot, TEXT, type QualityText } from '../support/quality';

test.use({ viewport: { width: 1440, height: 900 } });

const stamp = Date.now().toString(36);

/** The table back at its left edge (a click on a pinned row menu may have scrolled it), for a picture. */
async function scrollTableHome(page: Page): Promise<void> {
  await page.getByTestId('activities-table').evaluate((table) => table.closest('.mantine-ScrollArea-viewport')?.scrollTo({ left: 0 }));
}

/** Opens the module from the sidebar: with the permission it lands on the list, not the landing. */
async function openList(page: Page, text: QualityText): Promise<void> {
  await page.getByTestId('nav-quality').click();
  await expect(page).toHaveURL(/\/app\/quality\/construction-progress\/list$/);
  await expect(page.getByRole('heading', { name: text.listTitle, level: 2 })).toBeVisible();
}

async function createFrom(page: Page, text: QualityText, open: () => Promise<void>, activity: Parameters<typeof fillActivity>[2]): Promise<void> {
  await open();
  const drawer = page.getByRole('dialog');
  await fillActivity(drawer, text, activity);
  await drawer.getByRole('button', { name: text.create, exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(activityRow(page, activity.description)).toBeVisible();
}

/**
 * Builds «Obra gruesa» over «Excavación» (ten days, ended ten days ago) and «Fundaciones» (ten days, ended
 * yesterday): equal weights, so 100 % on the first rolls the summary up to 50 %.
 */
async function buildWbs(page: Page, lang: Lang, names: { summary: string; first: string; second: string }, onSecondDrawer?: () => Promise<void>): Promise<void> {
  const text = TEXT[lang];
  await createFrom(page, text, () => page.getByRole('button', { name: text.createFirst }).click(), { description: names.summary, start: dayFromToday(-20), end: dayFromToday(-1) });
  await createFrom(page, text, () => rowAction(page, text, names.summary, text.addChild), { description: names.first, start: dayFromToday(-20), end: dayFromToday(-11), cost: '1500000' });

  await rowAction(page, text, names.summary, text.addChild);
  const drawer = page.getByRole('dialog');
  await fillActivity(drawer, text, { description: names.second, start: dayFromToday(-10), end: dayFromToday(-1), cost: '2500000' });
  if (onSecondDrawer) await onSecondDrawer();
  await drawer.getByRole('button', { name: text.create, exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(activityRow(page, names.second)).toBeVisible();

  // The summary: bold, with its chevron, its children indented under it, their costs summed.
  const summary = activityRow(page, names.summary);
  await expect(summary).toHaveAttribute('data-summary', 'true');
  await expect(summary.getByRole('button', { name: text.collapse(names.summary) })).toBeVisible();
  await expect(page.getByTestId('activities-table').locator('tbody tr')).toHaveCount(3);
  await expect(summary).toHaveAttribute('data-code', '1');
  await expect(activityRow(page, names.first)).toHaveAttribute('data-code', '1.1');
  await expect(activityRow(page, names.second)).toHaveAttribute('data-code', '1.2');
}

/** Registers 100 % on an activity; the summary over it rolls up to `rolled`. */
async function registerProgress(page: Page, text: QualityText, description: string, summary: string, rolled: string): Promise<void> {
  await rowAction(page, text, description, text.progress);
  const dialog = page.getByRole('dialog', { name: text.progress });
  await dialog.getByLabel(text.progressField, { exact: true }).fill('100');
  await dialog.getByRole('button', { name: text.progress, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(activityRow(page, description).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(activityRow(page, summary)).toContainText(rolled);
}

async function openHistory(page: Page, text: QualityText, description: string): Promise<void> {
  await rowAction(page, text, description, text.history);
  const drawer = page.getByRole('dialog', { name: text.history });
  await expect(drawer).toContainText(text.historyIntro);
  const records = drawer.getByTestId('history-record');
  // Newest first: the progress, then the creation.
  await expect(records).toHaveCount(2);
  await expect(records.first()).toHaveAttribute('data-kind', 'progress');
  await expect(records.first()).toContainText(text.kindProgress);
  await expect(records.first()).toContainText('100 %');
  await expect(records.last()).toHaveAttribute('data-kind', 'created');
  await expect(records.last()).toContainText(text.kindCreated);
}

test.describe('in Spanish', () => {
  let account: NewCompany;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    account = await freshCompany(browser, 'avance-es');
  });

  test('builds a WBS, edits it, registers progress that rolls up, and reads the history', async ({ page }) => {
    test.setTimeout(180_000);
    const text = TEXT.es;
    const names = { summary: `Obra gruesa ${stamp}`, first: 'Excavación', second: 'Fundaciones' };
    await signIn(page, account.email, 'es', account.password);
    await openList(page, text);
    await expect(page.getByTestId('activities-empty')).toContainText(text.emptyTitle);
    await shot(page, 'quality-empty-es');

    await buildWbs(page, 'es', names, async () => {
      // A cost past what the server accepts: its 422 lands under the field and the drawer stays open.
      const drawer = page.getByRole('dialog');
      await field(drawer, text.estimatedCost).fill('20000000000000');
      await drawer.getByRole('button', { name: text.create, exact: true }).click();
      await expect(field(drawer, text.estimatedCost)).toHaveAttribute('aria-invalid', 'true');
      await expect(drawer.getByText(/como máximo|máximo/).first()).toBeVisible();
      await shot(page, 'quality-form-422-es');
      await field(drawer, text.estimatedCost).fill('2500000');
    });
    await expect(activityRow(page, names.summary)).toContainText('$4.000.000');

    // Edit one.
    await rowAction(page, text, names.second, text.edit);
    const drawer = page.getByRole('dialog');
    await field(drawer, text.description).fill('Fundaciones y radier');
    await drawer.getByRole('button', { name: text.save, exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(activityRow(page, 'Fundaciones y radier')).toBeVisible();
    // Ended yesterday without progress: late, and so is its summary.
    await expect(activityRow(page, 'Fundaciones y radier')).toContainText(text.late);

    await registerProgress(page, text, names.first, names.summary, '50 %');
    await expect(page.getByTestId('totals-progress')).toHaveText('50 %');
    await expect(page.getByTestId('totals-activities')).toHaveText('2');

    // Folding the summary leaves its children out of the page.
    await activityRow(page, names.summary).getByRole('button', { name: text.collapse(names.summary) }).click();
    await expect(page.getByTestId('activities-table').locator('tbody tr')).toHaveCount(1);
    await activityRow(page, names.summary).getByRole('button', { name: text.expand(names.summary) }).click();
    await expect(page.getByTestId('activities-table').locator('tbody tr')).toHaveCount(3);
    await scrollTableHome(page);
    await shot(page, 'quality-list-es');

    await openHistory(page, text, names.first);
    await shot(page, 'quality-history-es');
    await page.keyboard.press('Escape');

    // A stage of the project, created from the list's «Etapas».
    await page.getByRole('button', { name: 'Etapas', exact: true }).click();
    const stages = page.getByTestId('stages-drawer');
    await stages.getByRole('button', { name: 'Nueva etapa' }).click();
    const nameDialog = page.getByTestId('stage-name-form');
    await field(nameDialog, 'Nombre de la etapa').fill('Etapa norte');
    await nameDialog.getByRole('button', { name: 'Crear etapa' }).click();
    await expect(stages.getByTestId('stage-row').filter({ hasText: 'Etapa norte' })).toContainText('0 actividades');
    await page.keyboard.press('Escape');
    await expect(stages).toBeHidden();

    // Dark mode, then a phone.
    await page.getByTestId('color-scheme-toggle').click();
    await page.getByRole('menuitem', { name: text.dark }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await scrollTableHome(page);
    await shot(page, 'quality-list-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(activityRow(page, names.first)).toBeVisible();
    await shot(page, 'quality-list-phone');
  });

  test('imports an MS Project schedule over the WBS and exports it as XML and XER', async ({ page }) => {
    test.setTimeout(120_000);
    const text = TEXT.es;
    await signIn(page, account.email, 'es', account.password);
    await page.goto('/app/quality/construction-progress/list');
    await page.getByRole('button', { name: text.scheduleMenu, exact: true }).click();
    await page.getByRole('menuitem', { name: text.importSchedule }).click();
    const dialog = page.getByRole('dialog', { name: text.importSchedule });
    const input = dialog.locator('input[type="file"]');

    // A file that is not a schedule: the server's reason under the file.
    await input.setInputFiles({ name: 'roto.xml', mimeType: 'application/xml', buffer: Buffer.from('<Project xmlns="http://schemas.microsoft.com/project"><Tasks><Task>') });
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(dialog.getByText(/No se pudo leer el cronograma/)).toBeVisible();

    await input.setInputFiles({ name: 'casa-piloto.xml', mimeType: 'application/xml', buffer: Buffer.from(MSPDI) });
    await dialog.getByRole('radio', { name: text.replace }).check();
    await expect(dialog.getByTestId('import-replace-warning')).toBeVisible();
    await dialog.getByRole('button', { name: text.replaceSubmit }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast-success')).toContainText('Se importaron 4 actividades con 1 dependencias desde MS Project.');
    const rows = page.getByTestId('activities-table').locator('tbody tr');
    await expect(rows).toHaveCount(4);
    await expect(activityRow(page, 'Obra gruesa importada')).toHaveAttribute('data-summary', 'true');
    await expect(activityRow(page, 'Radier')).toHaveAttribute('data-code', '1.1');
    await expect(activityRow(page, 'Muros')).toContainText('40 %');
    await expect(activityRow(page, 'Techumbre')).toHaveAttribute('data-code', '2');

    // The baseline, after a confirmation.
    await page.getByRole('button', { name: text.scheduleMenu, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Guardar línea base' }).click();
    await page.getByTestId('baseline-confirm').click();
    await expect(page.getByTestId('toast-success').filter({ hasText: 'La línea base se guardó' })).toBeVisible();

    for (const [label, check] of [
      [text.exportXml, (body: string) => expect(body).toContain('<Name>Radier</Name>')],
      [text.exportXer, (body: string) => expect(body).toContain('%T\tTASK')],
    ] as const) {
      await page.getByRole('button', { name: text.scheduleMenu, exact: true }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: label }).click();
      const file = await download;
      check(readFileSync(await file.path(), 'utf-8'));
    }
  });
});

test.describe('in Portuguese', () => {
  let account: NewCompany;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    account = await freshCompany(browser, 'avance-pt');
  });

  test('builds a WBS, edits it, registers progress that rolls up, and reads the history', async ({ page }) => {
    test.setTimeout(180_000);
    const text = TEXT.pt;
    const names = { summary: `Estrutura ${stamp}`, first: 'Escavação', second: 'Fundações' };
    await signIn(page, account.email, 'pt', account.password);
    await openList(page, text);
    await expect(page.getByTestId('activities-empty')).toContainText(text.emptyTitle);
    await buildWbs(page, 'pt', names);

    await rowAction(page, text, names.second, text.edit);
    const drawer = page.getByRole('dialog');
    await field(drawer, text.description).fill('Fundações e radier');
    await drawer.getByRole('button', { name: text.save, exact: true }).click();
    await expect(activityRow(page, 'Fundações e radier')).toBeVisible();

    await registerProgress(page, text, names.first, names.summary, '50 %');
    await expect(page.getByRole('columnheader', { name: 'EAP' })).toBeVisible();
    await scrollTableHome(page);
    await shot(page, 'quality-list-pt');
    await openHistory(page, text, names.first);
  });
});
