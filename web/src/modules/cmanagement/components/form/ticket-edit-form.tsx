import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { ApiError, isApiError, notifyApiError } from '@/lib/api';
import type { CustomField, Ticket, TicketForm } from '../../api/types';
import { useUpdateTicket } from '../../api/update-ticket';
import { fieldsFor, toOptions, withRefs } from '../ticket/options';
import { CustomFieldsSection } from './custom-fields-section';
import { TicketFields } from './ticket-fields';
import { isEmptyValue, placeServerErrors, ticketValues, toPatch, validateTicket, type TicketFormValues } from './ticket-form-values';

interface TicketEditFormProps {
  ticket: Ticket;
  options: TicketForm | undefined;
  readOnly: boolean;
}

/** Fields the ticket has a value for but does not fill any more: retired ones, or another category's. */
function keptFields(ticket: Ticket, options: TicketForm | undefined, current: CustomField[]): CustomField[] {
  return (options?.fields ?? []).filter((field) => !current.includes(field) && !isEmptyValue(ticket.custom_values[field.id]));
}

/**
 * The ticket's editable fields and custom values, saved with PUT (only what changed, with the version read). When
 * someone else saved first (409) the notice says so and the ticket reloads; the form then starts from it (the
 * caller keys it by version).
 */
export function TicketEditForm({ ticket, options, readOnly }: TicketEditFormProps) {
  const { t } = useTranslation(['cmanagement-tickets', 'common']);
  const update = useUpdateTicket();
  const [pending, setPending] = useState(false);
  const form = useForm<TicketFormValues>({
    initialValues: ticketValues(ticket),
    validate: (values) => validateTicket(t, values, fieldsFor(options, values.category_id)),
  });
  const fields = fieldsFor(options, form.values.category_id);
  const people = withRefs(toOptions(options?.people ?? []), [ticket.responsible, ...ticket.cc]);
  const categories = withRefs(toOptions(options?.categories ?? []), [ticket.category]);

  const save = async (values: TicketFormValues) => {
    const patch = toPatch(ticket, values, fields);
    if (Object.keys(patch).length === 0) return notifySuccess(t('detail.noChanges'));
    setPending(true);
    try {
      await update.mutateAsync({ id: ticket.id, version: ticket.version, patch });
      notifySuccess(t('detail.saved', { number: ticket.number }));
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 409) notifyApiError(new ApiError({ status: 409, message: t('detail.stale') }));
      else if (error.status === 422 && placeServerErrors(form, error)) return;
      else if (error.status !== 401) notifyApiError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Card withBorder radius="md" data-testid="ticket-edit-form">
      <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
        <Stack gap="md">
          <Title order={4}>{t('detail.fieldsTitle')}</Title>
          <TicketFields form={form} categories={categories} people={people} withApplicant={false} readOnly={readOnly} columns={1} />
          <CustomFieldsSection form={form} fields={fields} readOnlyFields={keptFields(ticket, options, fields)} people={people} readOnly={readOnly} columns={1} />
          {!readOnly && (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => form.reset()} disabled={pending || !form.isDirty()}>
                {t('detail.discard')}
              </Button>
              <Button type="submit" loading={pending}>
                {t('common:actions.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
