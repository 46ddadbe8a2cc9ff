import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ModulePageProps } from '@/components/ui/landing';
import { PageLoader } from '@/components/ui/page-loader';
import { lazyPage } from '@/lib/lazy-page';
import OcinsightsLandingPage from './landing-page';

const UsagePage = lazyPage(() => import('./usage-page'));

/**
 * Usage insights (SPEC §2 `/ocinsights`): the usage dashboard (`uso`); `landing` shows what the module offers. A plan
 * without the module always sees the landing.
 */
export default function OcinsightsModule(props: ModulePageProps) {
  if (props.access === 'plan') return <OcinsightsLandingPage {...props} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<Navigate to="uso" replace />} />
        <Route path="landing" element={<OcinsightsLandingPage {...props} />} />
        <Route path="uso" element={<UsagePage />} />
      </Routes>
    </Suspense>
  );
}
