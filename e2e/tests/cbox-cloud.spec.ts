/**
 * Cbox's "export and import to integrations" (SPEC §2) on a company of its own per language, against a real WebDAV
 * server (WsgiDAV) the spec starts over a temporary folder on 127.0.0.1 (the server runs with
 * OBRA_WEBHOOKS_ALLOW_LOOPBACK=1, which lets connectors reach it). The connector is set up through the API; then,
 * in Cbox: a folder with a PDF is exported from its context menu and lands on disk under `obra/{project}/{folder}`,
 * and a folder put on disk is imported from the toolbar's cloud menu and listed in Cbox.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { signIn, type NewCompany } from '../support/app';
import { freshCompany, shot } from '../support/quality';
import { xsrf } from '../support/users';
import { startWebdav } from '../support/webdav';

test.use({ viewport: { width: 1366, height: 900 } });

const PLANO = Buffer.from('%PDF-1.4\n% plano de fundaciones\n'.repeat(200));
const ACTA = Buffer.from('%PDF-1.4\n% acta de entrega\n'.repeat(100));

const TEXT = {
  es: {
    newFolder: 'Nueva carpeta',
    folderName: 'Nombre de la carpeta',
    createFolder: 'Crear carpeta',
    location: 'Ubicación',
    root: 'Carpetas del proyecto',
    actionsOf: (name: string) => `Acciones de ${name}`,
    exportItem: 'Exportar a la nube',
    exportSubmit: 'Exportar',
    exported: 'Exportación terminada',
    cloudMenu: 'Nube',
    importAction: 'Importar desde la nube',
    enter: (name: string) => `Abrir la carpeta ${name}`,
    importSubmit: 'Importar esta carpeta',
    imported: 'Importación terminada',
    empty: 'Carpeta vacía',
  },
  pt: {
    newFolder: 'Nova pasta',
    folderName: 'Nome da pasta',
    createFolder: 'Criar pasta',
    location: 'Localização',
    root: 'Pastas do projeto',
    actionsOf: (name: string) => `Ações de ${name}`,
    exportItem: 'Exportar para a nuvem',
    exportSubmit: 'Exportar',
    exported: 'Exportação concluída',
    cloudMenu: 'Nuvem',
    importAction: 'Importar da nuvem',
    enter: (name: string) => `Abrir a pasta ${name}`,
    importSubmit: 'Importar esta pasta',
    imported: 'Importação concluída',
    empty: 'Pasta vazia',
  },
} as const;



function item(page: Page, name: string): Locator {
  return page.getByTestId('cbox-item').filter({ hasText: name });
}

/** Switches the colour scheme (kept in localStorage) and reloads. */
async function scheme(page: Page, value: 'light' | 'dark'): Promise<void> {
  await page.evaluate((next) => localStorage.setItem('mantine-color-scheme-value', next), value);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', value);
}

