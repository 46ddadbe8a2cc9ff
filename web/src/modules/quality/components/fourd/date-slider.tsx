import { ActionIcon, Button, Group, Slider, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, parseIsoDate, toIsoDate } from '@/lib/calendar-dates';

/** Days from `from` to `to` on the calendar (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) return 0;
  return Math.round((Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) - Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) / 86_400_000);
}

export function shiftDay(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  return date ? toIsoDate(addDays(date, days)) : iso;
}

/** How far a play step goes, and how long it stays. */
const PLAY_STEP_DAYS = 7;
const PLAY_STEP_MS = 900;

interface DateSliderProps {
  /** The slider's range: the first and last planned days of the linked activities (null without links). */
  start: string | null;
  end: string | null;
  value: string;
  onChange: (date: string) => void;
}

/**
 * The day the model shows: a slider over the linked activities' planned span, and a play button that steps through
 * it a week at a time (from the start when at the end). The colours change when a step or a slide ends, not on every
 * pixel of a drag.
 */
export function DateSlider({ start, end, value, onChange }: DateSliderProps) {
  const { t, i18n } = useTranslation('quality-bim');
  const [playing, setPlaying] = useState(false);
  const [sliding, setSliding] = useState<number | null>(null);
  const format = new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: 'short', year: 'numeric' });
  const label = (iso: string) => {
    const date = parseIsoDate(iso);
    return date ? format.format(date) : iso;
  };
  const span = start && end ? Math.max(daysBetween(start, end), 0) : 0;
  const offset = start ? Math.min(Math.max(daysBetween(start, value), 0), span) : 0;

  useEffect(() => {
    if (!playing || !start) return undefined;
    const timer = setTimeout(() => {
      if (offset >= span) {
        setPlaying(false);
        return;
      }
      onChange(shiftDay(start, Math.min(offset + PLAY_STEP_DAYS, span)));
    }, PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, start, offset, span, onChange]);

  const play = () => {
    if (playing) {
      setPlaying(false);
      return;
    }
    if (start && offset >= span) onChange(start);
    setPlaying(true);
  };

  const disabled = !start || !end || span === 0;
  const shown = sliding ?? offset;
  return (
    <Stack gap={6} data-testid="fourd-date-slider">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} data-testid="fourd-date" data-date={value}>
          {t('slider.showing', { date: label(start && sliding !== null ? shiftDay(start, sliding) : value) })}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button variant="subtle" size="compact-xs" onClick={() => onChange(toIsoDate(new Date()))}>
            {t('slider.today')}
          </Button>
          <Tooltip label={playing ? t('slider.pause') : t('slider.play')}>
            <ActionIcon variant="light" size="md" aria-label={playing ? t('slider.pause') : t('slider.play')} onClick={play} disabled={disabled} data-testid="fourd-play">
              {playing ? <IconPlayerPauseFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Slider
        thumbLabel={t('slider.label')}
        min={0}
        max={Math.max(span, 1)}
        step={1}
        value={shown}
        disabled={disabled}
        label={(days) => (start ? label(shiftDay(start, days)) : '')}
        onChange={setSliding}
        onChangeEnd={(days) => {
          setSliding(null);
          setPlaying(false);
          if (start) onChange(shiftDay(start, days));
        }}
      />
      {start && end && (
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {label(start)}
          </Text>
          <Text size="xs" c="dimmed">
            {label(end)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
