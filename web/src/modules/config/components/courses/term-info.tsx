import { Alert, List, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Holiday } from '../../api/course-types';
import { formatDate, type IsoDate } from './business-days';

interface TermInfoProps {
  /** The rule in one sentence (assign: 15 business days from today; extend: from the current deadline). */
  rule: string;
  /** The deadline the action gives, as computed here; null while the holidays load. */
  deadline: IsoDate | null;
  /** The holidays the term skips. */
  skipped: readonly Holiday[];
}

/** How a term is counted (15 business days, no weekends or holidays), the deadline it gives and the holidays it skips. */
export function TermInfo({ rule, deadline, skipped }: TermInfoProps) {
  const { t } = useTranslation('config-courses');
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />} data-testid="term-info">
      <Text size="sm">{rule}</Text>
      {deadline && (
        <Text size="sm" fw={600} mt={6} data-testid="term-deadline">
          {t('term.deadline', { date: formatDate(deadline) })}
        </Text>
      )}
      {deadline && skipped.length > 0 && (
        <>
          <Text size="sm" mt={6}>
            {t('term.holidays', { count: skipped.length })}
          </Text>
          <List size="sm" spacing={2} data-testid="term-holidays">
            {skipped.map((holiday) => (
              <List.Item key={holiday.date}>{t('term.holiday', { date: formatDate(holiday.date), name: holiday.name })}</List.Item>
            ))}
          </List>
        </>
      )}
      {deadline && skipped.length === 0 && (
        <Text size="xs" c="dimmed" mt={6}>
          {t('term.noHolidays')}
        </Text>
      )}
    </Alert>
  );
}
