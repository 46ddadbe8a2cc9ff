import { Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCamera, IconCheck, IconMinus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError } from '@/lib/api';
import { useAnswerItem } from '../../api/answer-item';
import type { VerificationItem, VerificationResult } from '../../api/types';
import { todayIso } from '../format';
import { resultColor } from '../state-badge';
import { ANSWER_FIELDS, answerBody } from './item-answer';
import { ItemPhotos } from './item-photos';
import { ObservationFields } from './observation-fields';

interface ItemCardProps {
  projectId: string;
  verificationId: string;
  item: VerificationItem;
  /** The item already has an open observation: a failure needs no new one. */
  hasOpenObservation: boolean;
  readOnly: boolean;
  /** Who answers for a new observation unless changed: the verification's responsible. */
  defaultResponsibleId: string | null;
}

interface ItemValues {
  note: string;
  description: string;
  deadline: string;
  responsible_id: string | null;
}

const ICONS = { complies: IconCheck, failure: IconX, not_applicable: IconMinus } as const;
const CHOICES = ['complies', 'failure', 'not_applicable'] as const;

/**
 * One item of a verification: Cumple / Falla / No aplica, a note and photos. Choosing Falla first asks for the
 * observation (description, deadline, responsible) and sends it with the answer in one request.
 */
export function ItemCard({ projectId, verificationId, item, hasOpenObservation, readOnly, defaultResponsibleId }: ItemCardProps) {
  const { t } = useTranslation(['verifications', 'common']);
  const answer = useAnswerItem(projectId);
  const [failing, setFailing] = useState(false);
  const form = useForm<ItemValues>({ initialValues: { note: item.note ?? '', description: '', deadline: '', responsible_id: defaultResponsibleId } });

  const send = async (result: VerificationResult, withObservation: boolean) => {
    form.clearErrors();
    const values = form.getValues();
    try {
      await answer.mutateAsync({ verificationId, itemId: item.id, body: answerBody(result, values.note, withObservation ? values : null) });
      setFailing(false);
      form.setFieldValue('description', '');
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      if (error.status === 422) {
        let placed = false;
        for (const [field, messages] of Object.entries(error.errors)) {
          const target = ANSWER_FIELDS[field];
          if (!target || !messages[0]) continue;
          form.setFieldError(target, messages[0]);
          placed = true;
        }
        if (placed) return;
      }
      // A 409 (someone answered meanwhile) is explained; the verification reloads either way.
      notifyApiError(error);
    }
  };

  const choose = (result: VerificationResult) => {
    if (result === 'failure' && !hasOpenObservation) {
      setFailing(true);
      return;
    }
    setFailing(false);
    void send(result, false);
  };

  const submitFailure = () => {
    const values = form.getValues();
    const errors: Record<string, string> = {};
    if (!values.description.trim()) errors.description = t('form.required');
    if (!values.deadline) errors.deadline = t('form.required');
    else if (values.deadline < todayIso()) errors.deadline = t('observation.deadlinePast');
    if (!values.responsible_id) errors.responsible_id = t('form.required');
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) void send('failure', true);
  };

  const noteChanged = form.values.note.trim() !== (item.note ?? '').trim();
  const resultError = form.errors.result;
  return (
    <Card withBorder radius="md" padding="md" data-testid={`item-${item.position}`} aria-label={item.text}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={500}>
            {item.position}. {item.text}
          </Text>
          <Group gap={4} wrap="nowrap">
            {item.requires_photo && (
              <Badge variant="outline" color="gray" leftSection={<IconCamera size={12} />}>
                {t('items.photoRequired')}
              </Badge>
            )}
            <Badge color={resultColor(item.result)} variant="light" data-testid="item-result">
              {t(`results.${item.result}`)}
            </Badge>
          </Group>
        </Group>
        {!readOnly && (
          <Group gap="xs" role="group" aria-label={t('items.answerLabel', { position: item.position })}>
            {CHOICES.map((choice) => {
              const Icon = ICONS[choice];
              const active = item.result === choice || (choice === 'failure' && failing);
              return (
                <Button
                  key={choice}
                  size="xs"
                  color={resultColor(choice)}
                  variant={active ? 'filled' : 'light'}
                  aria-pressed={active}
                  leftSection={<Icon size={14} />}
                  loading={answer.isPending && answer.variables.body.result === choice}
                  disabled={answer.isPending}
                  onClick={() => choose(choice)}
                >
                  {t(`results.${choice}`)}
                </Button>
              );
            })}
          </Group>
        )}
        {resultError && (
          <Text size="sm" c="red" role="alert" data-testid="item-error">
            {resultError}
          </Text>
        )}
        {failing && !readOnly && (
          <Card withBorder radius="sm" padding="sm" bg="var(--mantine-color-red-light)">
            <Stack gap="sm">
              <Text size="sm" fw={500}>
                {t('observation.title')}
              </Text>
              <ObservationFields form={form} projectId={projectId} />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" size="xs" onClick={() => setFailing(false)} disabled={answer.isPending}>
                  {t('common:actions.cancel')}
                </Button>
                <Button color="red" size="xs" onClick={submitFailure} loading={answer.isPending} data-testid="failure-submit">
                  {t('observation.submit')}
                </Button>
              </Group>
            </Stack>
          </Card>
        )}
        {readOnly ? (
          item.note && (
            <Text size="sm" c="dimmed">
              {item.note}
            </Text>
          )
        ) : (
          <Stack gap={4}>
            <Textarea label={t('items.note')} rows={2} maxLength={1000} {...form.getInputProps('note')} />
            {noteChanged && item.result !== 'pending' && !failing && (
              <Group justify="flex-end">
                <Button size="compact-sm" variant="light" onClick={() => void send(item.result, false)} loading={answer.isPending}>
                  {t('items.saveNote')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
        <ItemPhotos projectId={projectId} verificationId={verificationId} item={item} readOnly={readOnly} />
        {item.answered_by_name && (
          <Text size="xs" c="dimmed">
            {t('items.answeredBy', { name: item.answered_by_name })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
