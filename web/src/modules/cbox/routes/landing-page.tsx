import { useHelpKey } from '@/components/ui/help';
import { ModuleLanding, type ModulePageProps } from '@/components/ui/landing';

/** Cbox module entry: its landing page (what the module does, and the upgrade request when locked). */
export default function CboxLandingPage(props: ModulePageProps) {
  useHelpKey('cbox.landing');
  return <ModuleLanding {...props} namespace="cbox" />;
}
