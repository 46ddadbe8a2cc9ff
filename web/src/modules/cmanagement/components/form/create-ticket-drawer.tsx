import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useCreateTicket } from '../../api/create-ticket';
import type { TicketForm } from '../../api/types';
import { fieldsFor, toOptions, withRefs } from '../ticket/options';
import { useTicketRights } from '../ticket/use-ticket-rights';
import { CustomFieldsSection } from './custom-fields-section';
import { TicketFields } from './ticket-fields';
import { emptyValues, placeServerErrors, toTicketIn, validateTicket, type TicketFormValues } from './ticket-form-values';

interface CreateTicketDrawerProps {
  opened: boolean;
  onClose: () => void;
  options: TicketForm | undefined;
}

function CreateTicketForm({ onClose, options }: Omit<CreateTicketDrawerProps, 'opened'>) {
  const { t } = useTranslation(['cmanagement-tickets', 'common']);
  const rights = useTicketRights();
  const navigate = useNavigate();
  const create = useCreateTicket();
  const [pending, setPending] = useState(false);
  const form = useForm<TicketFormValues>({
    initialValues: emptyValues(rights.meId),
    validate: (values) => validateTicket(t, values, fieldsFor(options, values.category_id)),
  });
  // Me first as the default applicant, even when the project's people list does not name me.
  const people = withRefs(toOptions(options?.people ?? []), [{ id: rights.meId, name: rights.meName }]);
  const fields = fieldsFor(options, form.values.category_id);

  const save = async (values: TicketFormValues) => {
    setPending(true);
    try {
      const ticket = await create.mutateAsync(toTicketIn(values, fields));
      notifySuccess(t('create.created', { number: ticket.number }));
      onClose();
      void navigate(`/cmanagement/tickets/${encodeURIComponent(ticket.id)}/general`);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      // Field errors go under their inputs; the notice also names the ones a long form may hide.
      if (error.status !== 422 || !placeServerErrors(form, error)) notifyApiError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate data-testid="ticket-create-form">
      <Stack gap="lg">
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
export function CreateTicketDrawer({ opened, onClose, options }: CreateTicketDrawerProps) {
  const { t } = useTranslation(['cmanagement-tickets', 'common']);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={t('create.title')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <CreateTicketForm onClose={onClose} options={options} />
    </Drawer>
  );
}
