import { Alert, Paper, Text, useMantineTheme } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toIsoDate } from '@/lib/calendar-dates';
import { BimViewer } from '@/modules/bim';
import type { ElementProgress } from '../../api/fourd-model-progress';
import { useModelProgress } from '../../api/fourd-model-progress';
import { useQualityRights } from '../use-quality-rights';
import { DateSlider } from './date-slider';
import { LinkPanel } from './link-panel';
import { fourdPalette, progressColors, stateCounts } from './progress-colors';
import { ProgressLegend } from './progress-legend';
import { SelectedElement } from './selected-element';
import classes from './fourd.module.css';

const NO_ELEMENTS: readonly ElementProgress[] = [];

/**
 * The 4D view of one model: the model coloured by the progress of the activities that build its elements on a day,
 * a slider (and play button) to replay the work, and beside it the selected element's activity and the linking of
 * elements to activities (for those who may edit the schedule).
 */
export function FourDView({ modelId }: { modelId: string }) {
  const { t } = useTranslation('quality-bim');
  const theme = useMantineTheme();
  const { projectId, canEdit } = useQualityRights();
  const [date, setDate] = useState(() => toIsoDate(new Date()));
  const [selected, setSelected] = useState<string | null>(null);
  const progress = useModelProgress(projectId, modelId, date);
  const elements = progress.data?.elements ?? NO_ELEMENTS;
  const palette = useMemo(() => fourdPalette(theme), [theme]);
  // One map per answer: a new one repaints the model.
  const colorBy = useMemo(() => progressColors(elements, palette), [elements, palette]);
  const counts = useMemo(() => stateCounts(elements), [elements]);
  const byElement = useMemo(() => new Map(elements.map((element) => [element.global_id, element])), [elements]);
  const onSelect = useCallback((globalId: string | null) => setSelected(globalId), []);

  return (
    <div className={classes.container} data-testid="fourd-view" data-date={progress.data?.date ?? ''} data-colored={Object.keys(colorBy).length}>
      <div className={classes.columns}>
        <div className={classes.viewer}>
          <BimViewer modelId={modelId} colorBy={colorBy} selected={selected} onSelect={onSelect} height="calc(var(--fourd-viewer-height))" />
        </div>
        <Paper withBorder radius="md" className={classes.panel}>
          <Text size="sm" fw={700}>
            {t('panel.title')}
          </Text>
          <DateSlider start={progress.data?.start ?? null} end={progress.data?.end ?? null} value={date} onChange={setDate} />
          <ProgressLegend palette={palette} counts={counts} />
          {progress.isError && (
            <Alert color="red" variant="light" data-testid="fourd-error">
              {t('panel.loadFailed')}
            </Alert>
          )}
          {progress.isSuccess && elements.length === 0 && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={16} />} data-testid="fourd-no-links">
              {canEdit ? t('panel.noLinks') : t('panel.noLinksReadonly')}
            </Alert>
          )}
          {selected && (
            <SelectedElement
              projectId={projectId}
              modelId={modelId}
              globalId={selected}
              progress={byElement.get(selected)}
              palette={palette}
              onClear={() => setSelected(null)}
            />
          )}
          {canEdit && <LinkPanel projectId={projectId} modelId={modelId} selected={selected} />}
        </Paper>
      </div>
    </div>
  );
}
