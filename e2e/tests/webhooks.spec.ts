/**
 * Webhooks (`/config/integraciones/webhooks`) on a company of its own per language, against a receiver the spec
 * starts on 127.0.0.1 (the server runs with OBRA_WEBHOOKS_ALLOW_LOOPBACK=1, and only a `testing` application may
 * use it): activate, create an application and copy its secret, refuse a private URL, subscribe an event, send the
 * test event and check its Standard Webhooks signature with the secret, see it in History, replay it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';

import { signIn, type NewCompany } from '../support/app';
import { freshCompany, shot } from '../support/quality';

test.use({ viewport: { width: 1366, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

const TEXT = {
  es: {
    banner: 'Los webhooks están desactivados',
    empty: 'Aún no hay aplicaciones.',
    activate: 'Activar los webhooks',
    switch: 'Webhooks activados',
    activated: 'Webhooks activados.',
    newApp: 'Nueva aplicación',
    name: 'Nombre',
    create: 'Crear aplicación',
    subscribe: 'Suscribirse a «Ticket creado»',
    url: 'URL de «Ticket creado»',
    refused: 'La URL apunta a una dirección local o privada: solo se admiten direcciones públicas.',
    saved: 'Eventos guardados.',
    test: 'Enviar un evento de prueba a «Ticket creado»',
    history: 'Historial',
    testEvent: 'Evento de prueba',
    succeeded: 'Exitoso',
    replay: 'Reenviar',
  },
  pt: {
    banner: 'Os webhooks estão desativados',
    empty: 'Ainda não há aplicativos.',
    activate: 'Ativar os webhooks',
    switch: 'Webhooks ativados',
    activated: 'Webhooks ativados.',
    newApp: 'Novo aplicativo',
    name: 'Nome',
    create: 'Criar aplicativo',
    subscribe: 'Assinar «Ticket criado»',
    url: 'URL de «Ticket criado»',
    refused: 'A URL aponta para um endereço local ou privado: apenas endereços públicos são aceitos.',
    saved: 'Eventos salvos.',
    test: 'Enviar um evento de teste para «Ticket criado»',
    history: 'Histórico',
    testEvent: 'Evento de teste',
    succeeded: 'Sucesso',
    replay: 'Reenviar',
  },
} as const;

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A receiver on a free port of 127.0.0.1 that keeps each request and answers `{"ok":true}`. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, String(value)]));
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Takes the three screens in the dark scheme too, then goes back to light. */
async function darkShots(page: Page, name: string): Promise<void> {
  await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('main').getByRole('heading').first().waitFor();
  await shot(page, `${name}-dark`);
  await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'light'));
  await page.reload();
}

