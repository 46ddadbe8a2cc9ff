import { usePrefetchQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ModulePageProps } from '@/components/ui/landing';
import { PageLoader } from '@/components/ui/page-loader';
import { ganttQueryOptions } from '../api/gantt-get';
import { loadChart } from '../components/gantt/load-chart';
import { QualityTabs } from '../components/quality-tabs';
import { useQualityRights } from '../components/use-quality-rights';
import QualityLandingPage from './landing-page';
import { ActivitiesPage, GanttPage, QualityBimPage } from './pages';

/** For the start-up: the chunks of the screen being opened (see app/routes/preload-route). */
export { preloadRoute } from './pages';

/**
 * Asks for the schedule and the chart's code while the Gantt page's own code is still on its way: during render, not
 * in an effect (effects wait for the paint after the commit, a visible delay on a loaded machine).
 */
function PrefetchGantt() {
  const { projectId } = useQualityRights();
  return projectId === '' ? null : <PrefetchSchedule projectId={projectId} />;
}

function PrefetchSchedule({ projectId }: { projectId: string }) {
  usePrefetchQuery(ganttQueryOptions(projectId));
  void loadChart().catch(() => undefined);
  return null;
}

function Tabbed({ children, gantt = false }: { children: ReactNode; gantt?: boolean }) {
  return (
    <>
      <QualityTabs />
      {gantt && <PrefetchGantt />}
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </>
  );
}

/**
 * Quality and construction progress (SPEC §2 `/quality`): the activity list (`construction-progress/list`), the
 * Gantt (`construction-progress/gantt` and `gantt`) and the 4D BIM view (`construction-progress/bim/:modelId?` and
 * `bim/:modelId?`) under one tab bar; `landing` shows what the module offers. A plan without the module always sees
 * the landing.
 */
export default function QualityModule(props: ModulePageProps) {
  if (props.access === 'plan') return <QualityLandingPage {...props} />;
  return (
    <Routes>
      <Route path="landing" element={<QualityLandingPage {...props} />} />
      <Route path="construction-progress" element={<Navigate to="list" replace />} />
      <Route path="construction-progress/list" element={<Tabbed><ActivitiesPage /></Tabbed>} />
      <Route path="construction-progress/gantt" element={<Tabbed gantt><GanttPage /></Tabbed>} />
      <Route path="construction-progress/bim/:modelId?" element={<Tabbed><QualityBimPage /></Tabbed>} />
      <Route path="gantt" element={<Tabbed gantt><GanttPage /></Tabbed>} />
      <Route path="bim/:modelId?" element={<Tabbed><QualityBimPage /></Tabbed>} />
    </Routes>
  );
}
