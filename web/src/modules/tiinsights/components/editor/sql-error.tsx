import { Alert, Code, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';

/**
 * Why the statement did not run: the server's reason on `sql` (a write refused, the database's own error text), in
 * a monospace block as the database wrote it; any other failure by its message.
 */
export function SqlError({ error }: { error: Error }) {
  const { t } = useTranslation('tiinsights');
  const reason = isApiError(error) ? error.fieldError('sql') : undefined;
  const refused = isApiError(error) && error.status === 422;
  return (
    <Alert color="red" variant="light" icon={<IconBan size={18} />} title={refused ? t('editor.refusedTitle') : t('editor.failedTitle')} data-testid="sql-error">
      {reason ? (
        <Code block fz="sm" bg="transparent" p={0} style={{ whiteSpace: 'pre-wrap' }}>
          {reason}
        </Code>
      ) : (
        <Text size="sm">{error.message}</Text>
      )}
    </Alert>
  );
}
