import { ColorSwatch, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADVANCE_STATES, type AdvancePalette, type AdvanceState } from './advance-colors';

/** What the model's colours mean, with how many elements are in each state on the chosen day. */
export function AdvanceLegend({ palette, counts }: { palette: AdvancePalette; counts: Record<AdvanceState, number> }) {
  const { t } = useTranslation('concrete-advance');
  return (
    <Group gap="sm" role="list" aria-label={t('legend.label')} data-testid="concrete-advance-legend">
      {ADVANCE_STATES.map((state) => (
        <Group key={state} gap={4} wrap="nowrap" role="listitem" data-state={state} data-count={counts[state]}>
          <ColorSwatch color={palette[state]} size={12} withShadow={false} aria-hidden />
          <Text size="xs" c="dimmed">
            {t(`legend.${state}`, { count: counts[state] })}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
