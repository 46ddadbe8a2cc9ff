import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActivityList } from '@/components/tickets/activity/activity-list';
import { MergesList } from '@/components/tickets/detail/merges-list';
import { Composer } from '@/components/tickets/messages/composer';
import { DEFAULT_LIMITS } from '@/components/tickets/messages/file-checks';
import { MessagesThread } from '@/components/tickets/messages/messages-thread';
import { NOTIFY_MAX_LENGTH } from '../api/requests/notify-owner';
import type { RequestOut } from '../api/requests/types';
import { requestActivityText } from '../components/request/request-activity-text';

/** "Send as" moves the request, so it is offered where a transition from the current status exists. */
const SEND_AS_FROM = ['new', 'open', 'pending'];

interface RequestActivityTabProps {
  request: RequestOut;
  canManage: boolean;
  canMerge: boolean;
}

/** `actividad`: the conversation (public and private, with files) and what happened; aside, the description and the merges. */
export function RequestActivityTab({ request, canManage, canMerge }: RequestActivityTabProps) {
  const { t } = useTranslation('warranties-requests');
  const people = [request.responsible, request.owner, request.created_by].filter((ref) => ref !== null);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7, xl: 8 }}>
        <Stack gap="md">
          <Title order={4}>{t('messages.title')}</Title>
          <MessagesThread ticketId={request.id} />
          {request.merged_into === null && (
            <Composer ticketId={request.id} maxLength={NOTIFY_MAX_LENGTH} limits={DEFAULT_LIMITS} withSendAs={canManage && SEND_AS_FROM.includes(request.status)} />
          )}
          <ActivityList ticketId={request.id} people={people} extra={requestActivityText} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, xl: 4 }}>
        <Stack gap="md">
          <Card withBorder radius="md" data-testid="request-description">
            <Stack gap="xs">
              <Title order={4}>{t('detail.description')}</Title>
              <Text size="sm" c={request.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
                {request.description ?? '—'}
              </Text>
            </Stack>
          </Card>
          <MergesList ticketId={request.id} canUndo={canMerge} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
