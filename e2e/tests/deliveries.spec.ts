/**
 * Deliveries along a person's clicks: the administrator configures a unit type with its checklist (area → place →
 * item → issue) and a severity, creates a unit with an owner and a receiver, walks the revision with one failure and
 * its photo, records meters and accessories, uploads a certificate (a .txt and a fake PDF are refused), previews the
 * act, signs it on both pads and sees the unit delivered with observations. Then the agenda refuses a second visit of
 * the same responsible on a full day (from the ficha and by dragging in the calendar); and the fichas and a revision
 * read in Portuguese, in dark mode. Every name carries this run's stamp; no count of another spec is assumed.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { seriousViolations } from '../support/a11y';
import { dismissToasts, signIn } from '../support/app';
import { choose, createUnit, drawOn, localInstant, mondayAhead, nextDay, PDF, PNG, schedule, session, setOwner, unitTypeWithChecklist } from '../support/deliveries';
import { linkIn, waitForMail } from '../support/mail';
import { field } from '../support/users';

const SHOTS = join(import.meta.dirname, '..', 'screenshots');
const stamp = Date.now().toString(36);
const SEVERITY = `Grave ${stamp}`;
const UNIT_TYPE = `Tipo A ${stamp}`;
const UNIT = `D-${stamp}`;

test.use({ viewport: { width: 1366, height: 900 } });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** A picture of the page for e2e/screenshots without the passing toasts; `height` makes the viewport taller first. */
async function shot(page: Page, name: string, height?: number): Promise<void> {
  const size = page.viewportSize();
  if (height && size) await page.setViewportSize({ width: size.width, height });
  await page.mouse.move(5, 5);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled', style: '.mantine-Notifications-root { display: none !important; }' });
  if (height && size) await page.setViewportSize(size);
}

/** No serious WCAG violation on the page, once the passing toasts are closed (as a person would). */
async function expectAccessible(page: Page): Promise<void> {
  await dismissToasts(page);
  expect(await seriousViolations(page)).toEqual([]);
}

function revisionItem(page: Page, name: string): Locator {
  return page.getByTestId('revision-item').filter({ has: page.getByText(name, { exact: true }) });
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
}

