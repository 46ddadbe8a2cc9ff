import { useHelpKey } from '@/components/ui/help';
import { ModuleLanding, type ModulePageProps } from '@/components/ui/landing';

/** Tiinsights module entry: its landing page (what the module does, and the upgrade request when locked). */
export default function TiinsightsLandingPage(props: ModulePageProps) {
  useHelpKey('tiinsights.landing');
  return <ModuleLanding {...props} namespace="tiinsights" />;
}
