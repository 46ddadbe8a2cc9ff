import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BulkResult } from '../../api/types';

/** How a bulk change went: how many tickets changed, and each one that could not, with the server's reason. */
export function BulkResultView({ result }: { result: BulkResult }) {
  const { t } = useTranslation('cmanagement-tickets');
  return (
    <Stack gap="sm" data-testid="ticket-bulk-result">
      <Alert color={result.updated > 0 ? 'teal' : 'gray'} icon={<IconCheck size={18} />}>
        {t('bulk.updated', { count: result.updated })}
      </Alert>
      {result.failed.length > 0 && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('bulk.failed', { count: result.failed.length })}>
          <List size="sm" spacing={4}>
            {result.failed.map((failure) => (
              <List.Item key={failure.id}>
                <Text size="sm" span>
                  {t('bulk.failure', { number: failure.number, message: failure.message })}
                </Text>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
