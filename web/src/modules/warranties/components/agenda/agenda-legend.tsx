import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AgendaOut } from '../../api/types';
import { responsibleColor } from './responsible-colors';

/** Who has visits in the period, in their colour, and the project's agenda rules. */
export function AgendaLegend({ agenda }: { agenda: AgendaOut }) {
  const { t } = useTranslation('warranties-agenda');
  const people = new Map<string, string>();
  for (const visit of agenda.visits) if (visit.responsible_id) people.set(visit.responsible_id, visit.responsible_name ?? '—');
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="agenda-legend">
      <Group gap="xs">
        {[...people.entries()].map(([id, name]) => (
          <Badge key={id} color={responsibleColor(id)} variant="dot" tt="none">
            {name}
          </Badge>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('rules', { minutes: agenda.visit_minutes, perDay: agenda.visits_per_day, start: agenda.day_start, end: agenda.day_end })}
      </Text>
    </Group>
  );
}
