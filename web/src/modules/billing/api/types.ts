/**
 * Wire types of billing (`/billing`) and of the provider's company administration, read from the generated OpenAPI
 * schema. The schema writes the closed sets (plan, currency, invoice status) as strings; the narrow names below are
 * what the server sends, and the `as…` readers keep a screen standing on a value it does not know.
 */
import type { Schema } from '@/api/schemas';

export type BillingOut = Schema<'BillingOut'>;
export type InvoiceOut = Schema<'InvoiceOut'>;
export type AdminCompanyOut = Schema<'AdminCompanyOut'>;
export type PlanIn = Schema<'PlanIn'>;
export type InvoiceIn = Schema<'InvoiceIn'>;

export type Plan = 'free' | 'trial' | 'full';
export const PLANS: readonly Plan[] = ['free', 'trial', 'full'];
/** A plan as the server names it; anything else reads as the free plan. */
export const asPlan = (value: string): Plan => (PLANS as readonly string[]).find((plan) => plan === value) as Plan | undefined ?? 'free';

export type Currency = 'CLP' | 'BRL' | 'USD';
export const CURRENCIES: readonly Currency[] = ['CLP', 'BRL', 'USD'];

export type InvoiceStatus = 'issued' | 'paid' | 'void';
export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['issued', 'paid', 'void'];
/** An invoice's status as the server names it; anything else reads as issued. */
export const asInvoiceStatus = (value: string): InvoiceStatus =>
  (INVOICE_STATUSES as readonly string[]).find((status) => status === value) as InvoiceStatus | undefined ?? 'issued';

export const billingQueryKey = ['billing'] as const;
export const adminCompaniesQueryKey = ['billing', 'admin', 'companies'] as const;
export const companyInvoicesQueryKey = (companyId: string) => ['billing', 'admin', 'companies', companyId, 'invoices'] as const;

/** Where the browser downloads an invoice's PDF (a plain link: the session cookie authorises it). */
export function invoicePdfUrl(id: string): string {
  return `/api/billing/invoices/${encodeURIComponent(id)}/pdf`;
}
