import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ModulePageProps } from '@/components/ui/landing';
import { PageLoader } from '@/components/ui/page-loader';
import { lazyPage } from '@/lib/lazy-page';
import { QualityTabs } from '../components/quality-tabs';
import { ActivitiesPage } from './activities-page';
import QualityLandingPage from './landing-page';

// The Gantt and the 4D view carry their own heavy pieces: chunks of their own, loaded on first visit.
const GanttPage = lazyPage(async () => ({ default: (await import('./gantt-page')).GanttPage }));
const QualityBimPage = lazyPage(async () => ({ default: (await import('./bim-page')).QualityBimPage }));

function Tabbed({ children }: { children: ReactNode }) {
  return (
    <>
      <QualityTabs />
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
      <Route path="construction-progress/gantt" element={<Tabbed><GanttPage /></Tabbed>} />
      <Route path="construction-progress/bim/:modelId?" element={<Tabbed><QualityBimPage /></Tabbed>} />
      <Route path="gantt" element={<Tabbed><GanttPage /></Tabbed>} />
      <Route path="bim/:modelId?" element={<Tabbed><QualityBimPage /></Tabbed>} />
    </Routes>
  );
}
