import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBimElement } from '@/modules/bim';
import type { AdvancePalette, AdvanceState } from './advance-colors';
import classes from './advance.module.css';

interface SelectedElementProps {
  modelId: string;
  globalId: string;
  state: AdvanceState;
  palette: AdvancePalette;
  onClear: () => void;
}

/** The element picked in the model: its name and its concrete state on the chosen day. */
export function SelectedElement({ modelId, globalId, state, palette, onClear }: SelectedElementProps) {
  const { t } = useTranslation('concrete-advance');
  const element = useBimElement(modelId, globalId).data;
  const name = element ? t('selected.name', { name: element.name ?? t('selected.unnamed'), class: element.class }) : globalId;
  return (
    <Stack gap={6} p="xs" className={classes.element} data-testid="concrete-advance-selected" data-state={state}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Text size="xs" c="dimmed">
            {t('selected.title')}
          </Text>
          <Text size="sm" fw={600} lineClamp={2} data-testid="concrete-advance-selected-name">
            {name}
          </Text>
        </Stack>
        <Button variant="subtle" size="compact-xs" leftSection={<IconX size={12} />} onClick={onClear} style={{ flexShrink: 0 }}>
          {t('selected.clear')}
        </Button>
      </Group>
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {t('selected.state')}
        </Text>
        <Badge size="sm" variant="light" color={palette[state]} data-testid="concrete-advance-selected-state">
          {t(`state.${state}`)}
        </Badge>
      </Group>
    </Stack>
  );
}
