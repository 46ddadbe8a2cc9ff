/**
 * Connectors and API keys (`/config/integraciones/{hubspot,almacenamiento,api-keys}`) on a company of its own per
 * language. The server runs with OBRA_WEBHOOKS_ALLOW_LOOPBACK=1, so the connectors may reach what the spec starts
 * on 127.0.0.1: a fake HubSpot (the CRM's connection test reads the pipeline with the saved token) and a real
 * WebDAV server (WsgiDAV) over a temporary folder, where an export must land and from which an import must come.
 * An API key is created, its token copied once, used as a bearer from outside the browser, and revoked.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { signIn, type NewCompany } from '../support/app';
import { BASE_URL } from '../support/ports';
import { freshCompany, shot } from '../support/quality';
import { field } from '../support/users';
import { startWebdav } from '../support/webdav';

test.use({ viewport: { width: 1366, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

const TEXT = {
  es: {
    crmTitle: 'CRM',
    empty: 'Aún no hay registros.',
    activate: 'Activar integración',
    appId: 'ID de la aplicación',
    pipelineId: 'ID del pipeline',
    token: 'Token de acceso',
    emails: 'Correos de aviso de error',
    advanced: 'Avanzado',
    apiUrl: 'URL de la API',
    saved: 'Se guardó la integración.',
    secretSaved: '••••• (guardado)',
    active: 'Activa',
    test: 'Probar conexión',
    testOk: 'Conexión correcta',
    testAction: 'Prueba de conexión',
    levelOk: 'Correcto',
    davUrl: 'URL WebDAV',
    davUser: 'Usuario',
    davPassword: 'Contraseña',
    exported: 'Exportación terminada',
    imported: 'Importación terminada',
    open: (name: string) => `Abrir la carpeta ${name}`,
    newKey: 'Nueva clave',
    keyName: 'Nombre',
    readWrite: 'Lectura y escritura',
    revoke: (name: string) => `Revocar la clave «${name}»`,
    revoked: 'Revocada',
  },
  pt: {
    crmTitle: 'CRM',
    empty: 'Ainda não há registros.',
    activate: 'Ativar integração',
    appId: 'ID do aplicativo',
    pipelineId: 'ID do pipeline',
    token: 'Token de acesso',
    emails: 'E-mails de aviso de erro',
    advanced: 'Avançado',
    apiUrl: 'URL da API',
    saved: 'A integração foi salva.',
    secretSaved: '••••• (salvo)',
    active: 'Ativa',
    test: 'Testar conexão',
    testOk: 'Conexão bem-sucedida',
    testAction: 'Teste de conexão',
    levelOk: 'Sucesso',
    davUrl: 'URL WebDAV',
    davUser: 'Usuário',
    davPassword: 'Senha',
    exported: 'Exportação concluída',
    imported: 'Importação concluída',
    open: (name: string) => `Abrir a pasta ${name}`,
    newKey: 'Nova chave',
    keyName: 'Nome',
    readWrite: 'Leitura e escrita',
    revoke: (name: string) => `Revogar a chave «${name}»`,
    revoked: 'Revogada',
  },
} as const;



/** A HubSpot stand-in: the pipeline a test reads, and the tickets a push creates; keeps each request's auth. */
async function startFakeHubspot(pipeline: string) {
  const seen: { method: string; url: string; auth: string }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    request.resume();
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', auth: String(request.headers.authorization ?? '') });
      if (request.method === 'GET' && request.url === `/crm/v3/pipelines/tickets/${pipeline}`) {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ id: pipeline, label: 'Posventa', stages: [] }));
      } else if (request.method === 'POST' && request.url === '/crm/v3/objects/tickets') {
        response.writeHead(201, { 'Content-Type': 'application/json' });
        response.end('{"id":"1"}');
      } else {
        response.writeHead(404);
        response.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}


/** Switches the colour scheme (kept in localStorage) and reloads. */
async function scheme(page: Page, value: 'light' | 'dark'): Promise<void> {
  await page.evaluate((next) => localStorage.setItem('mantine-color-scheme-value', next), value);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', value);
}

/** The "Activar integración" switch, turned on. */
async function activate(page: Page, label: string): Promise<void> {
  const toggle = page.getByRole('switch', { name: label });
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked();
}

