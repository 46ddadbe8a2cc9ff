/**
 * User import (/config/usuarios/importar and /importaciones) along the clicks of a company administrator: a file
 * with good and bad rows is refused row by row without writing anyone, the corrected file is imported, and the
 * history shows both attempts. Every run uses its own usernames, e-mails and file names (the suite shares a server).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { signIn } from '../support/app';
import { waitForMail } from '../support/mail';
import {
  emailOfLength,
  errorRows,
  findUsers,
  importDir,
  importTag,
  nextStep,
  pickOption,
  uploadImportFile,
  wizard,
  writeCsv,
  type ImportRow,
} from '../support/user-import';

const SHOTS = join(import.meta.dirname, '..', 'screenshots');

/** The whole page at once: the window grows to the page's height, so the fixed header and footer stay in place. */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  await page.mouse.move(size.width - 5, 5);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled' });
  await page.setViewportSize(size);
}

/** From the users screen's "Importar usuarios" button. */
async function openWizard(page: Page): Promise<void> {
  await page.goto('/app/config/usuarios');
  await expect(page.getByTestId('users-page')).toBeVisible();
  await page.getByRole('link', { name: 'Importar usuarios', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/config\/usuarios\/importar$/);
  await expect(wizard(page).getByRole('heading', { name: 'Importar usuarios', exact: true })).toBeVisible();
}

test.use({ viewport: { width: 1440, height: 900 } });

test('refuses a file with bad rows without writing anyone, then imports the corrected file and lists both in the history', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = importTag();
  const user = (letter: string) => `${tag}${letter}`;
  const mail = (letter: string) => `${user(letter)}@andes-e2e.cl`;
  const good: ImportRow[] = [
    ['José Ignacio', 'Muñoz Aránguiz', user('a'), mail('a'), 'Jefe de Terreno'],
    ['Inés', 'Peña', user('b'), mail('b'), 'Inspector de Calidad'],
  ];
  const dir = importDir();
  const badName = `usuarios-${tag}.csv`;
  const bad = writeCsv(dir, badName, [
    ...good, // rows 2 and 3
    ['Maximiliano Alejandro Gutiérrez', 'Rojas', user('c'), mail('c'), 'Jefe de Terreno'], // 4: first name of 31
    ['Ana', 'Soto', user('a').toUpperCase(), mail('d'), 'Jefe de Terreno'], // 5: row 2's username in capitals
    ['Luis', 'Vega', user('e'), emailOfLength(101), 'Jefe de Terreno'], // 6: e-mail of 101
    null, // 7: a blank line, skipped but counted
    ['Marta', 'Díaz', user('f'), mail('f'), 'Astronauta'], // 8: no such position
  ]);
  expect('Maximiliano Alejandro Gutiérrez').toHaveLength(31);

  await signIn(page, 'admin');
  await openWizard(page);
  await uploadImportFile(page, bad);

  // Step 1: projects.
  await expect(page.getByTestId('import-current-file')).toHaveText(`${badName} · 6 filas`);
  await wizard(page).getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(wizard(page).getByText('Elige al menos un proyecto.')).toBeVisible();
  await pickOption(page.getByTestId('import-step-projects'), 'Proyectos', 'Torre Central');

  // Step 2: the columns come mapped from their Spanish headers.
  await nextStep(page, 'mapping');
  const mapping = page.getByTestId('import-step-mapping');
  await expect(mapping.getByRole('combobox', { name: 'Correo electrónico', exact: true })).toHaveValue('Correo');
  await expect(mapping.getByRole('combobox', { name: 'Cargo', exact: true })).toHaveValue('Cargo');
  await expect(mapping.getByRole('combobox', { name: 'Perfil', exact: true })).toHaveValue('');
  await expect(page.getByTestId('import-sample')).toContainText('Muñoz Aránguiz');
  await shoot(page, 'config-user-import-mapping');

  // Step 3: a profile per position; the unknown one is a warning.
  await nextStep(page, 'roles');
  const roles = page.getByTestId('import-step-roles');
  await expect(roles.getByTestId('import-role-row').filter({ hasText: 'Astronauta' })).toContainText('El cargo no existe en la empresa');
  await expect(roles.getByTestId('import-role-row').filter({ hasText: 'Jefe de Terreno' })).toContainText('4');
  await pickOption(roles, 'Perfil para Jefe de Terreno', 'Supervisor');
  await pickOption(roles, 'Perfil para Inspector de Calidad', 'Inspector');

  // Step 4: inspectors also work in Edificio Los Robles.
  await nextStep(page, 'role-projects');
  await pickOption(page.getByTestId('import-step-role-projects'), 'Proyectos para Inspector de Calidad', 'Edificio Los Robles');

  // Step 5: the summary lists the errors by row, and nobody can be imported.
  await nextStep(page, 'summary');
  await expect(page.getByTestId('import-count-rows')).toContainText('6');
  await expect(page.getByTestId('import-count-valid')).toContainText('2');
  await expect(page.getByTestId('import-count-errors')).toContainText('4');
  expect(await errorRows(page)).toEqual(['4', '5', '6', '8']);
  const errorRow = (row: string) => page.locator(`[data-testid="import-error-row"][data-row="${row}"]`);
  await expect(errorRow('4')).toContainText('Muy largo');
  await expect(errorRow('4')).toContainText('Debe tener como máximo 30 caracteres.');
  await expect(errorRow('5')).toContainText('Duplicado');
  await expect(errorRow('5')).toContainText('Duplicado en el archivo (fila 2).');
  await expect(errorRow('6')).toContainText('Correo electrónico');
  await expect(errorRow('8')).toContainText('El cargo no existe en la empresa.');
  await expect(page.getByTestId('import-confirm')).toBeDisabled();
  await expect(page.getByTestId('import-blocked')).toContainText('Corrige el archivo y súbelo de nuevo: no se importará ningún usuario mientras haya errores');
  await pickOption(page.getByTestId('import-errors'), 'Tipo de error', 'Muy largo (2)');
  expect(await errorRows(page)).toEqual(['4', '6']);
  await shoot(page, 'config-user-import-summary-errors');
  await pickOption(page.getByTestId('import-errors'), 'Tipo de error', 'Todos (4)');
  expect(await findUsers(page, tag)).toEqual([]);

  // The corrected file keeps the choices made.
  const fixedName = `usuarios-${tag}-corregido.csv`;
  const fixed = writeCsv(dir, fixedName, [
    ...good,
    ['Maximiliano', 'Gutiérrez Rojas', user('c'), mail('c'), 'Jefe de Terreno'],
    ['Ana', 'Soto', user('d'), mail('d'), 'Jefe de Terreno'],
    ['Luis', 'Vega', user('e'), mail('e'), 'Jefe de Terreno'],
    null,
    ['Marta', 'Díaz', user('f'), mail('f'), 'Inspector de Calidad'],
  ]);
  await page.getByTestId('import-upload-corrected').click();
  await expect(wizard(page).getByText('Sube el archivo corregido')).toBeVisible();
  await uploadImportFile(page, fixed);
  await expect(page.getByTestId('import-step-mapping')).toBeVisible();
  await expect(page.getByTestId('import-current-file')).toHaveText(`${fixedName} · 6 filas`);
  await nextStep(page, 'roles');
  await expect(page.getByRole('combobox', { name: 'Perfil para Jefe de Terreno', exact: true })).toHaveValue('Supervisor');
  await expect(page.getByTestId('import-role-row').filter({ hasText: 'Astronauta' })).toHaveCount(0);
  await nextStep(page, 'role-projects');
  await nextStep(page, 'summary');
  await expect(page.getByTestId('import-count-valid')).toContainText('6');
  await expect(page.getByTestId('import-ready')).toContainText('Se crearán 6 usuarios');
  await expect(page.getByTestId('import-errors')).toHaveCount(0);

  await page.getByTestId('import-confirm').click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar importación' });
  await expect(confirm).toContainText(`Se crearán 6 usuarios a partir de ${fixedName}.`);
  await confirm.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByTestId('import-done-message')).toHaveText(`Se importaron 6 usuarios desde ${fixedName}.`);

  const created = await findUsers(page, tag);
  expect(created.map((u) => u.username).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map(user));
  const ines = created.find((u) => u.username === user('b'));
  expect(ines?.profile?.name).toBe('Inspector');
  expect(ines?.projects.map((p) => p.name).sort()).toEqual(['Edificio Los Robles', 'Torre Central']);
  expect(created.find((u) => u.username === user('a'))?.projects.map((p) => p.name)).toEqual(['Torre Central']);
  expect(await waitForMail(mail('a'))).toContain('/app/password-reset?token=');

  // The history: the completed import and the draft refused before it.
  await page.getByTestId('import-done-history').click();
  await expect(page).toHaveURL(/\/app\/config\/usuarios\/importaciones$/);
  const rows = page.getByTestId('imports-table').locator('tbody tr');
  const done = rows.filter({ hasText: fixedName });
  await expect(done).toContainText('Completada');
  await expect(done).toContainText('por Carolina Vergara Soto');
  await expect(done).toContainText('Origen: Planilla');
  await expect(done.getByTestId('import-counts')).toHaveText('6 filas6 creados0 errores');
  await expect(done.getByRole('link', { name: `Descargar ${fixedName}` })).toHaveAttribute('href', /\/api\/user-imports\/[\w-]+\/file$/);
  const draft = rows.filter({ hasText: badName }).filter({ hasNotText: 'corregido' });
  await expect(draft).toContainText('Borrador');
  await expect(draft.getByTestId('import-counts')).toHaveText('6 filas0 creados4 errores');
  await expect(rows.first()).toContainText(fixedName);
  await shoot(page, 'config-user-import-history');

  // The original file comes back as it was uploaded.
  const download = await page.request.get((await done.getByRole('link').getAttribute('href')) ?? '');
  expect(download.ok()).toBeTruthy();
  expect(await download.text()).toContain('Muñoz Aránguiz');
});

