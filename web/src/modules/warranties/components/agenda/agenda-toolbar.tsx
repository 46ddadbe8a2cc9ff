import { ActionIcon, Button, Group, SegmentedControl, Select, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Person } from '../../api/types';
import type { AgendaParams } from './use-agenda-params';

interface AgendaToolbarProps {
  params: AgendaParams;
  title: string;
  people: Person[];
  onStep: (step: -1 | 1) => void;
  onToday: () => void;
  onChange: (change: Partial<AgendaParams>) => void;
}

/** Period navigation, the period's name, the responsible filter and week/month. */
export function AgendaToolbar({ params, title, people, onStep, onToday, onChange }: AgendaToolbarProps) {
  const { t } = useTranslation('warranties-agenda');
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="default" size="lg" aria-label={t(`nav.previous.${params.view}`)} onClick={() => onStep(-1)}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Button variant="default" onClick={onToday}>
          {t('nav.today')}
        </Button>
        <ActionIcon variant="default" size="lg" aria-label={t(`nav.next.${params.view}`)} onClick={() => onStep(1)}>
          <IconChevronRight size={18} />
        </ActionIcon>
        <Title order={3} ml="xs" aria-live="polite" data-testid="agenda-title" style={{ textTransform: 'none' }}>
          {title}
        </Title>
      </Group>
      <Group gap="md" wrap="wrap">
        <Select
          aria-label={t('filters.responsible')}
          placeholder={t('filters.everyone')}
          data={people.map((person) => ({ value: person.id, label: person.name }))}
          value={params.responsible}
          onChange={(responsible) => onChange({ responsible })}
          clearable
          searchable
          w={220}
        />
        <SegmentedControl
          aria-label={t('view.label')}
          value={params.view}
          onChange={(view) => onChange({ view: view === 'month' ? 'month' : 'week' })}
          data={[
            { value: 'week', label: t('view.week') },
            { value: 'month', label: t('view.month') },
          ]}
        />
      </Group>
    </Group>
  );
}