for (const lang of ['es', 'pt'] as const) {
  test.describe(`connectors (${lang})`, () => {
    let account: NewCompany;
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(120_000);
      account = await freshCompany(browser, `connectors-${lang}`);
    });

    test('configures the CRM against a fake HubSpot, activates it and tests the connection', async ({ page }) => {
      test.setTimeout(120_000);
      const text = TEXT[lang];
      const hubspot = await startFakeHubspot('0');
      try {
        await signIn(page, account.email, lang, account.password);
        await page.goto('/app/config/integraciones/hubspot');
        const crm = page.getByTestId('connector-page-crm');
        await expect(crm.getByRole('heading', { name: text.crmTitle, level: 3 })).toBeVisible();
        await expect(crm.getByTestId('connector-logs')).toContainText(text.empty);
        await shot(page, `connectors-crm-empty-${lang}`, 1300);

        const form = crm.getByTestId('connector-form');
        await activate(page, text.activate);
        await field(form, text.appId).fill('1234567');
        await field(form, text.pipelineId).fill('0');
        await field(form, text.token).fill('pat-na1-e2e-token');
        const emails = field(form, text.emails);
        await emails.fill('avisos@constructora-e2e.cl');
        await emails.press('Enter');
        await page.getByRole('button', { name: text.advanced }).click();
        await field(form, text.apiUrl).fill(hubspot.url);
        await page.getByTestId('connector-save').click();
        await expect(page.getByText(text.saved, { exact: true })).toBeVisible();
        await expect(crm.getByTestId('connector-state')).toHaveText(text.active);
        // The secret is never shown again: a placeholder says one is saved.
        await expect(field(form, text.token)).toHaveValue('');
        await expect(field(form, text.token)).toHaveAttribute('placeholder', text.secretSaved);

        await page.getByRole('button', { name: text.test }).click();
        await expect(page.getByText(text.testOk, { exact: true })).toBeVisible();
        expect(hubspot.seen).toContainEqual({ method: 'GET', url: '/crm/v3/pipelines/tickets/0', auth: 'Bearer pat-na1-e2e-token' });
        const row = page.getByTestId('connector-logs-table').locator('tbody tr').first();
        await expect(row).toContainText(text.testAction);
        await expect(row).toContainText(text.levelOk);
        await expect(row).toContainText('HTTP 200');
        await shot(page, `connectors-crm-${lang}`, 1300);
        await scheme(page, 'dark');
        await expect(crm.getByTestId('connector-logs-table')).toContainText('HTTP 200');
        await shot(page, `connectors-crm-${lang}-dark`, 1300);
        await scheme(page, 'light');
      } finally {
        await hubspot.close();
      }
    });

    test('connects a WebDAV server, exports the project to it and imports a folder from it', async ({ page }) => {
      test.setTimeout(150_000);
      const text = TEXT[lang];
      const dav = await startWebdav();
      try {
        await signIn(page, account.email, lang, account.password);
        const me = (await (await page.request.get('/api/me')).json()) as { data: { projects: { name: string }[] } };
        const project = me.data.projects[0]?.name ?? '';
        expect(project).not.toBe('');

        await page.goto('/app/config/integraciones/almacenamiento');
        const cloud = page.getByTestId('connector-page-cloud_storage');
        const form = cloud.getByTestId('connector-form');
        await activate(page, text.activate);
        await field(form, text.davUrl).fill(dav.url);
        await field(form, text.davUser).fill('obra');
        await field(form, text.davPassword).fill('clave-dav');
        await page.getByTestId('connector-save').click();
        await expect(page.getByText(text.saved, { exact: true })).toBeVisible();
        await page.getByRole('button', { name: text.test }).click();
        await expect(page.getByText(text.testOk, { exact: true })).toBeVisible();
        // The test creates the connector's root folder (/obra by default) on the server.
        await expect.poll(() => existsSync(join(dav.root, 'obra'))).toBe(true);

        // Export the project's Cbox root: its folder appears under the root, on disk.
        await cloud.getByTestId('cloud-export').click();
        await page.getByTestId('cloud-export-submit').click();
        await expect(cloud.getByTestId('cloud-export-panel').getByTestId('connector-outcome')).toContainText(text.exported);
        await expect.poll(() => existsSync(join(dav.root, 'obra', project))).toBe(true);

        // A folder put on the server by hand is imported into the Cbox root…
        mkdirSync(join(dav.root, 'obra', 'entrada'));
        writeFileSync(join(dav.root, 'obra', 'entrada', 'informe.txt'), `informe ${lang}`);
        await cloud.getByTestId('cloud-import').click();
        const remote = page.getByTestId('remote-browser');
        await remote.getByRole('button', { name: text.open('entrada') }).click();
        await expect(remote.getByText('informe.txt')).toBeVisible();
        await expect(page.getByTestId('cbox-browser')).toBeVisible();
        await shot(page, `connectors-cloud-import-${lang}`);
        await page.getByTestId('cloud-import-submit').click();
        const imported = cloud.getByTestId('cloud-import-panel').getByTestId('connector-outcome');
        await expect(imported).toContainText(text.imported);
        await expect(imported).toContainText('/entrada');

        // …so exporting the root again writes its file back to the server.
        await cloud.getByTestId('cloud-export').click();
        await page.getByTestId('cloud-export-submit').click();
        await expect.poll(() => existsSync(join(dav.root, 'obra', project, 'informe.txt'))).toBe(true);
        expect(readFileSync(join(dav.root, 'obra', project, 'informe.txt'), 'utf8')).toBe(`informe ${lang}`);
        await expect(cloud.getByTestId('connector-logs-table').locator('tbody tr')).toHaveCount(4);
        await shot(page, `connectors-cloud-${lang}`, 1500);

        await scheme(page, 'dark');
        await cloud.getByTestId('cloud-import').click();
        await expect(page.getByTestId('remote-browser').getByRole('button', { name: text.open('entrada') })).toBeVisible();
        await shot(page, `connectors-cloud-import-${lang}-dark`);
        await scheme(page, 'light');
      } finally {
        dav.stop();
      }
    });

    test('creates an API key, shows and copies its token once, which works as a bearer until revoked', async ({ page }) => {
      test.setTimeout(120_000);
      const text = TEXT[lang];
      await signIn(page, account.email, lang, account.password);
      await page.goto('/app/config/integraciones/api-keys');
      const keysPage = page.getByTestId('api-keys-page');
      await expect(keysPage.getByTestId('api-keys-usage')).toContainText('Authorization: Bearer');

      /** Creates a key through the dialog and returns the token the modal shows (then closes it). */
      const createKey = async (name: string, darkShot: boolean) => {
        await keysPage.getByRole('button', { name: text.newKey }).click();
        const form = page.getByTestId('api-key-form');
        await field(form, text.keyName).fill(name);
        await form.getByLabel(text.readWrite).check({ force: true });
        await page.getByTestId('api-key-create').click();
        const modal = page.getByTestId('api-key-token-modal');
        const token = (await modal.getByTestId('api-key-token').textContent())?.trim() ?? '';
        expect(token).toMatch(/^obra_/);
        await shot(page, `connectors-api-keys-token-${lang}${darkShot ? '-dark' : ''}`);
        await modal.getByTestId('api-key-copy').click();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
        await modal.getByTestId('api-key-token-done').click();
        await expect(modal).toBeHidden();
        // Shown once: the list only has its first characters.
        await expect(page.getByText(token)).toHaveCount(0);
        return token;
      };

      await createKey(`Previa ${lang}`, false);
      await scheme(page, 'dark');
      const name = `BI ${lang}`;
      const token = await createKey(name, true);
      await shot(page, `connectors-api-keys-${lang}-dark`);
      await scheme(page, 'light');

      const me = await fetch(`${BASE_URL}/api/me`, { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);

      await keysPage.getByRole('button', { name: text.revoke(name) }).click();
      await page.getByTestId('confirm-revoke-key').click();
      await expect(keysPage.getByTestId('api-keys-table').locator('tbody tr', { hasText: name })).toContainText(text.revoked);
      await shot(page, `connectors-api-keys-${lang}`);
      const after = await fetch(`${BASE_URL}/api/me`, { headers: { Authorization: `Bearer ${token}` } });
      expect(after.status).toBe(401);
    });
  });
}
