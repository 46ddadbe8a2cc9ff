import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Nothing scheduled in the period (or nothing left by the filters); the grid stays below to move around. */
export function ScheduleEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('cmanagement-schedule');
  return (
    <Alert color="gray" variant="light" icon={<IconCalendarOff size={20} />} title={t('empty.title')} data-testid="schedule-empty">
      {t(filtered ? 'empty.filtered' : 'empty.description')}
    </Alert>
  );
}

/** The agenda could not be loaded: say so where the grid would be, with a retry. */
export function ScheduleError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(['cmanagement-schedule', 'common']);
  return (
    <Alert color="red" icon={<IconAlertCircle size={20} />} title={t('errors.loadTitle')} data-testid="schedule-error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
