import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBimElement } from '@/modules/bim';
import { useTicketRights } from '../ticket/use-ticket-rights';
import { PinExisting } from './pin-existing';
import classes from './bim-tickets.module.css';

/** The name people read for an element: its name, or its GlobalId while that loads or when it has none. */
export function useElementLabel(modelId: string, globalId: string): string {
  const { t } = useTranslation('cmanagement');
  const element = useBimElement(modelId, globalId).data;
  if (!element) return globalId;
  const name = element.name ?? t('bim.unnamed');
  return t('bim.elementWithClass', { name, class: element.class });
}

interface SelectedElementProps {
  modelId: string;
  globalId: string;
  onClear: () => void;
  onCreate: (label: string) => void;
}

/** The element selected in the model: its name, "Ver todos" to go back to the whole model, and what to do with it. */
export function SelectedElement({ modelId, globalId, onClear, onCreate }: SelectedElementProps) {
  const { t } = useTranslation('cmanagement');
  const rights = useTicketRights();
  const label = useElementLabel(modelId, globalId);
  return (
    <Stack gap="xs" p="xs" className={classes.element} data-testid="bim-selected-element">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Text size="xs" c="dimmed">
            {t('bim.selected')}
          </Text>
          <Text size="sm" fw={600} lineClamp={2} data-testid="bim-selected-name">
            {label}
          </Text>
        </Stack>
        <Button variant="subtle" size="compact-xs" leftSection={<IconX size={12} />} onClick={onClear} style={{ flexShrink: 0 }}>
          {t('bim.showAll')}
        </Button>
      </Group>
      {rights.canCreate && (
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => onCreate(label)}>
          {t('bim.newTicket')}
        </Button>
      )}
      {(rights.canCreate || rights.canBulk) && <PinExisting pin={{ model_id: modelId, global_id: globalId }} />}
    </Stack>
  );
}
