import { useHelpKey } from '@/components/ui/help';
import { ModuleLanding, type ModulePageProps } from '@/components/ui/landing';

/** Quality module entry: its landing page (what the module does, and the upgrade request when locked). */
export default function QualityLandingPage(props: ModulePageProps) {
  useHelpKey('quality.landing');
  return <ModuleLanding {...props} namespace="quality" />;
}
