/**
 * Cmanagement along a person's clicks: the administrator makes a ticket category with its custom fields (a required
 * select and a number), then creates a ticket of that category (the form refuses it while the required field is
 * empty); on the ticket writes a public message with a file and a private one, assigns a responsible and a CC,
 * postpones it and stops postponing it, is refused a finish without justification, finishes it and reopens it.
 * Two more tickets are merged from the merge dialog and the merge undone; a task is dragged to another day of the
 * agenda; and a ticket is created and postponed in Portuguese. Every name carries this run's stamp, and no ticket
 * number or count of another spec is assumed.
 *
 * Named to run after home.spec.ts: tickets notify their responsible and CC people, and that spec counts the demo
 * users' notices.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { signIn } from '../support/app';
import { field, xsrf } from '../support/users';

const SHOTS = join(import.meta.dirname, '..', 'screenshots');
const stamp = Date.now().toString(36);
const CATEGORY = `Postventa ${stamp}`;
const FLOOR = `Piso afectado ${stamp}`;
const METERS = `Metros afectados ${stamp}`;
const ACTA = Buffer.from('%PDF-1.4\n% acta de visita\n'.repeat(200));

test.use({ viewport: { width: 1366, height: 900 } });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/**
 * A picture of the page for e2e/screenshots, without the passing success toasts; `height` makes the viewport taller
 * for a long page (a full-page capture would draw the fixed footer over the middle of it).
 */
async function shot(page: Page, name: string, height?: number): Promise<void> {
  const size = page.viewportSize();
  if (height && size) await page.setViewportSize({ width: size.width, height });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled', style: '.mantine-Notifications-root { display: none !important; }' });
  if (height && size) await page.setViewportSize(size);
}

