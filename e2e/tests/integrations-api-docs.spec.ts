/**
 * The API screens of /config/integraciones on a company of its own per language: the index of integrations, the
 * API v2 introduction and its reference (Scalar, lazily loaded, under the product's CSP) for a group and one
 * operation, the OpenAPI and Postman downloads, and the v1 form trying `/me` with the session. Spanish runs on a
 * laptop screen, where the configuration column only has room for the group and operation pickers; Portuguese on a
 * wide one, with the list of groups beside the reference.
 */
import { readFileSync } from 'node:fs';

import { expect, test, type Download, type Page } from '@playwright/test';

import { signIn, type NewCompany } from '../support/app';
import { expectNoCspViolations, watchCsp } from '../support/csp';
import { freshCompany, shot } from '../support/quality';

const TEXT = {
  es: { apiV2Card: 'Conecta tus programas con Obra', apiV1Card: 'La API anterior', openapi: 'Descargar OpenAPI', postman: 'Exportar colección de Postman', tryIt: 'Probar' },
  pt: { apiV2Card: 'Conecte os seus programas ao Obra', apiV1Card: 'A API anterior', openapi: 'Baixar OpenAPI', postman: 'Exportar coleção do Postman', tryIt: 'Testar' },
} as const;

/** The narrow (Spanish) run picks from two selects; the wide (Portuguese) one clicks the list. */
const PICKER = { group: 'Grupo', operation: 'Operación', projects: 'Proyectos (2)', listProjects: "GET · The user's projects" } as const;

const VIEWPORT = { es: { width: 1440, height: 900 }, pt: { width: 1920, height: 1080 } } as const;

/** Opens the `projects` group, then its `list_projects` operation, with whichever navigation the width shows. */
async function openProjects(page: Page, lang: 'es' | 'pt', operation: boolean): Promise<void> {
  if (lang === 'es') {
    const picker = page.getByTestId('api-reference-picker');
    await picker.getByRole('combobox', { name: operation ? PICKER.operation : PICKER.group, exact: true }).click();
    await page.getByRole('option', { name: operation ? PICKER.listProjects : PICKER.projects }).click();
    return;
  }
  const nav = page.getByTestId('api-reference-nav');
  if (!operation) {
    await expect(nav.getByTestId('api-group-projects')).toContainText('Projetos');
    await nav.getByTestId('api-group-projects').click();
  } else {
    await nav.getByTestId('api-operation-list_projects').click();
  }
}

/** Clicks `button` and reads the JSON file the browser downloads. */
async function downloadedJson(page: Page, button: string): Promise<{ name: string; json: Record<string, unknown> }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const download: Download = await downloading;
  const path = await download.path();
  return { name: download.suggestedFilename(), json: JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown> };
}

for (const lang of ['es', 'pt'] as const) {
  test.describe(`API documentation (${lang})`, () => {
    let account: NewCompany;
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(120_000);
      account = await freshCompany(browser, `api-docs-${lang}`);
    });

    test('opens the index, the API v2 introduction, a group and an operation, and downloads both files', async ({ page, baseURL }) => {
      const text = TEXT[lang];
      await page.setViewportSize(VIEWPORT[lang]);
      await watchCsp(page);
      await signIn(page, account.email, lang, account.password);
      await page.goto('/app/config/integraciones');
      await expect(page).toHaveURL(/\/app\/config\/integraciones\/index$/);
      const apiV2 = page.getByTestId('integration-card-apiV2');
      await expect(apiV2).toContainText(text.apiV2Card);
      await expect(page.getByTestId('integration-card-apiV1')).toContainText(text.apiV1Card);
      await apiV2.click();

      await expect(page).toHaveURL(/\/app\/config\/integraciones\/apiV2\/introduction$/);
      await expect(page.getByTestId('api-base-url')).toHaveValue(`${baseURL}/api`);
      await expect(page.getByTestId('api-intro-errors')).toContainText('Retry-After');
      await shot(page, `api-v2-introduction-${lang}`);

      // A group: every operation of the tag, drawn by the lazily loaded renderer.
      const scalarChunk = page.waitForResponse((response) => /\/assets\/reference-renderer-[\w-]+\.js$/.test(response.url()));
      await openProjects(page, lang, false);
      // The renderer may add its own section anchor (`#description/…`) once it draws.
      await expect(page).toHaveURL(/\/apiV2\/projects\/all(#.*)?$/);
      expect((await scalarChunk).status()).toBe(200);
      const renderer = page.getByTestId('api-reference-renderer');
      await expect(renderer).toContainText('/api/projects/{id}');

      // One operation: only it.
      await openProjects(page, lang, true);
      await expect(page).toHaveURL(/\/apiV2\/projects\/list_projects(#.*)?$/);
      await expect(renderer).toContainText('/api/projects');
      await expect(renderer).toContainText('rowsPerPage');
      await expect(renderer).not.toContainText('/api/projects/{id}');
      await shot(page, `api-v2-reference-${lang}`);

      const openApi = await downloadedJson(page, text.openapi);
      expect(openApi.name).toBe('obra-openapi.json');
      expect(Object.keys(openApi.json)).toEqual(expect.arrayContaining(['openapi', 'info', 'paths', 'components']));
      expect(Object.keys(openApi.json.paths as object).length).toBeGreaterThan(0);

      const postman = await downloadedJson(page, text.postman);
      expect(postman.name).toBe('obra-api.postman_collection.json');
      expect(Object.keys(postman.json)).toEqual(expect.arrayContaining(['info', 'item', 'auth', 'variable']));
      const folders = postman.json.item as { name: string; item: { request: { url: { raw: string } } }[] }[];
      expect(folders.length).toBeGreaterThan(0);
      expect(folders.find((folder) => folder.name === 'projects')?.item.map((item) => item.request.url.raw)).toContain('{{baseUrl}}/projects/:id');
      expect(postman.json.variable).toContainEqual({ key: 'baseUrl', value: `${baseURL}/api` });

      await expectNoCspViolations(page);
    });

    test('tries /me from the v1 form and gets a 200', async ({ page, baseURL }) => {
      const text = TEXT[lang];
      await page.setViewportSize(VIEWPORT[lang]);
      await signIn(page, account.email, lang, account.password);
      await page.goto('/app/config/integraciones/index');
      await page.getByTestId('integration-card-apiV1').click();
      await expect(page).toHaveURL(/\/app\/config\/integraciones\/api$/);
      const form = page.getByTestId('api-v1-form');
      await expect(form.getByTestId('api-v1-url')).toHaveValue(`${baseURL}/api/v1/api.php?path=/me`);
      await expect(form.getByTestId('api-v2-url')).toHaveValue(`${baseURL}/api/me`);
      await form.getByRole('button', { name: text.tryIt, exact: true }).click();
      await expect(form.getByTestId('api-try-status')).toHaveText(/^200\b/);
      await expect(form.getByTestId('api-try-body')).toContainText(account.email);
      await shot(page, `api-v1-form-${lang}`);
    });
  });
}
