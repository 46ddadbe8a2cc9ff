import { Button, EmptyState } from '@mantine/core';
import { IconCube, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A project without BIM models: what they are for, and the button to create the first. */
export function ModelsEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('config-bim');
  return (
    <EmptyState py="xl" variant="light" color="gray" icon={<IconCube size={28} />} title={t('models.emptyTitle')} description={t('models.empty')} data-testid="bim-models-empty">
      <EmptyState.Actions>
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          {t('models.new')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
