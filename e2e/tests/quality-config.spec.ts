/**
 * The attributes of activities (`/config/calidad/attributes`) on a company of its own per language: values are
 * imported from a spreadsheet in three steps — a file with a bad row shows the error and imports nothing, the
 * corrected file imports and the values are listed; a value marked deprecated is no longer offered in the activity
 * form; a value an activity holds cannot be deleted (the server says to deprecate it instead).
 */
import { expect, test, type Page } from '@playwright/test';

import { signIn, type NewCompany } from '../support/app';
import { attributesOf, dayFromToday, field, fillActivity, freshCompany, shot, TEXT, valuesCsv, type QualityText } from '../support/quality';

test.use({ viewport: { width: 1440, height: 900 } });

const BAD = valuesCsv('valores.csv', [
  ['Sector', 'Torre A', ''],
  ['Sector', '', ''],
  ['Especialidad', 'Eléctrica', ''],
  ['Sector', 'Torre B', 'sí'],
]);
const GOOD = valuesCsv('valores-corregido.csv', [
  ['Sector', 'Torre A', ''],
  ['Sector', 'Torre C', ''],
  ['Especialidad', 'Eléctrica', ''],
  ['Sector', 'Torre B', 'sí'],
]);

function card(page: Page, name: string) {
  return page.getByTestId('attribute-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

function valueRow(page: Page, attribute: string, value: string) {
  return card(page, attribute).getByTestId('value-row').filter({ hasText: value });
}

/** Step 1 → 3 with a file; answers the wizard's dialog. */
async function checkFile(page: Page, text: QualityText, file: ReturnType<typeof valuesCsv>) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text.valuesFile).setInputFiles(file);
  await expect(dialog.getByTestId('value-import-mapping-step')).toBeVisible();
  // The server suggested the columns by their headers.
  await expect(dialog.getByTestId('value-import-map-attribute')).toHaveValue('Atributo');
  await expect(dialog.getByTestId('value-import-map-value')).toHaveValue('Valor');
  await expect(dialog.getByTestId('value-import-map-deprecated')).toHaveValue('Obsoleto');
  await dialog.getByRole('button', { name: text.checkRows }).click();
  await expect(dialog.getByTestId('value-import-summary-step')).toBeVisible();
  return dialog;
}

/** A bad file first (its error shown, nothing imported), then the corrected one, imported. */
async function importValues(page: Page, text: QualityText, shotName?: string): Promise<void> {
  await page.getByRole('button', { name: text.importValues }).first().click();
  let dialog = await checkFile(page, text, BAD);
  await expect(dialog.getByTestId('summary-errors')).toHaveText('1');
  const error = dialog.getByTestId('value-import-error-row');
  await expect(error).toHaveAttribute('data-row', '3');
  await expect(dialog.getByTestId('value-import-commit')).toBeDisabled();
  if (shotName) await shot(page, shotName);
  expect(await attributesOf(page.request)).toEqual({});

  // Back to the file with the corrected one.
  await dialog.getByRole('button', { name: text.back }).click();
  await dialog.getByRole('button', { name: text.back }).click();
  dialog = await checkFile(page, text, GOOD);
  await expect(dialog.getByTestId('summary-errors')).toHaveText('0');
  await expect(dialog.getByTestId('summary-values-new')).toHaveText('4');
  await expect(dialog.getByTestId('summary-attributes-new')).toHaveText('2');
  await dialog.getByTestId('value-import-commit').click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Sector').getByTestId('value-row')).toHaveCount(3);
  await expect(valueRow(page, 'Sector', 'Torre B')).toHaveAttribute('data-deprecated', 'true');
  await expect(valueRow(page, 'Especialidad', 'Eléctrica')).toBeVisible();
  expect(await attributesOf(page.request)).toEqual({ Sector: ['Torre A', 'Torre C', 'Torre B'], Especialidad: ['Eléctrica'] });
}

test.describe('in Spanish', () => {
  let account: NewCompany;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    account = await freshCompany(browser, 'atributos-es');
  });

  test('imports values in three steps, deprecates one and keeps a used one from deletion', async ({ page }) => {
    test.setTimeout(180_000);
    const text = TEXT.es;
    await signIn(page, account.email, 'es', account.password);
    await page.goto('/app/config');
    await page.getByTestId('config-nav-calidad').click();
    await page.getByRole('link', { name: 'Atributos' }).first().click();
    await expect(page).toHaveURL(/\/app\/config\/calidad\/attributes$/);
    await expect(page.getByRole('heading', { name: text.attributesTitle, level: 3 })).toBeVisible();
    await expect(page.getByTestId('attributes-empty')).toBeVisible();

    await importValues(page, text, 'quality-import-errors-es');
    await shot(page, 'quality-attributes-es');

    // Torre A deprecated: greyed here, gone from a new activity's choices (Torre B came deprecated from the file).
    await valueRow(page, 'Sector', 'Torre A').getByRole('button', { name: text.valueMenu('Torre A') }).click();
    await page.getByRole('menuitem', { name: text.deprecate }).click();
    await expect(valueRow(page, 'Sector', 'Torre A')).toHaveAttribute('data-deprecated', 'true');
    await expect(valueRow(page, 'Sector', 'Torre A')).toContainText(text.deprecated);

    await page.goto('/app/quality/construction-progress/list');
    await page.getByRole('button', { name: text.newActivity }).click();
    const drawer = page.getByRole('dialog');
    await fillActivity(drawer, text, { description: 'Hormigonado losa', start: dayFromToday(1), end: dayFromToday(5) });
    await drawer.getByRole('combobox', { name: 'Sector' }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveText(['Torre C']);
    await page.getByRole('option', { name: 'Torre C' }).click();
    await drawer.getByRole('button', { name: text.create }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('activities-table').locator('tbody tr').filter({ hasText: 'Hormigonado losa' })).toContainText('Torre C');

    // A value an activity holds: the server refuses to delete it and says to deprecate it instead.
    await page.goto('/app/config/calidad/attributes');
    await valueRow(page, 'Sector', 'Torre C').getByRole('button', { name: text.valueMenu('Torre C') }).click();
    await page.getByRole('menuitem', { name: text.deleteValue }).click();
    await page.getByTestId('value-delete-confirm').click();
    await expect(page.getByTestId('toast-validation')).toContainText('márcalo como obsoleto en lugar de eliminarlo');
    await expect(valueRow(page, 'Sector', 'Torre C')).toBeVisible();
  });
});

test.describe('in Portuguese', () => {
  let account: NewCompany;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    account = await freshCompany(browser, 'atributos-pt');
  });

  test('imports values in three steps and hides a deprecated value from the activity form', async ({ page }) => {
    test.setTimeout(180_000);
    const text = TEXT.pt;
    await signIn(page, account.email, 'pt', account.password);
    await page.goto('/app/config/calidad/attributes');
    await expect(page.getByRole('heading', { name: text.attributesTitle, level: 3 })).toBeVisible();
    await importValues(page, text);
    await shot(page, 'quality-attributes-pt');

    await page.goto('/app/quality/construction-progress/list');
    await page.getByRole('button', { name: text.newActivity }).click();
    const drawer = page.getByRole('dialog');
    await field(drawer, text.description).fill('Concretagem da laje');
    await drawer.getByRole('combobox', { name: 'Sector' }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Torre A', 'Torre C']);
  });
});
