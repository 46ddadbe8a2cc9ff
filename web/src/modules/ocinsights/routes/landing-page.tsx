import { useHelpKey } from '@/components/ui/help';
import { ModuleLanding, type ModulePageProps } from '@/components/ui/landing';

/** Ocinsights module entry: its landing page (what the module does, and the upgrade request when locked). */
export default function OcinsightsLandingPage(props: ModulePageProps) {
  useHelpKey('ocinsights.landing');
  return <ModuleLanding {...props} namespace="ocinsights" />;
}
