import { ActionIcon, Badge, Code, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconKey, IconKeyOff } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '../../api/api-keys/types';
import { keyAccess, keyStatus } from './key-status';

const STATUS_COLOR = { active: 'teal', revoked: 'gray', expired: 'orange' } as const;

interface ApiKeysTableProps {
  keys: ApiKey[];
  fetching: boolean;
  error: boolean;
  onRevoke: (key: ApiKey) => void;
}

/** The company's keys, newest first: only their first characters, whose they are, their use and their state. */
export function ApiKeysTable({ keys, fetching, error, onRevoke }: ApiKeysTableProps) {
  const { t, i18n } = useTranslation('config-api-keys');
  // A key works through the day it was given: `expires_at` is the next midnight (UTC), so that day is shown.
  const lastDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <DataTable<ApiKey>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={keys.length === 0 ? 200 : undefined}
      records={keys}
      fetching={fetching}
      noRecordsIcon={<IconKey size={32} stroke={1.4} aria-hidden />}
      noRecordsText={error ? t('loadError') : t('empty')}
      data-testid="api-keys-table"
      rowStyle={(key) => (keyStatus(key) === 'active' ? undefined : { opacity: 0.7 })}
      columns={[
        {
          accessor: 'name',
          title: t('columns.key'),
          render: (key) => (
            <Stack gap={2} align="flex-start">
              <Text size="sm" fw={500}>
                {key.name}
              </Text>
              <Code fz="xs">{`${key.prefix}…`}</Code>
              <Text size="xs" c="dimmed">
                {t('createdBy', { name: key.user.name })}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'scopes',
          title: t('columns.access'),
          // Wide enough for "Lectura y escritura" in a badge, which would be cut otherwise.
          width: 170,
          render: (key) => (
            <Stack gap={4} align="flex-start">
              <Badge variant="light" color={keyAccess(key) === 'write' ? 'grape' : 'blue'} tt="none" style={{ flexShrink: 0 }}>
                {t(`access.${keyAccess(key)}`)}
              </Badge>
              <Badge color={STATUS_COLOR[keyStatus(key)]} variant="dot" tt="none" style={{ flexShrink: 0 }} data-testid="api-key-status">
                {t(`status.${keyStatus(key)}`)}
              </Badge>
            </Stack>
          ),
        },
        {
          accessor: 'last_used_at',
          title: t('columns.use'),
          render: (key) => (
            <Stack gap={2}>
              <Text size="xs">{key.last_used_at ? t('lastUsed', { date: dateTime.format(new Date(key.last_used_at)) }) : t('neverUsed')}</Text>
              <Text size="xs" c="dimmed">
                {key.expires_at ? t('expiresOn', { date: lastDay.format(new Date(new Date(key.expires_at).getTime() - 1000)) }) : t('noExpiry')}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'actions',
          title: t('columns.actions'),
          textAlign: 'right',
          width: 96,
          render: (key) =>
            key.revoked_at ? null : (
              <Group justify="flex-end">
                <Tooltip label={t('revoke.label', { name: key.name })} withArrow>
                  <ActionIcon variant="subtle" color="red" aria-label={t('revoke.label', { name: key.name })} onClick={() => onRevoke(key)}>
                    <IconKeyOff size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ),
        },
      ]}
    />
  );
}
