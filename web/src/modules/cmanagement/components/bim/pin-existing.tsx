import { Button, Group, Loader, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { usePinCandidates } from '../../api/get-pin-candidates';
import type { Ticket, TicketBimIn } from '../../api/types';
import { useUpdateTicket } from '../../api/update-ticket';
import { pinRefusal } from '../form/bim-pin-note';
import { useTicketRights } from '../ticket/use-ticket-rights';

const label = (ticket: Ticket) => `#${ticket.number} ${ticket.subject}`;

/** Search the project's unpinned tickets, pick one and pin it to the element (PUT `bim` with the version read). */
function PinExistingForm({ pin, onDone }: { pin: TicketBimIn; onDone: () => void }) {
  const { t } = useTranslation(['cmanagement', 'common']);
  const rights = useTicketRights();
  const [chosen, setChosen] = useState<Ticket | null>(null);
  const [search, setSearch] = useState('');
  // Once a ticket is chosen the box shows its label: that is not a new search.
  const [debounced] = useDebouncedValue(chosen && search === label(chosen) ? '' : search, 300);
  const candidates = usePinCandidates(debounced);
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdateTicket();
  const found = (candidates.data ?? []).filter((ticket) => rights.canManage(ticket));
  const options = chosen && !found.some((ticket) => ticket.id === chosen.id) ? [chosen, ...found] : found;

  const submit = async () => {
    if (!chosen) return;
    setRefusal(null);
    try {
      await update.mutateAsync({ id: chosen.id, version: chosen.version, patch: { bim: pin } });
      notifySuccess(t('bim.pinned', { number: chosen.number }));
      onDone();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 409) setRefusal(t('bim.stale'));
      else if (error.status === 422) setRefusal(pinRefusal(error) ?? error.fieldMessages[0] ?? error.message);
      else if (error.status !== 401) notifyApiError(error);
    }
  };

  return (
    <Stack gap="xs" data-testid="bim-pin-existing">
      <Select
        label={t('bim.pinSearch')}
        placeholder={t('bim.pinPlaceholder')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server searches; every option it sends matches.
        filter={({ options: all }) => all}
        data={options.map((ticket) => ({ value: ticket.id, label: label(ticket) }))}
        value={chosen?.id ?? null}
        onChange={(id) => {
          setChosen(options.find((ticket) => ticket.id === id) ?? null);
          setRefusal(null);
        }}
        nothingFoundMessage={candidates.isFetching ? undefined : t('bim.pinNone')}
        rightSection={candidates.isFetching ? <Loader size={14} /> : undefined}
        error={refusal}
        data-autofocus
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onDone} disabled={update.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button size="xs" leftSection={<IconPin size={14} />} disabled={!chosen} loading={update.isPending} onClick={() => void submit()}>
          {t('bim.pinSubmit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Anclar ticket existente": a button that opens the picker in place. */
export function PinExisting({ pin }: { pin: TicketBimIn }) {
  const { t } = useTranslation('cmanagement');
  const [open, setOpen] = useState(false);
  if (open) return <PinExistingForm key={pin.global_id} pin={pin} onDone={() => setOpen(false)} />;
  return (
    <Button variant="default" size="xs" leftSection={<IconPin size={14} />} onClick={() => setOpen(true)}>
      {t('bim.pinExisting')}
    </Button>
  );
}
