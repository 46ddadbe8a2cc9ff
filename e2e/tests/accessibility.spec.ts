/**
 * Accessibility smoke (axe-core, WCAG 2.1 A/AA): the login page and home must have no serious or critical
 * violations.
 *
 * Every rule runs, colour contrast included: the theme (web/src/app/theme.ts) keeps text at 4.5:1 or more.
 */
import { expect, test, type Page } from '@playwright/test';

import { seriousViolations } from '../support/a11y';
import { signIn } from '../support/app';
import { openProfile } from '../support/config';


test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/app/login');
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // With an error shown.
  await page.getByLabel('Usuario', { exact: true }).fill('admin');
  await page.getByLabel('Contraseña', { exact: true }).fill('equivocada');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('home (projects and My tasks) has no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByTestId('projects-table').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Menú de usuario', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Elegir como activo el proyecto Torre Central' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('grid-mode-toggle').getByLabel('Tarjetas').click();
  await expect(page.getByTestId('project-card')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Mis tareas' }).click();
  await expect(page.getByTestId('task-item').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('positions and profiles configuration have no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app/config/cargos');
  await expect(page.getByTestId('positions-table').locator('tbody tr').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/app/config/permisos');
  await openProfile(page, 'Contratista');
  await expect(page.getByRole('switch', { name: 'Crear tickets', exact: true })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
});
