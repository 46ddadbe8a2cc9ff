/**
 * Requests by e-mail along a person's clicks: the administrator turns on the project's request address in
 * /config/propietarios/general and reads it off the screen; the owner's mail server then writes to it (a real SMTP
 * conversation from the spec, with a photo attached), and the request it became is found in the list by its subject,
 * with origin e-mail, its owner, and the owner's message with its badge and the photo. While the address is off it
 * refuses mail; a stranger's mail makes no request and gets an answer saying so. In Spanish, and in Portuguese with
 * the card once in dark mode. Every name carries this run's stamp; the address's state is set, never assumed.
 * Pictures go to /tmp/shots (OBRA_SHOTS_DIR) for a person to look at.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import { signIn } from '../support/app';
import { shot, unitWithOwner, type AfterSalesUnit } from '../support/after-sales';
import { PNG, session } from '../support/deliveries';
import { waitForMail } from '../support/mail';
import { sendMail, SmtpRefusal } from '../support/smtp';

const stamp = Date.now().toString(36);

test.use({ viewport: { width: 1366, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

/** The card's words in each language. */
const TEXT = {
  es: {
    title: 'Solicitudes por correo',
    switch: 'Recibir solicitudes por correo',
    address: 'Dirección para las solicitudes',
    copy: 'Copiar dirección',
    on: 'Se activaron las solicitudes por correo.',
    off: 'Se desactivaron las solicitudes por correo.',
  },
  pt: {
    title: 'Solicitações por e-mail',
    switch: 'Receber solicitações por e-mail',
    address: 'Endereço para as solicitações',
    copy: 'Copiar endereço',
    on: 'As solicitações por e-mail foram ativadas.',
    off: 'As solicitações por e-mail foram desativadas.',
  },
} as const;

type Words = (typeof TEXT)[keyof typeof TEXT];

async function done(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId('toast-success').filter({ hasText: text }).first()).toBeVisible();
}

/** Opens the owners' general settings and answers the inbox card once it shows the address. */
async function openInboxCard(page: Page, words: Words): Promise<Locator> {
  await page.goto('/app/config/propietarios/general');
  const card = page.getByTestId('settings-inbox');
  await expect(card.getByRole('heading', { name: words.title })).toBeVisible();
  await expect(card.getByRole('textbox', { name: words.address })).toHaveValue(/@/);
  await card.scrollIntoViewIfNeeded();
  return card;
}

/** Flips the switch when it is not already `on`, and waits for the server's word. */
async function setInbox(card: Locator, words: Words, on: boolean): Promise<void> {
  const toggle = card.getByRole('switch', { name: words.switch });
  if ((await toggle.isChecked()) === on) return;
  await toggle.click();
  await done(card.page(), on ? words.on : words.off);
  await expect(toggle).toBeChecked({ checked: on });
  await expect(toggle).toBeEnabled();
}

/** The owner's e-mail with a photo, as their own mail server sends it. */
function ownerMail(unit: AfterSalesUnit, to: string, subject: string, text: string) {
  return { from: { name: unit.owner, address: unit.email }, to, subject, text, attachment: { name: 'grieta.png', mime: 'image/png', content: PNG } };
}

