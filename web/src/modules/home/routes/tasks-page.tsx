import { Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconChecks, IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationItem } from '../components/notification-item';

type Filter = 'unread' | 'all';

/** /home/tareas: My tasks, the notifications of the last 15 days, with mark read / mark all read. */
export function TasksPage() {
  useHelpKey('home.tasks');
  const { t } = useTranslation('home');
  const [filter, setFilter] = useState<Filter>('unread');
  const notifications = useNotifications(filter === 'unread');
  const markRead = useMarkNotificationsRead();
  const items = notifications.data?.pages.flatMap((page) => page.data) ?? [];
  const hasUnread = items.some((item) => !item.read_at);

  return (
    <>
      <PageHeader
        title={t('tasks.title')}
        description={t('tasks.description')}
        actions={
          <>
            <SegmentedControl
              aria-label={t('tasks.filter')}
              data-testid="tasks-filter"
              value={filter}
              onChange={setFilter}
              data={[
                { value: 'unread', label: t('tasks.unread') },
                { value: 'all', label: t('tasks.all') },
              ]}
            />
            <Button
              variant="light"
              leftSection={<IconChecks size={16} />}
              disabled={!hasUnread}
              loading={markRead.isPending && 'all' in markRead.variables}
              onClick={() => markRead.mutate({ all: true })}
              data-testid="mark-all-read"
            >
              {t('tasks.markAll')}
            </Button>
          </>
        }
      />
      {notifications.isLoading ? (
        <Center py="xl">
          <Loader type="oval" size={40} color="gray" />
        </Center>
      ) : items.length === 0 ? (
        <Stack align="center" py="xl" gap="xs" data-testid="tasks-empty">
          <IconInbox size={40} stroke={1.4} color="var(--mantine-color-dimmed)" />
          <Text c="dimmed">{filter === 'unread' ? t('tasks.emptyUnread') : t('tasks.empty')}</Text>
        </Stack>
      ) : (
        <Stack gap="sm" data-testid="tasks-list">
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              notification={item}
              marking={markRead.isPending && 'ids' in markRead.variables && markRead.variables.ids.includes(item.id)}
              onMarkRead={() => markRead.mutate({ ids: [item.id] })}
            />
          ))}
          {notifications.hasNextPage && (
            <Group justify="center">
              <Button variant="default" loading={notifications.isFetchingNextPage} onClick={() => void notifications.fetchNextPage()}>
                {t('common:actions.loadMore')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </>
  );
}
