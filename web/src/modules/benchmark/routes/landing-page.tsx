import { useHelpKey } from '@/components/ui/help';
import { ModuleLanding, type ModulePageProps } from '@/components/ui/landing';

/** Benchmark module entry: its landing page (what the module does, and the upgrade request when locked). */
export default function BenchmarkLandingPage(props: ModulePageProps) {
  useHelpKey('benchmark.landing');
  return <ModuleLanding {...props} namespace="benchmark" />;
}
