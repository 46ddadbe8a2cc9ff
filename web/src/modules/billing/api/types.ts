/**
 * Wire types of billing (`/billing`) and of the provider's company administration, written by hand from the issue's
 * API contract until `schema.gen.ts` carries BillingOut, InvoiceOut and AdminCompanyOut; then they become
 * `Schema<'…'>` aliases.
 */
import type { ActivationRequest } from '@/lib/activation';

export type Plan = 'free' | 'trial' | 'full';
export const PLANS: readonly Plan[] = ['free', 'trial', 'full'];

/** The modules a plan may include, in the order the plan card lists them. */
export type BillingModule = 'concrete' | 'cbox' | 'cmanagement' | 'quality' | 'verifications' | 'warranties' | 'billing' | 'ocinsights' | 'benchmark';

export type Currency = 'CLP' | 'BRL' | 'USD';
export const CURRENCIES: readonly Currency[] = ['CLP', 'BRL', 'USD'];

export type InvoiceStatus = 'issued' | 'paid' | 'void';

export interface InvoiceOut {
  id: string;
  number: string;
  /** `YYYY-MM-DD`. */
  period_start: string;
  /** `YYYY-MM-DD`, the period's last day. */
  period_end: string;
  plan: Plan;
  seats: number;
  /** Minor units (cents); CLP has none, yet pesos are sent times 100 too. */
  amount_cents: number;
  currency: Currency;
  status: InvoiceStatus;
  /** RFC 3339. */
  created_at: string;
}

export interface BillingOut {
  company: { id: string; name: string; country: string };
  /** The contracted plan. */
  plan: Plan;
  /** The plan in force: an expired trial is free. */
  effective_plan: Plan;
  /** RFC 3339: the instant the trial ends. */
  trial_ends_at: string | null;
  /** Whole days left of a running trial (0 on its last day); null when none runs. */
  trial_days_left: number | null;
  blocked: boolean;
  /** `max` null: no limit. */
  seats: { used: number; max: number | null };
  modules: { module: BillingModule; included: boolean }[];
  /** The company's open upgrade request, if any. */
  upgrade_request: ActivationRequest | null;
  invoices: InvoiceOut[];
}

export interface AdminCompanyOut {
  id: string;
  name: string;
  country: string;
  plan: Plan;
  effective_plan: Plan;
  trial_ends_at: string | null;
  trial_days_left: number | null;
  blocked: boolean;
  seats_used: number;
  max_users: number | null;
  created_at: string;
}

export interface PlanIn {
  plan: Plan;
  /** RFC 3339, the trial's end (the server's default: 30 days from now); ignored for other plans. */
  trial_ends_at?: string | null;
}

export interface InvoiceIn {
  period_start: string;
  period_end: string;
  amount_cents: number;
  currency: Currency;
}

export interface InvoiceStatusIn {
  status: InvoiceStatus;
}

export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['issued', 'paid', 'void'];

export const billingQueryKey = ['billing'] as const;
export const adminCompaniesQueryKey = ['billing', 'admin', 'companies'] as const;
export const companyInvoicesQueryKey = (companyId: string) => ['billing', 'admin', 'companies', companyId, 'invoices'] as const;

/** Where the browser downloads an invoice's PDF (a plain link: the session cookie authorises it). */
export function invoicePdfUrl(id: string): string {
  return `/api/billing/invoices/${encodeURIComponent(id)}/pdf`;
}
