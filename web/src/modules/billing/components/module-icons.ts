import {
  IconBox,
  IconChartBar,
  IconChecklist,
  IconCreditCard,
  IconFolders,
  IconProgressCheck,
  IconShieldCheck,
  IconTerminal2,
  IconTicket,
  IconTrendingUp,
  type Icon,
} from '@tabler/icons-react';
import type { ModuleKey } from '@/lib/session';

/** The sidebar's icon of each module a plan may include (the sidebar's table lives in the app, out of reach here). */
export const MODULE_ICONS: Record<ModuleKey, Icon> = {
  concrete: IconBox,
  cbox: IconFolders,
  cmanagement: IconTicket,
  quality: IconProgressCheck,
  verifications: IconChecklist,
  warranties: IconShieldCheck,
  billing: IconCreditCard,
  ocinsights: IconChartBar,
  tiinsights: IconTerminal2,
  benchmark: IconTrendingUp,
};
