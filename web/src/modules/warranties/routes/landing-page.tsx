import { useHelpKey } from '@/components/ui/help';
import { ModuleLanding, type ModulePageProps } from '@/components/ui/landing';

/** Warranties module entry: its landing page (what the module does, and the upgrade request when locked). */
export default function WarrantiesLandingPage(props: ModulePageProps) {
  useHelpKey('warranties.landing');
  return <ModuleLanding {...props} namespace="warranties" />;
}
