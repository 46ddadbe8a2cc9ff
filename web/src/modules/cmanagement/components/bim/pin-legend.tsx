import { ColorSwatch, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PIN_TONES, type PinPalette, type PinTone } from './pin-colors';

function useToneLabel() {
  const { t } = useTranslation('cmanagement');
  return (tone: PinTone) => (tone === 'done' ? t('bim.legend.done') : t(`priority.${tone}`));
}

/** What the colours of the model mean: the priority of an element's most pressing live ticket, or all finished. */
export function PinLegend({ palette }: { palette: PinPalette }) {
  const { t } = useTranslation('cmanagement');
  const label = useToneLabel();
  return (
    <Group gap="xs" role="list" aria-label={t('bim.legend.label')} data-testid="bim-pin-legend">
      {PIN_TONES.map((tone) => (
        <Group key={tone} gap={4} wrap="nowrap" role="listitem">
          <ColorSwatch color={palette[tone]} size={12} withShadow={false} aria-hidden />
          <Text size="xs" c="dimmed">
            {label(tone)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
