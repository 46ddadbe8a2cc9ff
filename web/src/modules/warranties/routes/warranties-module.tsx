import { IconCalendarEvent, IconChartBar, IconLayoutDashboard, IconListDetails, IconMessageReport } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { TicketCoreProvider } from '@/components/tickets/ticket-core';
import type { ModulePageProps } from '@/components/ui/landing';
import { ModuleTabs, type ModuleTab } from '@/components/ui/module-tabs';
import { PageLoader } from '@/components/ui/page-loader';
import { lazyPage } from '@/lib/lazy-page';
import { requestTicketCore } from '../api/requests/ticket-core';
import WarrantiesLandingPage from './landing-page';
import { RequestsPage } from './requests-page';
import { UnitPage } from './unit-page';
import { UnitsPage } from './units-page';

// The dashboard, the agenda and a request's screens are chunks of their own, loaded on first visit.
const DashboardPage = lazyPage(() => import('./dashboard-page'));
const AgendaPage = lazyPage(() => import('./agenda-page'));
const CreateRequestPage = lazyPage(() => import('./create-request-page'));
const RequestPage = lazyPage(() => import('./request-page'));
const StatisticsPage = lazyPage(() => import('./statistics-page'));

const TABS = [
  { value: 'dashboard', icon: IconLayoutDashboard },
  { value: 'fichas', icon: IconListDetails },
  { value: 'solicitudes', icon: IconMessageReport },
  { value: 'agenda', icon: IconCalendarEvent },
  { value: 'estadisticas', icon: IconChartBar },
] as const satisfies readonly ModuleTab[];

function Tabbed({ children }: { children: ReactNode }) {
  return (
    <>
      <ModuleTabs base="/warranties" namespace="warranties" tabs={TABS} />
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </>
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}

/**
 * Warranties: the dashboard, the units (`fichas`, `ficha/:unitId/*`), the after-sales requests (`solicitudes`,
 * `solicitud/crear`, `solicitud/:solicitudId/*`), the visits' agenda and the after-sales statistics (`estadisticas`); `landing` shows what the module offers. A
 * plan without the module always sees the landing. Requests are tickets of the ticket core, whose shared screens
 * read this module's API and words from the provider.
 */
export default function WarrantiesModule(props: ModulePageProps) {
  if (props.access === 'plan') return <WarrantiesLandingPage {...props} />;
  return (
    <TicketCoreProvider value={requestTicketCore}>
      <Routes>
        <Route path="landing" element={<WarrantiesLandingPage {...props} />} />
        <Route path="ficha/:unitId/*" element={<UnitPage />} />
        <Route path="fichas" element={<Tabbed><UnitsPage /></Tabbed>} />
        <Route path="solicitudes" element={<Tabbed><RequestsPage /></Tabbed>} />
        <Route path="solicitud/crear" element={<Lazy><CreateRequestPage /></Lazy>} />
        <Route path="solicitud/:solicitudId/*" element={<Lazy><RequestPage /></Lazy>} />
        <Route path="agenda" element={<Tabbed><AgendaPage /></Tabbed>} />
        <Route path="dashboard/*" element={<Tabbed><DashboardPage /></Tabbed>} />
        <Route path="estadisticas" element={<Tabbed><StatisticsPage /></Tabbed>} />
        <Route path="*" element={<Navigate to="/warranties/dashboard" replace />} />
      </Routes>
    </TicketCoreProvider>
  );
}
