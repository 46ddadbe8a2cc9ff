import { Alert, Box, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePinnedTickets } from '../../api/get-pinned-tickets';
import type { PinPalette } from './pin-colors';
import { PinLegend } from './pin-legend';
import { PinnedTicketRow } from './pinned-ticket-row';
import { SelectedElement } from './selected-element';

interface PinnedTicketsPanelProps {
  modelId: string;
  selected: string | null;
  onSelect: (globalId: string | null) => void;
  onCreate: (label: string) => void;
  palette: PinPalette;
}

/**
 * "Tickets en el modelo": the tickets pinned to the model, or to the selected element only, each row selecting its
 * element; for the selected element, a new ticket or an existing one to pin.
 */
export function PinnedTicketsPanel({ modelId, selected, onSelect, onCreate, palette }: PinnedTicketsPanelProps) {
  const { t } = useTranslation(['cmanagement', 'common']);
  const tickets = usePinnedTickets(modelId, selected);
  const list = tickets.data?.data ?? [];
  const total = tickets.data?.total ?? 0;

  let body;
  if (tickets.isPending) {
    body = (
      <Center py="xl">
        <Loader type="oval" size={32} color="gray" />
      </Center>
    );
  } else if (tickets.isError) {
    body = (
      <Alert color="red" title={t('bim.loadFailed')} role="alert">
        <Button variant="light" color="red" size="xs" onClick={() => void tickets.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (list.length === 0) {
    body = (
      <Stack align="center" gap="xs" py="lg" px="md" data-testid="bim-tickets-empty">
        <IconMapPin size={28} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text size="sm" c="dimmed" ta="center">
          {selected ? t('bim.emptyElement') : t('bim.empty')}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap={2} data-testid="bim-ticket-list">
        {list.map((ticket) => (
          <PinnedTicketRow key={ticket.id} ticket={ticket} palette={palette} active={selected !== null && (ticket.bim?.global_ids.includes(selected) ?? false)} onSelect={onSelect} />
        ))}
        {total > list.length && (
          <Text size="xs" c="dimmed" ta="center" py="xs">
            {t('bim.more', { shown: list.length, total })}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    // Fills the panel's height beside the model, or up to its maximum under it; the list scrolls, the rest stays.
    <Stack gap="sm" p="sm" style={{ flex: 1, minHeight: 0 }} data-testid="bim-tickets-panel">
      <Stack gap={6}>
        <Title order={4}>{t('bim.title')}</Title>
        <PinLegend palette={palette} />
      </Stack>
      {selected && <SelectedElement key={selected} modelId={modelId} globalId={selected} onClear={() => onSelect(null)} onCreate={onCreate} />}
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>{body}</Box>
    </Stack>
  );
}
