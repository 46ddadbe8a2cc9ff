import { IconCalendarStats, IconListCheck, IconUpload } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ModulePageProps } from '@/components/ui/landing';
import { ModuleTabs, type ModuleTab } from '@/components/ui/module-tabs';
import { PageLoader } from '@/components/ui/page-loader';
import { lazyPage } from '@/lib/lazy-page';
import { useVerificationRights } from '../components/use-verification-rights';
import { DetailPage } from './detail-page';
import VerificationsLandingPage from './landing-page';
import { ListPage } from './list-page';

const UploaderPage = lazyPage(async () => ({ default: (await import('./uploader-page')).UploaderPage }));
const GanttPage = lazyPage(async () => ({ default: (await import('./gantt-page')).GanttPage }));

const LIST_TAB = { value: 'list', icon: IconListCheck } as const satisfies ModuleTab;
const GANTT_TAB = { value: 'gantt', icon: IconCalendarStats } as const satisfies ModuleTab;
const UPLOADER_TAB = { value: 'uploader', icon: IconUpload } as const satisfies ModuleTab;

function Tabbed({ children }: { children: ReactNode }) {
  const { canUpload } = useVerificationRights();
  const tabs = canUpload ? [LIST_TAB, GANTT_TAB, UPLOADER_TAB] : [LIST_TAB, GANTT_TAB];
  return (
    <>
      <ModuleTabs base="/verifications" namespace="verifications" tabs={tabs} />
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </>
  );
}

/**
 * Verifications and reception (SPEC §2 `/verifications`): the list (`list`), one verification (`:verificationId`),
 * the verifications' Gantt (`gantt`) and the templates and plans (`uploader`); `landing` shows what the module
 * offers. A plan without the module always sees the landing.
 */
export default function VerificationsModule(props: ModulePageProps) {
  if (props.access === 'plan') return <VerificationsLandingPage {...props} />;
  return (
    <Routes>
      <Route index element={<Navigate to="list" replace />} />
      <Route path="landing" element={<VerificationsLandingPage {...props} />} />
      <Route path="list" element={<Tabbed><ListPage /></Tabbed>} />
      <Route path="gantt" element={<Tabbed><GanttPage /></Tabbed>} />
      <Route path="uploader" element={<Tabbed><UploaderPage /></Tabbed>} />
      <Route path=":verificationId" element={<Tabbed><DetailPage /></Tabbed>} />
    </Routes>
  );
}