test('the wizard speaks Portuguese to a Brazilian company', async ({ page }) => {
  const dir = importDir();
  const path = writeCsv(dir, 'usuarios-sur.csv', [['João', 'Araújo', `${importTag()}pt`, `${importTag()}pt@sur-e2e.com.br`, 'Engenheiro de Obra']], ['Nome', 'Sobrenome', 'Usuário', 'E-mail', 'Cargo']);
  await signIn(page, 'admin.sur', 'pt');
  await page.goto('/app/config/usuarios/importar');
  await expect(wizard(page).getByRole('heading', { name: 'Importar usuários', exact: true })).toBeVisible();
  await expect(wizard(page).getByRole('button', { name: 'Escolher arquivo' })).toBeVisible();
  await expect(wizard(page)).toContainText('O que o arquivo deve ter');
  await uploadImportFile(page, path, 'Arquivo de usuários');
  await expect(page.getByTestId('import-stepper')).toContainText('Mapear dados');
  await expect(page.getByTestId('import-stepper')).toContainText('Atribuir papéis');
  await pickOption(page.getByTestId('import-step-projects'), 'Projetos', (await firstProject(page)) ?? '');
  await nextStep(page, 'mapping', 'Próximo');
  await expect(page.getByTestId('import-step-mapping').getByRole('combobox', { name: 'Sobrenome', exact: true })).toHaveValue('Sobrenome');
  await expect(page.getByTestId('import-step-mapping')).toContainText('Primeiras linhas de usuarios-sur.csv');
  await shoot(page, 'config-user-import-mapping-pt');
});

/** The first project the signed-in administrator may assign. */
async function firstProject(page: Page): Promise<string | undefined> {
  const response = await page.request.get('/api/projects', { params: { rowsPerPage: 1, sortBy: 'name' } });
  return ((await response.json()) as { data: { name: string }[] }).data[0]?.name;
}
