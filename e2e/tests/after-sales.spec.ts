/**
 * After-sales along a person's clicks: staff register a call from a unit's owner, add two failures from the unit
 * type's checklist, combine them, put the failure in an inspection order (OI), record its result, have the owner sign
 * a conformity record (AC) on screen, download its PDF and finish the request. Then two requests of the same owner
 * are merged and the merge undone; the list reads in Portuguese and in dark mode; a unit without requests and a list
 * that cannot load say so. Every name carries this run's stamp; no count of another spec (or of the demo) is assumed.
 * Pictures go to /tmp/shots (OBRA_SHOTS_DIR) for a person to look at.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import { dismissToasts, signIn } from '../support/app';
import { createRequest, shot, unitWithOwner } from '../support/after-sales';
import { choose, drawOn, mondayAhead, PNG, session } from '../support/deliveries';

const stamp = Date.now().toString(36);

test.use({ viewport: { width: 1366, height: 900 } });

/** The toast that confirms a step, by its words. */
async function done(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByTestId('toast-success').filter({ hasText: text }).first()).toBeVisible();
}

/** Adds a failure Baño › Lavamanos › Sifón: Filtración from the checklist, with its detail. */
async function addFailure(page: Page, detail: string): Promise<void> {
  await page.getByRole('button', { name: 'Agregar falla', exact: true }).click();
  const form = page.getByTestId('failure-form');
  await choose(form, /^Recinto/, 'Baño');
  await choose(form, /^Lugar/, 'Lavamanos');
  await choose(form, /^Ítem/, 'Sifón');
  await choose(form, /^Problema/, 'Filtración');
  await form.getByRole('textbox', { name: 'Detalle' }).fill(detail);
  await form.getByRole('button', { name: 'Agregar falla' }).click();
  await done(page, /Se agregó la falla N\.º \d+\./);
  await expect(form).toBeHidden();
}

/** A failure's row by its detail and status (a combined failure's detail joins the kept one's). */
function failureRow(page: Page, detail: string, status = 'pending'): Locator {
  return page.getByTestId('failures-table').locator(`tbody tr[data-status="${status}"]`).filter({ hasText: detail });
}

