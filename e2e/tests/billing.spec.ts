/**
 * Billing, each language on a company of its own (registered on the trial): its administrator sees the trial's days
 * left, the seats, the modules and no invoice yet, and asks for the full plan; the provider's staff issue it an invoice
 * (a refused amount is told under its field), mark it paid, extend its trial, block and unblock it (and, in Portuguese,
 * move it to the full plan); the administrator then finds the invoice with its PDF. Portuguese runs in dark mode.
 */
import { expect, test, type Page } from '@playwright/test';

import type { Lang } from '../support/app';
import { companyAction, companyRow, darkMode, shot, staffPage } from '../support/billing';
import { registerCompanyViaApi, signInAs, type Company } from '../support/quality-schedule';

const TEXT = {
  es: {
    trial: 'Prueba de 30 días',
    full: 'Plan completo',
    noInvoices: 'Aún no hay facturas emitidas.',
    sent: 'Solicitud de plan completo enviada el',
    amount: '450000',
    tooMuch: '200000000000',
    formatted: '450.000 CLP',
    issued: /Factura (OB-\d{4}-\d{5}) emitida a/,
    paid: 'Pagada',
    blocked: 'Bloqueada',
    active: 'Activa',
    fullOption: 'Completo',
    close: 'Cerrar',
  },
  pt: {
    trial: 'Avaliação de 30 dias',
    full: 'Plano completo',
    noInvoices: 'Ainda não há faturas emitidas.',
    sent: 'Solicitação do plano completo enviada em',
    amount: '1999,90',
    tooMuch: '200000000000',
    formatted: 'R$ 1.999,90',
    issued: /Fatura (OB-\d{4}-\d{5}) emitida para/,
    paid: 'Paga',
    blocked: 'Bloqueada',
    active: 'Ativa',
    fullOption: 'Completo',
    close: 'Fechar',
  },
} as const;

/** Intl writes a no-break space in some amounts: compared as a plain one. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The administrator's screen of a company just registered: trial, one seat, every module, no invoice; the request. */
async function firstLook(page: Page, lang: Lang): Promise<void> {
  await page.goto('/app/billing');
  await expect(page).toHaveURL(/\/app\/billing\/plan$/);
  const plan = page.getByTestId('billing-plan');
  await expect(plan.getByTestId('billing-plan-name')).toHaveText(TEXT[lang].trial);
  const days = Number(await plan.getByTestId('trial-gauge').getAttribute('data-days-left'));
  expect(days).toBeGreaterThanOrEqual(29);
  expect(days).toBeLessThanOrEqual(30);
  await expect(page.getByTestId('seats-used')).toHaveText('1');
  await expect(page.getByTestId('billing-module')).not.toHaveCount(0);
  await expect(page.locator('[data-testid="billing-module"][data-included="false"]')).toHaveCount(0);
  await expect(page.getByTestId('billing-invoices')).toContainText(TEXT[lang].noInvoices);
  await shot(page, `billing-plan-empty-${lang}`);

  await page.getByTestId('upgrade-request').click();
  const status = page.getByTestId('upgrade-status');
  await expect(status).toHaveAttribute('data-status', 'sent');
  await expect(status).toContainText(TEXT[lang].sent);
}