for (const lang of ['es', 'pt'] as const) {
  test.describe(`cbox and the cloud (${lang})`, () => {
    let account: NewCompany;
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(120_000);
      account = await freshCompany(browser, `cbox-cloud-${lang}`);
    });

    test('exports a folder from its menu and imports a remote folder from the toolbar', async ({ page }) => {
      test.setTimeout(150_000);
      const text = TEXT[lang];
      const dav = await startWebdav();
      const obra = join(dav.root, 'obra');
      mkdirSync(obra, { recursive: true });
      try {
        await signIn(page, account.email, lang, account.password);
        const saved = await page.request.put('/api/integrations/connectors/cloud_storage', {
          headers: await xsrf(page.request),
          data: { active: true, settings: { url: dav.url, username: 'obra', password: 'clave-dav', root: '/obra' } },
        });
        expect(saved.status(), await saved.text()).toBe(200);
        const { data: me } = (await (await page.request.get('/api/me')).json()) as { data: { active_project_id: string; projects: { id: string; name: string }[] } };
        const project = me.projects.find((entry) => entry.id === me.active_project_id)?.name ?? '';
        expect(project).not.toBe('');

        // A folder with a PDF.
        const folder = `Planos ${lang} ${Date.now().toString(36)}`;
        await page.goto('/app/cbox/folders');
        await page.getByRole('button', { name: text.newFolder, exact: true }).click();
        const create = page.getByRole('dialog', { name: text.newFolder });
        await create.getByLabel(text.folderName).fill(folder);
        await create.getByRole('button', { name: text.createFolder }).click();
        await expect(create).toBeHidden();
        await page.getByRole('link', { name: folder, exact: true }).click();
        await expect(page.getByRole('navigation', { name: text.location })).toContainText(folder);
        await page.getByTestId('cbox-upload-input').setInputFiles({ name: 'plano.pdf', mimeType: 'application/pdf', buffer: PLANO });
        await expect(item(page, 'plano.pdf')).toBeVisible({ timeout: 20_000 });

        // Export it from its context menu (a right-click on its card).
        await page.getByRole('navigation', { name: text.location }).getByRole('link', { name: text.root }).click();
        await item(page, folder).click({ button: 'right' });
        await page.getByRole('menu').getByRole('menuitem', { name: text.exportItem }).click();
        const confirm = page.getByRole('dialog', { name: text.exportItem });
        await expect(confirm).toContainText(`${project}/${folder}`);
        await shot(page, `cbox-cloud-export-${lang}`);
        await confirm.getByRole('button', { name: text.exportSubmit, exact: true }).click();
        await expect(page.getByTestId('toast-success').filter({ hasText: text.exported })).toBeVisible({ timeout: 30_000 });
        const exported = join(obra, project, folder, 'plano.pdf');
        expect(existsSync(exported), exported).toBe(true);
        expect(readFileSync(exported).equals(PLANO)).toBe(true);

        // Import a folder put on the server into the new folder, from the toolbar.
        mkdirSync(join(obra, 'entrada', 'vacía'), { recursive: true });
        writeFileSync(join(obra, 'entrada', 'Acta.pdf'), ACTA);
        await page.getByRole('link', { name: folder, exact: true }).click();
        await expect(item(page, 'plano.pdf')).toBeVisible();
        const openImport = async () => {
          await page.getByRole('button', { name: text.cloudMenu, exact: true }).click();
          await page.getByRole('menuitem', { name: text.importAction }).click();
          const dialog = page.getByRole('dialog', { name: text.importAction });
          await expect(dialog.getByRole('button', { name: text.enter('entrada') })).toBeVisible();
          await expect(dialog.getByRole('button', { name: text.enter(project) })).toBeVisible();
          return dialog;
        };
        let dialog = await openImport();
        await shot(page, `cbox-cloud-import-root-${lang}`);
        await dialog.getByRole('button', { name: text.enter('entrada') }).click();
        await expect(dialog.getByText('Acta.pdf')).toBeVisible();
        await shot(page, `cbox-cloud-import-${lang}`);
        await dialog.getByRole('button', { name: text.enter('vacía') }).click();
        await expect(dialog.getByText(text.empty)).toBeVisible();
        await dialog.getByRole('navigation').getByRole('button', { name: 'entrada' }).click();
        await expect(dialog.getByText('Acta.pdf')).toBeVisible();
        await dialog.getByRole('button', { name: text.importSubmit }).click();
        await expect(dialog).toBeHidden({ timeout: 30_000 });
        await expect(page.getByTestId('toast-success').filter({ hasText: text.imported })).toBeVisible();
        await expect(item(page, 'Acta.pdf')).toBeVisible();
        await expect(item(page, 'vacía')).toBeVisible();
        const id = await item(page, 'Acta.pdf').getAttribute('data-item-id');
        const download = await page.request.get(`/api/cbox/items/${id}/download`);
        expect((await download.body()).equals(ACTA)).toBe(true);

        // The import dialog in the dark scheme.
        await scheme(page, 'dark');
        dialog = await openImport();
        await dialog.getByRole('button', { name: text.enter('entrada') }).click();
        await expect(dialog.getByText('Acta.pdf')).toBeVisible();
        await shot(page, `cbox-cloud-import-${lang}-dark`);
        await scheme(page, 'light');
      } finally {
        dav.stop();
      }
    });
  });
}
