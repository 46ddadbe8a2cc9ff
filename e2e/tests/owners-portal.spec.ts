/**
 * The owners' portal on a phone, along an owner's taps, in Spanish and in Portuguese: staff make a unit with the
 * owner's e-mail and a request for them; the owner asks for a sign-in link, opens it from the e-mail, sees the unit
 * and the charts, makes a request with a photo; staff register a failure and a visit (OI), which the owner confirms;
 * staff record its result and a conformity record (AC), which the owner signs on screen, getting its PDF; the owner
 * writes a message. Then: one owner cannot open another's request, the API refuses calls without a token, the
 * iframe is "not available" while its setting is off, a wrong password shows on its field. Pictures go to
 * /tmp/shots/portal-*.png (OBRA_SHOTS_DIR) for a person to look at.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

import { createRequest } from '../support/after-sales';
import { drawOn, PNG, session } from '../support/deliveries';
import { createVisit, manageAndCreateAc, ownedUnit, PHONE, PORTAL_TEXT, portalShot, registerFailure, requestIdOf, setIframe, signInByLink } from '../support/portal';
import { apiSignIn } from '../support/users';

const stamp = Date.now().toString(36);

test.use({ ...PHONE });

let staff: APIRequestContext;
let me: { projectId: string; userId: string };

test.beforeAll(async ({ playwright }, info) => {
  staff = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  await apiSignIn(staff, 'admin');
  me = await session(staff);
});

test.afterAll(async () => {
  await staff.dispose();
});

for (const lang of ['es', 'pt'] as const) {
  test(`an owner signs in by e-mail link, makes a request, confirms a visit, signs the AC and writes (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const text = PORTAL_TEXT[lang];
    const unit = await ownedUnit(staff, me.projectId, stamp, lang);
    await createRequest(staff, me.projectId, unit.id, `Llamada del propietario ${stamp}`);

    // 1. Signing in with a link from the e-mail; the home shows the unit and the charts with their numbers.
    if (lang === 'es') {
      await page.goto('/app/propietarios/ingresar');
      await expect(page.getByTestId('sign-in-form')).toBeVisible();
      await portalShot(page, 'sign-in-es');
    }
    await signInByLink(page, unit.email, lang);
    await expect(page.getByTestId('unit-card')).toContainText(`${text.unit} ${unit.name}`);
    await expect(page.getByRole('table', { name: text.byStatus })).toBeVisible();
    await expect(page.getByRole('table', { name: text.efficiency })).toBeVisible();
    await expect(page.locator('[data-chart="echarts"] svg').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await portalShot(page, `home-${lang}`);
    if (lang === 'es') {
      await page.getByTestId('scheme-switch').click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.locator('[data-chart="echarts"] svg').first()).toBeVisible();
      await portalShot(page, 'home-dark');
      await page.getByTestId('scheme-switch').click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    }

    // 2. A new request with a photo from the phone.
    const subject = `Filtración bajo el lavamanos ${stamp} ${lang}`;
    await page.getByRole('link', { name: text.newRequest }).click();
    const form = page.getByTestId('request-form');
    await form.getByRole('textbox', { name: new RegExp(`^${text.subject}`) }).fill(subject);
    await form.getByRole('textbox', { name: new RegExp(`^${text.description}`) }).fill('Gotea cuando se abre el agua caliente.');
    await form.getByLabel(text.photos, { exact: true }).setInputFiles({ name: 'sifon.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('img', { name: /sifon\.png/ })).toBeVisible();
    if (lang === 'es') await portalShot(page, 'request-form');
    await form.getByRole('button', { name: text.submit }).click();
    await expect(page).toHaveURL(/\/app\/propietarios\/solicitud\/[\w-]+$/);
    await expect(page.getByTestId('request-title')).toContainText(subject);
    await expect(page.getByTestId('request-status')).toHaveText(text.statusNew);
    await expect(page.getByTestId('message').filter({ has: page.getByRole('img', { name: 'sifon.png' }) })).toHaveAttribute('data-mine', 'true');
    const requestId = requestIdOf(page);

    // 3. Staff register a failure and propose a visit two weeks ahead; the owner confirms it.
    const failureId = await registerFailure(staff, requestId, `Gotea de noche ${stamp}`);
    const visit = await createVisit(staff, requestId, failureId, me.userId);
    await page.reload();
    const card = page.getByTestId('order-card').filter({ hasText: visit.code });
    await expect(card.getByTestId('order-window')).toBeVisible();
    if (lang === 'es') await portalShot(page, 'request-visit');
    await card.getByRole('button', { name: text.confirm }).click();
    await expect(card.getByTestId('visit-confirmed')).toContainText(text.confirmed);

    // 4. Staff record the visit's result and open an AC; the owner signs it on screen and gets the PDF.
    const code = await manageAndCreateAc(staff, requestId, visit.id, failureId);
    await page.reload();
    const record = page.getByTestId('ac-card').filter({ hasText: code });
    await record.getByTestId('ac-verdict').getByText(text.conforming, { exact: true }).click();
    await expect(record.getByRole('textbox', { name: new RegExp(`^${text.signer}`) })).toHaveValue(/Marta/);
    await drawOn(record.getByTestId('signature-canvas'));
    await expect(record.getByTestId('signature-canvas')).toHaveAttribute('data-signed', 'true');
    if (lang === 'es') await portalShot(page, 'ac-signing');
    await record.getByRole('button', { name: text.sign }).click();
    await expect(record.getByTestId('ac-status')).toHaveText(text.conforming);
    const download = page.waitForEvent('download');
    await record.getByRole('button', { name: text.pdf(code) }).click();
    expect((await download).suggestedFilename()).toBe(`${code}.pdf`);

    // 5. A message to the after-sales team, on the owner's side of the thread.
    const note = `¿A qué hora llegan? ${stamp}`;
    await page.getByRole('textbox', { name: text.message }).fill(note);
    await page.getByTestId('message-composer').getByRole('button', { name: text.send, exact: true }).click();
    await expect(page.getByTestId('message').filter({ hasText: note })).toHaveAttribute('data-mine', 'true');
    // Nothing wider than the phone: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (lang === 'pt') await portalShot(page, 'request-done-pt');
    if (lang === 'es') {
      // The same screens on a desktop's width.
      await page.setViewportSize({ width: 1280, height: 900 });
      await portalShot(page, 'request-desktop');
      await page.getByRole('link', { name: PORTAL_TEXT.es.home }).click();
      await expect(page.getByRole('table', { name: text.byStatus })).toBeVisible();
      await expect(page.locator('[data-chart="echarts"] svg')).toHaveCount(2);
      await portalShot(page, 'home-desktop');
    }
  });
}

test('an owner with no requests sees an empty home, and cannot open another owner’s request', async ({ page }) => {
  const other = await ownedUnit(staff, me.projectId, stamp, 'b');
  const theirs = await createRequest(staff, me.projectId, other.id, `Puerta descuadrada ${stamp}`);
  const mine = await ownedUnit(staff, me.projectId, stamp, 'a');

  await signInByLink(page, mine.email, 'es');
  await expect(page.getByTestId('home-empty')).toContainText(PORTAL_TEXT.es.empty);
  await portalShot(page, 'home-empty');
  await page.goto(`/app/propietarios/solicitud/${theirs.id}`);
  await expect(page.getByTestId('not-found')).toContainText(PORTAL_TEXT.es.notFound);
});

test('without a token the API answers 401, and the iframe is not available while its setting is off', async ({ page, playwright }, info) => {
  const anonymous = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  expect((await anonymous.get('/api/portal/home')).status()).toBe(401);
  await anonymous.dispose();

  // The setting is the project's: another spec may have left it on, so this one says what it needs.
  await setIframe(staff, me.projectId, false);
  await page.goto(`/app/propietarios/portal/${me.projectId}`);
  await expect(page.getByTestId('portal-unavailable')).toContainText(PORTAL_TEXT.es.unavailable);
});

test('inside the company’s iframe: its colour, its project only, and links that come back to the iframe', async ({ page }) => {
  const unit = await ownedUnit(staff, me.projectId, stamp, 'i');
  await setIframe(staff, me.projectId, true, '#e8590c');
  try {
    const base = `/app/propietarios/portal/${me.projectId}`;
    await signInByLink(page, unit.email, 'es', base);
    await expect(page).toHaveURL(new RegExp(`${base}$`));
    await expect(page.getByTestId('unit-card')).toHaveAttribute('href', `${base}/unidad/${unit.id}`);
    const primary = await page.getByTestId('new-request').evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(primary).toBe('rgb(232, 89, 12)');
    await portalShot(page, 'iframe-home');
    // The page that embeds the portal may set the colour itself.
    await page.goto(`${base}/?color=%232f9e44`);
    await expect(page.getByTestId('new-request')).toHaveCSS('background-color', 'rgb(47, 158, 68)');
  } finally {
    await setIframe(staff, me.projectId, false);
  }
});

test('a wrong password shows the server’s message on its field', async ({ page }) => {
  await page.goto('/app/propietarios/ingresar');
  await page.getByLabel(PORTAL_TEXT.es.email).fill(`nadie.${stamp}@correo-e2e.cl`);
  await page.getByLabel(PORTAL_TEXT.es.password, { exact: true }).fill('equivocada-123');
  await page.getByRole('button', { name: PORTAL_TEXT.es.signIn, exact: true }).click();
  await expect(page.getByText(PORTAL_TEXT.es.wrongPassword)).toBeVisible();
  await portalShot(page, 'error-422');
});

test('the portal installs as an app: manifest, icons, a service worker, and the page offline', async ({ page, context }) => {
  const manifest = await page.request.get('/app/propietarios/manifest.webmanifest');
  expect(manifest.ok()).toBeTruthy();
  const app = (await manifest.json()) as { name: string; start_url: string; scope: string; display: string; icons: { src: string; sizes: string }[] };
  expect(app).toMatchObject({ name: 'Obra Propietarios', start_url: '/app/propietarios/', scope: '/app/propietarios/', display: 'standalone' });
  for (const icon of app.icons) {
    const png = await page.request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }

  await page.goto('/app/propietarios/ingresar');
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/app/propietarios/');
  // The worker controls the page after its first load; offline, the page comes from its cache.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  await context.setOffline(false);
});
