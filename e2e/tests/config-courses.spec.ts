/**
 * Courses (/config/cursos) along the clicks of a company administrator: the catalogue, assigning a course for 15
 * business days, two extensions and the refused third, completion, unassignment and giving a course back through an
 * extension. The suite's server may outlive a run, so every course has a name of its own.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { dismissToasts, signIn } from '../support/app';
import { openConfigSection, unique } from '../support/config';
import { createUserViaApi, uniqueUsername } from '../support/users';

const SHOTS = join(import.meta.dirname, '..', 'screenshots');

// The server counts days where the companies work (UTC−3); the browser previews deadlines in its own calendar.
test.use({ timezoneId: 'America/Sao_Paulo', viewport: { width: 1366, height: 900 } });

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

async function shoot(page: Page, name: string): Promise<void> {
  await dismissToasts(page);
  await page.mouse.move(683, 895);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

async function createCourse(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: 'Catálogo de cursos' }).click();
  await page.getByRole('button', { name: 'Nuevo curso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo curso' });
  await dialog.getByRole('textbox', { name: 'Nombre del curso' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Uso de arnés, línea de vida y andamios certificados.');
  await dialog.getByRole('button', { name: 'Crear curso' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Buscar curso' }).fill(name);
  await expect(page.getByTestId('courses-table').locator('tbody tr')).toHaveCount(1);
}

/** Opens "Asignar curso" from the course's catalogue row, picks the users and answers the deadline it previewed. */
async function assignFromCatalogue(page: Page, course: string, users: string[]): Promise<string> {
  await page.getByRole('tab', { name: 'Catálogo de cursos' }).click();
  await page.getByRole('textbox', { name: 'Buscar curso' }).fill(course);
  await page.getByRole('button', { name: `Asignar el curso ${course}` }).click();
  const form = page.getByTestId('assign-form');
  await expect(form.getByRole('combobox', { name: 'Curso' })).toHaveValue(course);
  for (const user of users) await pickUser(page, form, user);
  await expect(form.getByTestId('term-info')).toContainText('El plazo cuenta 15 días hábiles desde hoy; se excluyen fines de semana y feriados.');
  const deadline = (await form.getByTestId('term-deadline').textContent())?.replace('Nuevo plazo: ', '') ?? '';
  expect(deadline).toMatch(/^\d\d\/\d\d\/\d{4}$/);
  await form.getByRole('button', { name: 'Asignar', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Asignaciones' })).toHaveAttribute('aria-selected', 'true');
  return deadline;
}

function usersInput(form: Locator): Locator {
  return form.getByRole('combobox', { name: 'Usuarios' });
}

/** Types the first name in the users picker, picks the person, and closes the list (it would cover the buttons). */
async function pickUser(page: Page, form: Locator, name: string): Promise<void> {
  // The server searches one field at a time: the last word (a run's own suffix for learners) finds the person.
  await usersInput(form).fill(name.split(' ').at(-1) ?? name);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('dialog', { name: 'Asignar curso' }).getByRole('heading', { name: 'Asignar curso' }).click();
  await expect(page.getByRole('listbox', { name: 'Usuarios' })).toBeHidden();
}

function row(page: Page, user: string): Locator {
  return page.getByTestId('assignments-table').locator('tbody tr').filter({ hasText: user });
}

async function showCourse(page: Page, course: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Curso' }).fill(course);
  await page.getByRole('option', { name: course, exact: true }).click();
}

async function openActions(page: Page, course: string, user: string): Promise<void> {
  await page.getByRole('button', { name: `Acciones del curso ${course} de ${user}` }).click();
}

async function extend(page: Page, course: string, user: string, leftBefore: string): Promise<string> {
  await openActions(page, course, user);
  await page.getByTestId('assignment-extend').click();
  const dialog = page.getByTestId('extend-dialog');
  await expect(dialog.getByTestId('extensions-left')).toHaveText(leftBefore);
  const deadline = (await dialog.getByTestId('term-deadline').textContent())?.replace('Nuevo plazo: ', '') ?? '';
  await dialog.getByRole('button', { name: 'Extender plazo' }).click();
  await expect(dialog).toBeHidden();
  return deadline;
}

/** The anti-forgery header for calls the test makes itself, from the browser's own cookie. */
async function xsrf(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') };
}

/**
 * A user of this run to take courses, so their course notices do not land in the demo users' task lists that other
 * specs count. Answers the name the screens show.
 */
async function learner(page: Page, firstName: string): Promise<string> {
  const username = uniqueUsername('curso');
  const lastName = `Aprendiz ${username.split('.')[1] ?? ''}`;
  await createUserViaApi(page.request, {
    firstName, lastName, username, email: `${username}@constructora-andes.cl`,
    position: 'Inspector de Calidad', profile: 'Inspector', projects: ['Torre Central'], password: 'Obra2026x',
  });
  return `${firstName} ${lastName}`;
}

test('a course is assigned for 15 business days, extended twice, the third extension is refused, then completed', async ({ page }) => {
  const course = unique('Trabajo en altura E2E');
  await signIn(page, 'admin');
  const user = await learner(page, 'Rodrigo');
  await openConfigSection(page, 'Cursos', 'cursos');
  await expect(page.getByTestId('courses-page').getByRole('heading', { name: 'Cursos', exact: true })).toBeVisible();

  await createCourse(page, course);
  const first = await assignFromCatalogue(page, course, [user]);
  await showCourse(page, course);
  await expect(row(page, user)).toHaveCount(1);
  await expect(row(page, user).getByTestId('assignment-state')).toHaveText('En curso');
  await expect(row(page, user).getByTestId('assignment-deadline')).toContainText(first);
  await expect(row(page, user).getByTestId('assignment-deadline')).toContainText('Quedan 15 días hábiles');
  await shoot(page, 'config-courses-list-es');

  const second = await extend(page, course, user, 'Quedan 2 de 2 extensiones.');
  await expect(row(page, user).getByTestId('assignment-state')).toHaveText('1.ª extensión · en curso');
  await expect(row(page, user).getByTestId('assignment-deadline')).toContainText(second);
  expect(second).not.toBe(first);

  // The second extension, with the dialog in the picture.
  await dismissToasts(page);
  await openActions(page, course, user);
  await page.getByTestId('assignment-extend').click();
  await expect(page.getByTestId('extend-dialog').getByTestId('extensions-left')).toHaveText('Queda 1 de 2 extensiones.');
  await shoot(page, 'config-courses-extend-es');
  await page.getByTestId('extend-dialog').getByRole('button', { name: 'Extender plazo' }).click();
  await expect(row(page, user).getByTestId('assignment-state')).toHaveText('2.ª extensión · en curso');

  // A third: the action stays disabled with the reason, and the server refuses it too.
  await dismissToasts(page);
  await openActions(page, course, user);
  await expect(page.getByTestId('assignment-extend')).toBeDisabled();
  await expect(page.getByTestId('assignment-extend-reason')).toHaveText('Ya se usaron las 2 extensiones permitidas.');
  await shoot(page, 'config-courses-third-extension-es');
  await page.keyboard.press('Escape');
  const list = await page.request.get('/api/course-assignments', { params: { rowsPerPage: 200 } });
  const held = ((await list.json()) as { data: { id: string; version: number; course: { name: string } }[] }).data.find((entry) => entry.course.name === course);
  expect(held).toBeDefined();
  const refused = await page.request.post(`/api/course-assignments/${held?.id ?? ''}/extend`, { headers: await xsrf(page), data: { version: held?.version } });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.id).toEqual(['El curso ya tuvo las 2 extensiones permitidas.']);

  await openActions(page, course, user);
  await page.getByTestId('assignment-complete').click();
  await page.getByRole('dialog', { name: 'Marcar curso completado' }).getByRole('button', { name: 'Marcar completado' }).click();
  await expect(row(page, user).getByTestId('assignment-state')).toHaveText('2.ª extensión · completado');
  await expect(row(page, user).getByTestId('assignment-deadline')).toContainText('Completado el');
  await openActions(page, course, user);
  await expect(page.getByTestId('assignment-unassign')).toBeDisabled();
  await expect(page.getByTestId('assignment-unassign-reason')).toHaveText('El curso ya está completado.');
});

test('an unassigned course comes back only through an extension, and a held course is not deleted', async ({ page }) => {
  const course = unique('Uso de extintores E2E');
  await signIn(page, 'admin');
  const user = await learner(page, 'Valentina');
  const other = await learner(page, 'Jorge');
  await page.goto('/app/config/cursos');
  await createCourse(page, course);
  await assignFromCatalogue(page, course, [user, other]);
  await showCourse(page, course);
  await expect(page.getByTestId('assignments-table').locator('tbody tr')).toHaveCount(2);

  await openActions(page, course, user);
  await page.getByTestId('assignment-unassign').click();
  const confirm = page.getByRole('dialog', { name: 'Desasignar curso' });
  await expect(confirm).toContainText(`¿Quitar el curso «${course}» a ${user}?`);
  await confirm.getByRole('button', { name: 'Desasignar' }).click();
  await expect(row(page, user).getByTestId('assignment-state')).toHaveText('Desasignado');
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Desasignados' }).click();
  await expect(page.getByTestId('assignments-table').locator('tbody tr')).toHaveCount(1);

  // The picker says why she cannot get it again, and the dialog is in the picture.
  await dismissToasts(page);
  await page.getByTestId('assign-course').click();
  const form = page.getByTestId('assign-form');
  await form.getByRole('combobox', { name: 'Curso' }).fill(course);
  await page.getByRole('option', { name: course, exact: true }).click();
  await usersInput(form).fill(user.split(' ').at(-1) ?? user);
  const option = page.getByRole('option', { name: new RegExp(`^${user}`) });
  await expect(option).toContainText('Desasignado: extiende su plazo para devolvérselo');
  await expect(option).toHaveAttribute('data-combobox-disabled', 'true');
  await usersInput(form).fill('');
  await usersInput(form).fill(other.split(' ').at(-1) ?? other);
  await expect(page.getByRole('option', { name: new RegExp(`^${other}`) })).toContainText('Ya tiene este curso');
  await shoot(page, 'config-courses-assign-es');
  await page.getByRole('dialog', { name: 'Asignar curso' }).getByRole('heading', { name: 'Asignar curso' }).click();
  await page.getByRole('dialog', { name: 'Asignar curso' }).getByRole('button', { name: 'Cancelar' }).click();
  await expect(form).toBeHidden();

  await openActions(page, course, user);
  await page.getByTestId('assignment-extend').click();
  await expect(page.getByTestId('extend-dialog').getByTestId('term-info')).toContainText(`Extender el plazo le devuelve el curso a ${user}`);
  await page.getByTestId('extend-dialog').getByRole('button', { name: 'Extender plazo' }).click();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'En curso' }).click();
  await expect(row(page, user).getByTestId('assignment-state')).toHaveText('1.ª extensión · en curso');

  await page.getByRole('tab', { name: 'Catálogo de cursos' }).click();
  await page.getByRole('textbox', { name: 'Buscar curso' }).fill(course);
  await page.getByRole('button', { name: `Eliminar el curso ${course}` }).click();
  await page.getByRole('dialog', { name: 'Eliminar curso' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByTestId('toast-validation')).toContainText('El curso está asignado a 2 usuario(s)');
});

test("a failing API shows 'Error en la API'", async ({ page }) => {
  await signIn(page, 'admin');
  await page.route('**/api/course-assignments**', (route) => route.fulfill({ status: 500, json: { message: 'Ha ocurrido un error', code: 'internal', errors: {} } }));
  await page.goto('/app/config/cursos');
  await expect(page.getByTestId('courses-api-error')).toContainText('Error en la API');
});
