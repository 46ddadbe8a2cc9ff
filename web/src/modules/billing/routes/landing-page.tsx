import { useHelpKey } from '@/components/ui/help';
import { ModuleLanding, type ModulePageProps } from '@/components/ui/landing';

/** Billing module entry: its landing page (what the module does, and the upgrade request when locked). */
export default function BillingLandingPage(props: ModulePageProps) {
  useHelpKey('billing.landing');
  return <ModuleLanding {...props} namespace="billing" />;
}
