import { ActionIcon, Button, Group, SegmentedControl, Switch, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './schedule-toolbar.module.css';
import type { ScheduleParams } from './use-schedule-params';

interface ScheduleToolbarProps {
  params: ScheduleParams;
  /** The period shown ("marzo de 2026", "9–15 mar 2026"). */
  title: string;
  onStep: (step: -1 | 1) => void;
  onToday: () => void;
  onChange: (change: Partial<ScheduleParams>) => void;
}

/** Period navigation (previous, today, next), the period's name, month/week, and the filters. */
export function ScheduleToolbar({ params, title, onStep, onToday, onChange }: ScheduleToolbarProps) {
  const { t } = useTranslation('cmanagement-schedule');
  const unit = params.view === 'week' ? 'week' : 'month';
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="default" size="lg" aria-label={t(`nav.previous.${unit}`)} onClick={() => onStep(-1)} data-testid="schedule-previous">
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Button variant="default" onClick={onToday} data-testid="schedule-today">
          {t('nav.today')}
        </Button>
        <ActionIcon variant="default" size="lg" aria-label={t(`nav.next.${unit}`)} onClick={() => onStep(1)} data-testid="schedule-next">
          <IconChevronRight size={18} />
        </ActionIcon>
        <Title order={3} ml="xs" className={classes.title} aria-live="polite" data-testid="schedule-title">
          {title}
        </Title>
      </Group>
      <Group gap="md" wrap="wrap">
        <Switch label={t('filters.mine')} checked={params.mine} onChange={(event) => onChange({ mine: event.currentTarget.checked })} data-testid="schedule-mine" />
        <SegmentedControl
          aria-label={t('filters.kind')}
          value={params.kind}
          onChange={(kind) => onChange({ kind })}
          data={[
            { value: 'all', label: t('filters.kinds.all') },
            { value: 'task', label: t('filters.kinds.task') },
            { value: 'ticket', label: t('filters.kinds.ticket') },
          ]}
        />
        <SegmentedControl
          aria-label={t('view.label')}
          value={params.view}
          onChange={(view) => onChange({ view })}
          data={[
            { value: 'month', label: t('view.month') },
            { value: 'week', label: t('view.week') },
          ]}
        />
      </Group>
    </Group>
  );
}