test('register a request, add and combine failures, inspect them, sign the AC and finish it', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  const me = await session(page.request);
  const unit = await unitWithOwner(page.request, me.projectId, stamp, 'a');
  const subject = `Filtración bajo el lavamanos ${stamp}`;

  // 1. The list, then "Nueva solicitud": the unit brings its owner.
  await page.goto('/app/warranties/solicitudes');
  await expect(page.getByRole('tab', { name: 'Solicitudes', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('requests-table')).toBeVisible();
  await shot(page, 'after-sales-list-es-light');
  // The header's button (an empty list offers one of its own too).
  await page.getByRole('button', { name: 'Nueva solicitud' }).first().click();
  await expect(page).toHaveURL(/\/app\/warranties\/solicitud\/crear$/);
  const form = page.getByTestId('request-form');
  await form.getByRole('combobox', { name: /^Unidad/ }).fill(unit.name);
  await page.getByRole('option', { name: unit.name, exact: true }).click();
  await expect(form.getByTestId('request-owner')).toHaveValue(new RegExp(`^${unit.owner}`));
  await form.getByRole('textbox', { name: /^Asunto/ }).fill(subject);
  await form.getByRole('textbox', { name: 'Descripción' }).fill('Gotea cuando se abre la llave del agua caliente.');
  await choose(form, /^Prioridad/, 'Alta');
  await choose(form, /^Responsable/, me.userName);
  await shot(page, 'after-sales-create-es');
  await form.getByRole('button', { name: 'Crear solicitud' }).click();

  // 2. The new request opens on its failures; two from the checklist.
  await expect(page).toHaveURL(/\/app\/warranties\/solicitud\/[\w-]+\/fallas$/);
  await expect(page.getByTestId('ticket-title')).toContainText(subject);
  await expect(page.getByTestId('ticket-status')).toHaveText('N · Nueva');
  await expect(page.getByTestId('request-details')).toContainText(`Unidad ${unit.name}`);
  await expect(page.getByTestId('failures-empty')).toBeVisible();
  await addFailure(page, `Gotea de noche ${stamp}`);
  await addFailure(page, `Mancha en el mueble ${stamp}`);
  await expect(page.getByRole('tab', { name: 'Fallas (2/2)' })).toBeVisible();

  // 3. Both are on the same enclosure, place and item: they combine into the first.
  await failureRow(page, `Gotea de noche ${stamp}`).getByRole('checkbox').check();
  await failureRow(page, `Mancha en el mueble ${stamp}`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Combinar (2)' }).click();
  const combine = page.getByRole('dialog', { name: 'Combinar 2 fallas' });
  await combine.getByRole('button', { name: 'Combinar' }).click();
  await done(page, /Se combinaron 2 fallas en la N\.º \d+\./);
  await expect(failureRow(page, `Mancha en el mueble ${stamp}`, 'combined')).toContainText(/En la falla N\.º \d+/);
  await expect(failureRow(page, `Gotea de noche ${stamp}`)).toContainText(`Mancha en el mueble ${stamp}`);
  await expect(page.getByRole('tab', { name: 'Fallas (1/1)' })).toBeVisible();
  // A photo of the failure that stays.
  await failureRow(page, `Gotea de noche ${stamp}`).locator('input[type="file"]').setInputFiles({ name: 'sifon.png', mimeType: 'image/png', buffer: PNG });
  await done(page, /Se agregó la foto sifon\.png a la falla N\.º \d+\./);
  await expect(failureRow(page, `Gotea de noche ${stamp}`).getByTestId('failure-photo')).toHaveCount(1);
  await shot(page, 'after-sales-failures-es', 1000);

  // 4. An inspection order for the pending failure, then its result.
  await failureRow(page, `Gotea de noche ${stamp}`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear OI (1)' }).click();
  const order = page.getByTestId('order-form');
  await expect(order.getByRole('checkbox', { name: /Baño › Lavamanos › Sifón/ })).toBeChecked();
  await expect(order.getByRole('combobox', { name: /^Responsable/ })).toHaveValue(me.userName);
  await order.getByLabel(/^Día/).fill(mondayAhead(1));
  await order.getByLabel(/^Desde/).fill('10:00');
  await order.getByLabel(/^Hasta/).fill('11:30');
  await order.getByRole('button', { name: 'Crear orden' }).click();
  await done(page, 'Se creó la orden OI-1.');
  const card = page.getByTestId('order-card').filter({ hasText: 'OI-1' });
  await expect(card.getByTestId('order-status')).toHaveText('Creada');
  await card.getByRole('link', { name: 'Gestionar' }).click();
  const manage = page.getByTestId('manage-form');
  await manage.getByText('Resuelta', { exact: true }).click();
  await manage.getByRole('textbox', { name: /^Comentario/ }).fill('Se cambió el sifón');
  await manage.getByRole('button', { name: 'Registrar resultado' }).click();
  await done(page, 'Se registró el resultado de la orden OI-1.');
  await expect(card.getByTestId('order-status')).toHaveText('Gestionada');

  // 5. The owner signs the conformity record on screen; its PDF is stored.
  await page.getByRole('tab', { name: 'Conformidad (AC)' }).click();
  await page.getByRole('button', { name: 'Nueva acta (AC)' }).click();
  await page.getByRole('dialog', { name: 'Nueva acta de conformidad' }).getByRole('button', { name: 'Crear acta' }).click();
  await done(page, 'Se creó el acta AC-1.');
  const record = page.getByTestId('ac-card').filter({ hasText: 'AC-1' });
  await record.getByRole('button', { name: 'Firmar con el propietario' }).click();
  const signing = record.getByTestId('ac-signing');
  await expect(signing.getByRole('textbox', { name: /^Nombre de quien firma/ })).toHaveValue(unit.owner);
  await signing.getByTestId('ac-verdict').getByText('Conforme', { exact: true }).click();
  // The passing toasts stack up bottom-left, over the pad: closed first, as a person would.
  await dismissToasts(page);
  await drawOn(signing.getByTestId('act-signature-canvas'));
  await expect(signing.getByTestId('act-signature-canvas')).toHaveAttribute('data-signed', 'true');
  await expect(signing.getByTestId('ac-outcome')).toHaveText('El acta quedará conforme.');
  await shot(page, 'after-sales-ac-signing-es');
  await signing.getByRole('button', { name: 'Registrar firma' }).click();
  await done(page, 'Se registró la firma del acta AC-1.');
  await expect(record.getByTestId('ac-status')).toHaveText('Conforme');
  const pdf = await page.request.get((await record.getByRole('link', { name: 'Descargar PDF' }).getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await shot(page, 'after-sales-ac-signed-es', 1100);

  // 6. Finished with a justification; the activity tells the story.
  await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
  const finish = page.getByRole('dialog', { name: /^Finalizar la solicitud/ });
  await finish.getByTestId('finish-justification').fill('Se reemplazó el sifón y el propietario firmó conforme.');
  await finish.getByRole('button', { name: 'Finalizar solicitud' }).click();
  await expect(page.getByTestId('ticket-status')).toHaveText('F · Finalizada');
  await page.getByRole('tab', { name: 'Actividad' }).click();
  await expect(page.getByTestId('ticket-activity')).toContainText('finalizó la solicitud');
  await expect(page.getByTestId('ticket-activity')).toContainText('registró la firma del acta AC-1');
  await shot(page, 'after-sales-activity-es', 1600);
});

test('merge two requests of the same owner, then undo the merge', async ({ page }) => {
  await signIn(page, 'admin');
  const me = await session(page.request);
  const unit = await unitWithOwner(page.request, me.projectId, stamp, 'm');
  const target = await createRequest(page.request, me.projectId, unit.id, `Puerta descuadrada ${stamp}`);
  const source = await createRequest(page.request, me.projectId, unit.id, `La puerta no cierra ${stamp}`);

  await page.goto(`/app/warranties/solicitud/${target.id}/actividad`);
  await page.getByRole('button', { name: 'Fusionar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Fusionar una solicitud en la #${target.number}` });
  await dialog.getByRole('textbox', { name: 'Buscar por asunto o #número' }).fill(`#${source.number}`);
  await dialog.getByRole('radio', { name: `#${source.number} La puerta no cierra ${stamp}` }).click();
  await expect(dialog.getByTestId('merge-confirm')).toContainText(`#${source.number}`);
  await dialog.getByRole('button', { name: 'Fusionar', exact: true }).click();
  await done(page, `La solicitud #${source.number} se fusionó en la #${target.number}.`);
  const merged = page.getByTestId('merge-row').filter({ hasText: `La puerta no cierra ${stamp}` });
  await expect(merged).toBeVisible();
  await shot(page, 'after-sales-merged-es', 1300);

  // The merged request is read-only and says where it lives now.
  await merged.getByRole('link').click();
  await expect(page.getByTestId('ticket-merged-banner')).toContainText(`#${target.number}`);
  await expect(page.getByTestId('ticket-actions')).toHaveCount(0);
  await page.getByTestId('ticket-merged-banner').getByRole('link').click();

  await page.getByTestId('merge-row').filter({ hasText: `La puerta no cierra ${stamp}` }).getByRole('button', { name: 'Deshacer fusión' }).click();
  await done(page, `Se deshizo la fusión: la solicitud #${source.number} vuelve a estar separada.`);
  await page.goto(`/app/warranties/solicitud/${source.id}/actividad`);
  await expect(page.getByTestId('ticket-merged-banner')).toHaveCount(0);
  await expect(page.getByTestId('ticket-actions')).toBeVisible();
});

test('the requests in Portuguese, in dark mode', async ({ page }) => {
  await signIn(page, 'admin', 'pt');
  const me = await session(page.request);
  const unit = await unitWithOwner(page.request, me.projectId, stamp, 'p');
  const created = await createRequest(page.request, me.projectId, unit.id, `Infiltração na janela ${stamp}`);

  await page.goto('/app/warranties/solicitudes');
  await expect(page.getByRole('tab', { name: 'Solicitações', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('request-age-chips')).toContainText('Menos de 1 dia');
  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: 'Escuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await shot(page, 'after-sales-list-pt-dark');
  await page.goto(`/app/warranties/solicitud/${created.id}/actividad`);
  await expect(page.getByTestId('ticket-status')).toHaveText('N · Nova');
  await expect(page.getByRole('button', { name: 'Notificar o proprietário' })).toBeVisible();
  await page.getByRole('button', { name: 'Notificar o proprietário' }).click();
  const notify = page.getByRole('dialog', { name: `Notificar o proprietário da solicitação #${created.number}` });
  await notify.getByTestId('notify-message').fill('Visitaremos a unidade na segunda-feira às 10h.');
  await expect(notify.getByTestId('message-counter')).toHaveText('46/1000');
  await shot(page, 'after-sales-notify-pt-dark');
  await notify.getByRole('button', { name: 'Enviar notificação' }).click();
  await done(page, `O proprietário da solicitação #${created.number} foi notificado.`);
  await expect(page.getByTestId('ticket-message').filter({ hasText: 'Visitaremos a unidade' })).toBeVisible();
  await shot(page, 'after-sales-detail-pt-dark', 1300);
  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: 'Claro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test("a unit without requests says so, and a list that cannot load offers a retry", async ({ page }) => {
  await signIn(page, 'admin');
  const me = await session(page.request);
  const unit = await unitWithOwner(page.request, me.projectId, stamp, 'e');

  await page.goto(`/app/warranties/ficha/${unit.id}/solicitudes`);
  await expect(page.getByTestId('requests-empty')).toContainText('Esta unidad no tiene solicitudes');
  await shot(page, 'after-sales-unit-empty-es');
  await page.getByRole('link', { name: 'Nueva solicitud' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/warranties/solicitud/crear\\?unit=${unit.id}$`));
  await expect(page.getByTestId('request-form').getByRole('combobox', { name: /^Unidad/ })).toHaveValue(unit.name);

  let failing = true;
  await page.route(/\/api\/warranties\/requests\?/, (route) =>
    failing ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Ha ocurrido un error' }) }) : route.continue(),
  );
  await page.goto('/app/warranties/solicitudes');
  const error = page.getByTestId('warranties-load-error');
  await expect(error).toContainText('Ha ocurrido un error');
  await shot(page, 'after-sales-list-error-es');
  failing = false;
  await error.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('requests-table')).toBeVisible();
});
