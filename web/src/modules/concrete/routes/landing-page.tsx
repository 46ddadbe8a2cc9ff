import { useHelpKey } from '@/components/ui/help';
import { ModuleLanding, type ModulePageProps } from '@/components/ui/landing';

/** Concrete module entry: its landing page (what the module does, and the upgrade request when locked). */
export default function ConcreteLandingPage(props: ModulePageProps) {
  useHelpKey('concrete.landing');
  return <ModuleLanding {...props} namespace="concrete" />;
}
