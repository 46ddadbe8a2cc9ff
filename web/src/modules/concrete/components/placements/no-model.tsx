import { Alert, Anchor, Text } from '@mantine/core';
import { IconCube } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The project has no model assigned to Concrete: what to do, and where. */
export function NoConcreteModel() {
  const { t } = useTranslation('concrete-placements');
  return (
    <Alert color="blue" variant="light" icon={<IconCube size={18} />} title={t('noModel.title')} data-testid="concrete-no-model">
      <Text size="sm">{t('noModel.body')}</Text>
      <Anchor component={Link} to="/config/projects/models" size="sm" fw={600} data-testid="concrete-models-link">
        {t('noModel.link')}
      </Anchor>
    </Alert>
  );
}
