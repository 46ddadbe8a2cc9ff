/**
 * Reception settings (`/config/recepciones`) on a company of its own per language: the three switches start as the
 * defaults, one is turned off and saved, and a reload (and the API) show it kept; the save button waits for a change.
 */
import { expect, test } from '@playwright/test';

import { signIn, type NewCompany } from '../support/app';
import { freshCompany, shot } from '../support/quality';

test.use({ viewport: { width: 1280, height: 860 } });

const TEXT = {
  es: { title: 'Recepciones', signature: 'Exigir firma al recepcionar', photos: 'Exigir foto al marcar una falla', saved: 'Configuración guardada.' },
  pt: { title: 'Recebimentos', signature: 'Exigir assinatura ao receber', photos: 'Exigir foto ao marcar uma falha', saved: 'Configuração salva.' },
} as const;

for (const lang of ['es', 'pt'] as const) {
  test.describe(`reception settings (${lang})`, () => {
    let account: NewCompany;
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(120_000);
      account = await freshCompany(browser, `recepciones-${lang}`);
    });

    test('turns the signature off, saves it and finds it kept after a reload', async ({ page }) => {
      const text = TEXT[lang];
      await signIn(page, account.email, lang, account.password);
      await page.goto('/app/config/recepciones');
      const settings = page.getByTestId('reception-settings-page');
      await expect(settings.getByRole('heading', { name: text.title })).toBeVisible();
      const signature = settings.getByRole('switch', { name: text.signature });
      await expect(signature).toBeChecked();
      await expect(settings.getByRole('switch', { name: text.photos })).not.toBeChecked();
      const save = settings.getByTestId('reception-settings-save');
      await expect(save).toBeDisabled();
      await shot(page, `config-receptions-${lang}`);

      await signature.click({ force: true });
      await expect(signature).not.toBeChecked();
      const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/verifications/reception-settings'));
      await save.click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByText(text.saved)).toBeVisible();
      await expect(save).toBeDisabled();

      await page.reload();
      await expect(settings.getByRole('switch', { name: text.signature })).not.toBeChecked();
      const me = (await (await page.request.get('/api/me')).json()) as { data?: { active_project_id?: string }; active_project_id?: string };
      const projectId = me.data?.active_project_id ?? me.active_project_id;
      const kept = await page.request.get(`/api/verifications/reception-settings?projectId=${projectId}`);
      expect(kept.status()).toBe(200);
      expect(((await kept.json()) as { data: { signature_required: boolean } }).data.signature_required).toBe(false);
    });
  });
}
