import { Alert, Button, Center, Group, Loader, Pagination, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconChecks, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api';
import { useNotificationSettings } from '../../api/get-notification-settings';
import { useReceivedNotifications } from '../../api/get-received-notifications';
import { useMarkReceivedNotificationsRead } from '../../api/mark-received-notifications-read';
import { settingModules } from '../../api/notification-setting-state';
import { notifySuccess } from '@/components/ui/notify-success';
import { moduleLabel } from './module-label';
import { ReceivedItem } from './received-item';
import { filtersFromParams, filtersToParams, RECEIVED_PAGE_SIZE, toReceivedQuery, withFilter, type ReadFilter, type ReceivedFilters } from './received-filters';
import { ReceivedState } from './received-state';

const ALL = 'all';

/**
 * /config/notificaciones/recibidas: the last 15 days, filtered by module (only those the user can open are
 * offered) and by read state, both kept in the address; one or all can be marked as read.
 */
export function ReceivedPanel() {
  const { t } = useTranslation(['config-notifications', 'common']);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const settings = useNotificationSettings();
  const received = useReceivedNotifications(toReceivedQuery(filters));
  const mark = useMarkReceivedNotificationsRead();
  const setFilters = (next: ReceivedFilters) => setParams(filtersToParams(next), { replace: true });
  const marking = mark.isPending ? mark.variables : undefined;
  const markingIds = marking && 'ids' in marking ? marking.ids : [];

  const offered = settingModules(settings.data ?? []);
  // A module forced through the address is shown (not offered), so the select says what the refusal is about.
  const forced = filters.module && settings.data && !offered.includes(filters.module) ? [filters.module] : [];
  const modules = [
    { value: ALL, label: t('received.allModules') },
    ...offered.map((module) => ({ value: module, label: moduleLabel(t, module) })),
    ...forced.map((module) => ({ value: module, label: moduleLabel(t, module), disabled: true })),
  ];
  const statuses: { value: ReadFilter; label: string }[] = [
    { value: 'all', label: t('received.all') },
    { value: 'unread', label: t('received.unread') },
    { value: 'read', label: t('received.read') },
  ];
  const page = received.data;
  const filtered = filters.module !== null || filters.status !== 'all';
  const forbidden = isApiError(received.error) && received.error.status === 403 ? received.error.message : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end">
          <Select
            label={t('received.module')}
            data={modules}
            value={filters.module ?? ALL}
            onChange={(value) => setFilters(withFilter(filters, { module: value && value !== ALL ? value : null }))}
            allowDeselect={false}
            w={220}
            data-testid="received-module"
          />
          <SegmentedControl
            aria-label={t('received.status')}
            data={statuses}
            value={filters.status}
            onChange={(value) => setFilters(withFilter(filters, { status: statuses.find((s) => s.value === value)?.value ?? 'all' }))}
            data-testid="received-status"
          />
        </Group>
        <Button
          variant="light"
          leftSection={<IconChecks size={16} />}
          loading={marking !== undefined && !('ids' in marking)}
          onClick={() => mark.mutate({ all: true }, { onSuccess: () => notifySuccess(t('received.markedAll')) })}
          data-testid="mark-all-read"
        >
          {t('received.markAll')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('received.window')}
      </Text>
      {forbidden ? (
        <ReceivedState icon={<IconLock size={28} />} color="red" title={t('received.forbiddenTitle')} message={forbidden} onClear={() => setFilters(withFilter(filters, { module: null }))} testId="received-forbidden" />
      ) : received.isError ? (
        <Alert color="red">{t('received.loadError')}</Alert>
      ) : !page ? (
        <Center mih={160}>
          <Loader />
        </Center>
      ) : page.data.length === 0 ? (
        <ReceivedState
          title={filtered ? t('received.emptyFiltered') : t('received.empty')}
          onClear={filtered ? () => setFilters({ module: null, status: 'all', page: 1 }) : undefined}
          testId="received-empty"
        />
      ) : (
        <Stack gap="sm" data-testid="received-list">
          {page.data.map((notification) => (
            <ReceivedItem
              key={notification.id}
              notification={notification}
              marking={markingIds.includes(notification.id)}
              onMarkRead={() => mark.mutate({ ids: [notification.id] })}
            />
          ))}
          {page.total > RECEIVED_PAGE_SIZE && (
            <Center>
              <Pagination total={Math.ceil(page.total / RECEIVED_PAGE_SIZE)} value={filters.page} onChange={(next) => setFilters({ ...filters, page: next })} />
            </Center>
          )}
        </Stack>
      )}
    </Stack>
  );
}
