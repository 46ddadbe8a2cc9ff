import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/ui/status-page';

/** The list could not load: the server's message, in place, with a retry. */
export function TicketsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(['cmanagement-tickets', 'common']);
  return (
    <StatusPage
      icon={<IconAlertTriangle size={36} />}
      color="red"
      title={t('errors.listTitle')}
      description={message}
      actions={<Button onClick={onRetry}>{t('common:actions.retry')}</Button>}
      testId="tickets-error"
    />
  );
}
