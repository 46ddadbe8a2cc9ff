import { IconCalendarEvent, IconCube, IconTicket } from '@tabler/icons-react';
import { Navigate, Route, Routes } from 'react-router';
import { TicketCoreProvider } from '@/components/tickets/ticket-core';
import type { ModulePageProps } from '@/components/ui/landing';
import { ModuleTabs, type ModuleTab } from '@/components/ui/module-tabs';
import { cmTicketCore } from '../api/ticket-core';
import { BimPage } from './bim-page';
import CmanagementLandingPage from './landing-page';
import { SchedulePage } from './schedule-page';
import { TicketPage } from './ticket-page';
import { TicketsPage } from './tickets-page';

const TABS = [
  { value: 'tickets', icon: IconTicket },
  { value: 'schedule', icon: IconCalendarEvent },
  { value: 'bim', icon: IconCube },
] as const satisfies readonly ModuleTab[];


/**
 * Cmanagement: the tickets (`tickets`, `tickets/:ticketId/general|issues/:issueId?`), the agenda (`schedule`) and the
 * BIM view (`bim/:modelId?`); `landing` shows what the module offers. A plan without Cmanagement always sees the
 * landing.
 */
export default function CmanagementModule(props: ModulePageProps) {
  if (props.access === 'plan') return <CmanagementLandingPage {...props} />;
  return (
    <TicketCoreProvider value={cmTicketCore}>
      <Routes>
        <Route path="landing" element={<CmanagementLandingPage {...props} />} />
        <Route
          path="*"
          element={
            <>
              <ModuleTabs base="/cmanagement" namespace="cmanagement" tabs={TABS} />
              <Routes>
                <Route index element={<Navigate to="tickets" replace />} />
                <Route path="tickets" element={<TicketsPage />} />
                <Route path="tickets/:ticketId/*" element={<TicketPage />} />
                <Route path="schedule" element={<SchedulePage />} />
                <Route path="bim/:modelId?" element={<BimPage />} />
              </Routes>
            </>
          }
        />
      </Routes>
    </TicketCoreProvider>
  );
}
