import { ColorSwatch, Group, SegmentedControl, Switch, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZOOM_LEVELS, type ZoomLevel } from './gantt-zoom';

export interface GanttToolbarState {
  zoom: ZoomLevel;
  showCritical: boolean;
  showBaselines: boolean;
  pushSuccessors: boolean;
}

interface GanttToolbarProps {
  value: GanttToolbarState;
  onChange: (next: GanttToolbarState) => void;
  readonly: boolean;
  hasBaselines: boolean;
}

/** Above the Gantt: the zoom, what to show (critical path, baselines) and whether moving a bar pushes its successors. */
export function GanttToolbar({ value, onChange, readonly, hasBaselines }: GanttToolbarProps) {
  const { t } = useTranslation('quality-gantt');
  const set = (patch: Partial<GanttToolbarState>) => onChange({ ...value, ...patch });
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="gantt-toolbar">
      <SegmentedControl
        size="xs"
        aria-label={t('zoom.label')}
        data-testid="gantt-zoom"
        value={value.zoom}
        onChange={(zoom) => set({ zoom })}
        data={ZOOM_LEVELS.map((level) => ({ value: level, label: t(`zoom.${level}`) }))}
      />
      <Group gap="lg" wrap="wrap">
        <Switch size="sm" label={t('toolbar.critical')} checked={value.showCritical} onChange={(event) => set({ showCritical: event.currentTarget.checked })} />
        <Tooltip label={t('toolbar.noBaseline')} disabled={hasBaselines} multiline w={260} withArrow>
          <Switch
            size="sm"
            label={t('toolbar.baselines')}
            checked={value.showBaselines && hasBaselines}
            disabled={!hasBaselines}
            onChange={(event) => set({ showBaselines: event.currentTarget.checked })}
          />
        </Tooltip>
        {!readonly && (
          <Tooltip label={t('toolbar.pushSuccessorsHint')} multiline w={280} withArrow>
            <Switch
              size="sm"
              label={t('toolbar.pushSuccessors')}
              checked={value.pushSuccessors}
              onChange={(event) => set({ pushSuccessors: event.currentTarget.checked })}
            />
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}

/** What the bars' colours and marks mean. */
export function GanttLegend() {
  const { t } = useTranslation('quality-gantt');
  const items = [
    { key: 'task', color: '#3983eb' },
    { key: 'summary', color: '#00ba94' },
    { key: 'milestone', color: '#ad44ab' },
    { key: 'critical', color: '#de3a3a' },
    { key: 'late', color: 'var(--mantine-color-orange-6)' },
    { key: 'baseline', color: 'var(--mantine-color-gray-6)' },
    { key: 'today', color: 'var(--mantine-color-red-6)' },
  ] as const;
  return (
    <Group gap="md" role="list" aria-label={t('legend.label')} data-testid="gantt-legend">
      {items.map((item) => (
        <Group key={item.key} gap={4} wrap="nowrap" role="listitem">
          <ColorSwatch color={item.color} size={12} radius={item.key === 'milestone' ? 2 : 'xl'} withShadow={false} aria-hidden />
          <Text size="xs" c="dimmed">
            {t(`legend.${item.key}`)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
