import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useCreateTicket } from '../../api/create-ticket';
import type { Ticket, TicketBimIn, TicketForm } from '../../api/types';
import { fieldsFor, toOptions, withRefs } from '../ticket/options';
import { useTicketRights } from '../ticket/use-ticket-rights';
import { BimPinNote, pinRefusal } from './bim-pin-note';
import { CustomFieldsSection } from './custom-fields-section';
import { TicketFields } from './ticket-fields';
import { emptyValues, placeServerErrors, toTicketIn, validateTicket, type TicketFormValues } from './ticket-form-values';

/** The element a new ticket is pinned to, with its name as the drawer shows it. */
export interface CreatePin extends TicketBimIn {
  label: string;
}

interface CreateTicketDrawerProps {
  opened: boolean;
  onClose: () => void;
  options: TicketForm | undefined;
  /** Pins the new ticket to this BIM element (the BIM view). */
  pin?: CreatePin;
  /** What happens once created; by default the new ticket opens. */
  onCreated?: (ticket: Ticket) => void;
}

function CreateTicketForm({ onClose, options, pin, onCreated }: Omit<CreateTicketDrawerProps, 'opened'>) {
  const { t } = useTranslation(['cmanagement-tickets', 'common']);
  const rights = useTicketRights();
  const navigate = useNavigate();
  const create = useCreateTicket();
  const [pending, setPending] = useState(false);
  const [pinError, setPinError] = useState<string | null>(null);
  const form = useForm<TicketFormValues>({
    initialValues: emptyValues(rights.meId),
    validate: (values) => validateTicket(t, values, fieldsFor(options, values.category_id)),
  });
  // Me first as the default applicant, even when the project's people list does not name me.
  const people = withRefs(toOptions(options?.people ?? []), [{ id: rights.meId, name: rights.meName }]);
  const fields = fieldsFor(options, form.values.category_id);

  const save = async (values: TicketFormValues) => {
    setPending(true);
    setPinError(null);
    try {
      const bim = pin ? { bim: { model_id: pin.model_id, global_id: pin.global_id } } : {};
      const ticket = await create.mutateAsync({ ...toTicketIn(values, fields), ...bim });
      notifySuccess(t('create.created', { number: ticket.number }));
      onClose();
      if (onCreated) onCreated(ticket);
      else void navigate(`/cmanagement/tickets/${encodeURIComponent(ticket.id)}/general`);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      // The element may have left the model since it was picked: said under its name.
      const refusedPin = pinRefusal(error);
      if (refusedPin) setPinError(refusedPin);
      // Field errors go under their inputs; the notice also names the ones a long form may hide.
      if (error.status !== 422 || (!placeServerErrors(form, error) && !refusedPin)) notifyApiError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate data-testid="ticket-create-form">
      <Stack gap="lg">
        {pin && <BimPinNote element={pin.label} error={pinError} />}
        <TicketFields form={form} categories={toOptions(options?.categories ?? [])} people={people} withApplicant />
        <CustomFieldsSection form={form} fields={fields} people={people} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Nuevo ticket": the form in a side drawer; its content remounts on each opening, so it always starts empty. */
export function CreateTicketDrawer({ opened, onClose, ...props }: CreateTicketDrawerProps) {
  const { t } = useTranslation(['cmanagement-tickets', 'common']);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={t('create.title')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <CreateTicketForm onClose={onClose} {...props} />
    </Drawer>
  );
}
