import { Tabs } from '@mantine/core';
import { IconCalendarEvent, IconCube, IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import type { ModulePageProps } from '@/components/ui/landing';
import { BimPage } from './bim-page';
import CmanagementLandingPage from './landing-page';
import { SchedulePage } from './schedule-page';
import { TicketPage } from './ticket-page';
import { TicketsPage } from './tickets-page';

const TABS = [
  { value: 'tickets', icon: IconTicket },
  { value: 'schedule', icon: IconCalendarEvent },
  { value: 'bim', icon: IconCube },
] as const;

function CmanagementTabs() {
  const { t } = useTranslation('cmanagement');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.includes(`/cmanagement/${tab.value}`))?.value ?? 'tickets';
  return (
    <Tabs value={current} onChange={(value) => value && void navigate(`/cmanagement/${value}`)} mb="lg">
      <Tabs.List aria-label={t('tabs.label')}>
        {TABS.map(({ value, icon: TabIcon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} />}>
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/**
 * Cmanagement: the tickets (`tickets`, `tickets/:ticketId/general|issues/:issueId?`), the agenda (`schedule`) and the
 * BIM view (`bim/:modelId?`); `landing` shows what the module offers. A plan without Cmanagement always sees the
 * landing.
 */
export default function CmanagementModule(props: ModulePageProps) {
  if (props.access === 'plan') return <CmanagementLandingPage {...props} />;
  return (
    <Routes>
      <Route path="landing" element={<CmanagementLandingPage {...props} />} />
      <Route
        path="*"
        element={
          <>
            <CmanagementTabs />
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
  );
}
