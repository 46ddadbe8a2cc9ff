/**
 * What a person does in /config/usuarios (fill the user drawer, pick options, find a row), plus the few calls a
 * test makes straight to the API to set the stage: users to act on, and the provider's user limit, which no
 * company screen can change.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { DEMO_PASSWORD } from './app';

/** A username no other run has used (letters, digits and dots only). */
export function uniqueUsername(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export function userRows(page: Page): Locator {
  return page.getByTestId('users-table').locator('tbody tr');
}

export function userRow(page: Page, text: string): Locator {
  return userRows(page).filter({ hasText: text });
}

/** Types in the list's search and waits for the rows to settle on `count`. */
export async function searchUsers(page: Page, text: string, count: number): Promise<void> {
  await page.getByRole('textbox', { name: 'Buscar por nombre, usuario o correo' }).fill(text);
  await expect(userRows(page)).toHaveCount(count);
}

/** An input of a form by its label, whether or not the label carries the required asterisk. */
export function field(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/** Opens a select or multi-select of the drawer by its label and picks an option. */
export async function pick(scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

export interface NewUser {
  firstName: string;
  lastName: string;
  username: string;
  email?: string;
  position: string;
  profile: string;
  projects: string[];
  password: string;
  confirmation?: string;
}

/** Fills the "Nuevo usuario" drawer (Spanish labels); the caller presses the button. */
export async function fillUserForm(drawer: Locator, user: NewUser): Promise<void> {
  await field(drawer, 'Nombre').fill(user.firstName);
  await field(drawer, 'Apellido').fill(user.lastName);
  await field(drawer, 'Nombre de usuario').fill(user.username);
  if (user.email) await field(drawer, 'Correo electrónico').fill(user.email);
  await pick(drawer, 'Cargo', user.position);
  await pick(drawer, 'Perfil', user.profile);
  for (const project of user.projects) await pick(drawer, 'Proyectos', project);
  await field(drawer, 'Contraseña').fill(user.password);
  await field(drawer, 'Repite la contraseña').fill(user.confirmation ?? user.password);
}

/** The anti-forgery header of a request context, from its own `XSRF-TOKEN` cookie (asked for when missing). */
export async function xsrf(request: APIRequestContext): Promise<Record<string, string>> {
  const find = async () => (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  let token = await find();
  if (!token) {
    await request.get('/csrf-cookie');
    token = await find();
  }
  return { 'X-XSRF-TOKEN': token ?? '' };
}

/** Signs a request context in as a demo user. */
export async function apiSignIn(request: APIRequestContext, username: string): Promise<void> {
  const response = await request.post('/login', { data: { username, password: DEMO_PASSWORD }, headers: await xsrf(request) });
  expect(response.status(), `sign-in of ${username}`).toBe(200);
}

interface Named {
  id: string;
  name: string;
}

/** The id of a named position, profile or project, as the signed-in administrator sees them. */
export async function idOf(request: APIRequestContext, path: '/api/positions' | '/api/profiles' | '/api/projects', name: string): Promise<string> {
  const response = await request.get(path, { params: { rowsPerPage: 200 } });
  expect(response.ok()).toBeTruthy();
  const { data } = (await response.json()) as { data: Named[] };
  const found = data.find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} not found in ${path}`);
  return found.id;
}

/** Creates a user through the API, to have someone to act on; answers the new user's id. */
export async function createUserViaApi(request: APIRequestContext, user: NewUser): Promise<string> {
  const response = await request.post('/api/users', {
    headers: await xsrf(request),
    data: {
      first_name: user.firstName,
      last_name: user.lastName,
      username: user.username,
      email: user.email,
      position_id: await idOf(request, '/api/positions', user.position),
      profile_id: await idOf(request, '/api/profiles', user.profile),
      project_ids: await Promise.all(user.projects.map((project) => idOf(request, '/api/projects', project))),
      password: user.password,
      password_confirmation: user.password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** The provider (signed in as `soporte`) sets the company's cap on active users; null removes it. */
export async function setCompanyUserLimit(provider: APIRequestContext, companyId: string, max: number | null): Promise<void> {
  const response = await provider.put(`/api/admin/companies/${companyId}/user-limits`, { headers: await xsrf(provider), data: { company: max } });
  expect(response.status(), await response.text()).toBe(200);
}
