/**
 * The concrete configuration (`/config/hormigon/…`) on a company of its own per language (es: Chile, NCh 1998; pt:
 * Brazil, NBR 12655): an element kind with its IFC class, a homologated supplier, a type whose strength with two
 * decimals is refused before one with one decimal is created, and a lot limit saved and found kept after a reload
 * (and through the API). Pictures of each screen in both languages and of the lots screen in dark mode.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import type { Lang } from '../support/app';
import { registerCompanyViaApi, signInAs } from '../support/quality-schedule';

test.use({ viewport: { width: 1366, height: 1000 } });

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(5, 5);
  // The viewport, not the full page: the app's shell is fixed, so a full-page picture cuts across it.
  await page.screenshot({ path: join(SHOTS, `concrete-config-${name}.png`), animations: 'disabled', style: '.mantine-Notifications-root { display: none !important; }' });
}

const TEXT = {
  es: {
    name: 'Nombre',
    ifc: 'Clase IFC',
    structural: 'Estructural',
    homologated: 'Homologada',
    special: 'Especial',
    strength: 'Resistencia especificada',
    create: 'Crear',
    yes: 'Sí',
    decimals: 'Usa como máximo un decimal.',
    limit: 'Límite de m3 por lote',
    saved: 'Configuración de hormigón guardada.',
    applies: 'nch1998',
    element: 'Losa',
    supplier: 'Hormigones Andinos',
    type: 'H30',
  },
  pt: {
    name: 'Nome',
    ifc: 'Classe IFC',
    structural: 'Estrutural',
    homologated: 'Homologada',
    special: 'Especial',
    strength: 'Resistência característica',
    create: 'Criar',
    yes: 'Sim',
    decimals: 'Use no máximo uma casa decimal.',
    limit: 'Limite de m3 por lote',
    saved: 'Configuração de concreto salva.',
    applies: 'nbr12655',
    element: 'Laje',
    supplier: 'Concreteira Paulista',
    type: 'C30',
  },
} as const;

async function configure(page: Page, lang: Lang): Promise<void> {
  const text = TEXT[lang];

  // Concrete: an element kind, structural, with its IFC class.
  await page.goto('/app/config/hormigon/concreto');
  const elements = page.getByTestId('concrete-elements');
  await expect(elements.getByTestId('concrete-elements-empty')).toBeVisible();
  await elements.getByTestId('concrete-elements-new').click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: text.name }).fill(text.element);
  await dialog.getByRole('textbox', { name: text.ifc }).fill('IfcSlab');
  await dialog.getByRole('switch', { name: text.structural }).check({ force: true });
  await dialog.getByRole('button', { name: text.create, exact: true }).click();
  await expect(dialog).toBeHidden();
  const element = elements.getByTestId('concrete-elements-row').filter({ hasText: text.element });
  await expect(element).toContainText('IfcSlab');
  await expect(element).toContainText(text.yes);
  await shot(page, `${lang}-concreto`);

  // Companies and types: a homologated supplier; a type refused with two decimals, created with one.
  await page.goto('/app/config/hormigon/empresas-y-tipos');
  await page.getByTestId('concrete-companies-new').click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: text.name }).fill(text.supplier);
  await dialog.getByRole('switch', { name: text.homologated }).check({ force: true });
  await dialog.getByRole('button', { name: text.create, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('concrete-companies-row').filter({ hasText: text.supplier })).toContainText(text.yes);

  await page.getByTestId('concrete-types-new').click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: text.name }).fill(text.type);
  const strength = dialog.getByRole('textbox', { name: new RegExp(text.strength) });
  await strength.fill('30,25');
  await dialog.getByRole('button', { name: text.create, exact: true }).click();
  await expect(dialog.getByText(text.decimals)).toBeVisible();
  await shot(page, `${lang}-type-error`);
  await strength.fill('30,5');
  await dialog.getByRole('button', { name: text.create, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('concrete-types-row').filter({ hasText: text.type })).toContainText('30,5 MPa');
  await shot(page, `${lang}-empresas-y-tipos`);

  // Lots: the standard of the company's country applies; the limit is saved and kept.
  await page.goto('/app/config/hormigon/lotes');
  await expect(page.getByTestId(`concrete-rule-${text.applies}`)).toHaveAttribute('data-applies', 'true');
  const limit = page.getByRole('textbox', { name: new RegExp(text.limit) });
  await expect(limit).toHaveValue('100');
  await limit.fill('150,5');
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith('/api/concrete/settings'));
  await page.getByTestId('concrete-settings-save').click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(text.saved)).toBeVisible();
  await page.reload();
  await expect(limit).toHaveValue('150,5');
  const kept = (await (await page.request.get('/api/concrete/settings')).json()) as { data: { lot_limit_m3: number; standard: string } };
  expect(kept.data).toMatchObject({ lot_limit_m3: 150.5, standard: text.applies });
  await shot(page, `${lang}-lotes`);
}

for (const lang of ['es', 'pt'] as const) {
  test(`concrete configuration (${lang}): element kind, homologated supplier, a type with one decimal, the lot limit kept`, async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const company = await registerCompanyViaApi(api, `hormigon-config-${lang}`, lang);
    await api.dispose();
    await signInAs(page, company, lang);
    await configure(page, lang);

    if (lang === 'pt') {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.getByTestId('concrete-rule-nbr12655')).toBeVisible();
      await shot(page, 'pt-lotes-dark');
      await page.goto('/app/config/hormigon/empresas-y-tipos');
      await expect(page.getByTestId('concrete-types-row')).toBeVisible();
      await shot(page, 'pt-empresas-y-tipos-dark');
    }
  });
}
