import { IconCube } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { StatusPage } from '@/components/ui/status-page';

/** `/cbox/bim/:modelId?`: the project's BIM models. Until models can be loaded (Configuración › Modelos BIM), an empty state. */
export function BimPage() {
  useHelpKey('cbox.bim');
  const { t } = useTranslation('cbox');
  return <StatusPage icon={<IconCube size={36} />} title={t('bim.title')} description={t('bim.empty')} testId="cbox-bim-empty" />;
}
