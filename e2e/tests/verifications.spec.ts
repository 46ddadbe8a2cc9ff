/**
 * Verifications and reception along a person's clicks, in Spanish and Portuguese, as the demo admin (verified e-mail,
 * so the signatures are accepted) on an activity of the spec's own: a template is created with two items, a
 * verification of it; one item complies, the other fails with its observation; the activity's reception is refused
 * while that observation is open; the observation is closed, the verification signed and closed, and the reception
 * closed. The list and the Gantt show it; a phone-width picture in dark mode too. A unit's reception opened for an
 * activity shows on the deliveries' unit page, in its recepción tab.
 */
import { expect, test } from '@playwright/test';

import { signIn, type Lang } from '../support/app';
import { createUnit, drawOn } from '../support/deliveries';
import { xsrf } from '../support/users';
import { activeProject, createActivity, dayFromToday, shot, TEXT } from '../support/verifications';

test.use({ viewport: { width: 1280, height: 900 } });

const stamp = Date.now().toString(36);

for (const lang of ['es', 'pt'] as const satisfies readonly Lang[]) {
  test(`a verification from template to reception (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    await signIn(page, 'admin', lang);
    const activity = await createActivity(page, `Verif e2e ${lang} ${stamp}`);
    const templateName = `Planilla e2e ${lang} ${stamp}`;

    // The module opens on its list.
    await page.goto('/app/verifications');
    await expect(page).toHaveURL(/\/app\/verifications\/list$/);

    // A template with two items.
    await page.goto('/app/verifications/uploader');
    await page.getByTestId('new-template').click();
    const form = page.getByTestId('template-form');
    await form.getByTestId('template-name').fill(templateName);
    await form.getByTestId('template-item-0').fill('Plomo y alineación');
    await form.getByRole('button', { name: text.addItem }).click();
    await form.getByTestId('template-item-1').fill('Juntas selladas');
    await form.getByTestId('template-submit').click();
    await expect(page.getByTestId('template-drawer')).toBeVisible();
    await expect(page.getByTestId('template-items')).toContainText('Juntas selladas');
    await shot(page, `${lang}-template`);
    await page.keyboard.press('Escape');

    // A verification of the activity with it.
    await page.goto('/app/verifications/list');
    await page.getByTestId('new-verification').click();
    const dialog = page.getByTestId('new-verification-form');
    await dialog.getByTestId('verification-activity').fill(activity.description);
    await page.getByRole('option', { name: new RegExp(activity.description) }).click();
    await dialog.getByTestId('verification-template').click();
    await page.getByRole('option', { name: new RegExp(templateName) }).click();
    await shot(page, `${lang}-new`);
    await dialog.getByTestId('verification-submit').click();
    await expect(page.getByTestId('verification-detail')).toBeVisible();

    // One item complies; the other fails with its observation.
    await page.getByTestId('item-1').getByRole('button', { name: text.complies }).click();
    await expect(page.getByTestId('item-1').getByTestId('item-result')).toHaveText(text.complies);
    const second = page.getByTestId('item-2');
    await second.getByRole('button', { name: text.failure }).click();
    await second.getByLabel(text.obsDescription).fill('Sellar la junta del eje 3');
    await second.getByLabel(text.deadline).fill(dayFromToday(7));
    await shot(page, `${lang}-failure-form`);
    await second.getByTestId('failure-submit').click();
    await expect(second.getByTestId('item-result')).toHaveText(text.failure);

    // The reception is refused while the observation is open.
    await page.getByRole('tab', { name: text.receptionTab }).click();
    await page.getByTestId('reception-create').click();
    await page.getByTestId('reception-close').click();
    await drawOn(page.getByTestId('reception-signature'));
    await page.getByTestId('reception-close-submit').click();
    await expect(page.getByTestId('reception-refusal')).toBeVisible();
    await shot(page, `${lang}-reception-refused`);
    await page.keyboard.press('Escape');

    // The observation is closed.
    await page.getByRole('tab', { name: text.observationsTab }).click();
    await page.getByTestId('observation-close').click();
    await page.getByLabel(text.obsNote).fill('Junta sellada y revisada');
    await page.getByTestId('observation-close-submit').click();
    await expect(page.getByTestId('observation-state')).toHaveText(text.closed);

    // The verification is signed and closed.
    await page.getByTestId('verification-close').click();
    await drawOn(page.getByTestId('signature-canvas'));
    await page.getByTestId('close-verification-submit').click();
    await expect(page.getByTestId('verification-state')).toHaveText(text.closed);
    await expect(page.getByTestId('verification-close')).toBeHidden();
    await shot(page, `${lang}-closed`);

    // Now the reception closes.
    await page.getByRole('tab', { name: text.receptionTab }).click();
    await page.getByTestId('reception-close').click();
    await drawOn(page.getByTestId('reception-signature'));
    await page.getByTestId('reception-close-submit').click();
    await expect(page.getByTestId('reception-state')).toHaveText(text.received);
    await shot(page, `${lang}-received`);

    // The list and the Gantt show it; a phone in dark mode.
    await page.goto('/app/verifications/list');
    await expect(page.getByTestId('verifications-table')).toContainText(activity.description);
    await shot(page, `${lang}-list`);
    await page.goto('/app/verifications/gantt');
    await expect(page.getByTestId('verifications-gantt')).toContainText(activity.description);
    await shot(page, `${lang}-gantt`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/verifications/list');
    await expect(page.getByTestId('verifications-table')).toBeVisible();
    await shot(page, `${lang}-phone-dark`);
  });
}

for (const lang of ['es', 'pt'] as const satisfies readonly Lang[]) {
  test(`a unit's work reception shows on its deliveries page (${lang})`, async ({ page }) => {
    const text = TEXT[lang];
    await signIn(page, 'admin', lang);
    const projectId = await activeProject(page);
    const unit = await createUnit(page.request, projectId, { name: `VR-${lang}-${stamp}` });
    // Before any reception, the tab says so.
    await page.goto(`/app/warranties/ficha/${unit.id}/recepcion`);
    await expect(page.getByTestId('work-receptions-empty')).toBeVisible();
    const activity = await createActivity(page, `Tabiques unidad ${lang} ${stamp}`);
    const opened = await page.request.post(`/api/verifications/receptions?projectId=${projectId}`, { headers: await xsrf(page.request), data: { activity_id: activity.id, unit_id: unit.id } });
    expect(opened.status(), await opened.text()).toBe(201);
    await page.reload();
    const card = page.getByTestId('work-receptions');
    await expect(card.getByRole('heading', { name: text.workReceptions })).toBeVisible();
    const row = card.getByTestId('work-reception');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(activity.description);
    await expect(row).toContainText(text.open);
    await shot(page, `${lang}-unit-work-reception`);
  });
}
