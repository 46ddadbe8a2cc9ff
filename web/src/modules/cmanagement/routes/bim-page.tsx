import { IconCube } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { StatusPage } from '@/components/ui/status-page';

/** `/cmanagement/bim/:modelId?`: tickets pinned to BIM elements. They come with the BIM module; until then, an empty state. */
export function BimPage() {
  useHelpKey('cmanagement.bim');
  const { t } = useTranslation('cmanagement');
  return <StatusPage icon={<IconCube size={36} />} title={t('bim.title')} description={t('bim.empty')} testId="cmanagement-bim-empty" />;
}
