/**
 * What an administrator does in the user import wizard (/config/usuarios/importar): write a spreadsheet, upload it,
 * pick options and move between steps; plus a look at the users list through the API to tell whether anything was
 * written.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, type Locator, type Page } from '@playwright/test';

/** One data row of the file: first name, last name, username, e-mail, position; null is a blank line. */
export type ImportRow = [string, string, string, string, string] | null;

export const IMPORT_HEADER = ['Nombre', 'Apellido', 'Usuario', 'Correo', 'Cargo'];

/** A temporary folder for this run's files. */
export function importDir(): string {
  const base = join(tmpdir(), 'obra-e2e-imports');
  mkdirSync(base, { recursive: true });
  return mkdtempSync(join(base, 'run-'));
}

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Writes a UTF-8 CSV (comma-separated, as most spreadsheets export it) and answers its path. */
export function writeCsv(dir: string, name: string, rows: ImportRow[], header = IMPORT_HEADER): string {
  const lines = [header, ...rows].map((row) => (row ? row.map(csvCell).join(',') : ''));
  const path = join(dir, name);
  writeFileSync(path, `${lines.join('\n')}\n`, 'utf8');
  return path;
}

/** A username no other run has used: `imp` + time in base 36 + a letter per row. */
export function importTag(): string {
  return `imp${Date.now().toString(36)}`;
}

/** An address of exactly `length` characters. */
export function emailOfLength(length: number, domain = 'andes-e2e.cl'): string {
  return `${'x'.repeat(length - domain.length - 1)}@${domain}`;
}

export function wizard(page: Page): Locator {
  return page.getByTestId('user-import-page');
}

export async function uploadImportFile(page: Page, path: string, label = 'Archivo de usuarios'): Promise<void> {
  await wizard(page).getByLabel(label, { exact: true }).setInputFiles(path);
}

/** Opens a select or multi-select by its accessible name and picks an option; a multi-select is closed again. */
export async function pickOption(scope: Locator, name: string, option: string): Promise<void> {
  const box = scope.getByRole('combobox', { name, exact: true });
  await box.click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
  await box.press('Escape');
}

/** "Siguiente", then waits for the step's content. */
export async function nextStep(page: Page, step: 'mapping' | 'roles' | 'role-projects' | 'summary', label = 'Siguiente'): Promise<void> {
  await wizard(page).getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByTestId(`import-step-${step}`)).toBeVisible();
}

/** The spreadsheet rows listed with errors in the summary, in order. */
export async function errorRows(page: Page): Promise<string[]> {
  const rows = page.getByTestId('import-error-row');
  return rows.evaluateAll((list) => list.map((row) => (row as HTMLElement).dataset.row ?? ''));
}

interface ListedUser {
  username: string;
  profile: { name: string } | null;
  position: { name: string } | null;
  projects: { name: string }[];
}

/** The company's users whose name, username or e-mail contains `text`, as the signed-in page's session sees them. */
export async function findUsers(page: Page, text: string): Promise<ListedUser[]> {
  const response = await page.request.get('/api/users', { params: { search: text, rowsPerPage: 200 } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: ListedUser[] }).data;
}
