import { useHelpKey } from '@/components/ui/help';
import { ModuleLanding, type ModulePageProps } from '@/components/ui/landing';

/** Verifications module entry: its landing page (what the module does, and the upgrade request when locked). */
export default function VerificationsLandingPage(props: ModulePageProps) {
  useHelpKey('verifications.landing');
  return <ModuleLanding {...props} namespace="verifications" />;
}
