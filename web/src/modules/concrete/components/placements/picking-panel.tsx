import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ElementPicker, type PickedElement } from './element-picker';
import classes from './placements.module.css';

interface PickingPanelProps {
  modelId: string;
  picked: PickedElement[];
  canEdit: boolean;
  onAdd: (element: PickedElement) => void;
  onRemove: (globalId: string) => void;
  onClear: () => void;
  onAssociate: () => void;
}

/** Beside the model: the elements picked (in 3D or by search) and the button that registers their placement. */
export function PickingPanel({ modelId, picked, canEdit, onAdd, onRemove, onClear, onAssociate }: PickingPanelProps) {
  const { t } = useTranslation('concrete-placements');
  return (
    <Paper withBorder radius="md" className={classes.panel} data-testid="picking-panel">
      <Text size="sm" fw={700}>
        {t('picker.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('picker.hint')}
      </Text>
      <ElementPicker modelId={modelId} picked={picked} onAdd={onAdd} onRemove={onRemove} />
      <Group gap="xs" mt="auto">
        {canEdit && (
          <Button leftSection={<IconPlus size={16} />} disabled={picked.length === 0} onClick={onAssociate} data-testid="associate-placement">
            {t('picker.associate')}
          </Button>
        )}
        <Button variant="default" disabled={picked.length === 0} onClick={onClear}>
          {t('picker.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
