import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ModulePageProps } from '@/components/ui/landing';
import { PageLoader } from '@/components/ui/page-loader';
import { lazyPage } from '@/lib/lazy-page';
import BenchmarkLandingPage from './landing-page';

const ComparisonPage = lazyPage(() => import('./comparison-page'));

/**
 * Benchmark (SPEC §2 `/benchmark`): the company's figures against the sector's, anonymised (`comparacion`); `landing`
 * shows what the module offers. A plan without the module always sees the landing.
 */
export default function BenchmarkModule(props: ModulePageProps) {
  if (props.access === 'plan') return <BenchmarkLandingPage {...props} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="landing" element={<BenchmarkLandingPage {...props} />} />
        <Route path="comparacion" element={<ComparisonPage />} />
        <Route path="*" element={<Navigate to="/benchmark/comparacion" replace />} />
      </Routes>
    </Suspense>
  );
}
