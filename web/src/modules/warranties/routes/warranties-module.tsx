import { IconCalendarEvent, IconLayoutDashboard, IconListDetails } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ModulePageProps } from '@/components/ui/landing';
import { ModuleTabs, type ModuleTab } from '@/components/ui/module-tabs';
import { PageLoader } from '@/components/ui/page-loader';
import { lazyPage } from '@/lib/lazy-page';
import WarrantiesLandingPage from './landing-page';
import { UnitPage } from './unit-page';
import { UnitsPage } from './units-page';

// The dashboard and the agenda are chunks of their own, loaded on first visit.
const DashboardPage = lazyPage(() => import('./dashboard-page'));
const AgendaPage = lazyPage(() => import('./agenda-page'));

const TABS = [
  { value: 'dashboard', icon: IconLayoutDashboard },
  { value: 'fichas', icon: IconListDetails },
  { value: 'agenda', icon: IconCalendarEvent },
] as const satisfies readonly ModuleTab[];

function Tabbed({ children }: { children: ReactNode }) {
  return (
    <>
      <ModuleTabs base="/warranties" namespace="warranties" tabs={TABS} />
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </>
  );
}

/**
 * Warranties, deliveries half: the dashboard, the units (`fichas`, `ficha/:unitId/*`) and the visits' agenda;
 * `landing` shows what the module offers. A plan without the module always sees the landing. The after-sales
 * routes of the route table (solicitudes, estadisticas…) come with a later issue: until then they open the dashboard.
 */
export default function WarrantiesModule(props: ModulePageProps) {
  if (props.access === 'plan') return <WarrantiesLandingPage {...props} />;
  return (
    <Routes>
      <Route path="landing" element={<WarrantiesLandingPage {...props} />} />
      <Route path="ficha/:unitId/*" element={<UnitPage />} />
      <Route path="fichas" element={<Tabbed><UnitsPage /></Tabbed>} />
      <Route path="agenda" element={<Tabbed><AgendaPage /></Tabbed>} />
      <Route path="dashboard/*" element={<Tabbed><DashboardPage /></Tabbed>} />
      <Route path="*" element={<Navigate to="/warranties/dashboard" replace />} />
    </Routes>
  );
}
