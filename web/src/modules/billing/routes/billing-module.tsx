import { IconBuildingSkyscraper, IconCreditCard } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ModulePageProps } from '@/components/ui/landing';
import { ModuleTabs, type ModuleTab } from '@/components/ui/module-tabs';
import { NoPermissionPage } from '@/components/ui/no-permission-page';
import { PageLoader } from '@/components/ui/page-loader';
import { lazyPage } from '@/lib/lazy-page';
import { useMe } from '@/lib/session';
import BillingLandingPage from './landing-page';

const PlanPage = lazyPage(() => import('./plan-page'));
const CompaniesPage = lazyPage(() => import('./companies-page'));

const PLAN_TAB = { value: 'plan', icon: IconCreditCard } as const satisfies ModuleTab;
const COMPANIES_TAB = { value: 'empresas', icon: IconBuildingSkyscraper } as const satisfies ModuleTab;

function Tabbed({ staff, children }: { staff: boolean; children: ReactNode }) {
  return (
    <>
      {staff && <ModuleTabs base="/billing" namespace="billing" tabs={[PLAN_TAB, COMPANIES_TAB]} />}
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </>
  );
}

/**
 * Billing (SPEC §2 `/billing`, every plan): the company's plan, seats, modules and invoices (`plan`); the provider's
 * staff also administer every company's plan, trial, block and invoices (`empresas`). `landing` shows what the module
 * offers.
 */
export default function BillingModule(props: ModulePageProps) {
  const { user, permissions } = useMe();
  if (props.access === 'plan') return <BillingLandingPage {...props} />;
  // As the server decides: a super-admin holding the technical-insights key.
  const staff = user.is_superadmin && permissions.includes('ryr');
  return (
    <Routes>
      <Route path="landing" element={<BillingLandingPage {...props} />} />
      <Route path="plan" element={<Tabbed staff={staff}><PlanPage /></Tabbed>} />
      <Route path="empresas" element={staff ? <Tabbed staff><CompaniesPage /></Tabbed> : <NoPermissionPage />} />
      <Route path="*" element={<Navigate to="/billing/plan" replace />} />
    </Routes>
  );
}
