import { Alert, Group, Paper, Text, useMantineTheme } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { BimViewer } from '@/modules/bim';
import type { Advance } from '../../api/types';
import { advanceColors, advanceCounts, advancePalette, stateOfElement } from './advance-colors';
import { AdvanceDateSlider } from './advance-date-slider';
import { AdvanceLegend } from './advance-legend';
import { AdvanceTable } from './advance-table';
import { SelectedElement } from './selected-element';
import classes from './advance.module.css';

interface AdvanceViewProps {
  modelId: string;
  /** The answer for `date` (or the previous day's while it loads). */
  advance: Advance;
  date: string;
  onDate: (date: string) => void;
  /** The replay's range. */
  start: string;
  end: string;
  /** Whether the project has any placement at all. */
  anyPlacement: boolean;
  failed: boolean;
}

/**
 * The Concrete model coloured by the state of its elements on a day, a slider to replay the pours, and beside it the
 * legend with the counts, the selected element's state and the m³ poured by element kind and storey.
 */
export function AdvanceView({ modelId, advance, date, onDate, start, end, anyPlacement, failed }: AdvanceViewProps) {
  const { t, i18n } = useTranslation('concrete-advance');
  const theme = useMantineTheme();
  const [selected, setSelected] = useState<string | null>(null);
  const palette = useMemo(() => advancePalette(theme), [theme]);
  // One map per answer: a new one repaints the model.
  const colorBy = useMemo(() => advanceColors(advance, palette), [advance, palette]);
  const counts = useMemo(() => advanceCounts(advance), [advance]);
  const onSelect = useCallback((globalId: string | null) => setSelected(globalId), []);
  const m3 = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <div className={classes.container} data-testid="concrete-advance" data-date={advance.date} data-colored={Object.keys(colorBy).length}>
      <div className={classes.columns}>
        <div className={classes.viewer}>
          <Suspense fallback={<PageLoader />}>
            <BimViewer modelId={modelId} colorBy={colorBy} selected={selected} onSelect={onSelect} height="calc(var(--advance-viewer-height))" />
          </Suspense>
        </div>
        <Paper withBorder radius="md" className={classes.panel}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
            <Text size="sm" fw={700} lineClamp={1}>
              {advance.model_name ?? ''}
            </Text>
            <Text size="sm" c="dimmed" data-testid="concrete-advance-m3" style={{ flexShrink: 0 }}>
              {t('panel.poured', { m3: m3.format(advance.poured_m3) })}
            </Text>
          </Group>
          <AdvanceDateSlider start={start} end={end} value={date} onChange={onDate} />
          <AdvanceLegend palette={palette} counts={counts} />
          {failed && (
            <Alert color="red" variant="light" data-testid="concrete-advance-day-error">
              {t('panel.dayFailed')}
            </Alert>
          )}
          {!anyPlacement && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={16} />} data-testid="concrete-advance-nothing">
              {t('panel.nothingPoured')}
            </Alert>
          )}
          {selected && (
            <SelectedElement modelId={modelId} globalId={selected} state={stateOfElement(advance, selected)} palette={palette} onClear={() => setSelected(null)} />
          )}
          <AdvanceTable advance={advance} />
        </Paper>
      </div>
    </div>
  );
}
