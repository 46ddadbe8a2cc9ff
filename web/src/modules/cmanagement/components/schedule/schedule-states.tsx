import { Alert } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';

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
  const { t } = useTranslation('cmanagement-schedule');
  return <LoadError title={t('errors.loadTitle')} message={message} onRetry={onRetry} testId="schedule-error" />;
}
