import { Chip, Group, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AGE_BUCKETS } from '../../api/requests/get-requests';
import type { AgeBucket, RequestsSummary } from '../../api/requests/types';

/** From green to red: the older a live request, the warmer its bucket. */
const COLORS: Record<AgeBucket, string> = { lt1: 'teal', d1_15: 'lime', d16_30: 'yellow', d31_45: 'orange', gt45: 'red' };

interface AgeChipsProps {
  summary: RequestsSummary | undefined;
  selected: AgeBucket | null;
  onChange: (age: AgeBucket | null) => void;
}

/** The live requests by age (SPEC §9 buckets); one chip at a time filters the list, a second click clears it. */
export function AgeChips({ summary, selected, onChange }: AgeChipsProps) {
  const { t } = useTranslation('warranties-requests');
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('filters.ageCounts')} data-testid="request-age-chips">
      <Group gap={4} c="dimmed">
        <IconHourglass size={16} aria-hidden />
        <Text size="sm">{t('filters.age')}</Text>
      </Group>
      {AGE_BUCKETS.map((bucket) => (
        <Chip
          key={bucket}
          checked={selected === bucket}
          onChange={() => onChange(selected === bucket ? null : bucket)}
          color={COLORS[bucket]}
          variant="light"
          size="sm"
          data-testid={`request-age-chip-${bucket}`}
        >
          {t('filters.ageCount', { age: t(`age.${bucket}`), count: summary?.by_age[bucket] ?? 0 })}
        </Chip>
      ))}
    </Group>
  );
}
