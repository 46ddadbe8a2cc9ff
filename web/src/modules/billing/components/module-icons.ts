import {
  IconBox,
  IconChartBar,
  IconChecklist,
  IconCreditCard,
  IconFolders,
  IconProgressCheck,
  IconShieldCheck,
  IconTicket,
  IconTrendingUp,
  type Icon,
} from '@tabler/icons-react';
import type { BillingModule } from '../api/types';

/** The sidebar's icon of each module a plan may include (the sidebar's table lives in the app, out of reach here). */
export const MODULE_ICONS: Record<BillingModule, Icon> = {
  concrete: IconBox,
  cbox: IconFolders,
  cmanagement: IconTicket,
  quality: IconProgressCheck,
  verifications: IconChecklist,
  warranties: IconShieldCheck,
  billing: IconCreditCard,
  ocinsights: IconChartBar,
  benchmark: IconTrendingUp,
};
