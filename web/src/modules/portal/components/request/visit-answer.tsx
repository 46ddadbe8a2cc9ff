import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconCalendarCheck, IconCalendarX, IconClockOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/errors';
import { useAnswerVisit } from '../../api/answer-visit';
import type { Order, VisitAnswer as Answer } from '../../api/types';
import { formatDateTime } from '../shared/format';
import { notifyDone } from '../shared/notify';
import { WRAP_BUTTON } from '../shared/wrap-button';

const TITLE = { title: { color: 'var(--mantine-color-text)' } };

/** The owner's answer as it stands: confirmed or rejected, and when. */
function Answered({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const confirmed = order.visit_answer === 'confirm';
  return (
    <Alert color={confirmed ? 'teal' : 'orange'} icon={confirmed ? <IconCalendarCheck size={18} /> : <IconCalendarX size={18} />} styles={TITLE} title={t(confirmed ? 'order.confirmedTitle' : 'order.rejectedTitle')} data-testid={confirmed ? 'visit-confirmed' : 'visit-rejected'}>
      {t(confirmed ? 'order.confirmedOn' : 'order.rejectedOn', { date: formatDateTime(order.visit_answered_at, i18n.language) })}
    </Alert>
  );
}

/**
 * Confirm or reject a proposed visit while its window is open (`may_answer`); after `answer_until` only what was
 * answered, and a note that the window closed.
 */
export function VisitAnswer({ order, requestId }: { order: Order; requestId: string }) {
  const { t, i18n } = useTranslation();
  const answer = useAnswerVisit();
  const [rejecting, setRejecting] = useState(false);
  const [changing, setChanging] = useState(false);
  const [reason, setReason] = useState('');
  const until = formatDateTime(order.answer_until, i18n.language);
  const failure = isApiError(answer.error) && answer.error.status !== 401 ? (answer.error.fieldMessages[0] ?? answer.error.message) : null;

  if (order.status === 'managed' || order.status === 'cancelled') return null;
  if (!order.may_answer) {
    return (
      <Stack gap="xs">
        {order.visit_answer && <Answered order={order} />}
        <Text size="sm" c="dimmed" data-testid="visit-closed">
          <IconClockOff size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
          {t('order.closed', { date: until })}
        </Text>
      </Stack>
    );
  }
  if (order.visit_answer && !changing) {
    return (
      <Stack gap="xs" align="stretch">
        <Answered order={order} />
        <Button variant="subtle" size="compact-sm" onClick={() => setChanging(true)} style={{ alignSelf: 'flex-start' }}>
          {t('order.change')}
        </Button>
      </Stack>
    );
  }

  const send = (value: Answer) =>
    answer.mutate(
      { orderId: order.id, requestId, answer: value, reason: value === 'reject' ? reason.trim() || undefined : undefined },
      {
        onSuccess: () => {
          setChanging(false);
          setRejecting(false);
          notifyDone(t(value === 'confirm' ? 'order.confirmedDone' : 'order.rejectedDone'));
        },
      },
    );

  return (
    <Stack gap="sm" data-testid="visit-answer">
      <Text size="sm">{t('order.answerBy', { date: until })}</Text>
      {failure && (
        <Alert color="orange" role="alert">
          {failure}
        </Alert>
      )}
      {rejecting ? (
        <>
          <Textarea label={t('order.reason')} description={t('order.reasonHint')} autosize minRows={2} value={reason} onChange={(event) => setReason(event.currentTarget.value)} data-autofocus />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRejecting(false)} disabled={answer.isPending}>
              {t('common.back')}
            </Button>
            <Button color="red" onClick={() => send('reject')} loading={answer.isPending}>
              {t('order.sendReject')}
            </Button>
          </Group>
        </>
      ) : (
        // One under the other on a phone (confirming first, under the thumb), side by side from 480 px.
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button leftSection={<IconCalendarCheck size={18} />} onClick={() => send('confirm')} loading={answer.isPending} styles={WRAP_BUTTON}>
            {t('order.confirm')}
          </Button>
          <Button color="red" variant="light" leftSection={<IconCalendarX size={18} />} onClick={() => setRejecting(true)} styles={WRAP_BUTTON}>
            {t('order.reject')}
          </Button>
        </SimpleGrid>
      )}
    </Stack>
  );
}
