/**
 * Changing and removing a verification along a person's clicks, with data of the spec's own (a unique activity,
 * template, verification and a second user assigned to the project, made through the API as the demo admin): the
 * verification is opened from the list, its responsible and date edited, a photo attached and deleted, then the
 * verification deleted after confirming; the list no longer finds it. Spanish in light mode, Portuguese in dark.
 */
import { expect, test, type Page } from '@playwright/test';

import { signIn, type Lang } from '../support/app';
import { PNG } from '../support/deliveries';
import { createUserViaApi, uniqueUsername } from '../support/users';
import { createActivity, createTemplate, createVerification, dayFromToday, shot, whoAmI } from '../support/verifications';

test.use({ viewport: { width: 1280, height: 900 } });

const stamp = Date.now().toString(36);

const TEXT = {
  es: {
    search: 'Buscar por actividad, unidad o planilla',
    edit: 'Editar',
    editTitle: 'Editar la verificación',
    responsible: 'Responsable',
    save: 'Guardar',
    addPhotos: 'Agregar fotos',
    deletePhoto: (name: string) => `Eliminar la foto ${name}`,
    deletePhotoTitle: '¿Eliminar la foto?',
    delete: 'Eliminar',
    deleteTitle: '¿Eliminar la verificación?',
    deleted: /eliminada/,
    noMatch: 'Ninguna verificación coincide con el filtro',
  },
  pt: {
    search: 'Buscar por atividade, unidade ou planilha',
    edit: 'Editar',
    editTitle: 'Editar a verificação',
    responsible: 'Responsável',
    save: 'Salvar',
    addPhotos: 'Adicionar fotos',
    deletePhoto: (name: string) => `Excluir a foto ${name}`,
    deletePhotoTitle: 'Excluir a foto?',
    delete: 'Excluir',
    deleteTitle: 'Excluir a verificação?',
    deleted: /excluída/,
    noMatch: 'Nenhuma verificação corresponde ao filtro',
  },
} as const;

/** `YYYY-MM-DD` → `DD-MM-YYYY`, as the page shows dates. */
const shown = (iso: string) => iso.split('-').reverse().join('-');

async function darkMode(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
}

for (const lang of ['es', 'pt'] as const satisfies readonly Lang[]) {
  test(`a verification is edited, loses a photo and is deleted (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    await signIn(page, 'admin', lang);
    if (lang === 'pt') await darkMode(page);

    // The stage: an activity, a template, a second person on the project and a verification for the admin.
    const me = await whoAmI(page);
    const activity = await createActivity(page, `Editar verif ${lang} ${stamp}`);
    const templateId = await createTemplate(page, `Planilla editable ${lang} ${stamp}`, ['Plomo y alineación', 'Juntas selladas']);
    const other = { firstName: 'Bruno', lastName: `Revisor ${lang} ${stamp}` };
    await createUserViaApi(page.request, { ...other, username: uniqueUsername('revisor'), position: 'Inspector de Calidad', profile: 'Inspector', projects: [me.projectName], password: 'Obra2026x' });
    await createVerification(page, { projectId: me.projectId, activityId: activity.id, templateId, responsibleId: me.userId, scheduledOn: dayFromToday(3) });

    // Found in the list and opened.
    await page.goto('/app/verifications/list');
    await page.getByRole('textbox', { name: text.search }).fill(activity.description);
    const table = page.getByTestId('verifications-table');
    await table.getByText(activity.description).click();
    await expect(page.getByTestId('verification-detail')).toBeVisible();

    // Its responsible and date are changed.
    await page.getByRole('button', { name: text.edit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.editTitle });
    await dialog.getByTestId('verification-responsible').click();
    await page.getByRole('option', { name: `${other.firstName} ${other.lastName}` }).click();
    const newDate = dayFromToday(12);
    await dialog.getByTestId('verification-scheduled').fill(newDate);
    await shot(page, `${lang}-edit`);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog).toBeHidden();
    const facts = page.getByTestId('verification-facts');
    await expect(facts).toContainText(`${other.firstName} ${other.lastName}`);
    await expect(facts).toContainText(shown(newDate));
    await shot(page, `${lang}-edited`);

    // A photo is attached to the first item, then deleted after confirming.
    const item = page.getByTestId('item-1');
    const chooser = page.waitForEvent('filechooser');
    await item.getByRole('button', { name: text.addPhotos }).click();
    await (await chooser).setFiles({ name: `junta-${lang}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(item.getByTestId('item-photo')).toHaveCount(1);
    await expect.poll(() => item.getByTestId('item-photo').locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(page, `${lang}-photo`);
    await item.getByRole('button', { name: text.deletePhoto(`junta-${lang}.png`) }).click();
    const photoDialog = page.getByRole('dialog', { name: text.deletePhotoTitle });
    await photoDialog.getByTestId('photo-delete-confirm').click();
    await expect(item.getByTestId('item-photo')).toHaveCount(0);

    // The verification is deleted after confirming, and the list no longer finds it.
    await page.getByRole('button', { name: text.delete, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: text.deleteTitle });
    await expect(confirm).toContainText(activity.description);
    await shot(page, `${lang}-delete`);
    await confirm.getByTestId('delete-verification-confirm').click();
    await expect(page).toHaveURL(/\/app\/verifications\/list$/);
    await expect(page.getByTestId('toast-success').filter({ hasText: text.deleted })).toBeVisible();
    await page.getByRole('textbox', { name: text.search }).fill(activity.description);
    // The table's empty state sits beside its <table>, in the same card.
    await expect(page.getByText(text.noMatch)).toBeVisible();
    await expect(table).not.toContainText(activity.description);
  });
}
