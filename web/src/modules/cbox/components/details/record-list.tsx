import { Button, Center, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRecords } from '../../api/get-records';
import { formatDateTime } from '../library/format';
import { recordDetail } from './record-text';

/** The item's history, newest first: what was done, by whom, when, and the detail of the change. */
export function RecordList({ itemId }: { itemId: string }) {
  const { t, i18n } = useTranslation(['cbox', 'common']);
  const records = useRecords(itemId);
  const list = records.data?.pages.flatMap((page) => page.data) ?? [];

  if (records.isLoading) {
    return (
      <Center py="md">
        <Loader type="oval" size={40} color="gray" />
      </Center>
    );
  }
  if (records.isError) return <Text size="sm" c="red">{t('records.error')}</Text>;
  if (list.length === 0) return <Text size="sm" c="dimmed">{t('records.empty')}</Text>;

  return (
    <Stack gap="xs">
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('records.title')} data-testid="cbox-records">
        {list.map((record) => {
          const detail = recordDetail(t, record);
          return (
            <Group component="li" key={record.id} gap="sm" wrap="nowrap" align="flex-start" data-action={record.action}>
              <ThemeIcon size={28} radius="xl" variant="light" color="gray" aria-hidden>
                <IconHistory size={16} />
              </ThemeIcon>
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {t(`records.actions.${record.action}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('records.byAt', { who: record.user?.name ?? t('records.system'), when: formatDateTime(record.at, i18n.language) })}
                </Text>
                {detail && <Text size="xs">{detail}</Text>}
              </Stack>
            </Group>
          );
        })}
      </Stack>
      {records.hasNextPage && (
        <Button variant="subtle" size="xs" loading={records.isFetchingNextPage} onClick={() => void records.fetchNextPage()}>
          {t('common:actions.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
