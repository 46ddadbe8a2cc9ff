import { Button } from '@mantine/core';
import { IconCube, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '@/components/ui/status-page';

/** The project has no model assigned to Concrete: where to assign one (Configuración › Modelos BIM). */
export function NoConcreteModel({ namespace, testId }: { namespace: 'concrete-advance' | 'concrete-uploader'; testId: string }) {
  const { t } = useTranslation(namespace);
  return (
    <StatusPage
      icon={<IconCube size={36} />}
      title={t('noModel.title')}
      description={t('noModel.description')}
      testId={testId}
      actions={
        <Button component={Link} to="/config/projects/models" leftSection={<IconSettings size={16} />} data-testid={`${testId}-configure`}>
          {t('noModel.configure')}
        </Button>
      }
    />
  );
}
