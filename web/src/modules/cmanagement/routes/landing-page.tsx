import { useHelpKey } from '@/components/ui/help';
import { ModuleLanding, type ModulePageProps } from '@/components/ui/landing';

/** Cmanagement module entry: its landing page (what the module does, and the upgrade request when locked). */
export default function CmanagementLandingPage(props: ModulePageProps) {
  useHelpKey('cmanagement.landing');
  return <ModuleLanding {...props} namespace="cmanagement" />;
}
