/**
 * Configuration of positions (/config/cargos) and of profiles and their permissions (/config/permisos), along the
 * clicks a company administrator makes. The suite shares one server, so every test works on positions and
 * profiles it creates under a unique name, and leaves the demo users' profiles as they are.
 */
import { expect, test } from '@playwright/test';

import { signIn } from '../support/app';
import { openConfigSection, openProfile, positionRows, profileItem, togglePermission, unique } from '../support/config';

test.describe('positions', () => {
  test('creates a position, refuses a double space and a repeated name, renames it and deletes it', async ({ page }) => {
    const name = unique('Capataz E2E');
    const renamed = `${name} turno noche`;
    await signIn(page, 'admin');
    await openConfigSection(page, 'Cargos', 'cargos');
    await expect(page.getByTestId('positions-page').getByRole('heading', { name: 'Cargos', exact: true })).toBeVisible();
    await expect(positionRows(page).filter({ hasText: 'Gerente de Proyecto' })).toHaveCount(1);

    await page.getByRole('button', { name: 'Nuevo cargo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo cargo' });
    const input = dialog.getByRole('textbox', { name: 'Nombre del cargo' });
    await input.fill('Capataz  de obra');
    await dialog.getByRole('button', { name: 'Crear cargo' }).click();
    await expect(dialog.getByText('No se permiten dos espacios en blanco consecutivos.')).toBeVisible();
    await input.fill(name);
    await dialog.getByRole('button', { name: 'Crear cargo' }).click();
    await expect(dialog).toBeHidden();

    const search = page.getByRole('textbox', { name: 'Buscar cargo' });
    await search.fill(name);
    await expect(positionRows(page)).toHaveCount(1);
    await expect(positionRows(page).first()).toContainText(name);

    // The server refuses the same name in other letter case, under the field.
    await page.getByRole('button', { name: 'Nuevo cargo' }).click();
    await dialog.getByRole('textbox', { name: 'Nombre del cargo' }).fill(name.toUpperCase());
    await dialog.getByRole('button', { name: 'Crear cargo' }).click();
    await expect(dialog.getByText('Este valor ya está en uso.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: `Editar el cargo ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar cargo' });
    await expect(edit.getByRole('textbox', { name: 'Nombre del cargo' })).toHaveValue(name);
    await edit.getByRole('textbox', { name: 'Nombre del cargo' }).fill(renamed);
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit).toBeHidden();
    await expect(positionRows(page).first()).toContainText(renamed);

    await page.getByRole('button', { name: `Eliminar el cargo ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar cargo' });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('No encontramos cargos con esa búsqueda.')).toBeVisible();
    await search.clear();
    await expect(positionRows(page).filter({ hasText: renamed })).toHaveCount(0);
  });

  test('a position that users hold is not deleted, and the server says why', async ({ page }) => {
    await signIn(page, 'admin');
    await openConfigSection(page, 'Cargos', 'cargos');
    await page.getByRole('textbox', { name: 'Buscar cargo' }).fill('Inspector de Calidad');
    await expect(positionRows(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Eliminar el cargo Inspector de Calidad' }).click();
    await page.getByRole('dialog', { name: 'Eliminar cargo' }).getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByTestId('toast-validation')).toContainText(/El cargo está asignado a \d+ usuario/);
    await expect(positionRows(page)).toHaveCount(1);
  });
});

test.describe('profiles and permissions', () => {
  test('duplicates Contratista, switches a permission on and off (kept after a reload), then deletes the copy', async ({ page }) => {
    const copy = unique('Contratista E2E');
    await signIn(page, 'admin');
    await openConfigSection(page, 'Permisos', 'permisos');
    await openProfile(page, 'Contratista');

    await page.getByRole('button', { name: 'Duplicar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicar perfil' });
    const input = dialog.getByRole('textbox', { name: 'Nombre del perfil' });
    await expect(input).toHaveValue('Contratista (copia)');
    await input.fill(copy);
    await dialog.getByRole('button', { name: 'Duplicar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('profile-name')).toHaveText(copy);
    await expect(profileItem(page, copy)).toContainText('Sin usuarios');

    // The copy has Contratista's permissions.
    await expect(page.getByRole('switch', { name: 'Crear tickets', exact: true })).toBeChecked();
    const concrete = page.getByRole('switch', { name: 'Acceso al módulo Hormigón', exact: true });
    await expect(concrete).not.toBeChecked();

    await togglePermission(page, 'Acceso al módulo Hormigón');
    await expect(concrete).toBeChecked();
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveText(copy);
    await expect(concrete).toBeChecked();

    await togglePermission(page, 'Acceso al módulo Hormigón');
    await expect(concrete).not.toBeChecked();
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveText(copy);
    await expect(concrete).not.toBeChecked();

    await page.getByTestId('profile-header').getByRole('button', { name: 'Eliminar' }).click();
    const remove = page.getByRole('dialog', { name: 'Eliminar perfil' });
    await expect(remove).toContainText(copy);
    await remove.getByRole('button', { name: 'Eliminar' }).click();
    await expect(remove).toBeHidden();
    await expect(profileItem(page, copy)).toHaveCount(0);
  });

  test('renames a profile and marks its modules disabled', async ({ page }) => {
    const name = unique('Perfil E2E');
    await signIn(page, 'admin');
    await openConfigSection(page, 'Permisos', 'permisos');
    await page.getByRole('button', { name: 'Nuevo perfil' }).click();
    const create = page.getByRole('dialog', { name: 'Nuevo perfil' });
    await create.getByRole('textbox', { name: 'Nombre del perfil' }).fill(name);
    await create.getByRole('button', { name: 'Crear perfil' }).click();
    await expect(page.getByTestId('profile-name')).toHaveText(name);

    await page.getByRole('button', { name: 'Renombrar' }).click();
    const rename = page.getByRole('dialog', { name: 'Renombrar perfil' });
    await rename.getByRole('textbox', { name: 'Nombre del perfil' }).fill(`${name}  bis`);
    await rename.getByRole('button', { name: 'Guardar' }).click();
    await expect(rename.getByText('No se permiten dos espacios en blanco consecutivos.')).toBeVisible();
    await rename.getByRole('textbox', { name: 'Nombre del perfil' }).fill(`${name} bis`);
    await rename.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('profile-name')).toHaveText(`${name} bis`);

    const modules = page.getByRole('switch', { name: 'Módulos deshabilitados' });
    await modules.click();
    await expect(modules).toBeChecked();
    await expect(profileItem(page, `${name} bis`).getByTestId('badge-module-disabled')).toBeVisible();

    await page.getByTestId('profile-header').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog', { name: 'Eliminar perfil' }).getByRole('button', { name: 'Eliminar' }).click();
    await expect(profileItem(page, `${name} bis`)).toHaveCount(0);
  });

  test('a profile with users offers moving them before deleting it (cancelled here)', async ({ page }) => {
    await signIn(page, 'admin');
    await openConfigSection(page, 'Permisos', 'permisos');
    await openProfile(page, 'Contratista');
    await page.getByTestId('profile-header').getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar perfil' });
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(dialog.getByRole('alert')).toContainText(/El perfil tiene \d+ usuario/);
    await expect(dialog.getByRole('combobox', { name: 'Mover sus usuarios al perfil' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mover usuarios y eliminar' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(profileItem(page, 'Contratista')).toHaveCount(1);
  });

  test('the administrator profile shows every permission on and locked', async ({ page }) => {
    await signIn(page, 'admin');
    await openConfigSection(page, 'Permisos', 'permisos');
    await openProfile(page, 'Administrador');
    await expect(page.getByTestId('admin-alert')).toBeVisible();
    const users = page.getByRole('switch', { name: 'Administrar usuarios', exact: true });
    await expect(users).toBeChecked();
    await expect(users).toBeDisabled();
  });

  test('the same screen in Portuguese', async ({ page }) => {
    await signIn(page, 'admin', 'pt');
    await openConfigSection(page, 'Permissões', 'permisos');
    await expect(page.getByRole('button', { name: 'Novo perfil' })).toBeVisible();
    await openProfile(page, 'Supervisor');
    await expect(page.getByTestId('permission-group-hormigon')).toContainText('Concreto');
    await expect(page.getByRole('switch', { name: 'Acesso ao módulo Concreto', exact: true })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Gerenciar usuários', exact: true })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Duplicar' })).toBeVisible();
  });

  test('without the permissions, the sections are hidden and their addresses show the no-permission page', async ({ page }) => {
    await signIn(page, 'contratista');
    await page.getByTestId('nav-config').click();
    await expect(page.getByTestId('config-nav').getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
    await expect(page.getByTestId('config-nav').getByRole('link', { name: 'Permisos' })).toHaveCount(0);
    await page.goto('/app/config/permisos');
    await expect(page.getByRole('heading', { name: 'Sin permisos para realizar esta acción' })).toBeVisible();
    await page.goto('/app/config/cargos');
    await expect(page.getByRole('heading', { name: 'Sin permisos para realizar esta acción' })).toBeVisible();
  });
});