/** A day `days` after today (UTC, as the server and the browser of the suite count days), as `YYYY-MM-DD`. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function shiftDay(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Opens a select of `scope` by its label and picks an option. */
async function choose(scope: Locator, label: string | RegExp, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

function statusBadge(page: Page): Locator {
  return page.getByTestId('ticket-page').getByTestId('ticket-status');
}

function messages(page: Page): Locator {
  return page.getByTestId('ticket-message');
}

interface CreatedTicket {
  id: string;
  number: number;
}

/** The ticket open on the page: its id from the address, its number from the title. */
async function currentTicket(page: Page): Promise<CreatedTicket> {
  await expect(page).toHaveURL(/\/app\/cmanagement\/tickets\/[^/]+\/general$/);
  const id = /\/tickets\/([^/]+)\/general$/.exec(page.url())?.[1] ?? '';
  const title = (await page.getByTestId('ticket-title').textContent()) ?? '';
  return { id, number: Number(/^#(\d+)/.exec(title)?.[1]) };
}

/** "Nuevo ticket" on the list: a subject and an origin, and "Crear ticket"; waits for the new ticket's page. */
async function createTicket(page: Page, subject: string): Promise<CreatedTicket> {
  await page.goto('/app/cmanagement/tickets');
  await page.getByRole('button', { name: 'Nuevo ticket' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nuevo ticket' });
  await field(drawer, 'Asunto').fill(subject);
  await choose(drawer, 'Origen', 'Llamada');
  await drawer.getByRole('button', { name: 'Crear ticket' }).click();
  await expect(page.getByTestId('ticket-title')).toHaveText(new RegExp(`^#\\d+ ${subject}$`));
  return currentTicket(page);
}

/** Writes a message in the composer (private or not) and waits until it shows in the thread. */
async function postMessage(page: Page, body: string, options: { private?: boolean; files?: { name: string; mimeType: string; buffer: Buffer }[] } = {}): Promise<Locator> {
  const composer = page.getByTestId('ticket-composer');
  await composer.getByRole('textbox', { name: 'Nuevo mensaje' }).fill(body);
  if (options.files) {
    const choosing = page.waitForEvent('filechooser');
    await composer.getByRole('button', { name: 'Adjuntar archivos' }).click();
    await (await choosing).setFiles(options.files);
    for (const file of options.files) await expect(composer.getByText(new RegExp(`^${file.name} · `))).toBeVisible();
  }
  const privacy = composer.getByRole('switch', { name: 'Mensaje privado' });
  if (options.private) await privacy.check();
  await composer.getByRole('button', { name: 'Enviar', exact: true }).click();
  const message = messages(page).filter({ hasText: body });
  await expect(message).toBeVisible();
  await expect(composer.getByRole('textbox', { name: 'Nuevo mensaje' })).toHaveValue('');
  return message;
}

test('configure a category with custom fields and take a ticket of it through its life', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');

  // 1. The category and its fields.
  await page.goto('/app/config/cmanagement/categories');
  await page.getByRole('button', { name: 'Nueva categoría' }).click();
  const newCategory = page.getByRole('dialog', { name: 'Nueva categoría' });
  await field(newCategory, 'Nombre de la categoría').fill(CATEGORY);
  await field(newCategory, 'Descripción').fill('Reclamos de propietarios después de la entrega.');
  await newCategory.getByRole('button', { name: 'Crear categoría' }).click();
  await expect(newCategory).toBeHidden();
  await page.getByRole('textbox', { name: 'Buscar categoría' }).fill(stamp);
  const categoryRow = page.getByTestId('categories-table').locator('tbody tr').filter({ hasText: CATEGORY });
  await expect(categoryRow).toHaveCount(1);
  await shot(page, 'cmanagement-config-categories');
  await categoryRow.getByRole('link', { name: `Campos de la categoría ${CATEGORY}` }).click();
  await expect(page).toHaveURL(/\/app\/config\/cmanagement\/custom-fields\?category=/);
  await expect(page.getByRole('combobox', { name: 'Campos de' })).toHaveValue(CATEGORY);
  await expect(page.getByText('No hay campos en esta categoría. Crea uno con «Nuevo campo».')).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo campo' }).click();
  let fieldDialog = page.getByRole('dialog', { name: 'Nuevo campo personalizado' });
  await choose(fieldDialog, 'Tipo', 'Selección');
  await field(fieldDialog, 'Nombre del campo').fill(FLOOR);
  for (const option of ['Subterráneo', 'Primer piso', 'Segundo piso']) {
    await fieldDialog.getByRole('textbox', { name: 'Nueva opción' }).fill(option);
    await fieldDialog.getByRole('button', { name: 'Agregar', exact: true }).click();
  }
  await expect(fieldDialog.getByTestId('field-options-count')).toHaveText('3/50');
  await expect(fieldDialog.getByRole('combobox', { name: 'Categoría' })).toHaveValue(CATEGORY);
  await fieldDialog.getByRole('switch', { name: 'Obligatorio' }).check();
  await fieldDialog.getByRole('button', { name: 'Crear campo' }).click();
  await expect(fieldDialog).toBeHidden();

  await page.getByRole('button', { name: 'Nuevo campo' }).click();
  fieldDialog = page.getByRole('dialog', { name: 'Nuevo campo personalizado' });
  await choose(fieldDialog, 'Tipo', 'Número');
  await field(fieldDialog, 'Nombre del campo').fill(METERS);
  await fieldDialog.getByRole('button', { name: 'Crear campo' }).click();
  await expect(fieldDialog).toBeHidden();
  const fieldRows = page.getByTestId('cmanagement-fields-page').locator('tbody tr');
  await expect(fieldRows.filter({ hasText: FLOOR })).toContainText('Selección');
  await expect(fieldRows.filter({ hasText: FLOOR })).toContainText('3 opciones');
  await expect(fieldRows.filter({ hasText: FLOOR }).getByTestId('field-required')).toHaveText('Obligatorio');
  await expect(fieldRows.filter({ hasText: METERS }).getByTestId('field-required')).toHaveCount(0);
  await expect(fieldRows.filter({ hasText: METERS })).toContainText('Número');
  await expect(fieldRows).toHaveCount(2);
  await shot(page, 'cmanagement-config-custom-fields');

  // The ticket of that category: the form asks for its fields.
  await page.goto('/app/cmanagement/tickets');
  await expect(page.getByRole('heading', { name: 'Tickets', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo ticket' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Nuevo ticket' });
  const subject = `Filtración en baño ${stamp}`;
  await field(drawer, 'Asunto').fill(subject);
  await field(drawer, 'Descripción').fill('Mancha de humedad en el cielo del baño principal.');
  await choose(drawer, 'Prioridad', 'Alta');
  await choose(drawer, 'Origen', 'Llamada');
  await choose(drawer, 'Categoría', CATEGORY);
  const custom = drawer.getByTestId('ticket-custom-fields');
  await expect(custom.getByText('Campos personalizados')).toBeVisible();
  const floor = custom.getByRole('combobox', { name: FLOOR });
  const meters = field(custom, METERS);
  await expect(floor).toBeVisible();
  await expect(meters).toBeVisible();
  await shot(page, 'cmanagement-new-ticket-form');

  // Without the required select the form says so under it and sends nothing.
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cmanagement/tickets') posted += 1;
  });
  await drawer.getByRole('button', { name: 'Crear ticket' }).click();
  await expect(floor).toHaveAttribute('aria-invalid', 'true');
  await expect(floor).toHaveAccessibleDescription('Este campo es obligatorio.');
  await expect(meters).not.toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(0);

  // Meanwhile another administrator makes the number required too: this form does not know, so the server's
  // refusal is what lands under the field.
  const listed = await page.request.get('/api/config/cmanagement/custom-fields', { params: { category_id: await categoryId(page), search: METERS } });
  const metersField = ((await listed.json()) as { data: { id: string; version: number; kind: string; name: string; category_id: string }[] }).data[0];
  expect(metersField?.name).toBe(METERS);
  const made = await page.request.put(`/api/config/cmanagement/custom-fields/${metersField?.id}`, {
    headers: await xsrf(page.request),
    data: { version: metersField?.version, kind: 'number', name: METERS, description: null, options: [], multiple: false, required: true, active: true, category_id: metersField?.category_id },
  });
  expect(made.status(), await made.text()).toBe(200);
  await choose(custom, FLOOR, 'Primer piso');
  await expect(floor).not.toHaveAttribute('aria-invalid', 'true');
  const refusal = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/cmanagement/tickets');
  await drawer.getByRole('button', { name: 'Crear ticket' }).click();
  const refused = await refusal;
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { errors: Record<string, string[]> }).errors[`custom_values.${metersField?.id}`]).toEqual(['Este campo es obligatorio.']);
  await expect(meters).toHaveAttribute('aria-invalid', 'true');
  await expect(meters).toHaveAccessibleDescription('Este campo es obligatorio.');
  await expect(floor).not.toHaveAttribute('aria-invalid', 'true');
  await meters.fill('12.5');
  await drawer.getByRole('button', { name: 'Crear ticket' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('ticket-title')).toHaveText(new RegExp(`^#\\d+ ${subject}$`));
  const ticket = await currentTicket(page);
  await expect(statusBadge(page)).toHaveText('N · Nuevo');
  const sideForm = page.getByTestId('ticket-edit-form');
  await expect(sideForm.getByRole('combobox', { name: FLOOR })).toHaveValue('Primer piso');
  await expect(field(sideForm, METERS)).toHaveValue('12.5');

  // 2. A public message with a file and a private one.
  const publicMessage = await postMessage(page, `Visité el departamento, adjunto el acta ${stamp}.`, {
    files: [{ name: 'acta-visita.pdf', mimeType: 'application/pdf', buffer: ACTA }],
  });
  await expect(publicMessage).not.toHaveAttribute('data-private');
  await expect(publicMessage.getByText('Privado', { exact: true })).toHaveCount(0);
  const privateMessage = await postMessage(page, `Nota interna: revisar la garantía del instalador ${stamp}.`, { private: true });
  await expect(privateMessage).toHaveAttribute('data-private', 'true');
  await expect(privateMessage.getByText('Privado', { exact: true })).toBeVisible();
  await expect(messages(page)).toHaveCount(2);
  const link = publicMessage.getByRole('link', { name: 'acta-visita.pdf' });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const file = await page.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).equals(ACTA)).toBe(true);
  const activity = page.getByTestId('ticket-activity');
  await expect(activity.getByText('Carolina Vergara Soto escribió un mensaje privado')).toBeVisible();

  // 3. Responsible and CC.
  await choose(sideForm, 'Responsable', 'Valentina Herrera Núñez');
  await sideForm.getByRole('combobox', { name: 'Con copia a' }).click();
  await page.getByRole('option', { name: 'Rodrigo Paredes Lagos' }).click();
  await page.keyboard.press('Escape');
  await sideForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Se guardaron los cambios del ticket #${ticket.number}.`)).toBeVisible();
  const edited = activity.getByTestId('activity-entry').filter({ hasText: 'Carolina Vergara Soto editó el ticket' });
  await expect(edited).toContainText('Responsable: — → Valentina Herrera Núñez');
  await expect(edited).toContainText('Con copia a: se modificó');
  await page.reload();
  await expect(page.getByTestId('ticket-edit-form').getByRole('combobox', { name: 'Responsable' })).toHaveValue('Valentina Herrera Núñez');
  await shot(page, 'cmanagement-ticket-general', 1400);

  // 4. Postpone and stop postponing; finish, refused without a justification; reopen.
  const actions = page.getByTestId('ticket-actions');
  const until = dayFromToday(7);
  await actions.getByRole('button', { name: 'Posponer' }).click();
  const postpone = page.getByRole('dialog', { name: `Posponer el ticket #${ticket.number}` });
  await field(postpone, 'Posponer hasta').fill(until);
  await postpone.getByRole('button', { name: 'Posponer' }).click();
  await expect(postpone).toBeHidden();
  await expect(statusBadge(page)).toHaveText('P · Pospuesto');
  await expect(activity.getByText(/Carolina Vergara Soto pospuso el ticket hasta el/)).toBeVisible();
  await actions.getByRole('button', { name: 'Dejar de posponer' }).click();
  await expect(statusBadge(page)).toHaveText('A · Abierto');
  await expect(activity.getByText('Carolina Vergara Soto dejó de posponer el ticket')).toBeVisible();

  await actions.getByRole('button', { name: 'Finalizar' }).click();
  const finish = page.getByRole('dialog', { name: `Finalizar el ticket #${ticket.number}` });
  await finish.getByRole('button', { name: 'Finalizar ticket' }).click();
  const justification = field(finish, 'Justificación');
  await expect(finish.getByText('Para finalizar el ticket escribe un mensaje de justificación.')).toBeVisible();
  await expect(justification).toHaveAttribute('aria-invalid', 'true');
  await expect(justification).toHaveAccessibleDescription(/Para finalizar el ticket escribe un mensaje de justificación\./);
  await expect(statusBadge(page)).toHaveText('A · Abierto');
  await shot(page, 'cmanagement-finish-refused');
  await justification.fill('Se selló la junta del desagüe y se pintó el cielo.');
  await finish.getByRole('button', { name: 'Finalizar ticket' }).click();
  await expect(finish).toBeHidden();
  await expect(statusBadge(page)).toHaveText('F · Finalizado');
  await expect(messages(page).filter({ hasText: 'Se selló la junta del desagüe' }).getByText('Justificación', { exact: true })).toBeVisible();
  await actions.getByRole('button', { name: 'Reabrir' }).click();
  await expect(statusBadge(page)).toHaveText('A · Abierto');
  await expect(activity.getByText('Carolina Vergara Soto reabrió el ticket')).toBeVisible();

  // The list shows it with its category and responsible.
  await page.goto('/app/cmanagement/tickets');
  const row = page.getByTestId('tickets-table').locator(`tr[data-ticket-id="${ticket.id}"]`);
  await expect(row).toContainText(subject);
  await expect(row).toContainText(CATEGORY);
  await expect(row).toContainText('Valentina Herrera Núñez');
  await expect(row.getByTestId('ticket-status')).toHaveText('A · Abierto');
  await shot(page, 'cmanagement-tickets-list');

  // A search that matches nothing: the empty state offers to clear the filters.
  await page.getByTestId('ticket-search').fill(`sin-coincidencias-${stamp}`);
  const empty = page.getByTestId('tickets-empty');
  await expect(empty.getByText('Ningún ticket coincide')).toBeVisible();
  await shot(page, 'cmanagement-tickets-empty');
  await empty.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(row).toBeVisible();
});

