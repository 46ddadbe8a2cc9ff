import { Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/ui/status-page';

/** Something the screen needs did not load: say so where it would be, with a retry. */
export function BillingError({ title, onRetry, testId }: { title: string; onRetry: () => void; testId: string }) {
  const { t } = useTranslation(['billing', 'common']);
  return (
    <StatusPage
      icon={<IconAlertTriangle size={36} />}
      color="red"
      title={title}
      description={t('loadErrorHint')}
      testId={testId}
      actions={
        <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}
