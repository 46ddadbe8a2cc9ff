/**
 * Home: the projects as a list or as cards (remembered in localStorage `home_grid_mode`), searching them, choosing
 * the active project, and My tasks with its notifications. Each test that changes server state uses its own demo
 * user so the shared database stays predictable for the others.
 */
import { expect, test, type Page } from '@playwright/test';

import { signIn } from '../support/app';

const ANDES_PROJECTS = ['Condominio Vista Cordillera', 'Edificio Los Robles', 'Torre Central'];

function projectRows(page: Page) {
  return page.getByTestId('projects-table').locator('tbody tr');
}

test('shows the projects as a list or as cards and remembers the choice after a reload', async ({ page }) => {
  await signIn(page, 'admin');

  // List by default (grid mode defaults on only for cbox), sorted by name.
  await expect(projectRows(page)).toHaveCount(3);
  for (const [index, name] of ANDES_PROJECTS.entries()) await expect(projectRows(page).nth(index)).toContainText(name);
  await expect(projectRows(page).filter({ hasText: 'Torre Central' })).toContainText('Concepción');
  await expect(projectRows(page).filter({ hasText: 'Edificio Los Robles' })).toContainText('Activo');
  await expect(page.getByText('1–3 de 3')).toBeVisible();

  await page.getByTestId('grid-mode-toggle').getByLabel('Tarjetas').click();
  const cards = page.getByTestId('project-card');
  await expect(cards).toHaveCount(3);
  await expect(page.getByTestId('projects-table')).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Torre Central' })).toContainText("Calle O'Higgins 640, Concepción");
  await expect(cards.filter({ hasText: 'Edificio Los Robles' }).getByTestId('active-project-badge')).toHaveText('Activo');
  expect(await page.evaluate(() => localStorage.getItem('home_grid_mode'))).toBe('true');

  await page.reload();
  await expect(page.getByTestId('project-card')).toHaveCount(3);
  await expect(page.getByTestId('grid-mode-toggle').getByRole('radio', { name: 'Tarjetas' })).toBeChecked();

  await page.getByTestId('grid-mode-toggle').getByLabel('Lista').click();
  await expect(projectRows(page)).toHaveCount(3);
  await expect(page.getByTestId('project-card')).toHaveCount(0);
  await page.reload();
  await expect(projectRows(page)).toHaveCount(3);
  expect(await page.evaluate(() => localStorage.getItem('home_grid_mode'))).toBe('false');
});

test('the search box filters the projects on the server', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(projectRows(page)).toHaveCount(3);
  const search = page.getByRole('textbox', { name: 'Buscar proyecto' });

  await search.fill('torre');
  await expect(projectRows(page)).toHaveCount(1);
  await expect(projectRows(page).first()).toContainText('Torre Central');

  await search.fill('Cordillera');
  await expect(projectRows(page)).toHaveCount(1);
  await expect(projectRows(page).first()).toContainText('Condominio Vista Cordillera');

  await search.fill('no existe ningún proyecto así');
  await expect(page.getByText('No encontramos proyectos con esos criterios.')).toBeVisible();

  await search.clear();
  await expect(projectRows(page)).toHaveCount(3);

  // The same search applies to the cards.
  await page.getByTestId('grid-mode-toggle').getByLabel('Tarjetas').click();
  await search.fill('robles');
  await expect(page.getByTestId('project-card')).toHaveCount(1);
  await expect(page.getByTestId('project-card')).toContainText('Edificio Los Robles');
});

test('choosing another active project (header selector or row button) is kept after a reload', async ({ page }) => {
  // supervisor: Edificio Los Robles (active) and Torre Central.
  await signIn(page, 'supervisor');
  const selector = page.getByTestId('project-selector');
  await expect(selector).toHaveValue('Edificio Los Robles');
  await expect(projectRows(page)).toHaveCount(2);

  await selector.click();
  await expect(page.getByRole('option')).toHaveText(['Edificio Los Robles', 'Torre Central']);
  await page.getByRole('option', { name: 'Torre Central' }).click();
  await expect(page.getByText('Ahora trabajas en Torre Central.')).toBeVisible();
  await expect(selector).toHaveValue('Torre Central');
  await expect(projectRows(page).filter({ hasText: 'Torre Central' })).toContainText('Activo');
  await expect(page.getByRole('button', { name: 'Elegir como activo el proyecto Edificio Los Robles' })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('project-selector')).toHaveValue('Torre Central');
  await expect(projectRows(page).filter({ hasText: 'Torre Central' })).toContainText('Activo');

  // Back with the row button.
  await page.getByRole('button', { name: 'Elegir como activo el proyecto Edificio Los Robles' }).click();
  await expect(page.getByTestId('project-selector')).toHaveValue('Edificio Los Robles');
  await expect(projectRows(page).filter({ hasText: 'Edificio Los Robles' })).toContainText('Activo');
  await page.reload();
  await expect(page.getByTestId('project-selector')).toHaveValue('Edificio Los Robles');
});

test('My tasks lists the notifications of the last 15 days and marks them read', async ({ page }) => {
  // inspector: two unread notifications, one read, one older than 15 days (never shown).
  await signIn(page, 'inspector');
  await page.getByRole('tab', { name: 'Mis tareas' }).click();
  await expect(page).toHaveURL(/\/app\/home\/tareas$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Mis tareas', level: 2 })).toBeVisible();

  const items = page.getByTestId('task-item');
  await expect(page.getByTestId('tasks-filter').getByRole('radio', { name: 'No leídas' })).toBeChecked();
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Nuevo ticket asignado');
  await expect(items.nth(0)).toContainText('Filtración en baño del depto. 302');
  await expect(items.nth(0)).toContainText('Cmanagement');
  await expect(items.nth(1)).toContainText('Actividad atrasada');

  await page.getByTestId('tasks-filter').getByText('Todas', { exact: true }).click();
  await expect(items).toHaveCount(3);
  await expect(page.getByText('Documento compartido contigo')).toBeVisible();
  await expect(page.getByText('Bienvenido a Obra')).toHaveCount(0);

  // One by one…
  await page.getByTestId('tasks-filter').getByText('No leídas', { exact: true }).click();
  await items.filter({ hasText: 'Actividad atrasada' }).getByRole('button', { name: 'Marcar como leída' }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Nuevo ticket asignado');

  // …then all at once.
  await page.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(page.getByText('Estás al día: no tienes notificaciones sin leer.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();

  // Read stays read on the server.
  await page.reload();
  await expect(page.getByText('Estás al día: no tienes notificaciones sin leer.')).toBeVisible();
  await page.getByTestId('tasks-filter').getByText('Todas', { exact: true }).click();
  await expect(items).toHaveCount(3);
  await expect(page.locator('[data-testid="task-item"][data-unread]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Marcar como leída' })).toHaveCount(0);
});

test('a notification opens its module inside the app', async ({ page }) => {
  await signIn(page, 'contratista');
  await page.getByRole('tab', { name: 'Mis tareas' }).click();
  const ticket = page.getByTestId('task-item').filter({ hasText: 'Nuevo ticket asignado' });
  await ticket.getByRole('link', { name: 'Abrir' }).click();
  await expect(page).toHaveURL(/\/app\/cmanagement(\/|$)/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});