/** The id of this run's category, as the configuration API lists it. */
async function categoryId(page: Page): Promise<string> {
  const response = await page.request.get('/api/config/cmanagement/categories', { params: { search: CATEGORY } });
  return ((await response.json()) as { data: { id: string }[] }).data[0]?.id ?? '';
}

test('merge a ticket into another from the merge dialog, then undo it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const sourceSubject = `Ruido en shaft ${stamp}`;
  const source = await createTicket(page, sourceSubject);
  await postMessage(page, `El ruido se escucha de noche ${stamp}.`);
  const targetSubject = `Ruidos molestos piso 4 ${stamp}`;
  const target = await createTicket(page, targetSubject);
  await postMessage(page, `Vecinos reclaman ruidos ${stamp}.`);

  await page.getByTestId('ticket-actions').getByRole('button', { name: 'Fusionar' }).click();
  const dialog = page.getByRole('dialog', { name: `Fusionar un ticket en el #${target.number}` });
  await dialog.getByRole('textbox', { name: 'Buscar por asunto o #número' }).fill(sourceSubject);
  const candidate = dialog.getByRole('radio', { name: `#${source.number} ${sourceSubject}` });
  await expect(candidate).toBeVisible();
  await expect(dialog.getByRole('radio', { name: new RegExp(`#${target.number} `) })).toHaveCount(0);
  await candidate.click();
  await expect(dialog.getByTestId('merge-confirm')).toContainText(`del #${source.number} pasarán al #${target.number}`);
  await shot(page, 'cmanagement-merge-dialog');
  await dialog.getByRole('button', { name: 'Fusionar', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The source's message now lives in the target, tagged with where it came from.
  const moved = messages(page).filter({ hasText: `El ruido se escucha de noche ${stamp}.` });
  await expect(moved).toBeVisible();
  await expect(moved.getByText(`Del ticket #${source.number}`)).toBeVisible();
  await expect(messages(page)).toHaveCount(2);
  const merges = page.getByTestId('ticket-merges');
  await expect(merges.getByRole('link', { name: `#${source.number} ${sourceSubject}` })).toBeVisible();

  // The source is read-only and says where it went.
  await page.goto(`/app/cmanagement/tickets/${source.id}/general`);
  const banner = page.getByTestId('ticket-merged-banner');
  await expect(banner).toContainText(`Este ticket se fusionó en el #${target.number} y es de solo lectura.`);
  await expect(page.getByTestId('ticket-composer')).toHaveCount(0);
  await banner.getByRole('link', { name: `#${target.number}` }).click();
  await expect(page.getByTestId('ticket-title')).toHaveText(`#${target.number} ${targetSubject}`);

  // Undo: each ticket gets its own message back.
  await page.getByTestId('ticket-merges').getByRole('button', { name: 'Deshacer fusión' }).click();
  await expect(page.getByText(`Se deshizo la fusión: el ticket #${source.number} vuelve a estar separado.`)).toBeVisible();
  await expect(messages(page)).toHaveCount(1);
  await expect(messages(page)).toContainText(`Vecinos reclaman ruidos ${stamp}.`);
  await expect(page.getByTestId('ticket-merges')).toContainText('Fusión deshecha el');
  await page.goto(`/app/cmanagement/tickets/${source.id}/general`);
  await expect(page.getByTestId('ticket-title')).toHaveText(`#${source.number} ${sourceSubject}`);
  await expect(page.getByTestId('ticket-merged-banner')).toHaveCount(0);
  await expect(messages(page)).toHaveCount(1);
  await expect(messages(page)).toContainText(`El ruido se escucha de noche ${stamp}.`);
  await expect(messages(page).getByText(/Del ticket #/)).toHaveCount(0);
  await expect(page.getByTestId('ticket-composer')).toBeVisible();
});

test('a task dragged to another day of the agenda keeps its new due date', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const subject = `Revisión de sellos ${stamp}`;
  const ticket = await createTicket(page, subject);

  // A task with a due date, from the issues tab.
  const due = dayFromToday(3);
  // The new day stays in the month shown (the grid is built around the due date).
  const moved = shiftDay(due, 1).slice(0, 7) === due.slice(0, 7) ? shiftDay(due, 1) : shiftDay(due, -1);
  const taskTitle = `Sellar ventanas ${stamp}`;
  await page.getByRole('tab', { name: /^Tareas/ }).click();
  await expect(page.getByTestId('tasks-empty')).toBeVisible();
  await page.getByTestId('ticket-tasks').getByRole('button', { name: 'Nueva tarea' }).click();
  const newTask = page.getByRole('dialog', { name: 'Nueva tarea' });
  await field(newTask, 'Título').fill(taskTitle);
  await newTask.getByRole('button', { name: 'Crear tarea' }).click();
  const drawer = page.getByRole('dialog', { name: taskTitle });
  await field(drawer, 'Fecha de vencimiento').fill(due);
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Se guardó la tarea «${taskTitle}».`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Cerrar' }).click();
  await expect(drawer).toBeHidden();

  // The agenda shows it on its day; drag it to the next one.
  await page.goto(`/app/cmanagement/schedule?view=month&date=${due}`);
  const chip = page.getByRole('link', { name: `Tarea «${taskTitle}» #${ticket.number}` });
  const dayCell = (date: string) => page.locator(`[data-testid="schedule-day"][data-date="${date}"]`);
  await expect(dayCell(due).getByRole('link', { name: `Tarea «${taskTitle}» #${ticket.number}` })).toBeVisible();
  await shot(page, 'cmanagement-schedule-month', 1400);
  const saving = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes(`/api/cmanagement/tickets/${ticket.id}/tasks/`));
  await chip.dragTo(dayCell(moved));
  expect((await saving).status()).toBe(200);
  await expect(page.getByText(new RegExp(`La tarea «${taskTitle}» del ticket #${ticket.number} ahora vence el`))).toBeVisible();
  await expect(dayCell(moved).getByRole('link', { name: `Tarea «${taskTitle}» #${ticket.number}` })).toBeVisible();

  // Persisted: after a reload, and in the ticket's task.
  await page.reload();
  await expect(dayCell(moved).getByRole('link', { name: `Tarea «${taskTitle}» #${ticket.number}` })).toBeVisible();
  await expect(dayCell(due).getByRole('link', { name: `Tarea «${taskTitle}» #${ticket.number}` })).toHaveCount(0);
  const tasks = await page.request.get(`/api/cmanagement/tickets/${ticket.id}/tasks`);
  const stored = ((await tasks.json()) as { data: { title: string; due_date: string | null }[] }).data;
  expect(stored.find((task) => task.title === taskTitle)?.due_date).toBe(moved);
});

test('the tickets in Portuguese: create one and postpone it, and the list in dark mode', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'pt');
  await page.goto('/app/cmanagement/tickets');
  await expect(page.getByRole('tab', { name: 'Agenda' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo ticket' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Novo ticket' });
  const subject = `Vazamento na cobertura ${stamp}`;
  await field(drawer, 'Assunto').fill(subject);
  await choose(drawer, 'Origem', 'Ligação');
  await choose(drawer, 'Prioridade', 'Urgente');
  await drawer.getByRole('button', { name: 'Criar ticket' }).click();
  await expect(page.getByTestId('ticket-title')).toHaveText(new RegExp(`^#\\d+ ${subject}$`));
  const ticket = await currentTicket(page);
  await expect(statusBadge(page)).toHaveText('N · Novo');
  await expect(page.getByRole('heading', { name: 'Mensagens' })).toBeVisible();

  await page.getByTestId('ticket-actions').getByRole('button', { name: 'Adiar' }).click();
  const postpone = page.getByRole('dialog', { name: `Adiar o ticket #${ticket.number}` });
  await field(postpone, 'Adiar até').fill(dayFromToday(10));
  await postpone.getByRole('button', { name: 'Adiar' }).click();
  await expect(postpone).toBeHidden();
  await expect(statusBadge(page)).toHaveText('P · Adiado');
  await expect(page.getByTestId('ticket-activity').getByText(/Carolina Vergara Soto adiou o ticket até/)).toBeVisible();

  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: 'Escuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.goto('/app/cmanagement/tickets');
  await expect(page.getByRole('columnheader', { name: 'Responsável' })).toBeVisible();
  const row = page.getByTestId('tickets-table').locator(`tr[data-ticket-id="${ticket.id}"]`);
  await expect(row.getByTestId('ticket-status')).toHaveText('P · Adiado');
  await shot(page, 'cmanagement-tickets-pt-dark');
});
