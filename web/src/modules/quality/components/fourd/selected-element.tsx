import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBimElement } from '@/modules/bim';
import type { ElementProgress } from '../../api/fourd-model-progress';
import { useActivity } from '../../api/get-activity';
import { progressColor, stateOf, type FourDPalette } from './progress-colors';
import classes from './fourd.module.css';

interface SelectedElementProps {
  projectId: string;
  modelId: string;
  globalId: string;
  /** The element's line of the progress answer; undefined when no activity builds it. */
  progress: ElementProgress | undefined;
  palette: FourDPalette;
  onClear: () => void;
}

/** The element picked in the model: its name, and which activity builds it with that activity's progress on the day. */
export function SelectedElement({ projectId, modelId, globalId, progress, palette, onClear }: SelectedElementProps) {
  const { t, i18n } = useTranslation('quality-bim');
  const element = useBimElement(modelId, globalId).data;
  const activity = useActivity(projectId, progress?.activity_id ?? null).data;
  const name = element ? t('selected.name', { name: element.name ?? t('selected.unnamed'), class: element.class }) : globalId;
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Stack gap={6} p="xs" className={classes.element} data-testid="fourd-selected-element">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Text size="xs" c="dimmed">
            {t('selected.title')}
          </Text>
          <Text size="sm" fw={600} lineClamp={2} data-testid="fourd-selected-name">
            {name}
          </Text>
        </Stack>
        <Button variant="subtle" size="compact-xs" leftSection={<IconX size={12} />} onClick={onClear} style={{ flexShrink: 0 }}>
          {t('selected.clear')}
        </Button>
      </Group>
      {progress ? (
        <Stack gap={4} data-testid="fourd-selected-activity" data-activity-id={progress.activity_id} data-state={progress.state}>
          <Text size="xs" c="dimmed">
            {t('selected.builtBy')}
          </Text>
          <Text size="sm" lineClamp={2}>
            {activity ? `${activity.code} ${activity.description}` : '…'}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Progress value={progress.progress} color={progressColor(progress, palette)} size="md" style={{ flex: 1 }} aria-label={t('selected.progress')} />
            <Text size="xs" fw={600}>
              {percent.format(progress.progress)} %
            </Text>
            <Badge size="xs" variant="light" color={stateOf(progress.state) === 'late' ? 'red' : stateOf(progress.state) === 'done' ? 'green' : 'gray'}>
              {t(`state.${stateOf(progress.state)}`)}
            </Badge>
          </Group>
        </Stack>
      ) : (
        <Text size="xs" c="dimmed" data-testid="fourd-selected-unlinked">
          {t('selected.unlinked')}
        </Text>
      )}
    </Stack>
  );
}