/** Finds a request in the list by its subject and opens it. */
async function openFromList(page: Page, subject: string): Promise<void> {
  await page.goto('/app/warranties/solicitudes');
  await page.getByTestId('requests-search').fill(subject);
  const table = page.getByTestId('requests-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(/\/app\/warranties\/solicitud\/[\w-]+\/actividad$/);
}

/** The owner's message of the thread: their name, the badge, the photo (which downloads as the PNG sent). */
async function expectOwnersMessage(page: Page, unit: AfterSalesUnit, badge: string): Promise<void> {
  const message = page.getByTestId('ticket-message').filter({ has: page.getByTestId('message-owner-badge') });
  await expect(message).toHaveCount(1);
  await expect(message).toContainText(unit.owner);
  await expect(message.getByTestId('message-owner-badge')).toHaveText(badge);
  const photo = message.getByRole('link', { name: 'grieta.png' });
  await expect(photo).toBeVisible();
  const file = await page.request.get((await photo.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('image/png');
  expect(await file.body()).toEqual(PNG);
}

test("an owner's e-mail to the project's address becomes their request; off, the address takes no mail", async ({ page }) => {
  test.setTimeout(120_000);
  const words = TEXT.es;
  await signIn(page, 'admin');
  const me = await session(page.request);
  const unit = await unitWithOwner(page.request, me.projectId, stamp, 'correo-es');
  const subject = `Grieta en el muro del dormitorio ${stamp}`;

  // 1. The card, off: the address is there to copy, and mail to it is refused at RCPT.
  const card = await openInboxCard(page, words);
  await setInbox(card, words, false);
  const address = await card.getByRole('textbox', { name: words.address }).inputValue();
  expect(address).toMatch(/^solicitudes-[a-z0-9]+@obra\.local$/);
  await expect(card).toContainText('Mientras esté desactivado, los correos a esta dirección se rechazan.');
  await expect(card).toContainText('no se crea ninguna solicitud');
  await shot(page, 'inbox-card-off-es');
  const refused = await sendMail(ownerMail(unit, address, subject, 'Nadie debería leer esto.')).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(SmtpRefusal);
  expect(refused).toMatchObject({ step: 'RCPT TO', code: 550 });

  // 2. Turned on; the copy button puts the address on the clipboard.
  await setInbox(card, words, true);
  await expect(card).toContainText('El correo de un propietario crea su solicitud');
  await card.getByRole('button', { name: words.copy }).click();
  await expect(card.getByRole('button', { name: 'Dirección copiada' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await shot(page, 'inbox-card-on-es');

  // 3. The owner writes, with a photo; their mail server hears 250, and the owner gets the request's number back.
  await sendMail(ownerMail(unit, address, subject, 'El muro del dormitorio tiene una grieta desde ayer.\nSe ve desde la puerta.'));
  const answer = await waitForMail(unit.email, { match: new RegExp(`«${subject}» como la solicitud n\\.º \\d+`) });
  const number = /como la solicitud n\.º (\d+)/.exec(answer)?.[1];
  expect(number).toBeDefined();

  // 4. A stranger's mail is taken but makes no request: they are told so.
  const stranger = `desconocido.${stamp}@correo-e2e.cl`;
  await sendMail({ from: { name: 'Persona Desconocida', address: stranger }, to: address, subject: `Consulta ${stamp}`, text: 'Hola, tengo una consulta.' });
  await waitForMail(stranger, { match: /no es la de un propietario/ });
  await page.goto('/app/warranties/solicitudes');
  await page.getByTestId('requests-search').fill(`Consulta ${stamp}`);
  await expect(page.getByTestId('requests-empty')).toContainText('Ninguna solicitud coincide');

  // 5. The request, from the list: origin e-mail, the owner, the mail's text and the owner's message with the photo.
  await openFromList(page, subject);
  await expect(page.getByTestId('ticket-title')).toHaveText(`#${number} ${subject}`);
  await expect(page.getByTestId('request-details')).toContainText('Origen: Correo electrónico');
  await expect(page.getByTestId('request-owner')).toHaveText(`Propietario: ${unit.owner} (${unit.email})`);
  await expect(page.getByTestId('request-description')).toContainText('El muro del dormitorio tiene una grieta desde ayer.');
  await expectOwnersMessage(page, unit, 'Propietario');
  await shot(page, 'inbox-request-es', 1100);
});

test('requests by e-mail in Portuguese, the card once in dark mode', async ({ page }) => {
  test.setTimeout(120_000);
  const words = TEXT.pt;
  await signIn(page, 'admin', 'pt');
  const me = await session(page.request);
  const unit = await unitWithOwner(page.request, me.projectId, stamp, 'correo-pt');
  const subject = `Infiltração na parede da sala ${stamp}`;

  const card = await openInboxCard(page, words);
  await setInbox(card, words, false);
  await expect(card).toContainText('Enquanto estiver desativado, os e-mails para este endereço são recusados.');
  await shot(page, 'inbox-card-off-pt');
  await setInbox(card, words, true);
  await expect(card).toContainText('O e-mail de um proprietário cria a solicitação dele');
  await shot(page, 'inbox-card-on-pt');
  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: 'Escuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'inbox-card-on-pt-dark');
  await page.getByTestId('color-scheme-toggle').click();
  await page.getByRole('menuitem', { name: 'Claro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

  const address = await card.getByRole('textbox', { name: words.address }).inputValue();
  await sendMail(ownerMail(unit, address, subject, 'A parede da sala está úmida perto da janela.'));
  await waitForMail(unit.email, { match: new RegExp(`«${subject}»`) });

  await openFromList(page, subject);
  await expect(page.getByTestId('request-details')).toContainText('Origem: E-mail');
  await expect(page.getByTestId('request-owner')).toHaveText(`Proprietário: ${unit.owner} (${unit.email})`);
  await expect(page.getByTestId('request-description')).toContainText('A parede da sala está úmida perto da janela.');
  await expectOwnersMessage(page, unit, 'Proprietário');
  await shot(page, 'inbox-request-pt', 1100);
});