test('configure a unit type, fill a ficha and sign its act: the unit is delivered with observations', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  const me = await session(page.request);

  // 1. Configuration: a severity, a unit type and its checklist tree.
  await page.goto('/app/config/propietarios/global');
  await expect(page.getByRole('heading', { name: 'Global', level: 3 })).toBeVisible();
  const severities = page.getByTestId('severities-card');
  await field(severities, 'Nueva severidad').fill(SEVERITY);
  await severities.getByRole('button', { name: 'Agregar severidad' }).click();
  await expect(severities.getByTestId('severity-row').filter({ hasText: SEVERITY })).toBeVisible();

  await page.getByTestId('new-unit-type').click();
  const typeDialog = page.getByRole('dialog', { name: 'Nueva tipología' });
  await field(typeDialog, 'Nombre').fill(UNIT_TYPE);
  await field(typeDialog, 'Categoría').fill('Departamento');
  await field(typeDialog, 'Superficie').fill('54.5');
  await field(typeDialog, 'Dormitorios').fill('2');
  await typeDialog.getByRole('button', { name: 'Crear tipología' }).click();
  await expect(typeDialog).toBeHidden();
  const editor = page.getByTestId('checklist-editor');
  await expect(editor.getByRole('heading', { name: `Lista de revisión de «${UNIT_TYPE}»` })).toBeVisible();

  const addNamed = async (button: string, input: string, name: string) => {
    await editor.getByRole('button', { name: button }).click();
    await editor.getByRole('textbox', { name: input }).fill(name);
    await editor.getByRole('textbox', { name: input }).press('Enter');
    await expect(editor.getByTestId('checklist-node').getByText(name, { exact: true })).toBeVisible();
  };
  await addNamed('Agregar recinto', 'Nombre del nuevo recinto', 'Cocina');
  await addNamed('Agregar lugar a «Cocina»', 'Nombre del nuevo lugar en «Cocina»', 'Mesón');
  await addNamed('Agregar ítem a «Mesón»', 'Nombre del nuevo ítem en «Mesón»', 'Cubierta');
  await addNamed('Agregar ítem a «Mesón»', 'Nombre del nuevo ítem en «Mesón»', 'Grifería');
  await editor.getByRole('button', { name: 'Agregar falla a «Cubierta»' }).click();
  await editor.getByRole('textbox', { name: 'Nombre de la nueva falla en «Cubierta»' }).fill('Cubierta rayada');
  await choose(editor, 'Severidad', SEVERITY);
  await editor.getByRole('button', { name: 'Agregar', exact: true }).click();
  const issue = editor.locator('[data-testid="checklist-node"][data-level="issue"]').filter({ hasText: 'Cubierta rayada' });
  await expect(issue.getByRole('combobox', { name: 'Severidad de «Cubierta rayada»' })).toHaveValue(SEVERITY);
  await expect(page.getByTestId('unit-types-table').locator('tbody tr').filter({ hasText: UNIT_TYPE })).toContainText('5');
  await shot(page, 'deliveries-config-tree', 1500);
  await expectAccessible(page);

  // 2. A unit of that type, from the fichas list.
  await page.goto('/app/warranties/fichas');
  await expect(page.getByRole('heading', { name: 'Fichas', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Nueva unidad' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Nueva unidad' });
  await field(drawer, 'Unidad').fill(UNIT);
  await field(drawer, 'Piso').fill('3');
  await choose(drawer, /^Tipo de unidad/, UNIT_TYPE);
  await field(drawer, 'Estacionamientos').fill('E-12');
  await field(drawer, 'Estacionamientos').press('Enter');
  await field(drawer, 'Bodegas').fill('B-7');
  await field(drawer, 'Bodegas').press('Enter');
  await choose(drawer, /^Responsable/, me.userName);
  await field(drawer, 'Fecha de inscripción').fill('2026-01-15');
  await drawer.getByRole('button', { name: 'Crear unidad' }).click();
  await expect(page).toHaveURL(/\/app\/warranties\/ficha\/[^/]+\/propietarios$/);
  const unitId = /\/ficha\/([^/]+)\//.exec(page.url())?.[1] ?? '';
  await expect(page.getByTestId('unit-title')).toHaveText(`Unidad ${UNIT}`);
  await expect(page.getByTestId('unit-header').getByTestId('unit-status')).toHaveText('Por entregar');

  // 3. Two people: an owner and a receiver with its type.
  await page.getByRole('button', { name: 'Agregar propietario' }).click();
  let card = page.getByTestId('owner-card').last();
  await field(card, 'Nombre').fill('Juana');
  await field(card, 'Apellido').fill(`Rojas ${stamp}`);
  await field(card, 'Correo electrónico').fill(`juana.${stamp}@correo-e2e.cl`);
  await field(card, 'RUT').fill('12.345.678-5');
  await page.getByRole('button', { name: 'Agregar receptor' }).click();
  card = page.getByTestId('owner-card').last();
  await field(card, 'Nombre').fill('Pedro');
  await field(card, 'Apellido').fill(`Soto ${stamp}`);
  await page.getByRole('button', { name: 'Guardar propietarios' }).click();
  await expect(card.getByText('Elige el tipo de receptor.')).toBeVisible();
  await choose(card, /^Tipo de receptor/, 'Familiar');
  await page.getByRole('button', { name: 'Guardar propietarios' }).click();
  await expect(page.getByText('Se guardaron 2 personas de la unidad.')).toBeVisible();
  await expect(page.locator('[data-testid="owner-card"][data-role="receiver"]').getByRole('combobox', { name: /^Tipo de receptor/ })).toHaveValue('Familiar');

  // 4. The revision: one item complies, the other has a failure with a photo.
  await openTab(page, 'Revisión');
  await expect(page.getByTestId('revision-summary')).toContainText('0 de 2 ítems revisados');
  await revisionItem(page, 'Grifería').getByText('Cumple', { exact: true }).click();
  await expect(revisionItem(page, 'Grifería')).toHaveAttribute('data-status', 'complies');
  const cubierta = revisionItem(page, 'Cubierta');
  await cubierta.getByText('Falla', { exact: true }).click();
  const failure = cubierta.getByTestId('failure-fields');
  await choose(failure, /^Falla/, 'Cubierta rayada');
  await expect(failure.getByRole('combobox', { name: /^Severidad/ })).toHaveValue(SEVERITY);
  await field(failure, 'Comentario').fill('Rayón de 10 cm junto al lavaplatos.');
  await failure.getByRole('button', { name: 'Guardar falla' }).click();
  await expect(cubierta).toHaveAttribute('data-status', 'failure');
  const choosing = page.waitForEvent('filechooser');
  await cubierta.getByRole('button', { name: 'Agregar foto' }).click();
  await (await choosing).setFiles({ name: 'rayon.png', mimeType: 'image/png', buffer: PNG });
  const photo = cubierta.getByTestId('revision-photo');
  await expect(photo).toHaveCount(1);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8);
  await expect(page.getByTestId('summary-failure')).toHaveText('1 falla');
  await expect(page.getByTestId('summary-complies')).toHaveText('1 cumple');
  await shot(page, 'deliveries-revision');
  await expectAccessible(page);

  // 5. Meters and accessories.
  await openTab(page, 'Medidores');
  await page.getByRole('textbox', { name: 'Número del medidor de Luz' }).fill('LZ-4411');
  await page.getByRole('textbox', { name: 'Lectura del medidor de Luz' }).fill('00012');
  await page.getByRole('textbox', { name: 'Número del medidor de Agua fría' }).fill('AF-908');
  await page.getByRole('textbox', { name: 'Lectura del medidor de Agua fría' }).fill('3');
  await page.getByRole('button', { name: 'Guardar medidores' }).click();
  await expect(page.getByText('Se guardaron los medidores.')).toBeVisible();
  await openTab(page, 'Accesorios');
  await page.getByRole('button', { name: 'Agregar accesorio' }).click();
  await page.getByRole('textbox', { name: 'Nombre del accesorio 1' }).fill('Llaves');
  await page.getByRole('checkbox', { name: 'Accesorio 1 entregado' }).check();
  await page.getByRole('textbox', { name: 'Cantidad del accesorio 1' }).fill('3');
  await page.getByRole('button', { name: 'Guardar accesorios' }).click();
  await expect(page.getByText('Se guardó 1 accesorio.')).toBeVisible();
  // The accessories did not wipe the meters (the PUT carries both halves).
  await openTab(page, 'Medidores');
  await expect(page.getByRole('textbox', { name: 'Número del medidor de Luz' })).toHaveValue('LZ-4411');

  // 6. Certificates: a PDF is taken, a .txt refused here, a fake PDF refused by the server.
  await openTab(page, 'Archivos');
  const certificates = page.getByTestId('files-certificate');
  await field(certificates, 'Entregado por').fill('Gasfitería Andes');
  const upload = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await certificates.getByRole('button', { name: 'Subir certificados' }).click();
    await (await chooser).setFiles(file);
  };
  await upload({ name: 'certificado-gas.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(certificates.getByTestId('file-row').filter({ hasText: 'certificado-gas.pdf' })).toContainText('Gasfitería Andes');
  await upload({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no soy un pdf') });
  await expect(certificates.getByTestId('files-refused')).toContainText('notas.txt no es un PDF: los certificados solo pueden ser PDF.');
  await upload({ name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.from('tampoco soy un pdf') });
  await expect(page.getByTestId('toast-validation')).toContainText('Los certificados deben ser archivos PDF.');
  await expect(certificates.getByTestId('file-row')).toHaveCount(1);

  // 7. The act: preview, both pads, preview with signatures, sign.
  await openTab(page, 'Vista previa del acta');
  const summary = page.getByTestId('act-summary');
  await expect(summary).toContainText(`Juana Rojas ${stamp}, Pedro Soto ${stamp}`);
  await expect(summary).toContainText('El acta quedará con observaciones: la revisión tiene 1 falla.');
  await expect(page.getByTestId('act-pdf')).toBeAttached({ timeout: 30_000 });
  await expect(page.getByTestId('signer-pad')).toHaveCount(1);
  await expect(page.getByTestId('signer-pad')).toContainText(`Firma de Pedro Soto ${stamp}`);
  await page.getByRole('button', { name: 'Firmar acta' }).click();
  await expect(page.getByTestId('act-missing')).toContainText(`Falta la firma de: Pedro Soto ${stamp}, Representante de la empresa.`);
  const pads = page.getByTestId('act-signature-canvas');
  await drawOn(pads.nth(0));
  await drawOn(pads.nth(1));
  await expect(pads.nth(0)).toHaveAttribute('data-signed', 'true');
  await expect(pads.nth(1)).toHaveAttribute('data-signed', 'true');
  const previewed = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/api/warranties/units/${unitId}/act/preview`));
  await page.getByRole('button', { name: 'Vista previa con firmas' }).click();
  const preview = await previewed;
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toContain('application/pdf');
  await expect(page.getByTestId('signed-preview-note')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'deliveries-act-preview', 1400);
  await page.getByRole('button', { name: 'Firmar acta' }).click();
  const confirm = page.getByRole('dialog', { name: `Firmar el acta de la unidad ${UNIT}` });
  await confirm.getByRole('button', { name: 'Firmar acta' }).click();
  const signed = page.getByTestId('signed-act');
  await expect(signed).toBeVisible();
  await expect(signed).toContainText('Con 1 observación');
  await expect(signed.getByTestId('act-sha256')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('unit-header').getByTestId('unit-status')).toHaveText('Entregada con observaciones');
  await shot(page, 'deliveries-act-signed');
  const act = await page.request.get((await signed.getByTestId('download-act').getAttribute('href')) ?? '');
  expect(act.status()).toBe(200);
  expect((await act.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The list shows it delivered with its failure and owners; the activity tells the story.
  await page.goto(`/app/warranties/fichas?search=${encodeURIComponent(UNIT)}`);
  const row = page.getByTestId('units-table').locator(`tr[data-unit-id="${unitId}"]`);
  await expect(row.getByTestId('unit-status')).toHaveText('Entregada con observaciones');
  await expect(row).toContainText(UNIT_TYPE);
  await shot(page, 'deliveries-list');
  await expectAccessible(page);
  await page.goto(`/app/warranties/ficha/${unitId}/actividad`);
  await expect(page.getByTestId('activity-entry').filter({ hasText: 'firmó el acta de entrega.' })).toBeVisible();
  await expect(page.getByTestId('activity-entry').filter({ hasText: 'marcó «Cubierta» como Falla.' })).toBeVisible();

  // The dashboard's cards lead to the fichas of each status.
  await page.getByRole('link', { name: 'Volver a las fichas' }).click();
  await page.getByRole('tab', { name: 'Resumen' }).click();
  await expect(page).toHaveURL(/\/app\/warranties\/dashboard$/);
  await page.getByTestId('dashboard-delivered_observations').click();
  await expect(page).toHaveURL(/\/app\/warranties\/fichas\?status=delivered_observations$/);
  await expect(page.getByTestId('units-table').locator(`tr[data-unit-id="${unitId}"]`)).toBeVisible();
});

test('the agenda refuses a second visit of the same responsible on a full day; the owner confirms the first from the e-mail', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const me = await session(page.request);

  // One visit per responsible and day, from the delivery settings.
  await page.goto('/app/config/propietarios/general');
  const delivery = page.getByTestId('settings-delivery');
  await field(delivery, 'Visitas por responsable al día').fill('1');
  await delivery.getByRole('button', { name: 'Guardar entrega' }).click();
  await expect(page.getByText('Se guardó la configuración de entrega.')).toBeVisible();

  const first = await createUnit(page.request, me.projectId, { name: `A-${stamp}`, floor: '4' });
  const second = await createUnit(page.request, me.projectId, { name: `B-${stamp}`, floor: '4' });
  const ownerEmail = `propietaria.${stamp}@correo-e2e.cl`;
  await setOwner(page.request, first.id, { first_name: 'Marta', last_name: `Díaz ${stamp}`, email: ownerEmail });
  // Far ahead: the demo's visits (other projects, same responsible: the cap counts them all) sit in the coming weeks.
  const day = mondayAhead(26 + (Number.parseInt(stamp.slice(-2), 36) % 20));

  const scheduleFromFicha = async (unit: { id: string; name: string }, time: string) => {
    await page.goto(`/app/warranties/ficha/${unit.id}/recepcion`);
    await page.getByTestId('unit-actions').click();
    await page.getByRole('menuitem', { name: 'Agendar entrega' }).click();
    const dialog = page.getByRole('dialog', { name: `Agendar la entrega de la unidad ${unit.name}` });
    await choose(dialog, /^Responsable/, me.userName);
    await field(dialog, 'Día y hora de la visita').fill(`${day}T${time}`);
    await dialog.getByRole('button', { name: 'Agendar' }).click();
    return dialog;
  };
  const accepted = await scheduleFromFicha(first, '10:00');
  await expect(accepted).toBeHidden();
  await expect(page.getByTestId('unit-header').getByTestId('unit-status')).toHaveText('Entrega por confirmar');
  const refused = await scheduleFromFicha(second, '15:00');
  const when = refused.getByLabel(/^Día y hora de la visita/);
  await expect(when).toHaveAttribute('aria-invalid', 'true');
  await expect(when).toHaveAccessibleDescription('La agenda del responsable está completa para ese día.');
  await shot(page, 'deliveries-agenda-full');
  await refused.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByTestId('unit-header').getByTestId('unit-status')).toHaveText('Por entregar');

  // The same refusal by dragging: the second unit on the next day, dropped on the full one, snaps back.
  const tuesday = nextDay(day);
  await schedule(page.request, second.id, me.userId, localInstant(tuesday, '11:00'));
  await page.goto(`/app/warranties/agenda?view=week&date=${day}`);
  const cell = (date: string, time: string) => page.locator(`[data-testid="agenda-cell"][data-date="${date}"][data-time="${time}"]`);
  const firstChip = cell(day, '10:00').getByRole('link', { name: `10:00 unidad ${first.name}, ${me.userName}` });
  const secondChip = cell(tuesday, '11:00').getByRole('link', { name: `11:00 unidad ${second.name}, ${me.userName}` });
  await expect(firstChip).toBeVisible();
  await expect(secondChip).toBeVisible();
  await shot(page, 'deliveries-agenda', 1300);
  await expectAccessible(page);
  const moving = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/api/warranties/units/${second.id}/actions`));
  await secondChip.dragTo(cell(day, '15:00'));
  expect((await moving).status()).toBe(422);
  await expect(page.getByTestId('toast-validation')).toContainText('La agenda del responsable está completa para ese día.');
  await expect(cell(tuesday, '11:00').getByRole('link', { name: `11:00 unidad ${second.name}, ${me.userName}` })).toBeVisible();
  await expect(cell(day, '15:00').getByTestId('visit-chip')).toHaveCount(0);

  // A drag to a free slot of the same day of its own responsible works.
  await secondChip.dragTo(cell(tuesday, '14:00'));
  await expect(cell(tuesday, '14:00').getByRole('link', { name: `14:00 unidad ${second.name}, ${me.userName}` })).toBeVisible();

  // The owner answers from the e-mail's link, without a session: the visit is confirmed.
  const link = linkIn(await waitForMail(ownerEmail, { match: new RegExp(first.name) }), '/app/propietarios/entrega/');
  const owners = await browser.newContext({ locale: 'es-CL' });
  const ownerPage = await owners.newPage();
  await ownerPage.setViewportSize({ width: 1366, height: 900 });
  await ownerPage.goto(link);
  const visit = ownerPage.getByTestId('public-delivery');
  await expect(visit).toContainText(`Unidad ${first.name}, piso 4.`);
  await expect(visit.getByTestId('public-scheduled')).not.toHaveText('—');
  await shot(ownerPage, 'deliveries-owner-answer');
  await expectAccessible(ownerPage);
  await visit.getByRole('button', { name: 'Confirmar' }).click();
  await expect(visit.getByTestId('public-confirmed')).toContainText('Visita confirmada');
  await owners.close();
  await page.goto(`/app/warranties/ficha/${first.id}/actividad`);
  await expect(page.getByTestId('unit-header').getByTestId('unit-status')).toHaveText('Confirmada');
  await expect(page.getByTestId('activity-entry').filter({ hasText: 'El propietario confirmó la visita desde el enlace del correo.' })).toBeVisible();

  // Back to four a day, as the demo had it, for whoever comes next.
  await page.goto('/app/config/propietarios/general');
  await field(page.getByTestId('settings-delivery'), 'Visitas por responsable al día').fill('4');
  await page.getByTestId('settings-delivery').getByRole('button', { name: 'Guardar entrega' }).click();
  await expect(page.getByText('Se guardó la configuración de entrega.')).toBeVisible();
});

