import { Box, ColorSwatch, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PROGRESS_STATES, type FourDPalette, type ProgressState } from './progress-colors';

/** What the model's colours mean, with how many linked elements are in each state on the chosen day. */
export function ProgressLegend({ palette, counts }: { palette: FourDPalette; counts: Record<ProgressState, number> }) {
  const { t } = useTranslation('quality-bim');
  return (
    <Group gap="sm" role="list" aria-label={t('legend.label')} data-testid="fourd-legend">
      {PROGRESS_STATES.map((state) => (
        <Group key={state} gap={4} wrap="nowrap" role="listitem" data-state={state} data-count={counts[state]}>
          {state === 'in_progress' ? (
            <Box
              w={24}
              h={12}
              style={{ borderRadius: 6, background: `linear-gradient(90deg, ${palette.in_progress[0]}, ${palette.in_progress[1]})` }}
              aria-hidden
            />
          ) : (
            <ColorSwatch color={palette[state]} size={12} withShadow={false} aria-hidden />
          )}
          <Text size="xs" c="dimmed">
            {t(`legend.${state}`, { count: counts[state] })}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
