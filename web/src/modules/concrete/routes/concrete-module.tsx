import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ModulePageProps } from '@/components/ui/landing';
import { PageLoader } from '@/components/ui/page-loader';
import { lazyPage } from '@/lib/lazy-page';
import ConcreteLandingPage from './landing-page';

// The viewer-heavy screens load as chunks of their own on first visit.
const PlacementsPage = lazyPage(() => import('./placements-page'));
const LotsPage = lazyPage(() => import('./lots-page'));
const AdvancePage = lazyPage(() => import('./advance-page'));
const UploaderPage = lazyPage(() => import('./uploader-page'));

/**
 * Concrete (SPEC §2 `/concrete`): placements on the Concrete model (`placements`), the lots with their samples and
 * verdicts (`lots`), the model coloured by state (`advanceBim`) and the model's upload (`uploader`); `landing` shows
 * what the module offers. A plan without the module always sees the landing.
 */
export default function ConcreteModule(props: ModulePageProps) {
  if (props.access === 'plan') return <ConcreteLandingPage {...props} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<Navigate to="placements" replace />} />
        <Route path="landing" element={<ConcreteLandingPage {...props} />} />
        <Route path="placements" element={<PlacementsPage />} />
        <Route path="lots" element={<LotsPage />} />
        <Route path="advanceBim" element={<AdvancePage />} />
        <Route path="uploader" element={<UploaderPage />} />
      </Routes>
    </Suspense>
  );
}
