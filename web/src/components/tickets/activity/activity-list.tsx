import { Button, Card, Group, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { useActivity } from '../api/get-activity';
import { formatDateTime } from '../format';
import { useCoreTranslation } from '../ticket-core';
import type { NamedRef } from '../types';
import { activityText, type ActivityExtra, type NamedField } from './activity-text';

interface ActivityListProps {
  ticketId: string;
  /** Custom fields, to name a changed `custom_values.<id>`. */
  fields?: readonly NamedField[];
  /** Who and which categories the recorded ids may name (the form's lists and the ticket's own references). */
  people: readonly NamedRef[];
  categories?: readonly NamedRef[];
  /** A module's own actions, told before the core's fallback. */
  extra?: ActivityExtra;
}

/** What happened to the ticket, newest first, as sentences (who, what, when, why). */
export function ActivityList({ ticketId, fields = [], people, categories = [], extra }: ActivityListProps) {
  const { t, i18n, core } = useCoreTranslation();
  const activity = useActivity(ticketId);
  const entries = activity.data?.pages.flatMap((page) => page.data) ?? [];
  const ctx = { t, enumNs: core.enumNs, language: i18n.language, fields, people, categories, extra };

  return (
    <Card withBorder radius="md" data-testid="ticket-activity">
      <Stack gap="md">
        <Title order={4}>{t('activity.title')}</Title>
        {activity.isLoading && <Loader size="sm" color="gray" />}
        {activity.isError && (
          <Text size="sm" c="red">
            {activity.error.message}
          </Text>
        )}
        {!activity.isLoading && entries.length === 0 && !activity.isError && (
          <Text size="sm" c="dimmed">
            {t('activity.empty')}
          </Text>
        )}
        {entries.length > 0 && (
          <Timeline bulletSize={12} lineWidth={2}>
            {entries.map((entry) => {
              const { sentence, details } = activityText(ctx, entry);
              return (
                <Timeline.Item key={entry.id} data-testid="activity-entry">
                  <Text size="sm">{sentence}</Text>
                  {details.map((line) => (
                    <Text key={line} size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                      {line}
                    </Text>
                  ))}
                  <Text size="xs" c="dimmed" mt={2}>
                    {formatDateTime(entry.created_at, i18n.language)}
                  </Text>
                </Timeline.Item>
              );
            })}
          </Timeline>
        )}
        {activity.hasNextPage && (
          <Group justify="center">
            <Button variant="default" size="xs" loading={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
              {t('common:actions.loadMore')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