/** The staff's turn on the company: invoice (refused, then issued and paid), trial, block and unblock, plan. */
async function staffActions(staff: Page, name: string, lang: Lang): Promise<string> {
  await staff.goto('/app/billing/empresas');
  const row = await companyRow(staff, name);
  await expect(row.getByTestId('company-plan')).toHaveAttribute('data-plan', 'trial');
  await shot(staff, `billing-companies-${lang}`);

  await companyAction(staff, row, 'invoice');
  const form = staff.getByTestId('invoice-form');
  await form.getByTestId('invoice-period-start').fill('2026-01-01');
  await form.getByTestId('invoice-period-end').fill('2026-01-31');
  // Over the server's limit: its message stands under the amount.
  await form.getByTestId('invoice-amount-input').fill(TEXT[lang].tooMuch);
  await form.getByTestId('invoice-issue').click();
  await expect(form.locator('.mantine-NumberInput-error')).toBeVisible();
  await shot(staff, `billing-invoice-error-${lang}`);
  await form.getByTestId('invoice-amount-input').fill(TEXT[lang].amount);
  await expect(form.getByTestId('invoice-preview')).toBeVisible();
  await form.getByTestId('invoice-issue').click();
  await expect(form).toBeHidden();
  const toast = staff.getByTestId('toast-success').filter({ hasText: TEXT[lang].issued });
  await expect(toast).toBeVisible();
  const number = TEXT[lang].issued.exec((await toast.textContent()) ?? '')?.[1] ?? '';
  expect(number).not.toBe('');

  await companyAction(staff, row, 'invoices');
  const invoices = staff.getByTestId('company-invoices-table');
  const invoice = invoices.locator('tbody tr', { hasText: number });
  await expect(invoice).toHaveCount(1);
  // Staff download any company's invoice.
  const href = (await invoice.getByTestId('invoice-pdf').getAttribute('href')) ?? '';
  expect(href).toMatch(/\/api\/billing\/invoices\/[0-9a-f-]+\/pdf$/);
  const pdf = await staff.request.get(href);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
  await invoice.getByTestId('invoice-status-menu').click();
  await staff.getByTestId('invoice-mark-paid').click();
  await expect(invoice.getByTestId('invoice-status')).toHaveText(TEXT[lang].paid);
  await staff.getByRole('dialog').getByRole('button', { name: TEXT[lang].close }).click();
  await expect(invoices).toBeHidden();

  const before = Number(await row.getByTestId('company-trial').getAttribute('data-days-left'));
  await companyAction(staff, row, 'trial');
  const trial = staff.getByTestId('trial-form');
  await trial.getByTestId('trial-days').fill('10');
  await expect(trial.getByTestId('trial-new-end')).toBeVisible();
  await trial.getByTestId('trial-save').click();
  await expect(trial).toBeHidden();
  await expect(row.getByTestId('company-trial')).toHaveAttribute('data-days-left', String(before + 10));

  await companyAction(staff, row, 'block');
  await staff.getByTestId('confirm-block').click();
  await expect(row.getByTestId('company-state')).toHaveText(TEXT[lang].blocked);
  await expect(row).toHaveAttribute('data-blocked', 'true');
  await companyAction(staff, row, 'block');
  await staff.getByTestId('confirm-unblock').click();
  await expect(row.getByTestId('company-state')).toHaveText(TEXT[lang].active);

  if (lang === 'pt') {
    await companyAction(staff, row, 'plan');
    const plan = staff.getByTestId('plan-form');
    await plan.getByText(TEXT[lang].fullOption, { exact: true }).click();
    await plan.getByTestId('plan-save').click();
    await expect(plan).toBeHidden();
    await expect(row.getByTestId('company-plan')).toHaveAttribute('data-plan', 'full');
  }
  await shot(staff, `billing-companies-after-${lang}`);
  return number;
}

/** The administrator, signed in again (a block ends the company's sessions), finds the paid invoice and its PDF. */
async function invoiceFound(page: Page, company: Company, number: string, lang: Lang): Promise<void> {
  await signInAs(page, company, lang);
  await page.goto('/app/billing/plan');
  if (lang === 'pt') await expect(page.getByTestId('billing-plan-name')).toHaveText(TEXT[lang].full);
  const row = page.getByTestId('invoices-table').locator('tbody tr', { hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('invoice-status')).toHaveText(TEXT[lang].paid);
  expect(plain(await row.getByTestId('invoice-amount').textContent())).toBe(TEXT[lang].formatted);
  const href = await row.getByTestId('invoice-pdf').getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await shot(page, `billing-plan-${lang}${lang === 'pt' ? '-dark' : ''}`);
}

for (const lang of ['es', 'pt'] as const) {
  test(`${lang}: the administrator follows the plan and invoices; the provider's staff bill and manage the company`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const tag = `billing-${lang}-${Date.now().toString(36)}`;
    const company = await registerCompanyViaApi(page.request, tag, lang);
    const name = `Constructora ${tag}`;
    await signInAs(page, company, lang);
    if (lang === 'pt') await darkMode(page);
    await firstLook(page, lang);

    const staff = await staffPage(browser, lang);
    try {
      if (lang === 'pt') await darkMode(staff.page);
      const number = await staffActions(staff.page, name, lang);
      await invoiceFound(page, company, number, lang);
    } finally {
      await staff.context.close();
    }
  });
}
