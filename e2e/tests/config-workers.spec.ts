/**
 * Site workers (/config/trabajadores) along the clicks of a company administrator: a RUT with a wrong check digit is
 * refused and a valid one saved, deactivation, and a spreadsheet import checked row by row before anything is
 * written; the Brazilian company asks for a CPF. Every RUT, CPF and surname is new in each run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { dismissToasts, signIn } from '../support/app';
import { openConfigSection } from '../support/config';
import { freshCpf, freshRut, wrongRut } from '../support/national-id';

const SHOTS = join(import.meta.dirname, '..', 'screenshots');

test.use({ viewport: { width: 1366, height: 900 } });

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** A surname no other run has used (letters only, so it reads as a name). */
function uniqueSurname(base: string): string {
  const letters = Date.now().toString(26).replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)] ?? 'q');
  return `${base} ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

async function shoot(page: Page, name: string): Promise<void> {
  await dismissToasts(page);
  await page.mouse.move(683, 895);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

function rows(page: Page): Locator {
  return page.getByTestId('workers-table').locator('tbody tr');
}

async function search(page: Page, text: string, count: number, placeholder = 'Buscar por nombre o RUT'): Promise<void> {
  await page.getByRole('textbox', { name: placeholder }).fill(text);
  await expect(rows(page).filter({ hasText: text })).toHaveCount(count);
}

/** The anti-forgery header for calls the test makes itself, from the browser's own cookie. */
async function xsrf(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') };
}

function csvFile(name: string, lines: string[]): string {
  const path = join(tmpdir(), `${Date.now()}-${name}`);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

test('a wrong RUT is refused, a valid one saved and listed, then the worker is deactivated', async ({ page }) => {
  const surname = uniqueSurname('Rojas');
  const rut = freshRut();
  await signIn(page, 'admin');
  await openConfigSection(page, 'Trabajadores', 'trabajadores');
  await expect(page.getByTestId('workers-page').getByRole('heading', { name: 'Trabajadores', exact: true })).toBeVisible();

  await page.getByTestId('new-worker').click();
  const drawer = page.getByRole('dialog', { name: 'Nuevo trabajador' });
  const form = drawer.getByTestId('worker-form');
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Pedro');
  await form.getByRole('textbox', { name: 'Apellido', exact: true }).fill(surname);
  await form.getByRole('textbox', { name: 'RUT' }).fill('16.543.210-9');
  await form.getByRole('textbox', { name: 'Empresa contratista' }).fill('Andamios del Sur SpA');
  await form.getByRole('textbox', { name: 'Cargo' }).fill('Maestro carpintero');
  await form.getByRole('button', { name: 'Registrar trabajador' }).click();
  await expect(form.getByText('Ingresa un RUT válido.')).toBeVisible();
  await shoot(page, 'config-workers-form-es');

  // The server holds the same rule.
  const refused = await page.request.post('/api/workers', {
    headers: await xsrf(page),
    data: { first_name: 'Pedro', last_name: surname, national_id: wrongRut(rut), project_ids: [] },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.national_id).toEqual(['Ingresa un RUT válido.']);

  await form.getByRole('textbox', { name: 'RUT' }).fill(rut);
  await form.getByRole('button', { name: 'Registrar trabajador' }).click();
  await expect(drawer).toBeHidden();
  await search(page, surname, 1);
  const row = rows(page).filter({ hasText: surname });
  await expect(row).toContainText(rut);
  await expect(row).toContainText('Andamios del Sur SpA');
  await expect(row).toContainText('Activo');

  // The same RUT twice is refused by the server, under the field.
  await page.getByTestId('new-worker').click();
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Otro');
  await form.getByRole('textbox', { name: 'Apellido', exact: true }).fill(surname);
  await form.getByRole('textbox', { name: 'RUT' }).fill(rut.replace(/\./g, ''));
  await form.getByRole('button', { name: 'Registrar trabajador' }).click();
  await expect(form.getByText('Este valor ya está en uso.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('button', { name: `Desactivar a Pedro ${surname}` }).click();
  await page.getByRole('dialog', { name: 'Desactivar trabajador' }).getByRole('button', { name: 'Desactivar' }).click();
  await expect(row).toContainText('Inactivo');
  await page.getByTestId('workers-filter-status').getByText('Activos', { exact: true }).click();
  await expect(page.getByTestId('workers-empty')).toBeVisible();
  await page.getByTestId('workers-filter-status').getByText('Inactivos', { exact: true }).click();
  await expect(rows(page).filter({ hasText: surname })).toHaveCount(1);
  await page.getByTestId('workers-filter-status').getByText('Todos', { exact: true }).click();
  await expect(row).toContainText('Inactivo');
});

test('an import with a bad row writes nothing and lists the errors by row; corrected, it imports every row', async ({ page }) => {
  const surname = uniqueSurname('Fuentes');
  const [a, b, c] = [freshRut(), freshRut(), freshRut()];
  const header = 'Nombre,Apellido,RUT,Empresa contratista,Cargo';
  const bad = csvFile('trabajadores-malo.csv', [header, `Luis,${surname},${a},Excavaciones Maipo,Jornal`, `Marta,,${b},Excavaciones Maipo,Jornal`, `Iván,${surname},16.543.210-9,,Enfierrador`]);
  const good = csvFile('trabajadores.csv', [header, `Luis,${surname},${a},Excavaciones Maipo,Jornal`, `Marta,${surname},${b},Excavaciones Maipo,Jornal`, `Iván,${surname},${c},,Enfierrador`]);
  await signIn(page, 'admin');
  await page.goto('/app/config/trabajadores');

  await page.getByTestId('import-workers').click();
  const dialog = page.getByRole('dialog', { name: 'Importar trabajadores' });
  await expect(dialog.getByTestId('import-projects')).toBeVisible();
  if ((await dialog.locator('.mantine-Pill-root').count()) === 0) {
    await dialog.getByRole('combobox', { name: 'Proyectos' }).click();
    await page.getByRole('option', { name: 'Edificio Los Robles' }).click();
  }
  await dialog.locator('input[type="file"]').setInputFiles(bad);
  await dialog.getByRole('button', { name: 'Revisar' }).click();
  await expect(dialog.getByTestId('import-invalid')).toContainText('2 errores en el archivo');
  const errors = dialog.getByTestId('import-error-row');
  await expect(errors).toHaveCount(2);
  await expect(errors.nth(0)).toContainText('3');
  await expect(errors.nth(0)).toContainText('Apellido');
  await expect(errors.nth(0)).toContainText('Este campo es obligatorio.');
  await expect(errors.nth(1)).toContainText('4');
  await expect(errors.nth(1)).toContainText('16.543.210-9');
  await expect(errors.nth(1)).toContainText('Ingresa un RUT válido.');
  await expect(dialog.getByTestId('import-commit')).toBeDisabled();
  await shoot(page, 'config-workers-import-errors-es');

  // Nothing was written.
  const before = await page.request.get('/api/workers', { params: { search: surname } });
  expect(((await before.json()) as { total: number }).total).toBe(0);

  await dialog.locator('input[type="file"]').setInputFiles(good);
  await expect(dialog.getByTestId('import-invalid')).toBeHidden();
  await dialog.getByRole('button', { name: 'Revisar' }).click();
  await expect(dialog.getByTestId('import-valid')).toHaveText('3 filas válidas: listas para importar.');
  await dialog.getByRole('button', { name: 'Importar 3 trabajadores' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast-success')).toContainText('Se importaron 3 trabajadores.');
  await search(page, surname, 3);

  // The whole list, with the imported workers and the one registered by hand.
  await page.getByRole('textbox', { name: 'Buscar por nombre o RUT' }).fill('');
  await expect(rows(page)).not.toHaveCount(3);
  await shoot(page, 'config-workers-list-es');
});

test('a missing required column is named', async ({ page }) => {
  const file = csvFile('sin-rut.csv', ['Nombre,Apellido,Cargo', 'Luis,Soto,Jornal']);
  await signIn(page, 'admin');
  await page.goto('/app/config/trabajadores');
  await page.getByTestId('import-workers').click();
  const dialog = page.getByRole('dialog', { name: 'Importar trabajadores' });
  if ((await dialog.locator('.mantine-Pill-root').count()) === 0) {
    await dialog.getByRole('combobox', { name: 'Proyectos' }).click();
    await page.getByRole('option', { name: 'Edificio Los Robles' }).click();
  }
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Revisar' }).click();
  await expect(dialog.getByTestId('import-refused')).toContainText('Falta la columna obligatoria «RUT».');
});

test('a Brazilian company registers workers by CPF (pt-BR)', async ({ page }) => {
  const surname = uniqueSurname('Souza');
  await signIn(page, 'admin.sur', 'pt');
  await page.goto('/app/config/trabajadores');
  await expect(page.getByTestId('workers-page').getByRole('heading', { name: 'Trabalhadores', exact: true })).toBeVisible();
  await page.getByTestId('new-worker').click();
  const drawer = page.getByRole('dialog', { name: 'Novo trabalhador' });
  const form = drawer.getByTestId('worker-form');
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('João');
  await form.getByRole('textbox', { name: 'Sobrenome' }).fill(surname);
  await expect(form.getByRole('textbox', { name: 'RUT' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'CPF' }).fill('123.456.789-00');
  await form.getByRole('button', { name: 'Cadastrar trabalhador' }).click();
  await expect(form.getByText('Informe um CPF válido.')).toBeVisible();
  await shoot(page, 'config-workers-form-pt');
  const cpf = freshCpf();
  await form.getByRole('textbox', { name: 'CPF' }).fill(cpf);
  await form.getByRole('button', { name: 'Cadastrar trabalhador' }).click();
  await expect(drawer).toBeHidden();
  await search(page, surname, 1, 'Buscar por nome ou CPF');
  await expect(rows(page).filter({ hasText: surname })).toContainText(cpf);
  await expect(page.getByTestId('workers-table').getByRole('columnheader', { name: 'CPF' })).toBeVisible();
});