for (const lang of ['es', 'pt'] as const) {
  test.describe(`webhooks (${lang})`, () => {
    let account: NewCompany;
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(120_000);
      account = await freshCompany(browser, `webhooks-${lang}`);
    });

    test('activates, creates an application, receives a signed test event, sees it in History and replays it', async ({ page }) => {
      test.setTimeout(150_000);
      const text = TEXT[lang];
      const receiver = await startReceiver();
      try {
        await signIn(page, account.email, lang, account.password);

        // 1. The bare path opens the applications; none yet, and a banner says webhooks are off.
        await page.goto('/app/config/integraciones/webhooks');
        await expect(page).toHaveURL(/\/config\/integraciones\/webhooks\/apps$/);
        const appsPage = page.getByTestId('webhook-apps-page');
        await expect(appsPage.getByTestId('webhooks-inactive-banner')).toContainText(text.banner);
        await expect(appsPage.getByText(text.empty)).toBeVisible();
        await shot(page, `webhooks-apps-empty-${lang}`);

        // 2. Activate from the banner's link.
        await appsPage.getByRole('link', { name: text.activate }).click();
        const toggle = page.getByRole('switch', { name: text.switch });
        await expect(toggle).not.toBeChecked();
        await toggle.click({ force: true });
        await expect(toggle).toBeChecked();
        await expect(page.getByText(text.activated, { exact: true })).toBeVisible();

        // 3. A testing application; its secret is shown once and copied.
        await page.goto('/app/config/integraciones/webhooks/apps');
        await expect(appsPage.getByTestId('webhooks-inactive-banner')).toHaveCount(0);
        await page.getByRole('button', { name: text.newApp }).click();
        const form = page.getByTestId('app-form');
        await form.getByRole('textbox', { name: text.name }).fill(`ERP ${lang}`);
        await form.getByRole('button', { name: text.create }).click();
        const modal = page.getByTestId('secret-modal');
        const secret = (await modal.getByTestId('secret-value').textContent())?.trim() ?? '';
        expect(secret).toMatch(/^whsec_/);
        await modal.getByTestId('copy-secret').click();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
        await modal.getByTestId('secret-done').click();
        await expect(modal).toBeHidden();
        await expect(page.getByText(secret)).toHaveCount(0);
        await expect(page.getByTestId('webhook-apps-table')).toContainText(`whsec_…${secret.slice(-4)}`);
        await shot(page, `webhooks-apps-${lang}`);

        // 4. A private address is refused under its row; the local receiver is taken.
        await page.getByTestId('webhook-apps-table').getByRole('link', { name: `ERP ${lang}`, exact: true }).click();
        await expect(page).toHaveURL(/\/apps\/[0-9a-f-]+\/hooks$/);
        const events = page.getByTestId('webhook-events-form');
        await events.getByRole('checkbox', { name: text.subscribe }).check({ force: true });
        const url = events.getByRole('textbox', { name: text.url });
        await url.fill('http://10.0.0.1/x');
        await page.getByTestId('save-webhook-events').click();
        await expect(events.getByTestId('event-row-ticket.created')).toContainText(text.refused);
        await url.fill(receiver.url);
        await page.getByTestId('save-webhook-events').click();
        await expect(page.getByText(text.saved, { exact: true })).toBeVisible();
        await expect(page.getByTestId('save-webhook-events')).toBeDisabled();
        await page.getByTestId('webhook-secret-card').scrollIntoViewIfNeeded();
        await shot(page, `webhooks-hooks-${lang}`, 1300);

        // 5. The test event reaches the receiver, signed with the secret (Standard Webhooks).
        await events.getByRole('button', { name: text.test }).click();
        await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
        const [first] = receiver.received;
        if (!first) throw new Error('nothing received');
        expect(first.headers['webhook-id']).toBeTruthy();
        expect(first.headers['webhook-timestamp']).toMatch(/^\d+$/);
        expect(first.headers['webhook-signature']).toMatch(/^v1,/);
        const payload = new Webhook(secret).verify(first.body, first.headers) as { type?: string };
        expect(payload.type).toBe('webhook.test');

        // 6. History shows the attempt succeeded; a replay sends it again with the same webhook-id.
        await page.getByRole('tab', { name: text.history }).click();
        await expect(page).toHaveURL(/\/logs$/);
        const table = page.getByTestId('webhook-logs-table');
        const row = table.locator('tbody tr').filter({ hasText: text.testEvent });
        await expect(async () => {
          await page.getByTestId('logs-refresh').click();
          await expect(row).toHaveCount(1, { timeout: 2000 });
        }).toPass({ timeout: 20_000 });
        await expect(row).toContainText(text.succeeded);
        await expect(row).toContainText(receiver.url);
        await row.getByText(text.testEvent).click();
        await expect(page.getByTestId('webhook-log-response')).toContainText('"ok": true');
        await shot(page, `webhooks-logs-${lang}`);

        await row.getByRole('button', { name: text.replay }).click();
        await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
        const second = receiver.received[1];
        expect(second?.headers['webhook-id']).toBe(first.headers['webhook-id']);
        expect(() => new Webhook(secret).verify(second?.body ?? '', second?.headers ?? {})).not.toThrow();
        await expect(table.locator('tbody tr').filter({ hasText: text.testEvent })).toHaveCount(2, { timeout: 20_000 });

        // 7. The same screens in the dark scheme.
        await darkShots(page, `webhooks-logs-${lang}`);
        await page.getByRole('tab', { name: lang === 'es' ? 'Configuración' : 'Configuração' }).click();
        await darkShots(page, `webhooks-hooks-${lang}`);
        await page.goto('/app/config/integraciones/webhooks/apps');
        await darkShots(page, `webhooks-apps-${lang}`);
      } finally {
        await receiver.close();
      }
    });
  });
}
