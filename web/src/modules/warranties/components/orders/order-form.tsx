import { Alert, Button, Checkbox, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { ApiError, isApiError, notifyApiError } from '@/lib/api';
import { useSaveOrder } from '../../api/requests/save-order';
import type { FailureOut, NamedRef, OrderKind, OrderOut } from '../../api/requests/types';
import { failureLabel } from '../failures/failure-label';
import { orderableFailures, orderValues, toOrderIn, validateOrder, type OrderFormValues } from './order-form-values';

interface OrderFormProps {
  requestId: string;
  kind: OrderKind;
  /** The order to edit; a new one when null. */
  order: OrderOut | null;
  failures: FailureOut[];
  /** Failures picked on the failures tab (`?failures=`). */
  picked: string[];
  responsibles: NamedRef[];
  /** The request's responsible, who goes unless somebody else is chosen. */
  defaultResponsible: string | null;
  onDone: (order: OrderOut) => void;
  onCancel: () => void;
}

/** Who goes (a project user or a contractor), one day's window, an observation and the failures it covers. */
export function OrderForm({ requestId, kind, order, failures, picked, responsibles, defaultResponsible, onDone, onCancel }: OrderFormProps) {
  const { t } = useTranslation(['warranties-orders', 'common']);
  const save = useSaveOrder();
  const offered = orderableFailures(failures, order);
  const form = useForm<OrderFormValues>({
    initialValues: orderValues(order, picked.filter((id) => offered.some((failure) => failure.id === id)), defaultResponsible),
    validate: (values) => validateOrder(t, values),
  });
  const people = [...responsibles, ...(order?.responsible && !responsibles.some((person) => person.id === order.responsible?.id) ? [order.responsible] : [])];
  const locked = order?.failures.some((failure) => failure.result !== null) ?? false;

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ requestId, id: order?.id, ...toOrderIn(values, kind, order?.version) });
      notifySuccess(t(order ? 'form.saved' : 'form.created', { code: saved.code }));
      onDone(saved);
    } catch (error) {
      if (!isApiError(error) || error.status === 401) return;
      if (error.status === 409) return notifyApiError(new ApiError({ status: 409, message: t('form.stale') }));
      // The window travels as starts_at / ends_at; the form shows it as a day and two times.
      const fields: Record<string, keyof OrderFormValues> = { starts_at: 'start', ends_at: 'end', responsible_id: 'responsible_id', contractor: 'contractor', failure_ids: 'failure_ids', observation: 'observation' };
      const placed = Object.entries(error.errors).filter(([field]) => field in fields);
      for (const [field, messages] of placed) form.setFieldError(fields[field] ?? field, messages[0] ?? '');
      if (error.status !== 422 || placed.length === 0) notifyApiError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="order-form">
      <Stack gap="md" maw={760}>
        {locked && <Alert color="yellow">{t('form.managedLock')}</Alert>}
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('form.assignee')}
          </Text>
          <SegmentedControl
            aria-label={t('form.assignee')}
            w="fit-content"
            data={[
              { value: 'user', label: t('form.assigneeUser') },
              { value: 'contractor', label: t('form.assigneeContractor') },
            ]}
            {...form.getInputProps('assignee')}
          />
        </Stack>
        {form.values.assignee === 'user' ? (
          <Select label={t('form.responsible')} required searchable clearable data={people.map((person) => ({ value: person.id, label: person.name }))} {...form.getInputProps('responsible_id')} />
        ) : (
          <TextInput label={t('form.contractor')} required {...form.getInputProps('contractor')} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput type="date" label={t('form.day')} required disabled={locked} {...form.getInputProps('day')} />
          <TextInput type="time" label={t('form.start')} required disabled={locked} {...form.getInputProps('start')} />
          <TextInput type="time" label={t('form.end')} required disabled={locked} {...form.getInputProps('end')} />
        </SimpleGrid>
        <Checkbox.Group label={t('form.failures')} description={t('form.failuresHint')} withAsterisk {...form.getInputProps('failure_ids')}>
          <Stack gap={6} mt="xs" data-testid="order-failures">
            {offered.map((failure) => (
              <Checkbox key={failure.id} value={failure.id} disabled={locked} label={`N.º ${failure.number} · ${failureLabel(failure)}${failure.issue ? `: ${failure.issue.name}` : ''}`} />
            ))}
            {offered.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('form.noFailures')}
              </Text>
            )}
          </Stack>
        </Checkbox.Group>
        <Textarea label={t('form.observation')} autosize minRows={2} {...form.getInputProps('observation')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {order ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
