import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseIsoDate } from '@/lib/calendar-dates';
import { daysBetween, shiftDay } from './days';

interface AdvanceDateSliderProps {
  /** The replay's range: from a week before the first placement to today. */
  start: string;
  end: string;
  value: string;
  onChange: (date: string) => void;
}

/**
 * The day the model shows: a slider over the days placements were poured, up to today. The colours change when a
 * slide ends, not on every pixel of a drag.
 */
export function AdvanceDateSlider({ start, end, value, onChange }: AdvanceDateSliderProps) {
  const { t, i18n } = useTranslation('concrete-advance');
  const [sliding, setSliding] = useState<number | null>(null);
  const format = new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: 'short', year: 'numeric' });
  const label = (iso: string) => {
    const date = parseIsoDate(iso);
    return date ? format.format(date) : iso;
  };
  const span = Math.max(daysBetween(start, end), 0);
  const offset = Math.min(Math.max(daysBetween(start, value), 0), span);
  const shown = sliding ?? offset;
  return (
    <Stack gap={6} data-testid="concrete-advance-slider">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} data-testid="concrete-advance-date" data-date={value}>
          {t('slider.showing', { date: label(sliding !== null ? shiftDay(start, sliding) : value) })}
        </Text>
        <Button variant="subtle" size="compact-xs" onClick={() => onChange(end)} disabled={value === end}>
          {t('slider.today')}
        </Button>
      </Group>
      <Slider
        thumbLabel={t('slider.label')}
        min={0}
        max={Math.max(span, 1)}
        step={1}
        value={shown}
        disabled={span === 0}
        label={(days) => label(shiftDay(start, days))}
        onChange={setSliding}
        onChangeEnd={(days) => {
          setSliding(null);
          onChange(shiftDay(start, days));
        }}
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {label(start)}
        </Text>
        <Text size="xs" c="dimmed">
          {label(end)}
        </Text>
      </Group>
    </Stack>
  );
}