test('the fichas and a revision in Portuguese, in dark mode', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'pt');
  const me = await session(page.request);
  const type = await unitTypeWithChecklist(page.request, me.projectId, `Tipologia ${stamp}`);
  const unit = await createUnit(page.request, me.projectId, { name: `PT-${stamp}`, floor: '7', unit_type_id: type.id });

  await page.goto('/app/warranties/fichas');
  await expect(page.getByRole('heading', { name: 'Fichas', level: 2 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Resumo' })).toBeVisible();
  const headers = page.getByTestId('units-table').locator('thead');
  for (const header of ['Unidade', 'Andar', 'Tipologia', 'Situação', 'Visita agendada', 'Proprietários', 'Falhas']) {
    await expect(headers).toContainText(header);
  }
  await page.getByTestId('units-search').fill(unit.name);
  const row = page.getByTestId('units-table').locator(`tr[data-unit-id="${unit.id}"]`);
  await expect(row.getByTestId('unit-status')).toHaveText('A entregar');
  await expect(page.getByTestId('status-chips')).toContainText('A entregar');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/app/warranties/ficha/${unit.id}/propietarios$`));
  await expect(page.getByRole('button', { name: 'Adicionar recebedor' })).toBeVisible();

  await openTab(page, 'Vistoria');
  const item = page.getByTestId('revision-item').filter({ hasText: 'Sifón' });
  for (const answer of ['Conforme', 'Falha', 'Não se aplica', 'Resolvido', 'Resolvido no pós-venda']) {
    await expect(item.getByText(answer, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('revision-summary')).toContainText('0 de 1 itens vistoriados');
  await item.getByText('Não se aplica', { exact: true }).click();
  await expect(item).toHaveAttribute('data-status', 'not_applicable');
  await expect(page.getByTestId('summary-not_applicable')).toHaveText('1 não se aplica');

  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: 'Escuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await shot(page, 'deliveries-revision-pt-dark');
  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: 'Claro' }).click();
});

test('the project logo, a plan of a unit type and the owners\' portal embed', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const me = await session(page.request);
  const typeName = `Planos ${stamp}`;
  await unitTypeWithChecklist(page.request, me.projectId, typeName);

  await page.goto('/app/config/propietarios/logo');
  const logo = page.getByTestId('logo-card');
  const chooseLogo = page.waitForEvent('filechooser');
  await logo.getByRole('button', { name: /^(Subir|Reemplazar) logo$/ }).click();
  await (await chooseLogo).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Se guardó el logo del proyecto.')).toBeVisible();
  await expect.poll(() => logo.getByTestId('logo-preview').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8);

  await page.goto('/app/config/propietarios/planos');
  await choose(page.getByTestId('propietarios-plans-page'), 'Tipología', typeName);
  const plans = page.getByTestId('plans-card');
  await expect(plans.getByTestId('plans-empty')).toBeVisible();
  const choosePlan = page.waitForEvent('filechooser');
  await plans.getByRole('button', { name: 'Subir planos' }).click();
  await (await choosePlan).setFiles([
    { name: 'planta-tipo.png', mimeType: 'image/png', buffer: PNG },
    { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no es un plano') },
  ]);
  await expect(plans.getByText('notas.txt no es PNG, JPEG ni PDF.')).toBeVisible();
  await expect(plans.getByTestId('plans-table').getByRole('link', { name: 'planta-tipo.png' })).toBeVisible();

  await page.goto('/app/config/propietarios/iframe');
  const embed = page.getByTestId('settings-iframe');
  await embed.getByRole('switch', { name: 'Permitir insertar el portal de propietarios' }).check();
  await field(embed, 'Sitios permitidos').fill('https://www.constructora-e2e.cl');
  await field(embed, 'Sitios permitidos').press('Enter');
  await field(embed, 'Color principal').fill('#2f9e44');
  await embed.getByRole('button', { name: 'Guardar inserción' }).click();
  await expect(page.getByText('Se guardó la inserción web.')).toBeVisible();
  await expect(embed.getByTestId('embed-snippet')).toContainText(me.projectId);
  await page.reload();
  await expect(page.getByTestId('settings-iframe').getByRole('switch', { name: 'Permitir insertar el portal de propietarios' })).toBeChecked();
  await shot(page, 'deliveries-config-iframe');
});
