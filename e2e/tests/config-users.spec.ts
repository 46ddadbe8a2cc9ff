/**
 * User administration (/config/usuarios) along the clicks of a company administrator: create (after a refused
 * password confirmation), edit, rename with confirmation, save without changes, deactivate and activate, mass
 * edit, and the user limit with the request for more users. The suite shares one server, so every test works on
 * users it creates under unique names, and the limit is always removed again.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { seriousViolations } from '../support/a11y';
import { signIn } from '../support/app';
import { openConfigSection, unique } from '../support/config';
import {
  apiSignIn,
  createUserViaApi,
  field,
  fillUserForm,
  pick,
  searchUsers,
  setCompanyUserLimit,
  uniqueUsername,
  userRow,
  userRows,
  type NewUser,
} from '../support/users';

const SHOTS = join(import.meta.dirname, '..', 'screenshots');
const PASSWORD = 'Obra-e2e-2026';

function newUser(tag: string, overrides: Partial<NewUser> = {}): NewUser {
  return {
    firstName: 'Tomás',
    lastName: unique(tag),
    username: uniqueUsername(tag.toLowerCase()),
    position: 'Jefe de Terreno',
    profile: 'Inspector',
    projects: ['Torre Central'],
    password: PASSWORD,
    ...overrides,
  };
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(5, 845);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}


async function openUsers(page: Page, username = 'admin'): Promise<void> {
  await signIn(page, username);
  await openConfigSection(page, 'Usuarios', 'usuarios');
  await expect(page.getByTestId('users-page').getByRole('heading', { name: 'Usuarios', exact: true })).toBeVisible();
}

test.use({ viewport: { width: 1440, height: 900 } });

test('creates a user after a refused confirmation, edits it, renames it with confirmation and finds nothing to save', async ({ page, browser }) => {
  const user = newUser('Alta', { email: `${uniqueUsername('alta')}@constructora-andes.cl`, projects: ['Torre Central', 'Edificio Los Robles'] });
  const fullName = `${user.firstName} ${user.lastName}`;
  await openUsers(page);
  await expect(userRow(page, 'Carolina Vergara Soto')).toContainText('Activo');

  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const create = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await fillUserForm(create, { ...user, confirmation: `${PASSWORD}x` });
  await create.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(create.getByText('Valores no coinciden')).toBeVisible();
  await field(create, 'Repite la contraseña').fill(PASSWORD);
  await create.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByTestId('toast-success').filter({ hasText: `Se creó el usuario ${fullName}.` })).toBeVisible();

  await searchUsers(page, user.username, 1);
  await expect(userRows(page).first()).toContainText(fullName);
  await expect(userRows(page).first()).toContainText('Jefe de Terreno');
  await expect(userRows(page).first()).toContainText('Inspector');

  // The new person can sign in with the password the administrator gave.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  try {
    await signIn(them, user.username, 'es', PASSWORD);

    await page.getByRole('button', { name: `Editar a ${fullName}` }).click();
    const edit = page.getByRole('dialog', { name: `Editar a ${fullName}` });
    await expect(field(edit, 'Nombre de usuario')).toHaveValue(user.username);
    await field(edit, 'Apellido').fill(`${user.lastName} Ruiz`);
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(edit).toBeHidden();
    await expect(userRows(page).first()).toContainText(`${fullName} Ruiz`);

    // Nothing changed: said at once, nothing sent.
    await page.getByRole('button', { name: `Editar a ${fullName} Ruiz` }).click();
    const again = page.getByRole('dialog', { name: `Editar a ${fullName} Ruiz` });
    await again.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByTestId('toast-validation')).toContainText('Sin cambios para enviar');
    await expect(again).toBeVisible();

    // A new username asks first: the person's sessions end.
    const renamed = `${user.username}.b`;
    await field(again, 'Nombre de usuario').fill(renamed);
    await expect(again.getByTestId('username-change-warning')).toBeVisible();
    await again.getByRole('button', { name: 'Guardar cambios' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cambiar nombre de usuario' });
    await expect(confirm).toContainText(`pasará de «${user.username}» a «${renamed}»`);
    await confirm.getByRole('button', { name: 'Cambiar y guardar' }).click();
    await expect(again).toBeHidden();
    await searchUsers(page, renamed, 1);
    await expect(userRows(page).first()).toContainText(`@${renamed}`);

    await them.reload();
    await expect(them).toHaveURL(/\/app\/login/);
  } finally {
    await theirs.close();
  }
});

test('deactivates a user with confirmation (their session ends), then activates them again', async ({ page, browser }) => {
  const user = newUser('Estado');
  const fullName = `${user.firstName} ${user.lastName}`;
  await signIn(page, 'admin');
  await createUserViaApi(page.request, user);
  const theirs = await browser.newContext();
  try {
    const them = await theirs.newPage();
    await signIn(them, user.username, 'es', PASSWORD);

    await openConfigSection(page, 'Usuarios', 'usuarios');
    await searchUsers(page, user.lastName, 1);
    await expect(userRow(page, fullName)).toContainText('Activo');
    await page.getByRole('button', { name: `Desactivar a ${fullName}` }).click();
    const off = page.getByRole('dialog', { name: 'Desactivar usuario' });
    await expect(off).toContainText('Sus sesiones activas se cerrarán');
    await off.getByRole('button', { name: 'Desactivar' }).click();
    await expect(userRow(page, fullName).getByTestId('user-status')).toHaveText('Inactivo');

    await them.reload();
    await expect(them).toHaveURL(/\/app\/login/);

    await page.getByTestId('users-filter-status').getByText('Inactivos', { exact: true }).click();
    await expect(userRows(page)).toHaveCount(1);
    await page.getByRole('button', { name: `Activar a ${fullName}` }).click();
    const on = page.getByRole('dialog', { name: 'Activar usuario' });
    await expect(on).toContainText('contará dentro del límite de usuarios activos');
    await on.getByRole('button', { name: 'Activar' }).click();
    await expect(page.getByTestId('toast-success').filter({ hasText: `${fullName} está activo.` })).toBeVisible();
    await expect(page.getByText('No encontramos usuarios con esa búsqueda o esos filtros.')).toBeVisible();
    await page.getByTestId('users-filter-status').getByText('Activos', { exact: true }).click();
    await expect(userRow(page, fullName).getByTestId('user-status')).toHaveText('Activo');
  } finally {
    await theirs.close();
  }
});

test('mass edit: two users get another position after a confirmation naming how many', async ({ page }) => {
  const tag = unique('Masiva');
  const first = newUser('Masiva', { lastName: `${tag} Uno` });
  const second = newUser('Masiva', { firstName: 'Inés', lastName: `${tag} Dos` });
  await signIn(page, 'admin');
  await createUserViaApi(page.request, first);
  await createUserViaApi(page.request, second);
  await openConfigSection(page, 'Usuarios', 'usuarios');
  await searchUsers(page, tag, 2);
  await expect(userRows(page).filter({ hasText: 'Jefe de Terreno' })).toHaveCount(2);

  await expect(page.getByRole('button', { name: 'Edición masiva', exact: true })).toBeDisabled();
  await page.getByRole('checkbox', { name: `Seleccionar a ${first.firstName} ${first.lastName}` }).check();
  await page.getByRole('checkbox', { name: `Seleccionar a ${second.firstName} ${second.lastName}` }).check();
  await page.getByRole('button', { name: 'Edición masiva (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edición masiva' });
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Elige al menos un cambio para aplicar.');
  await dialog.getByRole('checkbox', { name: 'Cambiar cargo' }).check();
  await pick(dialog, 'Cargo', 'Supervisor de Obra');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByTestId('bulk-confirm')).toContainText('Se modificarán 2 usuarios');
  await expect(dialog.getByTestId('bulk-confirm')).toContainText('Cargo: Supervisor de Obra');
  await dialog.getByRole('button', { name: 'Aplicar a 2 usuarios' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Se actualizaron 2 usuarios.' })).toBeVisible();
  await expect(userRows(page).filter({ hasText: 'Supervisor de Obra' })).toHaveCount(2);
  await expect(page.getByTestId('users-selection')).toHaveCount(0);
});

test('at the user limit, creating is refused with a dialog that requests more users and then shows the request', async ({ page, browser }) => {
  await openUsers(page);
  const me = (await (await page.request.get('/api/me')).json()) as { data: { company: { id: string } } };
  const companyId = me.data.company.id;
  const limits = (await (await page.request.get('/api/user-limits')).json()) as { data: { company: { active: number; max?: number | null } } };
  const { active, max: original = null } = limits.data.company;
  const provider = await browser.newContext();
  try {
    await apiSignIn(provider.request, 'soporte');
    await setCompanyUserLimit(provider.request, companyId, active);
    await page.reload();
    await expect(page.getByTestId('user-limits-company')).toHaveText(`Usuarios activos: ${active} de ${active}`);
    await shoot(page, 'config-users-list-es');

    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const create = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await fillUserForm(create, newUser('Limite'));
    await shoot(page, 'config-users-form-es');
    await create.getByRole('button', { name: 'Crear usuario' }).click();

    const dialog = page.getByRole('dialog', { name: 'Se alcanzó el límite de usuarios activos' });
    await expect(dialog.getByTestId('user-limit-detail')).toHaveText(`Empresa: máximo ${active} usuarios activos.`);
    await dialog.getByLabel('Mensaje para el equipo de Obra (opcional)').fill('Necesitamos 10 usuarios más para Torre Central.');
    await shoot(page, 'config-users-limit-es');
    await dialog.getByRole('button', { name: 'Solicitar más usuarios' }).click();
    await expect(dialog.getByTestId('user-request-status')).toContainText('Solicitud de más usuarios: enviada');
    await dialog.getByTestId('user-limit-dialog').getByRole('button', { name: 'Cerrar' }).click();
    // The refused user was not created, and the drawer still holds what was typed.
    await expect(create).toBeVisible();
    await create.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByTestId('user-limits').getByTestId('user-request-status')).toHaveText('Solicitud de más usuarios: enviada');
    await expect(page.getByTestId('user-limits-company')).toHaveText(`Usuarios activos: ${active} de ${active}`);
  } finally {
    // The cap the company had before (the demo's, or none).
    await setCompanyUserLimit(provider.request, companyId, original);
    await provider.close();
  }
  await page.reload();
  await expect(page.getByTestId('user-limits-company')).toHaveText(
    original === null ? `Usuarios activos: ${active} (sin límite)` : `Usuarios activos: ${active} de ${original}`,
  );
});

test('the list as cards is remembered, and the screens look right in dark mode', async ({ page }) => {
  await openUsers(page);
  await page.getByTestId('users-view-toggle').getByLabel('Tarjetas').click();
  await expect(page.getByTestId('user-card').filter({ hasText: 'Carolina Vergara Soto' })).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('config_users_grid_mode'))).toBe('true');
  await page.reload();
  await expect(page.getByTestId('user-cards')).toBeVisible();
  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: 'Oscuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await shoot(page, 'config-users-cards-dark-es');

  await page.getByTestId('users-view-toggle').getByLabel('Lista').click();
  await expect(userRows(page).filter({ hasText: 'Carolina Vergara Soto' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Editar a Carolina Vergara Soto' }).click();
  await expect(page.getByRole('dialog', { name: 'Editar a Carolina Vergara Soto' })).toBeVisible();
  await shoot(page, 'config-users-form-dark-es');
  expect(await page.evaluate(() => localStorage.getItem('config_users_grid_mode'))).toBe('false');
});

test('the same screen in Portuguese (admin.sur)', async ({ page }) => {
  await signIn(page, 'admin.sur', 'pt');
  await openConfigSection(page, 'Usuários', 'usuarios');
  await expect(page.getByTestId('users-page').getByRole('heading', { name: 'Usuários', exact: true })).toBeVisible();
  await expect(userRow(page, 'Ana Paula Ribeiro')).toContainText('Ativo');
  await expect(page.getByTestId('user-limits-company')).toHaveText(/^Usuários ativos: \d+ (de \d+|\(sem limite\))$/);
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const create = page.getByRole('dialog', { name: 'Novo usuário' });
  await create.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(create.getByText('Este campo é obrigatório.').first()).toBeVisible();
  await field(create, 'Senha').fill(PASSWORD);
  await field(create, 'Repita a senha').fill('outra-2026');
  await create.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(create.getByText('Valores não coincidem')).toBeVisible();
  await shoot(page, 'config-users-form-pt');
});

test('the list, the cards and the form have no serious accessibility violations', async ({ page }) => {
  await openUsers(page);
  await expect(userRow(page, 'Carolina Vergara Soto')).toHaveCount(1);
  // Not hovering the menu link just clicked (hover colours are not what is being checked).
  await page.mouse.move(5, 880);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: 'Seleccionar a Carolina Vergara Soto' }).check();
  await page.getByRole('button', { name: 'Edición masiva (1)' }).click();
  await expect(page.getByRole('dialog', { name: 'Edición masiva' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('dialog', { name: 'Edición masiva' }).getByRole('button', { name: 'Cancelar' }).click();

  await page.getByTestId('users-view-toggle').getByLabel('Tarjetas').click();
  await expect(page.getByTestId('user-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  await expect(page.getByRole('dialog', { name: 'Nuevo usuario' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});


test('without config.users.manage, the section is hidden and its address shows the no-permission page', async ({ page }) => {
  await signIn(page, 'contratista');
  await page.getByTestId('nav-config').click();
  await expect(page.getByTestId('config-nav').getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
  await expect(page.getByTestId('config-nav').getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
  await page.goto('/app/config/usuarios');
  await expect(page.getByRole('heading', { name: 'Sin permisos para realizar esta acción' })).toBeVisible();
});
